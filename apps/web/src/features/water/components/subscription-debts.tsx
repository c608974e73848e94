import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, formatTurkishDate, revenueTypes, type Subscription } from '@ebelediye/contract';
import { useTranslation } from 'react-i18next';
import { useWaterCollections, useWaterDebts } from '../api/use-water';

/** One subscription: open water debts grouped by revenue type (usage, facility, deposit), then past payments. */
export function SubscriptionDebts({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('water');
  const debts = useWaterDebts([subscription.subscriberInfoOid]);
  const paid = useWaterCollections(subscription.subscriberInfoOid);
  const headingId = `subscription-${subscription.subscriberInfoOid}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box>
        <Typography id={headingId} variant="h2" component="h2">{t('debts.subscription', { no: subscription.subscriberNo })}</Typography>
        <Typography variant="body2" color="text.secondary">{`${subscription.address} · ${subscription.waterLineStatusName}`}</Typography>
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>{t('debts.open')}</Typography>
      {debts.isPending ? <Typography>{t('loading')}</Typography> : debts.isError ? <Alert severity="error">{debts.error.message}</Alert> : debts.data.debts.length === 0 ? (
        <Typography color="text.secondary">{t('form.noDebts')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('debts.open')}>
          <Table size="small" aria-label={t('debts.open')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('form.period')}</TableCell>
                <TableCell>{t('form.dueDate')}</TableCell>
                <TableCell align="right">{t('form.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {Object.values(revenueTypes).flatMap((type) => {
                const lines = debts.data.debts.filter((d) => d.revenueType === type.code);
                if (lines.length === 0) return [];
                return [
                  <TableRow key={`type-${type.code}`}><TableCell colSpan={3} component="th" scope="rowgroup" sx={{ fontWeight: 700 }}>{type.tr}</TableCell></TableRow>,
                  ...lines.map((d) => (
                    <TableRow key={d.accrumentOid}>
                      <TableCell>{d.periodLabel ?? d.description}</TableCell>
                      <TableCell>{formatTurkishDate(d.dueDate)}{d.overdue ? ` (${t('form.overdue')})` : ''}</TableCell>
                      <TableCell align="right">{formatMoney(d.amount)}</TableCell>
                    </TableRow>
                  )),
                ];
              })}
              <TableRow>
                <TableCell colSpan={2} sx={{ fontWeight: 700 }}>{t('debts.total')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>{formatMoney(debts.data.total)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>{t('debts.paid')}</Typography>
      {paid.isPending ? <Typography>{t('loading')}</Typography> : paid.isError ? <Alert severity="error">{paid.error.message}</Alert> : paid.data.length === 0 ? (
        <Typography color="text.secondary">{t('debts.noPaid')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('debts.paid')}>
          <Table size="small" aria-label={t('debts.paid')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('debts.collectedAt')}</TableCell>
                <TableCell>{t('form.period')}</TableCell>
                <TableCell>{t('debts.receipt')}</TableCell>
                <TableCell align="right">{t('form.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {paid.data.map((c) => (
                <TableRow key={`${c.collectionOid}-${c.accrumentOid}`}>
                  <TableCell>{formatTurkishDate(c.collectedAt)}</TableCell>
                  <TableCell>{`${c.periodLabel ?? c.description} · ${c.revenueTypeName}`}</TableCell>
                  <TableCell>{c.receiptNo}</TableCell>
                  <TableCell align="right">{formatMoney(c.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
