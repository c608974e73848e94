import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { DebtSelectionState } from '../../../lib/payment/use-debt-selection';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { date, money } from './format';
import { OverdueMark } from '../../../components/ui/overdue-mark';

type Instalment = ResponseOf<'AuthorizedGetRestructuringDetailInfo'>['instalments'][number];

const colours = { paid: 'success', open: 'default', overdue: 'error', cancelled: 'default' } as const;

interface InstalmentTableProps {
  instalments: Instalment[];
  /** On a plan being paid: the unpaid instalments can be chosen to pay. */
  payment?: { selection: DebtSelectionState; payable: ReadonlySet<number> };
}

export function InstalmentTable({ instalments, payment }: InstalmentTableProps) {
  const { t } = useTranslation('restructuring');
  // On a phone the status and the payment day go under the due date, so the schedule fits without scrolling sideways.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('plan.schedule')}>
        <TableHead>
          <TableRow>
            {payment && (
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {t('detail.select')}
                </Box>
              </TableCell>
            )}
            <TableCell component="th" scope="col">
              {t('plan.instalmentNo')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('plan.dueDate')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('plan.amount')}
            </TableCell>
            {!narrow && (
              <TableCell component="th" scope="col">
                {t('mine.status')}
              </TableCell>
            )}
            {!narrow && (
              <TableCell component="th" scope="col">
                {t('detail.paidAt')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {instalments.map((i) => (
            <TableRow key={i.instalmentNo} selected={payment?.selection.selected.has(i.accrumentOid) ?? false}>
              {payment && (
                <TableCell padding="checkbox">
                  {payment.payable.has(i.accrumentOid) && (
                    <Checkbox
                      checked={payment.selection.selected.has(i.accrumentOid)}
                      onChange={() => payment.selection.toggle(i.accrumentOid)}
                      slotProps={{ input: { 'aria-label': t('detail.selectInstalment', { no: i.instalmentNo }) } }}
                    />
                  )}
                </TableCell>
              )}
              <TableCell>{i.instalmentNo}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {date(i.dueDate)}
                {narrow && (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
                    <StatusChip instalment={i} />
                    {i.paidAt && <span>{date(i.paidAt)}</span>}
                  </Box>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(i.amount)}
              </TableCell>
              {!narrow && (
                <TableCell>
                  <StatusChip instalment={i} />
                </TableCell>
              )}
              {!narrow && <TableCell sx={{ whiteSpace: 'nowrap' }}>{i.paidAt ? date(i.paidAt) : ''}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function StatusChip({ instalment }: { instalment: Instalment }) {
  const { t } = useTranslation('restructuring');
  if (instalment.status === 'overdue') return <OverdueMark />;
  return <Chip size="small" variant={instalment.status === 'open' ? 'outlined' : 'filled'} color={colours[instalment.status]} label={t(`status.${instalment.status}`)} />;
}
