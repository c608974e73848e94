import { queueRoles, type BackOfficeQueue } from '@ebelediye/contract';
import { useBackOfficeLookups } from './use-back-office';

/**
 * The lists a queue's filters and dialogs choose from, from one lookup call: the colleagues who
 * hold the queue's role (to filter by or assign to), districts, units and categories.
 */
export function useQueueChoices(queue: BackOfficeQueue) {
  const lookups = useBackOfficeLookups().data;
  const role = queueRoles[queue];
  return {
    colleagues: (lookups?.colleagues ?? []).filter((c) => c.roles.includes(role)).map((c) => ({ value: c.userOid, label: c.name })),
    districts: (lookups?.districts ?? []).map((d) => ({ value: d.districtCode, label: d.name })),
    units: (lookups?.units ?? []).map((u) => ({ value: u.unitCode, label: u.name })),
    categories: (lookups?.complaintCategories ?? []).map((c) => ({ value: c.categoryCode, label: c.name })),
  };
}
