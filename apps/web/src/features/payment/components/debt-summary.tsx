import { debtDescription, incomeTypeName } from '../../../lib/i18n/local-name';
import { type OnlinePaymentOrder } from '@ebelediye/contract';
import { formatMoney } from '../../../lib/i18n/format';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The debts of an order as the server priced them, each named as the debt list names it, and the total to pay. */
export function DebtSummary({ order, paid = false }: { order: Pick<OnlinePaymentOrder, 'lines' | 'totalDebt'>; paid?: boolean }) {
  const { t } = useTranslation('payment');
  // On a phone the principal and the fine give way to the line total (the split stays on the receipt).
  const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>{t(paid ? 'lines.paidCaption' : 'lines.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('lines.income')}</TableCell>
              <TableCell>{t('lines.description')}</TableCell>
              <TableCell sx={wide}>{t('lines.period')}</TableCell>
              <TableCell align="right" sx={wide}>
                {t('lines.principal')}
              </TableCell>
              <TableCell align="right" sx={wide}>
                {t('lines.fine')}
              </TableCell>
              <TableCell align="right">{t('lines.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.accrumentOid}>
                <TableCell>{incomeTypeName(line)}</TableCell>
                <TableCell>
                  {debtDescription(line)}
                  {line.subscription && (
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary' }} data-testid="summary-subscription">
                      {t('lines.subscription', { subscriberNo: line.subscription.subscriberNo })}
                      {line.subscription.address && ` · ${line.subscription.address}`}
                    </Box>
                  )}
                  <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
                    {line.periodLabel}
                  </Box>
                </TableCell>
                <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{line.periodLabel}</TableCell>
                <TableCell align="right" sx={wide}>
                  {formatMoney(line.principalAmount)}
                </TableCell>
                <TableCell align="right" sx={wide}>
                  {formatMoney(line.delayFineAmount)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(line.totalAmount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="p" sx={{ textAlign: 'right', fontSize: { xs: '1.05rem', sm: '1.25rem' } }} data-testid="payment-total">
        {t(paid ? 'paidTotal' : 'total')}:{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatMoney(order.totalDebt)}
        </Box>
      </Typography>
    </Box>
  );
}
