import { type ResponseOf } from '@ebelediye/contract';
import { formatMoney } from '../../../lib/i18n/format';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from './simple-table';

type Summaries = ResponseOf<'GetEmployeeScoreCardAccrumentSummaries'>;
type MonthRow = Summaries['months'][number];

/** The months of a year with their totals, and the year's totals by kind of deduction. */
export function YearSummary({ year, months, totals }: { year: number; months: Summaries['months']; totals: Summaries['yearTotals'] }) {
  const { t } = useTranslation('staff');
  const names = t('months', { returnObjects: true }) as string[];
  const right = 'right' as const;
  const columns = [
    { header: t('payroll.monthCol'), cell: (m: MonthRow) => names[m.month - 1], rowHeader: true },
    { header: t('payroll.gross'), cell: (m: MonthRow) => formatMoney(m.grossTotal), align: right },
    { header: t('payroll.deductionTotal'), cell: (m: MonthRow) => formatMoney(m.deductionTotal), align: right },
    { header: t('payroll.enforcementCol'), cell: (m: MonthRow) => formatMoney(m.enforcementTotal), align: right },
    { header: t('payroll.net'), cell: (m: MonthRow) => formatMoney(m.netPay), align: right },
  ];
  const breakdown: [string, number][] = [
    [t('payroll.incomeTax'), totals.incomeTax],
    [t('payroll.stampDuty'), totals.stampDuty],
    [t('payroll.socialSecurity'), totals.socialSecurity],
    [t('payroll.unemployment'), totals.unemploymentInsurance],
    [t('payroll.enforcement'), totals.enforcement],
    [t('payroll.other'), totals.otherDeductions],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="year-summary-title" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography id="year-summary-title" variant="h2" component="h2">
        {t('payroll.yearTitle', { year })}
      </Typography>
      <SimpleTable
        caption={t('payroll.byMonth')}
        columns={columns}
        rows={months}
        rowKey={(m) => String(m.month)}
        footer={[t('payroll.total'), formatMoney(totals.grossTotal), formatMoney(totals.deductionTotal), formatMoney(totals.enforcement), formatMoney(totals.netPay)]}
      />
      <Box
        component="dl"
        aria-label={t('payroll.totalsCaption')}
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
        {breakdown.map(([label, amount]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd">{formatMoney(amount)}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
