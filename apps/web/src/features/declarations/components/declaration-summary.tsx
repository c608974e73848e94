import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDeclarationPdf, useDeclarationSummary } from '../api/use-declarations';

const reviewColour = { filed: 'default', inReview: 'info', accepted: 'success', returned: 'warning' } as const;

/** RetrieveDeclarationSummary: what the member has filed, newest first, each with its review and its PDF. */
export function DeclarationSummary() {
  const { t } = useTranslation('declarations');
  const summary = useDeclarationSummary();
  const [problem, setProblem] = useState<string | null>(null);
  const download = (oid: number, no: string) =>
    downloadDeclarationPdf(oid, no).then(
      () => setProblem(null),
      (e: Error) => setProblem(e.message),
    );

  return (
    <Box component="section" aria-labelledby="declaration-summary-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="declaration-summary-title" variant="h2" component="h2" sx={{ fontSize: 20 }}>
        {t('summary.title')}
      </Typography>
      {summary.isPending && <CircularProgress size={28} aria-label={t('actions.calculating')} />}
      {summary.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void summary.refetch()}>
              {t('summary.retry')}
            </Button>
          }
        >
          {t('summary.error')}
        </Alert>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      {summary.data?.items.length === 0 && <Typography color="text.secondary">{t('summary.empty')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {summary.data?.items.map((d) => (
          <Paper component="li" variant="outlined" key={d.declarationOid} sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {d.kindName} · {d.taxYear}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{formatMoney(d.taxAmount)}</Typography>
            </Box>
            <Box>
              <Chip size="small" variant="outlined" color={reviewColour[d.reviewStatus]} label={t(`summary.review.${d.reviewStatus}`)} />
            </Box>
            {d.reviewStatus === 'returned' && <Alert severity="warning">{t('summary.review.returnedText', { reason: d.returnReason ?? '' })}</Alert>}
            <Typography variant="body2">{d.subject}</Typography>
            <Typography variant="body2" color="text.secondary">
              {d.address}
            </Typography>
            <Typography variant="body2">
              {t('summary.instalments')}: {d.instalments.map((i) => `${formatMoney(i.amount)} (${formatDate(i.dueDate)})`).join(' · ')}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {t('summary.no')}: {d.declarationNo} · {formatDate(d.filedAt)} · {t('summary.documents', { count: d.documents.length })}
              </Typography>
              <Button
                size="small"
                startIcon={<PictureAsPdf />}
                onClick={() => void download(d.declarationOid, d.declarationNo)}
                aria-label={`${t('actions.pdf')}: ${d.declarationNo}`}
              >
                {t('actions.pdf')}
              </Button>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
