import { queueSorts } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { emptyFilters, filterProblem, type QueueFilters } from '../queue-filters';
import { DateField } from '../../../components/ui/form-fields/date-field';
import { isFilterDate } from '../../../components/ui/form-fields/date-mask';
import { SearchField } from './search-field';

export interface Option {
  value: string | number;
  label: string;
}

export interface FilterChoices {
  statuses: Option[];
  districts?: Option[];
  /** A complaint's categories or a declaration's kinds, with the select's label. */
  category?: { label: string; options: Option[] };
  units?: Option[];
  /** What no unit chosen means, when it is not every unit ("Birimim"). */
  unitsEmptyLabel?: string | undefined;
  colleagues: Option[];
  breaking?: boolean;
}

interface QueueFilterBarProps {
  id: string;
  label: string;
  filters: QueueFilters;
  choices: FilterChoices;
  onChange(filters: QueueFilters): void;
}

/** A queue's filters and sort (the one a phone has, without column headers): the search waits for Ara (or Enter); every other choice applies at once. */
export function QueueFilterBar({ id, label, filters, choices, onChange }: QueueFilterBarProps) {
  const { t } = useTranslation('backOffice');
  const [search, setSearch] = useState(filters.search);
  const [lastSearch, setLastSearch] = useState(filters.search);
  if (lastSearch !== filters.search) {
    setLastSearch(filters.search);
    setSearch(filters.search);
  }
  const set = (change: Partial<QueueFilters>) => onChange({ ...filters, ...change });
  const problem = filterProblem(filters);
  // On a phone the list comes first: the filters other than the search open on demand.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [shown, setShown] = useState(false);
  const active = (['status', 'assignee', 'dateFrom', 'dateTo', 'district', 'category', 'unit'] as const).filter((key) => filters[key] !== '').length + (filters.breaking ? 1 : 0);
  const more = !phone || shown;
  const select = (key: keyof QueueFilters, selectLabel: string, options: Option[], emptyLabel = t('filters.all')) => (
    <NativeSelect id={`${id}-${key}`} label={selectLabel} value={String(filters[key])} options={options} emptyLabel={emptyLabel} onChange={(value) => set({ [key]: value })} />
  );
  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        set({ search: search.trim() });
      }}
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', gridColumn: { xs: 'auto', sm: '1 / -1', md: 'span 2' } }}>
        <SearchField id={`${id}-search`} label={t('filters.search')} helperText={t('filters.searchHelp')} value={search} onChange={setSearch} />
        <Button type="submit" variant="contained">
          {t('filters.searchButton')}
        </Button>
      </Box>
      {phone && (
        <Button variant="outlined" onClick={() => setShown((s) => !s)} aria-expanded={shown} aria-controls={`${id}-more`}>
          {shown ? t('filters.hide') : t('filters.show', { count: active })}
        </Button>
      )}
      <Box id={`${id}-more`} sx={{ display: more ? 'contents' : 'none' }}>
        <NativeSelect
          id={`${id}-status`}
          label={t('filters.status')}
          value={filters.status}
          options={[...choices.statuses, { value: 'all', label: t('filters.allStatuses') }]}
          emptyLabel={t('filters.open')}
          onChange={(value) => set({ status: value })}
        />
        {select('assignee', t('filters.assignee'), [{ value: 'me', label: t('filters.me') }, { value: 'none', label: t('filters.unassigned') }, ...choices.colleagues])}
        <DateField id={`${id}-dateFrom`} size="small" label={t('filters.dateFrom')} value={filters.dateFrom} onChange={(v) => isFilterDate(v) && set({ dateFrom: v })} />
        <DateField
          id={`${id}-dateTo`}
          size="small"
          label={t('filters.dateTo')}
          value={filters.dateTo}
          onChange={(v) => isFilterDate(v) && set({ dateTo: v })}
          error={problem === 'dateOrder' ? t('filters.dateOrder') : undefined}
        />
        {choices.districts && select('district', t('filters.district'), choices.districts)}
        {choices.category && select('category', choices.category.label, choices.category.options)}
        {choices.units && select('unit', t('filters.unit'), choices.units, choices.unitsEmptyLabel)}
        <NativeSelect
          id={`${id}-sort`}
          label={t('filters.sort')}
          value={`${filters.sort}_${filters.direction}`}
          options={queueSorts.flatMap((sort) =>
            (['asc', 'desc'] as const).map((direction) => ({ value: `${sort}_${direction}`, label: t(`filters.sortBy.${sort}_${direction}`) })),
          )}
          onChange={(value) => {
            const [sort, direction] = value.split('_');
            const known = queueSorts.find((s) => s === sort);
            if (known) set({ sort: known, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
        />
        {choices.breaking && (
          <FormControlLabel control={<Checkbox checked={filters.breaking} onChange={(event) => set({ breaking: event.target.checked })} />} label={t('filters.breaking')} />
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button variant="text" onClick={() => onChange({ ...emptyFilters, pageSize: filters.pageSize })}>
            {t('filters.clear')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
