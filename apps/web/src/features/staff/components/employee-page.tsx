import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed as SharedLoadFailed } from '../../../components/ui/load-failed';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { employeeDetailQuery, useIsEmployee } from '../api/use-staff';
import { NotEmployee } from './not-employee';

export type Employee = ResponseOf<'RetrieveEmployeeDetailedInformation'>;

export function Loading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation('staff');
  return <SharedLoadFailed message={message || t('failed')} retryLabel={t('retry')} onRetry={onRetry} />;
}

interface EmployeePageProps {
  title: string;
  intro: string;
  children(employee: Employee): ReactNode;
}

/**
 * A staff screen: it asks whether the member is an active employee first, and
 * shows a member who is not the 'not an employee' page instead of an error.
 */
export function EmployeePage({ title, intro, children }: EmployeePageProps) {
  const { t } = useTranslation('staff');
  useDocumentTitle(title);
  const { user } = useAuth();
  const active = useIsEmployee(user?.UserDetail.userName ?? '');
  const detail = useQuery({ ...employeeDetailQuery, enabled: active.data === true });

  if (active.data === false) return <NotEmployee />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
        {detail.data && (
          <Typography sx={{ mt: 1, fontWeight: 500 }}>
            {t('employee', {
              name: detail.data.name,
              surname: detail.data.surname,
              number: detail.data.employeeCorporationRegistryNumber,
              title: detail.data.title,
              department: detail.data.department,
            })}
          </Typography>
        )}
      </Box>
      {(active.isPending || (active.data && detail.isPending)) && <Loading label={t('loading')} />}
      {active.isError && <LoadFailed message={active.error.message} onRetry={() => void active.refetch()} />}
      {detail.isError && <LoadFailed message={detail.error.message} onRetry={() => void detail.refetch()} />}
      {detail.data && children(detail.data)}
    </Box>
  );
}
