import { isOffered } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import type { NotificationChannel, NotificationKind } from '../db/schema/privacy';
import { CONSENT_WORDING_VERSION, consentWording, notificationChannels, notificationKinds } from './consent-wording';
import { findConsentRecords, findConsentingMembers, insertConsent, setSmsInfoFlag } from './consent-repo';

/**
 * The spec's chkSMSInfo is the SMS due-date reminder consent: a member who ticked it before
 * consents were recorded one by one keeps that choice until they record another.
 */
export const SMS_INFO = { channel: 'sms', kind: 'reminder' } as const;

export interface Preference {
  channel: NotificationChannel;
  kind: NotificationKind;
  given: boolean;
  wording: string;
  wordingVersion: string;
  /** When the current choice was recorded; null: never recorded (off, or chkSMSInfo from sign-up). */
  recordedAt: Date | null;
}

type ConsentRecord = Awaited<ReturnType<typeof findConsentRecords>>[number];

/** The current preference of every channel and kind: the latest record of each. */
export function preferencesOf(records: ConsentRecord[], smsInfo: boolean): Preference[] {
  return notificationChannels.flatMap((channel) =>
    notificationKinds
      .filter((kind) => isOffered(channel, kind))
      .map((kind) => {
        const latest = records.find((r) => r.channel === channel && r.kind === kind);
        const legacy = channel === SMS_INFO.channel && kind === SMS_INFO.kind && smsInfo;
        return {
          channel,
          kind,
          given: latest ? latest.given : legacy,
          wording: latest?.wording ?? consentWording(channel, kind),
          wordingVersion: latest?.wording_version ?? CONSENT_WORDING_VERSION,
          recordedAt: latest?.recorded_at ?? null,
        };
      }),
  );
}

export async function currentPreferences(db: Db, member: { oid: number; sms_consent: boolean }): Promise<Preference[]> {
  return preferencesOf(await findConsentRecords(db, member.oid), member.sms_consent);
}

/**
 * Records a change of one preference (nothing when it is already so). The member's
 * chkSMSInfo flag follows the SMS reminder consent, so the spec's field keeps meaning the same.
 */
export async function recordPreference(
  db: Db,
  member: { oid: number; sms_consent: boolean },
  change: { channel: NotificationChannel; kind: NotificationKind; given: boolean },
  source: 'profile' | 'sms-info' | 'unsubscribe',
  now: Date,
): Promise<boolean> {
  const current = (await currentPreferences(db, member)).find((p) => p.channel === change.channel && p.kind === change.kind)!;
  if (current.given === change.given) return false;
  await insertConsent(db, {
    member_oid: member.oid,
    channel: change.channel,
    kind: change.kind,
    given: change.given,
    wording_version: CONSENT_WORDING_VERSION,
    wording: consentWording(change.channel, change.kind),
    source,
    recorded_at: now,
  });
  if (change.channel === SMS_INFO.channel && change.kind === SMS_INFO.kind) await setSmsInfoFlag(db, member.oid, change.given);
  return true;
}

/** Of the given members, those who currently consent to a channel and kind. */
export async function consentingMembers(
  db: Db,
  channel: NotificationChannel,
  kind: NotificationKind,
  members: readonly { oid: number; sms_consent: boolean }[],
): Promise<Set<number>> {
  const latest = await findConsentingMembers(
    db,
    channel,
    kind,
    members.map((m) => m.oid),
  );
  const recorded = new Map(latest.map((r) => [r.member_oid, r.given]));
  const legacy = channel === SMS_INFO.channel && kind === SMS_INFO.kind;
  return new Set(members.filter((m) => recorded.get(m.oid) ?? (legacy && m.sms_consent)).map((m) => m.oid));
}
