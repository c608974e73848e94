import { istanbulClock, istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import type { NotificationChannel } from '../../db/schema/privacy';
import { openAccruals } from '../../ledger';
import { addDays } from '../../reference-data/calendar';
import { consentingMembers } from '../../accounts/consents';
import { findMembersWithDebtDueOn, queueNotification } from './notification-repo';

/** Reminders go out 7 days before a due date and on the day itself. */
export const reminderOffsets = [
  { purpose: 'reminder-7', days: 7 },
  { purpose: 'reminder-0', days: 0 },
] as const;

/**
 * Queues today's due-date reminders (Istanbul day of `now`): for every active member who
 * consents to reminders on a channel and still owes something due in 7 days or today, one
 * notification per (member, due date, 7-day/same-day, channel) with the amount open today.
 * Nothing is queued before `fromHour` (Istanbul). The notification's unique key makes a second
 * run, or a second server copy, queue nothing;
 * what is paid in full queues nothing. Answers how many were queued now.
 */
export async function queueDueDateReminders(db: Db, now: Date, fromHour = 0): Promise<number> {
  if (istanbulClock(now).hour < fromHour) return 0;
  const today = istanbulDate(now);
  const targets = reminderOffsets.map((o) => ({ ...o, dueDate: addDays(today, o.days) }));
  const members = await findMembersWithDebtDueOn(
    db,
    targets.map((t) => t.dueDate),
  );
  const consenting: Record<NotificationChannel, Set<number>> = {
    sms: await consentingMembers(db, 'sms', 'reminder', members),
    email: await consentingMembers(db, 'email', 'reminder', members),
  };
  let queued = 0;
  for (const member of members) {
    const channels = (['sms', 'email'] as const).filter((c) => consenting[c].has(member.oid) && (c === 'sms' ? member.gsm : member.email));
    if (channels.length === 0) continue;
    const open = await openAccruals(db, { registryOid: member.registry_oid, asOf: today });
    for (const target of targets) {
      const due = open.filter((a) => a.dueDate === target.dueDate && a.principal > 0);
      if (due.length === 0) continue;
      const amount = due.reduce((sum, a) => sum + a.total, 0);
      for (const channel of channels) {
        const added = await queueNotification(db, {
          dedupe_key: `${target.purpose}:${channel}:${member.oid}:${target.dueDate}`,
          member_oid: member.oid,
          channel,
          kind: 'reminder',
          purpose: target.purpose,
          recipient: channel === 'sms' ? member.gsm! : member.email!,
          due_date: target.dueDate,
          accrual_oids: due.map((a) => a.oid).join(','),
          amount,
          collection_oid: null,
          subject: null,
          body: null,
          created_at: now,
          next_attempt_at: now,
          sent_at: null,
          last_error: null,
        });
        if (added) queued++;
      }
    }
  }
  return queued;
}
