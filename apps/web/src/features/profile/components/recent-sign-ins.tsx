import { istanbulIso } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRecentSignIns } from '../api/use-profile';

/** dd.MM.yyyy HH:mm on the Istanbul clock. */
const formatTime = (iso: string) => {
  const [date, clock] = istanbulIso(new Date(iso)).split('T') as [string, string];
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y} ${clock.slice(0, 5)}`;
};

/** The member's last sign-ins (the audit trail): an unknown success here is worth a password change. */
export function RecentSignIns() {
  const { t } = useTranslation('profile');
  const recent = useRecentSignIns();
  return (
    <section aria-labelledby="recent-sign-ins-title">
      <Typography id="recent-sign-ins-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('recent.title')}
      </Typography>
      {recent.isPending && <Skeleton variant="rounded" height={160} />}
      {recent.isError && <Alert severity="error">{t('recent.failed')}</Alert>}
      {recent.data?.length === 0 && <Typography color="text.secondary">{t('recent.empty')}</Typography>}
      {recent.data && recent.data.length > 0 && (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('recent.time')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('recent.method')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('recent.result')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('recent.ip')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {recent.data.map((row) => (
                <TableRow key={`${row.time}-${row.method}-${row.ipAddress}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(row.time)}</TableCell>
                  <TableCell>{t(`recent.${row.method}`)}</TableCell>
                  <TableCell sx={{ color: row.success ? 'success.dark' : 'error.main', fontWeight: 500 }}>{row.success ? t('recent.success') : t('recent.failure')}</TableCell>
                  <TableCell>{row.ipAddress}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
