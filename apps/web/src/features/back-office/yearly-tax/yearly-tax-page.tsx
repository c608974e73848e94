import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { callApi } from '../../../lib/call-api';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadFailed, Loading } from '../components/load-state';
import { registerYearlyTaxTexts } from './yearly-tax-texts';

registerYearlyTaxTexts();

type Run = NonNullable<ResponseOf<'GetBackOfficeYearlyAccrualRun'>>;

/** This year and the four before it: a run is made in its own year, or caught up later. */
const yearsToChoose = () => {
  const now = new Date().getFullYear();
  return [0, 1, 2, 3, 4].map((back) => now - back);
};

function RunFigures({ run }: { run: Run }) {
  const { t } = useTranslation('backOfficeYearlyTax');
  const figures: [string, string][] = [
    [t('accrued'), String(run.accrued)],
    [t('accruedAmount'), formatMoney(run.accruedAmount)],
    [t('declared'), String(run.declared)],
    [t('alreadyAccrued'), String(run.alreadyAccrued)],
    [t('notAssessed'), String(run.notAssessedCount)],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(200px, 1fr))' } }}>
      {figures.map(([label, value]) => (
        <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: '1.25rem' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function NotAssessed({ run }: { run: Run }) {
  const { t } = useTranslation('backOfficeYearlyTax');
  if (run.notAssessed.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="not-assessed" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="not-assessed" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
        {t('notAssessedTitle')}
      </Typography>
      <Typography color="text.secondary">{t('notAssessedIntro')}</Typography>
      {run.notAssessedCount > run.notAssessed.length && <Typography variant="body2">{t('more', { shown: run.notAssessed.length, count: run.notAssessedCount })}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {run.notAssessed.map((subject) => (
          <Box
            component="li"
            key={`${subject.kind}:${subject.registryOid}:${subject.subject}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {t(`kinds.${subject.kind}`)}: {subject.subject} · {t('registry')} {subject.registryOid} · {t(`outcomes.${subject.outcome}`)}
            </Typography>
            <Typography variant="body2">
              {t('reason')}: {subject.reason}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** /yonetim/yillik-tahakkuk (REVENUE_CLERK): the yearly accrual run of a year (property tax, ÇTV, advertising tax), and what it did. */
export default function YearlyTaxPage() {
  const { t } = useTranslation('backOfficeYearlyTax');
  useDocumentTitle(t('title'));
  const years = yearsToChoose();
  const [year, setYear] = useState(years[0]!);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const run = useQuery({
    queryKey: ['GetBackOfficeYearlyAccrualRun', year],
    queryFn: ({ signal }) => callApi('GetBackOfficeYearlyAccrualRun', { taxYear: year }, { signal }),
  });
  const start = useMutation({
    mutationFn: () => callApi('RunBackOfficeYearlyAccrual', { taxYear: year }),
    onSuccess: (summary) => queryClient.setQueryData(['GetBackOfficeYearlyAccrualRun', year], summary),
  });
  const refusal = start.error instanceof ApiError ? (Object.values(start.error.fields ?? {})[0] ?? start.error.message) : start.error ? String(start.error) : null;
  const current = run.data ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          label={t('year')}
          value={year}
          onChange={(e) => {
            setYear(Number(e.target.value));
            start.reset();
          }}
          sx={{ minWidth: 160 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        {run.isSuccess && current?.status !== 'finished' && (
          <Button variant="contained" size="large" onClick={() => setConfirming(true)} disabled={start.isPending}>
            {start.isPending ? t('running') : current ? t('resume') : t('start')}
          </Button>
        )}
      </Box>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {run.isPending && <Loading />}
      {run.isError && <LoadFailed error={run.error} onRetry={() => void run.refetch()} />}
      {run.isSuccess && !current && <Alert severity="info">{t('none', { year })}</Alert>}
      {current && (
        <>
          <Alert severity={current.status === 'finished' ? 'success' : 'warning'}>
            {t(current.status === 'finished' ? 'finished' : 'unfinished', { date: formatDate(current.runDate) })}
          </Alert>
          <RunFigures run={current} />
          <NotAssessed run={current} />
        </>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="yearly-tax-confirm">
        <DialogTitle id="yearly-tax-confirm">{t('confirmTitle', { year })}</DialogTitle>
        <DialogContent>
          <Typography>{t('confirmText', { year })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              start.mutate();
            }}
          >
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
