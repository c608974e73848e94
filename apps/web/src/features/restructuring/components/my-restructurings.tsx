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
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useRestructurings } from '../api/use-restructuring';
import { date, money } from './format';

/** The member's restructurings, newest first; each opens its plan and progress. */
export function MyRestructurings({ onOpen }: { onOpen(restructuringLogOid: number): void }) {
  const { t } = useTranslation('restructuring');
  const list = useRestructurings();
  // On a phone each restructuring is a card, so its amounts are in view without scrolling sideways.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <section aria-labelledby="mine-title">
      <Typography id="mine-title" variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('mine.title')}
      </Typography>
      {list.isPending && <Skeleton variant="rounded" height={96} />}
      {list.isError && <Alert severity="error">{t('failed')}</Alert>}
      {list.data?.items.length === 0 && <Typography color="text.secondary">{t('mine.empty')}</Typography>}
      {list.data && list.data.items.length > 0 && phone && (
        <Box component="ul" aria-labelledby="mine-title" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {list.data.items.map((r) => (
            <Box component="li" key={r.restructuringLogOid} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{r.applicationNo}</Typography>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0, my: 1, '& dd': { m: 0, textAlign: 'right' } }}>
                <dt>{t('mine.appliedAt')}</dt>
                <dd>{date(r.appliedAt)}</dd>
                <dt>{t('mine.status')}</dt>
                <dd>{t(`status.${r.status}`)}</dd>
                <dt>{t('mine.total')}</dt>
                <dd>{money(r.restructuredTotal)}</dd>
                <dt>{t('mine.paid')}</dt>
                <dd>{money(r.paidTotal)}</dd>
              </Box>
              <Button size="small" variant="outlined" fullWidth onClick={() => onOpen(r.restructuringLogOid)} aria-label={`${t('mine.open')} ${r.applicationNo}`}>
                {t('mine.open')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {list.data && list.data.items.length > 0 && !phone && (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-labelledby="mine-title">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('mine.applicationNo')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('mine.appliedAt')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('mine.status')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('mine.total')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('mine.paid')}
                </TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('mine.open')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.items.map((r) => (
                <TableRow key={r.restructuringLogOid}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.applicationNo}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(r.appliedAt)}</TableCell>
                  <TableCell>{t(`status.${r.status}`)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(r.restructuredTotal)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(r.paidTotal)}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => onOpen(r.restructuringLogOid)} aria-label={`${t('mine.open')} ${r.applicationNo}`}>
                      {t('mine.open')}
                    </Button>
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
