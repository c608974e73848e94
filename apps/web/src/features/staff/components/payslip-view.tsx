import { type ResponseOf } from '@ebelediye/contract';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../lib/notifications/notification-context';
import { downloadPayslip } from '../api/use-staff';
import { SimpleTable } from './simple-table';

type Slip = NonNullable<ResponseOf<'GetEmployeeScoreCardAccrumentSummaries'>['slip']>;
type Line = Slip['earnings'][number];

/** One month's payslip: earnings, deductions (enforcement cuts with their file), net pay, and its PDF. */
export function PayslipView({ slip }: { slip: Slip }) {
  const { t } = useTranslation('staff');
  const notify = useNotify();
  const months = t('months', { returnObjects: true }) as string[];
  const period = `${months[slip.month - 1]} ${slip.year}`;
  const pdf = useMutation({ mutationFn: () => downloadPayslip(slip.year, slip.month), onError: (e) => notify.toast(e.message || t('payroll.pdfFailed'), 'error') });
  const name = (l: Line) => (l.enforcementFileNumber ? `${l.name} (${t('payroll.file', { number: l.enforcementFileNumber })})` : l.name);
  const columns = [
    { header: t('payroll.item'), cell: name, rowHeader: true },
    { header: t('payroll.amount'), cell: (l: Line) => formatMoney(l.amount), align: 'right' as const },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payslip-title" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Box>
          <Typography id="payslip-title" variant="h2" component="h2">
            {t('payroll.slipTitle', { period })}
          </Typography>
          <Typography color="text.secondary">{t('payroll.paidOn', { date: formatDate(slip.paidOn), days: slip.workedDays })}</Typography>
        </Box>
        <Button variant="outlined" onClick={() => pdf.mutate()} disabled={pdf.isPending}>
          {t('payroll.pdf')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <SimpleTable caption={t('payroll.earnings')} columns={columns} rows={slip.earnings} rowKey={(l) => l.code} footer={[t('payroll.gross'), formatMoney(slip.grossTotal)]} />
        <SimpleTable
          caption={t('payroll.deductions')}
          columns={columns}
          rows={slip.deductions}
          rowKey={(l) => `${l.code}-${l.enforcementFileNumber ?? ''}`}
          footer={[t('payroll.deductionTotal'), formatMoney(slip.deductionTotal)]}
        />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content auto',
          columnGap: 3,
          rowGap: 0.5,
          justifyContent: 'start',
          '& dd': { m: 0, textAlign: 'right', whiteSpace: 'nowrap' },
        }}
      >
        <Typography component="dt" variant="h3">
          {t('payroll.net')}
        </Typography>
        <Typography component="dd" variant="h3" data-testid="net-pay">
          {formatMoney(slip.netPay)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('payroll.taxBase')}
        </Typography>
        <Typography component="dd">{formatMoney(slip.incomeTaxBase)}</Typography>
        <Typography component="dt" color="text.secondary">
          {t('payroll.cumulativeTaxBase')}
        </Typography>
        <Typography component="dd">{formatMoney(slip.cumulativeIncomeTaxBase)}</Typography>
      </Box>
    </Paper>
  );
}
