import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ResponseOf } from '@ebelediye/contract';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/ui/fact-list';
import { formatDate } from '../../../lib/i18n/format';
import { dash } from './observation-table';

type Registry = ResponseOf<'GetRegistryObservation'>['registry'];

/** The registry record as the municipality keeps it: identity numbers, parents, birth, contact and address. */
export function RegistryIdentity({ registry }: { registry: Registry }) {
  const { t } = useTranslation('debts');
  // Facts the registry does not hold for this kind of registry (a company has no parents) are left out; contact facts show a dash.
  const facts: [string, string | null][] = [
    [t('observation.nationalId'), registry.nationalId || null],
    [t('observation.taxNumber'), registry.taxNumber || null],
    [t('observation.name'), registry.name],
    [t('observation.father'), registry.fatherName || null],
    [t('observation.mother'), registry.motherName || null],
    [t('observation.birth'), registry.birthDate ? `${formatDate(registry.birthDate)} / ${dash(registry.birthPlace)}` : null],
    [t('observation.taxOffice'), registry.taxOfficeCode ? String(registry.taxOfficeCode) : null],
    [t('observation.gsm'), dash(registry.gsm)],
    [t('observation.email'), dash(registry.email)],
    [t('observation.address'), dash(registry.address)],
  ];
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('observation.identity')}
      </Typography>
      <FactList facts={facts.filter((fact): fact is [string, string] => fact[1] !== null)} />
    </Paper>
  );
}
