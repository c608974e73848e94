import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../i18n/format';
import { registerWaterBillTexts } from './bill-texts';

registerWaterBillTexts();

type Bill = ResponseOf<'GetBackOfficeWaterBill'>;

/** Lines whose unit price is kuruş per m³ (KDV's is its rate, which its description names). */
const pricedPerM3 = new Set(['water', 'wastewater', 'environmentTax']);

type Line = Bill['lines'][number];
const knownKinds = new Set(['consumption', 'water', 'wastewater', 'reduction', 'fixedCharge', 'vat', 'environmentTax']);

/**
 * A line's name. In Turkish it is the bill's own stored text; in English it is built from the
 * line's kind (blocks are stored in order, so a block's number is its place among its kind).
 */
function lineName(line: Line, index: number, lines: readonly Line[], t: (key: string, values?: Record<string, unknown>) => string, english: boolean) {
  if (!english || !knownKinds.has(line.kind)) return line.description;
  const block = lines.slice(0, index + 1).filter((l) => l.kind === line.kind).length;
  const rate = line.unitPrice === null ? '' : `${formatNumber(line.unitPrice / 100, { maximumFractionDigits: 2 })}%`;
  return t(`kinds.${line.kind}`, { block, rate });
}

/** Why a bill is what it is: every stored line (blocks × price, wastewater, reduction, fixed charge, KDV, ÇTV) and the total. */
export function BillLinesTable({ bill, label }: { bill: Pick<Bill, 'lines' | 'total'>; label: string }) {
  const { t, i18n } = useTranslation('waterBill');
  const english = i18n.language === 'en';
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('line')}</TableCell>
            <TableCell align="right">{t('quantity')}</TableCell>
            <TableCell align="right">{t('unitPrice')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bill.lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell component="th" scope="row" sx={{ fontWeight: line.kind === 'consumption' ? 700 : 400 }}>
                {lineName(line, i, bill.lines, t, english)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {line.quantityMilliM3 === null ? '' : t('m3', { value: formatNumber(line.quantityMilliM3 / 1000, { maximumFractionDigits: 3 }) })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {line.unitPrice !== null && pricedPerM3.has(line.kind) ? t('perM3', { value: formatMoney(line.unitPrice) }) : ''}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {line.kind === 'consumption' ? '' : formatMoney(line.amount)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" colSpan={3} sx={{ fontWeight: 700 }}>
              {t('total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatMoney(bill.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
