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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { coefficientText, date, money } from './format';
import { OptionCards } from './option-cards';
import type { OptionRow } from './option-row';

type Plan = ResponseOf<'AuthorizedAdjustDebtRestructuringInstallments'>;
type Option = ResponseOf<'GetCurrentRestructuringParameter'>['options'][number];

const cell = { whiteSpace: 'nowrap' } as const;

function OptionTable({ rows, onChoose }: { rows: OptionRow[]; onChoose(count: number): void }) {
  const { t } = useTranslation('restructuring');
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-labelledby="options-title">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('compare.option')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('compare.each')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('compare.total')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('compare.saving')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('compare.lastDue')}
            </TableCell>
            <TableCell component="th" scope="col">
              <Box component="span" sx={visuallyHidden}>
                {t('compare.show')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.count} selected={row.selected}>
              <TableCell component="th" scope="row" sx={cell}>
                {row.name}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {row.coefficient}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={cell}>
                {row.each}
              </TableCell>
              <TableCell align="right" sx={cell}>
                {row.total}
              </TableCell>
              <TableCell align="right" sx={{ ...cell, color: row.savingPositive ? 'success.dark' : 'error.main' }}>
                {row.saving}
              </TableCell>
              <TableCell sx={cell}>{row.lastDue}</TableCell>
              <TableCell sx={cell}>
                <Button size="small" variant={row.selected ? 'contained' : 'outlined'} aria-pressed={row.selected} onClick={() => onChoose(row.count)}>
                  {row.selected ? t('compare.shown') : t('compare.show')}
                  <Box component="span" sx={visuallyHidden}>
                    : {row.name}
                  </Box>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Every option for the chosen debts side by side: what each instalment is,
 * what it costs in all and what it saves against today's debt, so the citizen chooses knowing.
 */
export function OptionComparison({ plans, options, chosen, onChoose }: { plans: Plan[]; options: Option[]; chosen: number; onChoose(count: number): void }) {
  const { t } = useTranslation('restructuring');
  // The theme's 'sm' breakpoint (600 px), as a plain query so the table also renders without a theme provider.
  const phone = useMediaQuery('(max-width:599.95px)');
  const rows: OptionRow[] = plans.map((plan) => {
    const count = plan.instalmentCount;
    const last = plan.instalments.at(-1);
    return {
      count,
      name: count === 1 ? t('scheme.cashOption') : t('scheme.instalments', { count }),
      coefficient: t('compare.coefficient', { value: coefficientText(options.find((o) => o.instalmentCount === count)?.coefficient ?? 10_000) }),
      each: money(last?.amount ?? plan.restructuredTotal),
      total: money(plan.restructuredTotal),
      saving: money(plan.saving),
      savingPositive: plan.saving >= 0,
      lastDue: last ? date(last.dueDate) : '',
      selected: count === chosen,
    };
  });
  return (
    <section aria-labelledby="options-title">
      <Typography id="options-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {t('compare.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('compare.intro')}
      </Typography>
      {phone ? <OptionCards rows={rows} onChoose={onChoose} /> : <OptionTable rows={rows} onChoose={onChoose} />}
    </section>
  );
}
