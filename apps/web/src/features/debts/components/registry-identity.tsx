import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ResponseOf } from '@ebelediye/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format';
import { dash } from './observation-table';

type Registry = ResponseOf<'GetRegistryObservation'>['registry'];

/** The registry record as the municipality keeps it: identity numbers, parents, birth, contact and address. */
export function RegistryIdentity({ registry }: { registry: Registry }) {
  const { t } = useTranslation('debts');
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('observation.identity')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 500, mb: { xs: 1, sm: 0 } },
        }}
      >
        {registry.nationalId && (
          <>
            <dt>{t('observation.nationalId')}</dt>
            <dd>{registry.nationalId}</dd>
          </>
        )}
        {registry.taxNumber && (
          <>
            <dt>{t('observation.taxNumber')}</dt>
            <dd>{registry.taxNumber}</dd>
          </>
        )}
        <dt>{t('observation.name')}</dt>
        <dd>{registry.name}</dd>
        {registry.fatherName && (
          <>
            <dt>{t('observation.father')}</dt>
            <dd>{registry.fatherName}</dd>
          </>
        )}
        {registry.motherName && (
          <>
            <dt>{t('observation.mother')}</dt>
            <dd>{registry.motherName}</dd>
          </>
        )}
        {registry.birthDate && (
          <>
            <dt>{t('observation.birth')}</dt>
            <dd>
              {formatDate(registry.birthDate)} / {dash(registry.birthPlace)}
            </dd>
          </>
        )}
        {registry.taxOfficeCode && (
          <>
            <dt>{t('observation.taxOffice')}</dt>
            <dd>{registry.taxOfficeCode}</dd>
          </>
        )}
        <dt>{t('observation.gsm')}</dt>
        <dd>{dash(registry.gsm)}</dd>
        <dt>{t('observation.email')}</dt>
        <dd>{dash(registry.email)}</dd>
        <dt>{t('observation.address')}</dt>
        <dd>{dash(registry.address)}</dd>
      </Box>
    </Paper>
  );
}
