import type { JobDefinition } from '../../platform/jobs';
import { dispatchNotifications, type DispatchDeps } from './dispatcher';
import { queueDueDateReminders } from './reminders';

/**
 * The scheduled work of the notifications (ADR 0014): reminders are queued hourly (a day's run is a
 * no-op after the first, by the notifications' unique keys), and the queue is sent every
 * `dispatchIntervalSeconds` by the one copy that claimed the interval.
 */
export function notificationJobs(deps: DispatchDeps): JobDefinition[] {
  const intervalMs = deps.config.notifications.dispatchIntervalSeconds * 1000;
  if (intervalMs === 0) return [];
  return [
    { name: 'due-date-reminders', intervalMs: 60 * 60 * 1000, run: () => queueDueDateReminders(deps.db, deps.now(), deps.config.notifications.remindFromHour) },
    { name: 'notification-dispatch', intervalMs, run: () => dispatchNotifications(deps), staleAfterMs: Math.max(intervalMs, 10 * 60 * 1000) },
  ];
}
