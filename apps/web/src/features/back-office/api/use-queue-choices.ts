import { queueRoles, replyTemplateActions, type BackOfficeQueue } from '@ebelediye/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { useTranslation } from 'react-i18next';
import { useBackOfficeAccess } from '../back-office-context';
import { useBackOfficeLookups } from './use-back-office';

/** A reply template a dialog offers: for which action, under which title, with which text. */
export interface ReplyTemplateChoice {
  action: string;
  title: string;
  body: string;
}

/**
 * The lists a queue's filters and dialogs choose from, from one lookup call: the colleagues who
 * hold the queue's role (to filter by or assign to), districts, units and categories; and the
 * queue's active reply templates, read only where a queue's text reaches the citizen.
 */
export function useQueueChoices(queue: BackOfficeQueue) {
  const { t } = useTranslation('backOffice');
  const lookups = useBackOfficeLookups().data;
  const role = queueRoles[queue];
  const templates = useQuery({
    queryKey: ['GetBackOfficeReplyTemplates', queue],
    queryFn: ({ signal }) => callApi('GetBackOfficeReplyTemplates', { queue }, { signal }),
    enabled: replyTemplateActions[queue].length > 0,
    staleTime: 5 * 60_000,
  }).data;
  const units = (lookups?.units ?? []).map((u) => ({ value: u.unitCode, label: u.name }));
  const mine = hasMyUnits(useBackOfficeAccess());
  return {
    templates: (templates?.items ?? []).filter((tpl) => tpl.active).map((tpl): ReplyTemplateChoice => ({ action: tpl.action, title: tpl.title, body: tpl.body })),
    colleagues: (lookups?.colleagues ?? []).filter((c) => c.roles.includes(role)).map((c) => ({ value: c.userOid, label: c.name })),
    districts: (lookups?.districts ?? []).map((d) => ({ value: d.districtCode, label: d.name })),
    /** The units a complaint can be forwarded to. */
    units,
    // The list's filter: a clerk who belongs to units sees her units' inbox ("Birimim") when no unit is chosen, and may ask for all of them.
    unitFilter: mine ? [{ value: 'all', label: t('filters.allUnits') }, ...units] : units,
    unitsEmptyLabel: mine ? t('filters.myUnits') : undefined,
    categories: (lookups?.complaintCategories ?? []).map((c) => ({ value: c.categoryCode, label: c.name })),
  };
}

/** Whether the complaints list opens on the caller's units: a clerk with units who is not an ADMIN (the server's rule too). */
export const hasMyUnits = (access: { isAdmin: boolean; unitCodes: string[] }) => !access.isAdmin && access.unitCodes.length > 0;
