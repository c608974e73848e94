import type { Db } from '../../db/kysely';
import type { ReadinessWarning } from '../../platform/health';
import { findQueuedMailSummary } from './notification-repo';

/**
 * `/readyz` warns when e-mail is waiting and nothing can send it: no `SMTP_URL` and
 * the simulators off. Receipts, decisions and reminders by e-mail then stay queued without any
 * failure to see; they go out once SMTP_URL is set and the server restarted.
 */
export async function queuedMailWarnings(db: Db, mailConfigured: boolean): Promise<ReadinessWarning[]> {
  if (mailConfigured) return [];
  const { n, oldest } = await findQueuedMailSummary(db);
  const queued = Number(n);
  if (queued === 0) return [];
  return [
    {
      code: 'MAIL_TRANSPORT_MISSING',
      queued,
      oldestQueuedAt: oldest === null ? null : new Date(oldest).toISOString(),
      message: `${queued} e-mail message${queued === 1 ? ' is' : 's are'} waiting to be sent, but no mail transport is configured (SMTP_URL is unset and the simulators are off): they stay queued until SMTP_URL is set.`,
    },
  ];
}
