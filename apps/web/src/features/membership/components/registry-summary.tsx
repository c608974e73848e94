import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ProvenRegistry } from '../api/use-registration';

/** What the registry record shows of the registrant: masked, so a guess of someone's ID number learns little. */
export function RegistrySummary({ registry }: { registry: ProvenRegistry }) {
  const { t } = useTranslation('membership');
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 500 } }}
    >
      <dt>{t('phone.record')}</dt>
      <dd>{registry.maskedName}</dd>
      <dt>{t('phone.recordPhone')}</dt>
      <dd>{registry.maskedGsm}</dd>
    </Box>
  );
}
