import { queueRoles, type BackOfficeQueue } from '@ebelediye/contract';
import { useTranslation } from 'react-i18next';
import { useBackOfficeAccess } from '../back-office-context';
import { useBackOfficeLookups } from './use-back-office';

/**
 * The lists a queue's filters and dialogs choose from, from one lookup call: the colleagues who
 * hold the queue's role (to filter by or assign to), districts, units and categories.
 */
export function useQueueChoices(queue: BackOfficeQueue) {
  const { t } = useTranslation('backOffice');
  const lookups = useBackOfficeLookups().data;
  const role = queueRoles[queue];
  const units = (lookups?.units ?? []).map((u) => ({ value: u.unitCode, label: u.name }));
  const mine = hasMyUnits(useBackOfficeAccess());
  return {
    colleagues: (lookups?.colleagues ?? []).filter((c) => c.roles.includes(role)).map((c) => ({ value: c.userOid, label: c.name })),
    districts: (lookups?.districts ?? []).map((d) => ({ value: d.districtCode, label: d.name })),
    // A clerk who belongs to units sees her units' inbox ("Birimim") when no unit is chosen, and may ask for all of them.
    units: mine ? [{ value: 'all', label: t('filters.allUnits') }, ...units] : units,
    unitsEmptyLabel: mine ? t('filters.myUnits') : undefined,
    categories: (lookups?.complaintCategories ?? []).map((c) => ({ value: c.categoryCode, label: c.name })),
  };
}

/** Whether the complaints list opens on the caller's units: a clerk with units who is not an ADMIN (the server's rule too). */
export const hasMyUnits = (access: { isAdmin: boolean; unitCodes: string[] }) => !access.isAdmin && access.unitCodes.length > 0;
