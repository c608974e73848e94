import { revenueTypes } from '@ebelediye/contract';
import { localCodeName } from '../../../lib/i18n/local-name';
import { type ResponseOf } from '@ebelediye/contract';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { compactCellsOnPhone } from './compact-cells';

type WaterPayment = ResponseOf<'GetCollectedList'>[number];

/** A subscription's past payments, newest first, with the receipt number of each. */
export function WaterPayments({ payments }: { payments: WaterPayment[] }) {
  const { t } = useTranslation('water');
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('debts.paid')}>
      <Table size="small" aria-label={t('debts.paid')} sx={compactCellsOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{t('debts.collectedAt')}</TableCell>
            <TableCell>{t('form.period')}</TableCell>
            <TableCell>{t('debts.receipt')}</TableCell>
            <TableCell align="right">{t('form.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((c) => (
            <TableRow key={`${c.collectionOid}-${c.accrumentOid}`}>
              <TableCell>{formatDate(c.collectedAt)}</TableCell>
              <TableCell>{`${c.periodLabel ?? c.description} · ${localCodeName(revenueTypes, c.revenueType, c.revenueTypeName)}`}</TableCell>
              <TableCell>{c.receiptNo}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(c.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
