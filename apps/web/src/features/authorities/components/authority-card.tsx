import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateAndTime } from '../../../lib/i18n/format';

export type Authority = ResponseOf<'RetrieveMemberAuthorities'>['given'][number];

const statusColor = { offered: 'warning', active: 'success', declined: 'default', revoked: 'default', ended: 'default' } as const;

/** One authorisation: who, for whom, what, when, where it stands and how it got there; the side's buttons below. */
export function AuthorityCard({ authority, heading, actions }: { authority: Authority; heading: string; actions?: ReactNode }) {
  const { t } = useTranslation('authorities');
  const titleId = `authority-${authority.authorityOid}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
        <Chip size="small" color={statusColor[authority.status]} label={t(`status.${authority.status}`)} />
      </Box>
      <Typography variant="body2">{t('period', { from: formatDate(authority.validFrom), until: formatDate(authority.validUntil) })}</Typography>
      <Box component="ul" aria-label={t('grant.scopes')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
        {authority.scopes.map((scope) => (
          <li key={scope}>
            <Chip size="small" variant="outlined" label={t(`scope.${scope}`)} />
          </li>
        ))}
      </Box>
      <Box component="ol" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
        {authority.history.map((h) => (
          <li key={`${h.status}-${h.at}`}>
            {formatDateAndTime(h.at)} · {t(`status.${h.status}`)} · {h.byName}
          </li>
        ))}
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Paper>
  );
}
