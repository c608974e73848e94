import { formatMoney, type OnlinePaymentOrder } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The debts of an order as the server priced them, and the total to pay. */
export function DebtSummary({ order }: { order: Pick<OnlinePaymentOrder, 'lines' | 'totalDebt'> }) {
  const { t } = useTranslation('payment');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>{t('lines.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('lines.income')}</TableCell>
              <TableCell>{t('lines.description')}</TableCell>
              <TableCell>{t('lines.period')}</TableCell>
              <TableCell align="right">{t('lines.principal')}</TableCell>
              <TableCell align="right">{t('lines.fine')}</TableCell>
              <TableCell align="right">{t('lines.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.accrumentOid}>
                <TableCell>{line.incomeTypeName}</TableCell>
                <TableCell>{line.description}</TableCell>
                <TableCell>{`${line.year} / ${line.instalmentNo}`}</TableCell>
                <TableCell align="right">{formatMoney(line.principalAmount)}</TableCell>
                <TableCell align="right">{formatMoney(line.delayFineAmount)}</TableCell>
                <TableCell align="right">{formatMoney(line.totalAmount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="p" sx={{ textAlign: 'right' }} data-testid="payment-total">
        {t('total')}: {formatMoney(order.totalDebt)}
      </Typography>
    </Box>
  );
}
