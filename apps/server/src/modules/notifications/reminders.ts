import { istanbulClock, istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import type { NotificationChannel } from '../../db/schema/privacy';
import { openAccruals } from '../../ledger';
import { addDays } from '../../reference-data/calendar';
import { consentingMembers } from '../../accounts/consents';
import { findMembersWithDebtDueOn, findRepresentativesWithCompanyDebtDueOn, queueNotification } from './notification-repo';

/** Reminders go out 7 days before a due date and on the day itself. */
export const reminderOffsets = [
  { purpose: 'reminder-7', days: 7 },
  { purpose: 'reminder-0', days: 0 },
] as const;

/** Whose debts a reminder is about, and who gets it. */
interface ReminderRecipient {
  oid: number;
  gsm: string | null;
  email: string | null;
  sms_consent: boolean;
  /** The registry whose open debts are summed: the member's own, or the company's. */
  registryOid: number;
  /** The company a representative is reminded for (null: the member's own debts). */
  onBehalfOf: { registryOid: number; title: string } | null;
}

/**
 * Who is reminded of the debts due on the days: every active member of their own registry, and,
 * for a company registry with no active membership of its own, each representative who is an
 * active member, naming the company.
 */
async function recipientsFor(db: Db, dueDates: string[]): Promise<ReminderRecipient[]> {
  const [own, representatives] = await Promise.all([findMembersWithDebtDueOn(db, dueDates), findRepresentativesWithCompanyDebtDueOn(db, dueDates)]);
  return [
    ...own.map((m) => ({ oid: m.oid, gsm: m.gsm, email: m.email, sms_consent: m.sms_consent, registryOid: m.registry_oid, onBehalfOf: null })),
    ...representatives.map((r) => ({
      oid: r.oid,
      gsm: r.gsm,
      email: r.email,
      sms_consent: r.sms_consent,
      registryOid: r.company_registry_oid,
      onBehalfOf: { registryOid: r.company_registry_oid, title: r.title ?? '' },
    })),
  ];
}

/**
 * Queues today's due-date reminders (Istanbul day of `now`): for every active member who
 * consents to reminders on a channel and still owes something due in 7 days or today, one
 * notification per (member, due date, 7-day/same-day, channel) with the amount open today; and
 * the same to each consenting representative of a company without its own membership, one per
 * (representative, company, due date, 7-day/same-day, channel), naming the company.
 * Nothing is queued before `fromHour` (Istanbul). The notification's unique key makes a second
 * run, or a second server copy, queue nothing;
 * what is paid in full queues nothing. Answers how many were queued now.
 */
export async function queueDueDateReminders(db: Db, now: Date, fromHour = 0): Promise<number> {
  if (istanbulClock(now).hour < fromHour) return 0;
  const today = istanbulDate(now);
  const targets = reminderOffsets.map((o) => ({ ...o, dueDate: addDays(today, o.days) }));
  const recipients = await recipientsFor(
    db,
    targets.map((t) => t.dueDate),
  );
  const consenting: Record<NotificationChannel, Set<number>> = {
    sms: await consentingMembers(db, 'sms', 'reminder', recipients),
    email: await consentingMembers(db, 'email', 'reminder', recipients),
  };
  let queued = 0;
  for (const recipient of recipients) {
    const channels = (['sms', 'email'] as const).filter((c) => consenting[c].has(recipient.oid) && (c === 'sms' ? recipient.gsm : recipient.email));
    if (channels.length === 0) continue;
    const open = await openAccruals(db, { registryOid: recipient.registryOid, asOf: today });
    for (const target of targets) {
      const due = open.filter((a) => a.dueDate === target.dueDate && a.principal > 0);
      if (due.length === 0) continue;
      const amount = due.reduce((sum, a) => sum + a.total, 0);
      // A company's reminder has a key of its own, so the representative's own reminder for the same day is not taken for it.
      const forCompany = recipient.onBehalfOf ? `:company-${recipient.onBehalfOf.registryOid}` : '';
      for (const channel of channels) {
        const added = await queueNotification(db, {
          dedupe_key: `${target.purpose}:${channel}:${recipient.oid}:${target.dueDate}${forCompany}`,
          member_oid: recipient.oid,
          channel,
          kind: 'reminder',
          purpose: target.purpose,
          recipient: channel === 'sms' ? recipient.gsm! : recipient.email!,
          due_date: target.dueDate,
          accrual_oids: due.map((a) => a.oid).join(','),
          amount,
          collection_oid: null,
          subject: null,
          body: null,
          on_behalf_of: recipient.onBehalfOf?.title ?? null,
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
