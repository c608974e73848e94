import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BillLinesTable } from '../../../lib/water-bill/bill-lines-table';
import { useClerkBill, useRunBilling } from '../api/use-water-billing';
import { registerWaterBillingTexts } from './water-billing-texts';

registerWaterBillingTexts();

/** The month before this one, the usual period to bill (YYYY-MM). */
function lastMonth(): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

function ClerkBill({ subscriberNo, period }: { subscriberNo: string; period: string }) {
  const { t } = useTranslation('waterBilling');
  const bill = useClerkBill({ subscriberNo, period });
  if (bill.isPending) return <Typography role="status">…</Typography>;
  if (bill.isError) return <Alert severity="error">{bill.error.message}</Alert>;
  const label = t('billing.bill', { no: subscriberNo, period: period.replace('-', '/') });
  return (
    <Box component="section" aria-label={label} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="h3">
        {label}
      </Typography>
      <Typography>
        {`${t('billing.interval')}: ${formatDate(bill.data.fromDate)} – ${formatDate(bill.data.toDate)} (${t('billing.days', { count: bill.data.days })}) · ${t('billing.consumption')}: ${bill.data.consumptionM3} m³${bill.data.estimateReason ? ` · ${t('billing.estimate')}` : ''}`}
      </Typography>
      <BillLinesTable bill={bill.data} label={label} />
    </Box>
  );
}

/** /yonetim/su-faturalama (WATER_CLERK): run the billing of an ended period, see what it made, open one subscription's bill. */
export default function BillingRunPage() {
  const { t } = useTranslation('waterBilling');
  useDocumentTitle(t('billing.title'));
  const [period, setPeriod] = useState(lastMonth);
  const run = useRunBilling();
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [subscriberNo, setSubscriberNo] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const start = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await run.mutateAsync({ period });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError({ text: e.message, ...(e.fields?.period ? { field: e.fields.period } : {}) });
    }
  };
  const summary = run.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('billing.title')}
        </Typography>
        <Typography color="text.secondary">{t('billing.intro')}</Typography>
      </Box>
      <Paper component="form" variant="outlined" noValidate onSubmit={(e) => void start(e)} sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          id="billing-period"
          type="month"
          label={t('billing.period')}
          value={period}
          onChange={(e) => setPeriod(e.target.value)}
          error={!!error?.field}
          helperText={error?.field}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={run.isPending || period === ''} sx={{ minHeight: 56 }}>
          {t('billing.run')}
        </Button>
      </Paper>
      {error && !error.field && (
        <Alert severity="error" role="alert">
          {error.text}
        </Alert>
      )}
      {summary && (
        <Paper component="section" variant="outlined" aria-labelledby="run-result" sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Typography id="run-result" component="h2" variant="h2">
            {`${t('billing.result', { period: summary.period.replace('-', '/') })} · ${summary.status === 'finished' ? t('billing.finished') : t('billing.running')}`}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'auto 1fr', sm: 'repeat(3, auto 1fr)' }, columnGap: 2, rowGap: 0.5, '& dd': { m: 0, fontWeight: 700 } }}
          >
            <dt>{t('billing.billCount')}</dt>
            <dd data-testid="bill-count">{summary.billCount}</dd>
            <dt>{t('billing.skippedCount')}</dt>
            <dd data-testid="skipped-count">{summary.skippedCount}</dd>
            <dt>{t('billing.total')}</dt>
            <dd data-testid="run-total">{formatMoney(summary.total)}</dd>
            <dt>{t('billing.billDate')}</dt>
            <dd>{formatDate(summary.billDate)}</dd>
            <dt>{t('billing.dueDate')}</dt>
            <dd>{formatDate(summary.dueDate)}</dd>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('billing.skippedHelp')}
          </Typography>
          <Box
            component="form"
            noValidate
            aria-label={t('billing.open')}
            onSubmit={(e) => {
              e.preventDefault();
              setShown(subscriberNo.trim() || null);
            }}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}
          >
            <TextField
              id="bill-subscriber"
              size="small"
              label={t('billing.subscriberNo')}
              value={subscriberNo}
              onChange={(e) => setSubscriberNo(e.target.value.replace(/\D/g, ''))}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Button type="submit" variant="outlined">
              {t('billing.show')}
            </Button>
          </Box>
          {shown && <ClerkBill key={`${shown}-${summary.period}`} subscriberNo={shown} period={summary.period} />}
        </Paper>
      )}
    </Box>
  );
}
