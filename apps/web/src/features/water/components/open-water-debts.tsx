import { revenueTypes, type ResponseOf } from '@ebelediye/contract';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { DebtSelectionState } from '../../../lib/payment/use-debt-selection';
import { compactCellsOnPhone } from './compact-cells';
import { OverdueMark } from '../../../components/ui/overdue-mark';
import { localCodeName } from '../../../lib/i18n/local-name';

export type WaterDebt = ResponseOf<'GetDebtListForEMunicipality'>['debts'][number];

/** A subscription's open water debts by revenue type (usage, facility, deposit), each one selectable for payment. */
export function OpenWaterDebts({ debts, total, selection }: { debts: WaterDebt[]; total: number; selection: DebtSelectionState }) {
  const { t } = useTranslation('water');
  const all = debts.every((d) => selection.selected.has(d.accrumentOid));
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('debts.open')}>
      <Table size="small" aria-label={t('debts.open')} sx={compactCellsOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox checked={all} onChange={(e) => selection.toggleAll(e.target.checked)} slotProps={{ input: { 'aria-label': t('debts.selectAll') } }} />
            </TableCell>
            <TableCell>{t('form.period')}</TableCell>
            <TableCell>{t('form.dueDate')}</TableCell>
            <TableCell align="right">{t('form.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {Object.values(revenueTypes).flatMap((type) => {
            const lines = debts.filter((d) => d.revenueType === type.code);
            if (lines.length === 0) return [];
            return [
              <TableRow key={`type-${type.code}`}>
                <TableCell colSpan={4} component="th" scope="rowgroup" sx={{ fontWeight: 700 }}>
                  {localCodeName(revenueTypes, type.code, type.tr)}
                </TableCell>
              </TableRow>,
              ...lines.map((d) => (
                <TableRow key={d.accrumentOid} hover selected={selection.selected.has(d.accrumentOid)} data-testid="water-debt">
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selection.selected.has(d.accrumentOid)}
                      onChange={() => selection.toggle(d.accrumentOid)}
                      slotProps={{
                        input: { 'aria-label': t('debts.selectLine', { period: d.periodLabel ?? d.description, kind: localCodeName(revenueTypes, type.code, type.tr) }) },
                      }}
                    />
                  </TableCell>
                  <TableCell>{d.periodLabel ?? d.description}</TableCell>
                  <TableCell>
                    {formatDate(d.dueDate)}
                    {d.overdue && <OverdueMark />}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(d.amount)}
                  </TableCell>
                </TableRow>
              )),
            ];
          })}
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
              {t('debts.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatMoney(total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
