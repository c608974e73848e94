import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DebtHeaderCells } from './debt-header-cells';
import { DebtPickerCards } from './debt-picker-cards';
import { coefficientText, date, money } from './format';

type Debt = ResponseOf<'GetDebtListWillBeRestructured'>['debts'][number];
type Option = ResponseOf<'GetCurrentRestructuringParameter'>['options'][number];

interface DebtPickerProps {
  debts: Debt[];
  options: Option[];
  chosen: number[];
  onChosen(oids: number[]): void;
  instalmentCount: number;
  onInstalmentCount(count: number): void;
  busy: boolean;
  onCalculate(): void;
}

/** Step 1: which qualifying debts, and paid at once or in how many instalments. */
export function DebtPicker({ debts, options, chosen, onChosen, instalmentCount, onInstalmentCount, busy, onCalculate }: DebtPickerProps) {
  const { t } = useTranslation('restructuring');
  const all = debts.length > 0 && chosen.length === debts.length;
  const toggle = (oid: number) => onChosen(chosen.includes(oid) ? chosen.filter((o) => o !== oid) : [...chosen, oid]);
  const picked = debts.filter((d) => chosen.includes(d.accrumentOid));
  const sum = (pick: (d: Debt) => number) => money(picked.reduce((s, d) => s + pick(d), 0));
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  return (
    <section aria-labelledby="debts-title">
      <Typography id="debts-title" variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('debts.title')}
      </Typography>
      {phone ? (
        <DebtPickerCards debts={debts} chosen={chosen} onToggle={toggle} onToggleAll={() => onChosen(all ? [] : debts.map((d) => d.accrumentOid))} sum={sum} />
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox checked={all} onChange={() => onChosen(all ? [] : debts.map((d) => d.accrumentOid))} slotProps={{ input: { 'aria-label': t('debts.selectAll') } }} />
                </TableCell>
                <DebtHeaderCells />
              </TableRow>
            </TableHead>
            <TableBody>
              {debts.map((d) => (
                <TableRow key={d.accrumentOid} hover selected={chosen.includes(d.accrumentOid)} onClick={() => toggle(d.accrumentOid)} sx={{ cursor: 'pointer' }}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen.includes(d.accrumentOid)}
                      onClick={(e) => e.stopPropagation()}
                      onChange={() => toggle(d.accrumentOid)}
                      slotProps={{ input: { 'aria-label': t('debts.select', { description: `${d.description} ${date(d.dueDate)}` }) } }}
                    />
                  </TableCell>
                  <TableCell>{d.description}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(d.dueDate)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(d.principal)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(d.delayFine)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(d.indexAmount)}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell />
                <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 600 }}>
                  {t('debts.chosen', { count: picked.length })}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {sum((d) => d.principal)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {sum((d) => d.delayFine)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {sum((d) => d.indexAmount)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mt: 2 }}>
        <FormControl>
          <FormLabel id="option-label">{t('debts.option')}</FormLabel>
          <RadioGroup row aria-labelledby="option-label" value={String(instalmentCount)} onChange={(e) => onInstalmentCount(Number(e.target.value))}>
            {options.map((o) => (
              <FormControlLabel
                key={o.instalmentCount}
                value={String(o.instalmentCount)}
                control={<Radio />}
                label={o.instalmentCount === 1 ? t('scheme.cashOption') : `${t('scheme.instalments', { count: o.instalmentCount })} (${coefficientText(o.coefficient)})`}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Button variant="contained" onClick={onCalculate} disabled={busy || chosen.length === 0}>
          {busy ? t('debts.calculating') : t('debts.calculate')}
        </Button>
      </Box>
      {chosen.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('debts.needDebt')}
        </Typography>
      )}
    </section>
  );
}
