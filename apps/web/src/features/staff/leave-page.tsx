import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../components/ui/native-select';
import { useLeaveApplications, useLeaveBalance } from './api/use-staff';
import { EmployeePage, LoadFailed, Loading } from './components/employee-page';
import { LeaveKindsList } from './components/leave-kinds-list';
import { LeaveApplicationsTable, LeaveBalanceTable } from './components/leave-tables';
import { registerStaffTexts } from './staff-texts';

registerStaffTexts();

function Leave() {
  const { t } = useTranslation('staff');
  const [chosen, setChosen] = useState<number | undefined>();
  const balance = useLeaveBalance(chosen);
  const year = balance.data?.year;
  const applications = useLeaveApplications(year);
  if (balance.isPending) return <Loading label={t('loading')} />;
  if (balance.isError) return <LoadFailed message={balance.error.message} onRetry={() => void balance.refetch()} />;
  return (
    <>
      <Paper
        variant="outlined"
        component="form"
        role="search"
        aria-label={t('leave.title')}
        onSubmit={(e) => e.preventDefault()}
        sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 220px)' } }}
      >
        <NativeSelect
          id="leave-year"
          label={t('leave.year')}
          value={balance.data.year}
          options={balance.data.years.map((y) => ({ value: y, label: String(y) }))}
          onChange={(v) => setChosen(Number(v))}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <LeaveBalanceTable year={balance.data.year} balances={balance.data.balances} />
        <Typography variant="body2" color="text.secondary">
          {t('leave.note')}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {applications.isPending && <Loading label={t('loading')} />}
        {applications.isError && <LoadFailed message={applications.error.message} onRetry={() => void applications.refetch()} />}
        {applications.data &&
          year !== undefined &&
          (applications.data.length > 0 ? <LeaveApplicationsTable year={year} applications={applications.data} /> : <Alert severity="info">{t('leave.noApplications')}</Alert>)}
      </Paper>
      <LeaveKindsList />
    </>
  );
}

/** /izin-bilgileri: the employee's leave balance per kind and year, and their applications. */
export default function LeavePage() {
  const { t } = useTranslation('staff');
  return (
    <EmployeePage title={t('leave.title')} intro={t('leave.intro')}>
      {() => <Leave />}
    </EmployeePage>
  );
}
