import type { ResponseOf } from '@ebelediye/contract';

type QueueSummary = ResponseOf<'GetBackOfficeDashboard'>['queues'][number];

/** How long the oldest item has waited, as a text key and its values: minutes, then hours, then days. */
export function waitingAge(minutes: number): { key: 'age.minutes' | 'age.hours' | 'age.days'; values: Record<string, number> } {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return { key: 'age.minutes', values: { count: whole } };
  if (whole < 24 * 60) return { key: 'age.hours', values: { hours: Math.floor(whole / 60), minutes: whole % 60 } };
  return { key: 'age.days', values: { days: Math.floor(whole / (24 * 60)), hours: Math.floor((whole % (24 * 60)) / 60) } };
}

/** The queue whose oldest item has waited longest first; queues with nothing waiting last, in their own order. */
export function oldestFirst(queues: readonly QueueSummary[]): QueueSummary[] {
  return queues
    .map((queue, index) => ({ queue, index }))
    .sort((a, b) => (b.queue.oldestAgeMinutes ?? -1) - (a.queue.oldestAgeMinutes ?? -1) || a.index - b.index)
    .map(({ queue }) => queue);
}
