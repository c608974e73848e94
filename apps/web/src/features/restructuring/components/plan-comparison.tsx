import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { date, money } from './format';

type Plan = ResponseOf<'AuthorizedAdjustDebtRestructuringInstallments'>;

function Column({ title, rows, total, emphasis }: { title: string; rows: Array<[string, number]>; total: number; emphasis?: boolean }) {
  const { t } = useTranslation('restructuring');
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: emphasis ? 'primary.main' : 'divider' }}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {rows.map(([label, amount]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2">{label}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {money(amount)}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('plan.total')}</Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid={emphasis ? 'restructured-total' : 'original-total'}>
          {money(total)}
        </Typography>
      </Box>
    </Paper>
  );
}

/** Step 2: the plan beside the debt as it stands today, the saving, and the instalments with their due dates. */
export function PlanComparison({ plan }: { plan: Plan }) {
  const { t } = useTranslation('restructuring');
  const coefficientPart = plan.restructuredTotal - (plan.principal + plan.indexAmount - plan.indexDiscount);
  return (
    <section aria-labelledby="plan-title">
      <Typography id="plan-title" variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('plan.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Column
          title={t('plan.original')}
          rows={[
            [t('plan.principal'), plan.principal],
            [t('plan.delayFine'), plan.delayFineWaived],
          ]}
          total={plan.originalTotal}
        />
        <Column
          emphasis
          title={t('plan.restructured')}
          rows={[
            [t('plan.principal'), plan.principal],
            [t('plan.indexAmount'), plan.indexAmount],
            ...(plan.indexDiscount > 0 ? [[t('plan.indexDiscount'), -plan.indexDiscount] as [string, number]] : []),
            ...(coefficientPart !== 0 ? [[t('plan.coefficient'), coefficientPart] as [string, number]] : []),
          ]}
          total={plan.restructuredTotal}
        />
      </Box>
      <Typography sx={{ mt: 1.5, fontWeight: 600, color: plan.saving >= 0 ? 'success.dark' : 'error.main' }} role="status">
        {t('plan.saving')}: {money(plan.saving)}
      </Typography>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2, mb: 1 }}>
        {t('plan.schedule')}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 520 }}>
        <Table size="small" aria-label={t('plan.schedule')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('plan.instalmentNo')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('plan.dueDate')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('plan.amount')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.instalments.map((i) => (
              <TableRow key={i.instalmentNo}>
                <TableCell>{i.instalmentNo}</TableCell>
                <TableCell>{date(i.dueDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(i.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 520 }}>
        {t('plan.workingDays')}
      </Typography>
      {plan.holidayNote && (
        <Alert severity="info" sx={{ mt: 1, maxWidth: 520 }}>
          {plan.holidayNote}
        </Alert>
      )}
    </section>
  );
}
