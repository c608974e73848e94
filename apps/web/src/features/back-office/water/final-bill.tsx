import type { ResponseOf } from '@ebelediye/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import { visuallyHidden } from '../../../lib/visually-hidden';

type Cancellation = ResponseOf<'GetBackOfficeWaterCancellation'>;

const amount = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The deposit set off against the open water debts, as filed and as it stands today, and the debts of the final bill. */
export function FinalBill({ item }: { item: Cancellation }) {
  const { t } = useTranslation('backOffice');
  const { filed, finalBill } = item;
  const rows = [
    ['deposit', filed.depositAmount, finalBill.depositAmount],
    ['openDebt', filed.openDebtTotal, finalBill.openDebtTotal],
    ['setOff', filed.setOffAmount, finalBill.setOffAmount],
    ['refund', filed.refundAmount, finalBill.refundAmount],
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="final-bill-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="final-bill-title" component="h2" variant="h2">
        {t('detail.cancellation.finalBill')}
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-labelledby="final-bill-title" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="final-bill-title">
          <TableHead>
            <TableRow>
              <TableCell>
                <Typography component="span" sx={visuallyHidden}>
                  {t('detail.cancellation.amount')}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {t('detail.cancellation.filedColumn')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {t('detail.cancellation.nowColumn')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([key, then, now]) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: key === 'refund' ? 700 : 400 }}>
                  {t(`detail.cancellation.${key}`)}
                </TableCell>
                <TableCell align="right" sx={amount}>
                  {formatMoney(then)}
                </TableCell>
                <TableCell align="right" sx={{ ...amount, fontWeight: key === 'refund' ? 700 : 400 }}>
                  {formatMoney(now)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography id="final-bill-debts" component="h3" variant="h3">
        {t('detail.cancellation.debts')}
      </Typography>
      {finalBill.debts.length === 0 ? (
        <Typography variant="body2">{t('detail.cancellation.noDebts')}</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-labelledby="final-bill-debts" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="final-bill-debts">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('detail.cancellation.debtDescription')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('detail.cancellation.dueDate')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {t('detail.cancellation.amount')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {finalBill.debts.map((debt) => (
                <TableRow key={debt.accrumentOid}>
                  <TableCell>{debt.description}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(debt.dueDate)}</TableCell>
                  <TableCell align="right" sx={amount}>
                    {formatMoney(debt.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
