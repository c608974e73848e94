import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRestructuringDetail } from '../api/use-restructuring';
import { DebtHeaderCells } from './debt-header-cells';
import { date, money } from './format';
import { InstalmentTable } from './instalment-table';
import { PetitionButton } from './petition-button';
import { PetitionLanguageNote } from './petition-language-note';
import { PlanPayment } from './plan-payment';

/** A restructuring's plan and progress: what is paid, what is due, and the documents. */
export function RestructuringDetail({ restructuringLogOid, onBack }: { restructuringLogOid: number; onBack(): void }) {
  const { t } = useTranslation('restructuring');
  const detail = useRestructuringDetail(restructuringLogOid);
  if (detail.isPending) return <Skeleton variant="rounded" height={320} />;
  if (detail.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onBack}>
            {t('detail.back')}
          </Button>
        }
      >
        {detail.error.message}
      </Alert>
    );
  const d = detail.data;
  const paidCount = d.instalments.filter((i) => i.status === 'paid').length;
  const percent = d.restructuredTotal > 0 ? Math.min(100, Math.round((d.paidTotal * 100) / d.restructuredTotal)) : 0;
  return (
    <Box component="section" aria-labelledby="detail-title" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Button onClick={onBack}>{t('detail.back')}</Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="detail-title" variant="h2" component="h2">
          {d.applicationNo}
        </Typography>
        <Chip size="small" label={t(`status.${d.status}`)} color={d.status === 'broken' ? 'error' : d.status === 'completed' ? 'success' : 'primary'} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {d.lawNo} — {d.schemeTitle} · {date(d.appliedAt)}
      </Typography>
      {d.status === 'broken' && d.brokenAt && <Alert severity="error">{t('detail.brokenText', { date: date(d.brokenAt), amount: money(d.restoredPrincipal) })}</Alert>}
      <Box>
        <Typography sx={{ fontWeight: 600 }} id="progress-label">
          {t('detail.progress', { paid: money(d.paidTotal), total: money(d.restructuredTotal) })}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-labelledby="progress-label" sx={{ height: 10, borderRadius: 5, my: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {t('detail.paidCount', { paid: paidCount, count: d.instalmentCount })}
        </Typography>
      </Box>
      {d.status === 'active' ? <PlanPayment plan={d} /> : <InstalmentTable instalments={d.instalments} />}
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('detail.debts')}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={t('detail.debts')}>
          <TableHead>
            <TableRow>
              <DebtHeaderCells />
            </TableRow>
          </TableHead>
          <TableBody>
            {d.debts.map((debt) => (
              <TableRow key={debt.accrumentOid}>
                <TableCell>{debt.description}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(debt.dueDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(debt.principal)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(debt.delayFineWaived)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(debt.indexAmount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('detail.documents')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {d.documents.map((doc) =>
          doc.kind === 'petition' ? (
            <PetitionButton key={doc.fileOid} fileOid={doc.fileOid} applicationNo={d.applicationNo} variant="outlined" />
          ) : (
            <PetitionButton
              key={doc.fileOid}
              fileOid={doc.fileOid}
              fileName={doc.fileName}
              label={t('detail.download', { name: doc.documentName })}
              variant="text"
              icon={<Download />}
            />
          ),
        )}
      </Box>
      {d.documents.some((doc) => doc.kind === 'petition') && <PetitionLanguageNote />}
    </Box>
  );
}
