import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { coefficientText, date, money } from './format';

type Plan = ResponseOf<'AuthorizedAdjustDebtRestructuringInstallments'>;
type Option = ResponseOf<'GetCurrentRestructuringParameter'>['options'][number];

const cell = { whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } } as const;

/**
 * Every option for the chosen debts in one table (issue 22 item 7): what each instalment is,
 * what it costs in all and what it saves against today's debt, so the citizen chooses knowing.
 */
export function OptionComparison({ plans, options, chosen, onChoose }: { plans: Plan[]; options: Option[]; chosen: number; onChoose(count: number): void }) {
  const { t } = useTranslation('restructuring');
  const coefficientOf = (count: number) => options.find((o) => o.instalmentCount === count)?.coefficient ?? 10_000;
  return (
    <section aria-labelledby="options-title">
      <Typography id="options-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>{t('compare.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('compare.intro')}</Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-labelledby="options-title">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={cell}>{t('compare.option')}</TableCell>
              <TableCell component="th" scope="col" align="right" sx={cell}>{t('compare.each')}</TableCell>
              <TableCell component="th" scope="col" align="right" sx={cell}>{t('compare.total')}</TableCell>
              <TableCell component="th" scope="col" align="right" sx={cell}>{t('compare.saving')}</TableCell>
              <TableCell component="th" scope="col" sx={{ ...cell, display: { xs: 'none', md: 'table-cell' } }}>{t('compare.lastDue')}</TableCell>
              <TableCell component="th" scope="col" sx={cell}><Box component="span" sx={visuallyHidden}>{t('compare.show')}</Box></TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plans.map((plan) => {
              const count = plan.instalmentCount;
              const selected = count === chosen;
              const name = count === 1 ? t('scheme.cashOption') : t('scheme.instalments', { count });
              return (
                <TableRow key={count} selected={selected}>
                  <TableCell component="th" scope="row" sx={cell}>
                    {name}
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {t('compare.coefficient', { value: coefficientText(coefficientOf(count)) })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={cell}>{money(plan.instalments.at(-1)?.amount ?? plan.restructuredTotal)}</TableCell>
                  <TableCell align="right" sx={cell}>{money(plan.restructuredTotal)}</TableCell>
                  <TableCell align="right" sx={{ ...cell, color: plan.saving >= 0 ? 'success.dark' : 'error.main' }}>{money(plan.saving)}</TableCell>
                  <TableCell sx={{ ...cell, display: { xs: 'none', md: 'table-cell' } }}>{date(plan.instalments.at(-1)?.dueDate ?? '')}</TableCell>
                  <TableCell sx={cell}>
                    <Button size="small" variant={selected ? 'contained' : 'outlined'} aria-pressed={selected} onClick={() => onChoose(count)}>
                      {selected ? t('compare.shown') : t('compare.show')}
                      <Box component="span" sx={visuallyHidden}>: {name}</Box>
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
