import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../../../lib/i18n/format';
import { useMyAccessLog } from '../api/use-my-data';
import { DataTable } from './data-table';

/** Who opened the member's record in the back office, and the account's sign-ins (KVKK). */
export function AccessLog() {
  const { t } = useTranslation('myData');
  const log = useMyAccessLog();
  if (log.isPending) return <Skeleton variant="rounded" height={200} />;
  if (log.isError) return <Alert severity="error">{t('failed')}</Alert>;
  const roleName = (role: string) =>
    role
      .split(', ')
      .map((r) => t(`role.${r}`, { defaultValue: r }))
      .join(', ');
  return (
    <>
      <Box component="section" aria-labelledby="staff-access-title" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="staff-access-title" variant="h2" component="h2">
          {t('staff.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('staff.intro')}
        </Typography>
        <DataTable
          caption={t('staff.title')}
          headers={[t('staff.at'), t('staff.who'), t('staff.screen'), t('staff.reason')]}
          rows={log.data.staffAccesses.map((a) => [
            <span key="at" style={{ whiteSpace: 'nowrap' }}>
              {formatDateAndTime(a.at)}
            </span>,
            `${roleName(a.role)} / ${a.unit}`,
            a.screen,
            a.reason,
          ])}
          empty={t('staff.empty')}
        />
      </Box>
      <Box component="section" aria-labelledby="sign-ins-title" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="sign-ins-title" variant="h2" component="h2">
          {t('signIns.title')}
        </Typography>
        <DataTable
          caption={t('signIns.title')}
          headers={[t('signIns.at'), t('signIns.method'), t('signIns.device'), t('signIns.result')]}
          rows={log.data.signIns.map((s) => [
            <span key="at" style={{ whiteSpace: 'nowrap' }}>
              {formatDateAndTime(s.at)}
            </span>,
            t(`method.${s.method}`),
            t(`device.${s.deviceClass}`),
            <Typography key="r" component="span" variant="body2" sx={{ color: s.success ? 'success.dark' : 'error.main', fontWeight: 500 }}>
              {s.success ? t('signIns.success') : t('signIns.failure')}
            </Typography>,
          ])}
          empty={t('signIns.empty')}
        />
      </Box>
    </>
  );
}
