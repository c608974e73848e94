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
import { useTranslation } from 'react-i18next';
import type { DebtSelectionState } from '../../../lib/payment/use-debt-selection';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { date, money } from './format';

type Instalment = ResponseOf<'AuthorizedGetRestructuringDetailInfo'>['instalments'][number];

const colours = { paid: 'success', open: 'default', overdue: 'error', cancelled: 'default' } as const;

interface InstalmentTableProps {
  instalments: Instalment[];
  /** On a plan being paid: the unpaid instalments can be chosen to pay. */
  payment?: { selection: DebtSelectionState; payable: ReadonlySet<number> };
}

export function InstalmentTable({ instalments, payment }: InstalmentTableProps) {
  const { t } = useTranslation('restructuring');
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('plan.schedule')}>
        <TableHead>
          <TableRow>
            {payment && <TableCell padding="checkbox"><Box component="span" sx={visuallyHidden}>{t('detail.select')}</Box></TableCell>}
            <TableCell component="th" scope="col">{t('plan.instalmentNo')}</TableCell>
            <TableCell component="th" scope="col">{t('plan.dueDate')}</TableCell>
            <TableCell component="th" scope="col" align="right">{t('plan.amount')}</TableCell>
            <TableCell component="th" scope="col">{t('mine.status')}</TableCell>
            <TableCell component="th" scope="col">{t('detail.paidAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {instalments.map((i) => (
            <TableRow key={i.instalmentNo} selected={payment?.selection.selected.has(i.accrumentOid) ?? false}>
              {payment && (
                <TableCell padding="checkbox">
                  {payment.payable.has(i.accrumentOid) && (
                    <Checkbox
                      checked={payment.selection.selected.has(i.accrumentOid)} onChange={() => payment.selection.toggle(i.accrumentOid)}
                      slotProps={{ input: { 'aria-label': t('detail.selectInstalment', { no: i.instalmentNo }) } }}
                    />
                  )}
                </TableCell>
              )}
              <TableCell>{i.instalmentNo}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(i.dueDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(i.amount)}</TableCell>
              <TableCell><Chip size="small" variant={i.status === 'open' ? 'outlined' : 'filled'} color={colours[i.status]} label={t(`status.${i.status}`)} /></TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{i.paidAt ? date(i.paidAt) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
