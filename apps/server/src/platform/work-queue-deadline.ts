import type { BackOfficeQueue } from '@ebelediye/contract';
import type { AppConfig } from '../config/app-config';

/**
 * Each queue's deadline and an item's timing (docs/domain/back-office-deadlines.md). A deadline
 * counts from the filing; the age counts from the item's current step. Istanbul keeps UTC+3 all
 * year, so whole days of 24 hours are its calendar days.
 */

/** Law 3071 (right of petition) art. 7: a complaint or request is answered within thirty days. */
export const PETITION_ANSWER_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;

/** How many days a queue's item may wait from its filing: the law's for complaints, the municipality file's for the rest. */
export function deadlineDaysOf(config: Pick<AppConfig, 'municipality'>, queue: BackOfficeQueue): number {
  return queue === 'complaints' ? PETITION_ANSWER_DAYS : config.municipality.backOfficeDeadlineDays[queue];
}

/** An item filed before this moment is past its deadline now. */
export const overdueBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export const dueAtOf = (filedAt: Date | string, days: number) => new Date(new Date(filedAt).getTime() + days * DAY_MS);

/** A row's timing as the list and the detail answer it: a finished item has no deadline running, so only a waiting one is due or overdue. */
export function timingOf(row: { deadlineFrom: Date | string | null; stepAt: Date | string; waiting: boolean }, days: number, now: Date) {
  const due = row.deadlineFrom === null || !row.waiting ? null : dueAtOf(row.deadlineFrom, days);
  return {
    dueAt: due?.toISOString() ?? null,
    overdue: due !== null && due.getTime() < now.getTime(),
    stepAt: new Date(row.stepAt).toISOString(),
  };
}
