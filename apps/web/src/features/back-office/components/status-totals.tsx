import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import type { Option } from './queue-filter-bar';

interface StatusTotalsProps {
  /** The count of each status under the other filters. */
  counts: { status: string; count: number }[];
  /** The statuses that make up the open work. */
  open: string[];
  statuses: Option[];
  /** '' the open work, 'all', or one status. */
  chosen: string;
  onChoose(status: string): void;
}

/**
 * The list's statuses with their counts under the other filters ("Açık işler 8 · Alındı 3 …"):
 * each is a toggle button that chooses that status, the chosen one pressed.
 */
export function StatusTotals({ counts, open, statuses, chosen, onChoose }: StatusTotalsProps) {
  const { t } = useTranslation('backOffice');
  const countOf = (status: string) => counts.find((c) => c.status === status)?.count ?? 0;
  const all = counts.reduce((sum, c) => sum + c.count, 0);
  const choices = [
    { value: '', label: t('filters.open'), count: open.reduce((sum, status) => sum + countOf(status), 0) },
    ...statuses.map((s) => ({ value: String(s.value), label: s.label, count: countOf(String(s.value)) })),
    { value: 'all', label: t('filters.allStatuses'), count: all },
    // A status no item has under these filters is left out, unless it is the one chosen.
  ].filter((choice) => choice.count > 0 || choice.value === '' || choice.value === 'all' || choice.value === chosen);
  return (
    <Box role="group" aria-label={t('list.statusTotals')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {choices.map((choice) => (
        <Button
          key={choice.value || 'open'}
          size="small"
          variant={chosen === choice.value ? 'contained' : 'outlined'}
          aria-pressed={chosen === choice.value}
          onClick={() => onChoose(choice.value)}
          sx={{ textTransform: 'none', borderRadius: 4 }}
        >
          {choice.label}
          <Box component="span" sx={{ ml: 0.75, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(choice.count)}
          </Box>
        </Button>
      ))}
    </Box>
  );
}
