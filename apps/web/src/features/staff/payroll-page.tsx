import { formatDate } from '../../lib/i18n/format';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../components/ui/native-select';
import { usePayslips } from './api/use-staff';
import { EmployeePage, LoadFailed, Loading } from './components/employee-page';
import { PayslipView } from './components/payslip-view';
import { YearSummary } from './components/year-summary';
import { registerStaffTexts } from './staff-texts';

registerStaffTexts();

function Payroll() {
  const { t } = useTranslation('staff');
  const [year, setYear] = useState<number | undefined>();
  const [month, setMonth] = useState<number | undefined>();
  const slips = usePayslips({ ...(year ? { year } : {}), ...(month ? { month } : {}) });
  const names = t('months', { returnObjects: true }) as string[];
  if (slips.isPending) return <Loading label={t('loading')} />;
  if (slips.isError) return <LoadFailed message={slips.error.message} onRetry={() => void slips.refetch()} />;
  const data = slips.data;
  return (
    <>
      <Paper
        variant="outlined"
        component="form"
        role="search"
        aria-label={t('payroll.title')}
        onSubmit={(e) => e.preventDefault()}
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 220px))' } }}
      >
        <NativeSelect
          id="payroll-year"
          label={t('payroll.year')}
          value={data.year ?? ''}
          options={data.years.map((y) => ({ value: y, label: String(y) }))}
          onChange={(value) => {
            setYear(Number(value));
            setMonth(undefined);
          }}
        />
        <NativeSelect
          id="payroll-month"
          label={t('payroll.month')}
          value={data.slip?.month ?? ''}
          options={data.months.map((m) => ({ value: m.month, label: names[m.month - 1]! }))}
          onChange={(value) => setMonth(Number(value))}
          disabled={data.months.length === 0}
        />
      </Paper>
      {data.hiddenUntil && <Alert severity="info">{t('payroll.hidden', { date: formatDate(data.hiddenUntil) })}</Alert>}
      {data.slip ? <PayslipView slip={data.slip} /> : <Alert severity="info">{t('payroll.empty')}</Alert>}
      {data.year !== null && data.months.length > 0 && <YearSummary year={data.year} months={data.months} totals={data.yearTotals} />}
    </>
  );
}

/** /maas-bordrosu: the employee's payslips by year and month, with the year's totals and a PDF. */
export default function PayrollPage() {
  const { t } = useTranslation('staff');
  return (
    <EmployeePage title={t('payroll.title')} intro={t('payroll.intro')}>
      {() => <Payroll />}
    </EmployeePage>
  );
}
