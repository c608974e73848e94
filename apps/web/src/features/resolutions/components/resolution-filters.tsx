import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolutionCriteria } from '../api/use-resolutions';
import { DateField } from '../../../components/ui/form-fields/date-field';
import { isFilterDate } from '../../../components/ui/form-fields/date-mask';

interface Option {
  value: number | string;
  label: string;
}

interface ResolutionFiltersProps {
  criteria: ResolutionCriteria;
  years: number[];
  meetings: Option[];
  types: Option[];
  onChange(patch: Partial<ResolutionCriteria>): void;
  onClear(): void;
}

const select = (label: string, value: string | number, options: Option[], onChange: (value: string) => void, extra: { empty?: string; disabled?: boolean; id: string }) => (
  <TextField
    id={extra.id}
    select
    size="small"
    label={label}
    value={value}
    disabled={extra.disabled}
    onChange={(e) => onChange(e.target.value)}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
  >
    {extra.empty !== undefined && <option value="">{extra.empty}</option>}
    {options.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ))}
  </TextField>
);

/** Text and dates apply with 'Ara'; the lists apply as soon as they are chosen. */
export function ResolutionFilters({ criteria, years, meetings, types, onChange, onClear }: ResolutionFiltersProps) {
  const { t } = useTranslation('resolutions');
  const [text, setText] = useState({
    searchText: criteria.searchText ?? '',
    resolutionNo: criteria.resolutionNo ?? '',
    dateFrom: criteria.dateFrom ?? '',
    dateTo: criteria.dateTo ?? '',
  });
  const number = (value: string) => (value ? Number(value) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ searchText: text.searchText.trim(), resolutionNo: text.resolutionNo.trim() || undefined, dateFrom: text.dateFrom || undefined, dateTo: text.dateTo || undefined });
  };
  const clear = () => {
    setText({ searchText: '', resolutionNo: '', dateFrom: '', dateTo: '' });
    onClear();
  };
  const sortValue = criteria.sortBy ?? '';
  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('filters')}
      variant="outlined"
      onSubmit={submit}
      data-print="hide"
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
    >
      <TextField
        id="resolution-text"
        type="search"
        size="small"
        label={t('searchText')}
        helperText={t('searchHelp')}
        value={text.searchText}
        onChange={(e) => setText({ ...text, searchText: e.target.value })}
        sx={{ gridColumn: { sm: 'span 2' } }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {select(
        t('year'),
        criteria.year ?? '',
        years.map((y) => ({ value: y, label: String(y) })),
        (v) => onChange({ year: number(v), meetingOid: undefined }),
        { id: 'resolution-year', empty: t('allYears') },
      )}
      {select(t('meeting'), criteria.meetingOid ?? '', meetings, (v) => onChange({ meetingOid: number(v) }), {
        id: 'resolution-meeting',
        empty: criteria.year === undefined ? t('meetingHelp') : t('allMeetings'),
        disabled: criteria.year === undefined,
      })}
      <DateField id="resolution-from" size="small" label={t('dateFrom')} value={text.dateFrom} onChange={(v) => isFilterDate(v) && setText({ ...text, dateFrom: v })} />
      <DateField id="resolution-to" size="small" label={t('dateTo')} value={text.dateTo} onChange={(v) => isFilterDate(v) && setText({ ...text, dateTo: v })} />
      <TextField
        id="resolution-no"
        size="small"
        label={t('number')}
        helperText={t('numberHelp')}
        value={text.resolutionNo}
        onChange={(e) => setText({ ...text, resolutionNo: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      {select(t('type'), criteria.resolutionTypeOid ?? '', types, (v) => onChange({ resolutionTypeOid: number(v) }), { id: 'resolution-type', empty: t('allTypes') })}
      {select(
        t('sort'),
        sortValue ? `${sortValue}:${criteria.sortDirection ?? 'desc'}` : '',
        [
          { value: 'date:desc', label: `${t('sortDate')} (${t('newestFirst')})` },
          { value: 'date:asc', label: `${t('sortDate')} (${t('oldestFirst')})` },
          { value: 'number:desc', label: `${t('sortNumber')} (${t('newestFirst')})` },
          { value: 'number:asc', label: `${t('sortNumber')} (${t('oldestFirst')})` },
        ],
        (v) => {
          const [sortBy, sortDirection] = v.split(':') as [ResolutionCriteria['sortBy'], 'asc' | 'desc'];
          onChange(v ? { sortBy, sortDirection } : { sortBy: undefined, sortDirection: 'desc' });
        },
        { id: 'resolution-sort', empty: t('sortDefault') },
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', gridColumn: { md: 'span 2' } }}>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {t('search')}
        </Button>
        <Button type="button" onClick={clear}>
          {t('clear')}
        </Button>
      </Box>
    </Paper>
  );
}
