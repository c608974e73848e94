import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useRestructurings } from '../api/use-restructuring';
import { date, money } from './format';

/** The member's restructurings, newest first; each opens its plan and progress. */
export function MyRestructurings({ onOpen }: { onOpen(restructuringLogOid: number): void }) {
  const { t } = useTranslation('restructuring');
  const list = useRestructurings();
  return (
    <section aria-labelledby="mine-title">
      <Typography id="mine-title" variant="h2" component="h2" sx={{ mb: 1 }}>{t('mine.title')}</Typography>
      {list.isPending && <Skeleton variant="rounded" height={96} />}
      {list.isError && <Alert severity="error">{t('failed')}</Alert>}
      {list.data?.items.length === 0 && <Typography color="text.secondary">{t('mine.empty')}</Typography>}
      {list.data && list.data.items.length > 0 && (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-labelledby="mine-title">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{t('mine.applicationNo')}</TableCell>
                <TableCell component="th" scope="col">{t('mine.appliedAt')}</TableCell>
                <TableCell component="th" scope="col">{t('mine.status')}</TableCell>
                <TableCell component="th" scope="col" align="right">{t('mine.total')}</TableCell>
                <TableCell component="th" scope="col" align="right">{t('mine.paid')}</TableCell>
                <TableCell><Box component="span" sx={visuallyHidden}>{t('mine.open')}</Box></TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.items.map((r) => (
                <TableRow key={r.restructuringLogOid}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.applicationNo}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(r.appliedAt)}</TableCell>
                  <TableCell>{t(`status.${r.status}`)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(r.restructuredTotal)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(r.paidTotal)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => onOpen(r.restructuringLogOid)} aria-label={`${t('mine.open')} ${r.applicationNo}`}>{t('mine.open')}</Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
