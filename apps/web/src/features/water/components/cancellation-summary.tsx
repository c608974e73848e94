import { revenueTypes } from '@ebelediye/contract';
import { localCodeName } from '../../../lib/i18n/local-name';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ResponseOf } from '@ebelediye/contract';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/ui/fact-list';
import { OverdueMark } from '../../../components/ui/overdue-mark';

type Summary = ResponseOf<'GetContractCancellationSummary'>;
type Debts = ResponseOf<'GetDebtListForEMunicipality'>;

/** The deposit, the open water debts and what the municipality's rule makes of them. */
export function CancellationSummary({ summary, debts, address }: { summary: Summary; debts: Debts | undefined; address: string | undefined }) {
  const { t } = useTranslation('water');
  const facts: [string, string][] = [
    [t('form.subscription'), summary.subscriberNo],
    [t('form.holder'), summary.holderName],
    [t('form.lineStatus'), summary.waterLineStatusName],
    [t('form.installation'), address ?? t('loading')],
    [t('form.deposit'), formatMoney(summary.depositAmount)],
    [t('form.openDebt'), formatMoney(summary.openDebtTotal)],
    ...(summary.setOffAmount > 0 ? [[t('form.setOff'), formatMoney(summary.setOffAmount)] as [string, string]] : []),
    [t('form.refund'), formatMoney(summary.refundAmount)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FactList facts={facts} />
      <Alert severity={summary.debtToPayFirst > 0 ? 'warning' : 'info'}>
        {summary.debtSettlementRule === 'SET_OFF' ? t('form.ruleSetOff') : t('form.rulePayFirst')}
        {summary.debtToPayFirst > 0 && ` ${t('form.payFirst')}: ${formatMoney(summary.debtToPayFirst)}`}
      </Alert>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('form.debts')}
      </Typography>
      {!debts ? (
        <Typography>{t('loading')}</Typography>
      ) : debts.debts.length === 0 ? (
        <Typography color="text.secondary">{t('form.noDebts')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('form.debts')}>
          <Table size="small" aria-label={t('form.debts')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('form.period')}</TableCell>
                <TableCell>{t('form.revenueType')}</TableCell>
                <TableCell>{t('form.dueDate')}</TableCell>
                <TableCell align="right">{t('form.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {debts.debts.map((d) => (
                <TableRow key={d.accrumentOid}>
                  <TableCell>{d.periodLabel ?? d.description}</TableCell>
                  <TableCell>{localCodeName(revenueTypes, d.revenueType, d.revenueTypeName)}</TableCell>
                  <TableCell>
                    {formatDate(d.dueDate)}
                    {d.overdue && <OverdueMark />}
                  </TableCell>
                  <TableCell align="right">{formatMoney(d.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
