import { istanbulDate } from '@ebelediye/contract';

/** Law 3071 (right of petition) art. 7: an application is answered within thirty days. */
export const REPLY_DAYS = 30;

/** The Istanbul calendar day by which an application sent at `sentAt` is answered, YYYY-MM-DD. */
export function replyDueOn(sentAt: Date): string {
  const [y, m, d] = istanbulDate(sentAt).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + REPLY_DAYS)).toISOString().slice(0, 10);
}
