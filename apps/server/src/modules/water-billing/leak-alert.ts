import { consentingMembers } from '../../accounts/consents';
import { findMemberContactOfRegistry } from '../../accounts/consent-repo';
import type { Db } from '../../db/kysely';
import type { SmsGateway } from '../../integrations/sms/gateway';
import { smsMessageCodes, smsTypeCodes } from '../../integrations/sms/message-codes';
import type { BillOutcome } from '../../subscriptions/water-bill';
import { estimateM3, leakSuspected } from '../../subscriptions/water-consumption';
import { findSubscriptionContact } from './billing-repo';

export interface LeakAlerts {
  sms: Pick<SmsGateway, 'enqueue'>;
  municipality: string;
}

export interface LeakFacts {
  subscriptionOid: number;
  period: string;
  m3: number;
  expectedM3: number;
}

/**
 * Queues the leak alert of a bill in the bill's own transaction (docs/domain/water.md, "Leak
 * alert"): an SMS to the phone registered on the subscription, or the member's own, only when
 * the holder's member account consents to SMS notices about their bills (the reminder consent).
 * Answers the outbox row to deliver once the transaction commits, or null.
 */
export async function queueLeakAlert(trx: Db, alerts: LeakAlerts, facts: LeakFacts): Promise<number | null> {
  const subscription = await findSubscriptionContact(trx, facts.subscriptionOid);
  const member = await findMemberContactOfRegistry(trx, Number(subscription.registry_oid));
  if (!member || member.status !== 'ACTIVE') return null;
  if (!(await consentingMembers(trx, 'sms', 'reminder', [member])).has(member.oid)) return null;
  const gsm = subscription.gsm ?? member.gsm;
  if (!gsm) return null;
  const [year, month] = facts.period.split('-');
  return alerts.sms.enqueue(trx, {
    gsm,
    typeCode: smsTypeCodes.notice,
    messageCode: smsMessageCodes.debt,
    title: 'Su kaçağı uyarısı',
    body:
      `${alerts.municipality}: ${subscription.subscriber_no} numaralı su aboneliğinizin ${year}/${month} faturasındaki tüketim ${facts.m3} m³; ` +
      `son faturalarınıza göre beklenen yaklaşık ${facts.expectedM3} m³. Tesisatınızda kaçak olabilir, kontrol ettirmenizi öneririz.`,
  });
}

/** The leak alert a bill just made calls for, queued in its transaction: never for an estimate, nor without an average. */
export async function alertIfLeak(trx: Db, alerts: LeakAlerts | null, subscriptionOid: number, period: string, bill: BillOutcome): Promise<number | null> {
  const { usage, days } = bill;
  if (!alerts || !usage || usage.estimateReason !== null || !leakSuspected(usage.m3, days, usage.average)) return null;
  return queueLeakAlert(trx, alerts, { subscriptionOid, period, m3: usage.m3, expectedM3: estimateM3(usage.average, days) });
}
