import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useEnforcement } from './api/use-staff';
import { EmployeePage, LoadFailed, Loading } from './components/employee-page';
import { EnforcementCutsTable, EnforcementFilesTable } from './components/enforcement-tables';
import { registerStaffTexts } from './staff-texts';

registerStaffTexts();

function Enforcement() {
  const { t } = useTranslation('staff');
  const info = useEnforcement();
  if (info.isPending) return <Loading label={t('loading')} />;
  if (info.isError) return <LoadFailed message={info.error.message} onRetry={() => void info.refetch()} />;
  const { files, cuts } = info.data;
  if (files.length === 0) return <Alert severity="info">{t('enforcement.noFiles')}</Alert>;
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <EnforcementFilesTable files={files} />
        <Typography variant="body2" color="text.secondary">
          {t('enforcement.note')}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {cuts.length > 0 ? <EnforcementCutsTable cuts={cuts} /> : <Alert severity="info">{t('enforcement.noCuts')}</Alert>}
      </Paper>
    </>
  );
}

/** /icra-bilgileri: the employee's enforcement files and the cuts of each payroll month. */
export default function EnforcementPage() {
  const { t } = useTranslation('staff');
  return (
    <EmployeePage title={t('enforcement.title')} intro={t('enforcement.intro')}>
      {() => <Enforcement />}
    </EmployeePage>
  );
}
