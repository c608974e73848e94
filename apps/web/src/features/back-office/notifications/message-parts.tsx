import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The pieces the SMS log and the notification list share. */

export function StatusSelect<S extends string>({ id, statuses, value, onChange }: { id: string; statuses: readonly S[]; value: S | ''; onChange(value: S | ''): void }) {
  const { t } = useTranslation('backOfficePrivacy');
  return (
    <TextField
      select
      id={id}
      label={t('notifications.status')}
      value={value}
      onChange={(e) => onChange(e.target.value as S | '')}
      sx={{ minWidth: 200 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t('notifications.all')}</MenuItem>
      {statuses.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`notifications.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function StatusCounts<S extends string>({ statuses, counts, extra }: { statuses: readonly S[]; counts: Record<S, number>; extra?: string }) {
  const { t } = useTranslation('backOfficePrivacy');
  return (
    <Box component="ul" aria-label={t('notifications.counts')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
      {statuses.map((s) => (
        <li key={s}>
          <Chip label={`${t(`notifications.${s}`)}: ${counts[s]}`} color={s === 'failed' && counts[s] > 0 ? 'error' : 'default'} variant="outlined" />
        </li>
      ))}
      {extra && (
        <li>
          <Chip label={extra} variant="outlined" />
        </li>
      )}
    </Box>
  );
}

export function MessageCard({ children }: { children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'grid',
        gap: 0.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

export function MoreButton({ onClick, disabled }: { onClick(): void; disabled: boolean }) {
  const { t } = useTranslation('backOfficePrivacy');
  return (
    <Box>
      <Button variant="outlined" onClick={onClick} disabled={disabled}>
        {t('notifications.more')}
      </Button>
    </Box>
  );
}
