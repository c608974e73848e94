import type { ResponseOf } from '@ebelediye/contract';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { OverdueMark } from '../../../components/ui/overdue-mark';
import { debtDescription } from '../../../lib/i18n/local-name';

export type DebtLine = ResponseOf<'GetDeclarationAccrumentBalancesofEMunicipality'>['lines'][number];

interface DebtLinesProps {
  caption: string;
  lines: DebtLine[];
  selected: ReadonlySet<number>;
  onToggle(oid: number): void;
  onToggleAll(all: boolean): void;
}

const sum = (lines: DebtLine[], key: 'principal' | 'delayFine' | 'total') => lines.reduce((s, l) => s + l[key], 0);

/** A water bill's subscription under its description: the number on the bill and where the water goes. */
function SubscriptionNote({ line }: { line: DebtLine }) {
  const { t } = useTranslation('debts');
  if (!line.subscription) return null;
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }} data-testid="debt-subscription">
      {t('subscription', { subscriberNo: line.subscription.subscriberNo })}
      {line.subscription.address && ` · ${line.subscription.address}`}
    </Typography>
  );
}

/** Open debts of one income type: due date, overdue mark, principal, delay fine and total, each selectable. */
export function DebtLines({ caption, lines, selected, onToggle, onToggleAll }: DebtLinesProps) {
  const { t } = useTranslation('debts');
  const chosen = lines.filter((l) => selected.has(l.accrumentOid)).length;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Between a phone and a wide screen (a tablet, a laptop at 200 % zoom) the period and the due
  // date go under the description, so the three amount columns stay in view without scrolling.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (phone) return <DebtCards caption={caption} lines={lines} selected={selected} onToggle={onToggle} onToggleAll={onToggleAll} />;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px' }}>
          <Typography component="span" variant="body2" color="text.secondary">
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={chosen === lines.length && lines.length > 0}
                onChange={(e) => onToggleAll(e.target.checked)}
                slotProps={{ input: { 'aria-label': t('selectAll') } }}
              />
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('columns.description')}</TableCell>
            {!narrow && <TableCell sx={{ fontWeight: 600 }}>{t('columns.period')}</TableCell>}
            {!narrow && <TableCell sx={{ fontWeight: 600 }}>{t('columns.dueDate')}</TableCell>}
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t('columns.principal')}
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t('columns.delayFine')}
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t('columns.total')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.accrumentOid} hover selected={selected.has(line.accrumentOid)} data-testid="debt-line">
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(line.accrumentOid)}
                  onChange={() => onToggle(line.accrumentOid)}
                  slotProps={{ input: { 'aria-label': t('selectLine', { description: debtDescription(line), period: line.periodLabel }) } }}
                />
              </TableCell>
              <TableCell>
                {debtDescription(line)}
                <SubscriptionNote line={line} />
                {narrow && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {line.periodLabel} · {t('columns.dueDate')} {formatDate(line.dueDate)} {line.isOverdue && <OverdueMark />}
                  </Typography>
                )}
              </TableCell>
              {!narrow && <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.periodLabel}</TableCell>}
              {!narrow && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(line.dueDate)} {line.isOverdue && <OverdueMark />}
                </TableCell>
              )}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.principal)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.delayFine)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatMoney(line.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="debt-totals">
            <TableCell colSpan={narrow ? 2 : 4} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
              {t('totals')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap', fontSize: '0.875rem' }}>
              {formatMoney(sum(lines, 'principal'))}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap', fontSize: '0.875rem' }}>
              {formatMoney(sum(lines, 'delayFine'))}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap', fontSize: '0.875rem' }} data-testid="debt-total">
              {formatMoney(sum(lines, 'total'))}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** At phone width each debt is a card, so the amounts need no sideways scrolling. */
function DebtCards({ caption, lines, selected, onToggle, onToggleAll }: DebtLinesProps) {
  const { t } = useTranslation('debts');
  const all = lines.length > 0 && lines.every((l) => selected.has(l.accrumentOid));
  return (
    <Box component="section" aria-label={caption} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {caption}
      </Typography>
      <FormControlLabel control={<Checkbox checked={all} onChange={(e) => onToggleAll(e.target.checked)} />} label={t('selectAll')} />
      {lines.map((line) => (
        <Paper
          key={line.accrumentOid}
          variant="outlined"
          data-testid="debt-line"
          sx={{ p: 1.5, display: 'grid', gap: 0.5, bgcolor: selected.has(line.accrumentOid) ? 'action.selected' : undefined }}
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={selected.has(line.accrumentOid)}
                onChange={() => onToggle(line.accrumentOid)}
                slotProps={{ input: { 'aria-label': t('selectLine', { description: debtDescription(line), period: line.periodLabel }) } }}
              />
            }
            label={
              <>
                <Typography sx={{ fontWeight: 600 }}>
                  {debtDescription(line)} · {line.periodLabel}
                </Typography>
                <SubscriptionNote line={line} />
              </>
            }
          />
          <Typography variant="body2">
            {t('columns.dueDate')}: {formatDate(line.dueDate)} {line.isOverdue && <OverdueMark />}
          </Typography>
          <Typography variant="body2">
            {t('columns.principal')}: {formatMoney(line.principal)} · {t('columns.delayFine')}: {formatMoney(line.delayFine)}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {t('columns.total')}: {formatMoney(line.total)}
          </Typography>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {t('totals')}: <span data-testid="debt-total">{formatMoney(sum(lines, 'total'))}</span>
        </Typography>
        <Typography variant="body2">
          {t('columns.principal')}: {formatMoney(sum(lines, 'principal'))} · {t('columns.delayFine')}: {formatMoney(sum(lines, 'delayFine'))}
        </Typography>
      </Paper>
    </Box>
  );
}
