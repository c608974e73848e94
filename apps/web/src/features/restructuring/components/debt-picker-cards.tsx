import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { date, money } from './format';

type Debt = ResponseOf<'GetDebtListWillBeRestructured'>['debts'][number];

interface DebtPickerCardsProps {
  debts: Debt[];
  chosen: number[];
  onToggle(oid: number): void;
  onToggleAll(): void;
  sum(pick: (d: Debt) => number): string;
}

/** The qualifying debts as cards on a phone: every amount in view, no sideways scroll. */
export function DebtPickerCards({ debts, chosen, onToggle, onToggleAll, sum }: DebtPickerCardsProps) {
  const { t } = useTranslation('restructuring');
  const all = debts.length > 0 && chosen.length === debts.length;
  const amounts = (principal: string, delayFine: string, indexAmount: string) => (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, '& dd': { m: 0, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 600 } }}
    >
      <dt>{t('debts.principal')}</dt>
      <dd>{principal}</dd>
      <dt>{t('debts.delayFine')}</dt>
      <dd>{delayFine}</dd>
      <dt>{t('debts.indexAmount')}</dt>
      <dd>{indexAmount}</dd>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControlLabel control={<Checkbox checked={all} onChange={onToggleAll} />} label={t('debts.selectAll')} />
      <Box component="ul" aria-labelledby="debts-title" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {debts.map((d) => (
          <Box component="li" key={d.accrumentOid} sx={{ border: 1, borderColor: chosen.includes(d.accrumentOid) ? 'primary.main' : 'divider', borderRadius: 1, p: 1.5 }}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
              control={
                <Checkbox
                  checked={chosen.includes(d.accrumentOid)}
                  onChange={() => onToggle(d.accrumentOid)}
                  slotProps={{ input: { 'aria-label': t('debts.select', { description: `${d.description} ${date(d.dueDate)}` }) } }}
                />
              }
              label={
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{d.description}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('debts.dueDate')}: {date(d.dueDate)}
                  </Typography>
                </Box>
              }
            />
            {amounts(money(d.principal), money(d.delayFine), money(d.indexAmount))}
          </Box>
        ))}
      </Box>
      <Box sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('debts.chosen', { count: chosen.length })}</Typography>
        {amounts(
          sum((d) => d.principal),
          sum((d) => d.delayFine),
          sum((d) => d.indexAmount),
        )}
      </Box>
    </Box>
  );
}
