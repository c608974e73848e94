import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import { derivedKey } from '../../accounts/secret-tokens';
import type { NotificationChannel, NotificationKind } from '../../db/schema/privacy';
import { notificationChannels, notificationKinds } from '../../accounts/consent-wording';

export interface UnsubscribeClaims {
  nonce: string;
  memberOid: number;
  channel: NotificationChannel;
  kind: NotificationKind;
}

// A key of its own, derived from the machine key with a purpose label (never the machine key itself).
const sign = (config: AppConfig, payload: string) => createHmac('sha256', derivedKey(config, 'unsubscribe-link')).update(payload).digest('base64url');

/** A token naming one member, channel and kind, signed so it cannot be made up; the nonce makes it single-use. */
export function unsubscribeToken(config: AppConfig, claims: Omit<UnsubscribeClaims, 'nonce'>): UnsubscribeClaims & { token: string } {
  const nonce = randomBytes(16).toString('base64url');
  const payload = `${nonce}.${claims.memberOid}.${claims.channel}.${claims.kind}`;
  return { ...claims, nonce, token: `${payload}.${sign(config, payload)}` };
}

/** The claims of a token whose signature is ours; null for anything else. */
export function readUnsubscribeToken(config: AppConfig, token: string): UnsubscribeClaims | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [nonce, member, channel, kind, signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign(config, `${nonce}.${member}.${channel}.${kind}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const memberOid = Number(member);
  if (!Number.isSafeInteger(memberOid) || memberOid <= 0) return null;
  if (!(notificationChannels as readonly string[]).includes(channel) || !(notificationKinds as readonly string[]).includes(kind)) return null;
  return { nonce, memberOid, channel: channel as NotificationChannel, kind: kind as NotificationKind };
}
