import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../../../lib/i18n/format';

type Use = ResponseOf<'RetrieveMemberAuthorities'>['uses'][number];

/** What was done for the member under their authorisations: when, by whom, for whom, what. */
export function UseLog({ uses }: { uses: Use[] }) {
  const { t } = useTranslation('authorities');
  return (
    <Box component="section" aria-labelledby="uses-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="uses-title" variant="h2" component="h2">
        {t('uses.title')}
      </Typography>
      {uses.length === 0 && <Typography color="text.secondary">{t('uses.empty')}</Typography>}
      {uses.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {uses.map((u, i) => (
            <Box component="li" key={`${u.at}-${i}`} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {formatDateAndTime(u.at)} · {t('uses.principal')}: {u.principalName}
              </Typography>
              <Typography>
                {u.actedByName} — {t(`scope.${u.action}`)}
                {u.detail && ` (${t(u.action === 'pay' ? 'uses.order' : 'uses.declaration', { detail: u.detail })})`}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
