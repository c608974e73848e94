import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import type { NotificationChannel, NotificationKind } from '../../db/schema/privacy';
import { portalOrigin } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { findMemberContact } from '../../accounts/consent-repo';
import { recordPreference } from '../../accounts/consents';
import { insertUnsubscribeLink, spendUnsubscribeLink, unsubscribeLinkExists } from './unsubscribe-repo';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-link';

/** A new single-use link that withdraws one consent, recorded so it can be spent once. */
export async function issueUnsubscribeUrl(db: Db, config: AppConfig, memberOid: number, channel: NotificationChannel, kind: NotificationKind, now: Date): Promise<string> {
  const link = unsubscribeToken(config, { memberOid, channel, kind });
  await insertUnsubscribeLink(db, { nonce: link.nonce, member_oid: memberOid, channel, kind, created_at: now, used_at: null });
  return `${portalOrigin(config)}/Unsubscribe?token=${encodeURIComponent(link.token)}`;
}

/**
 * Spends an unsubscribe link without signing in: a forged or altered token is refused before
 * anything is read, a spent one is refused, and a good one withdraws exactly the consent it names.
 */
export async function redeemUnsubscribeLink(db: Db, config: AppConfig, token: string, now: Date): Promise<{ channel: NotificationChannel; kind: NotificationKind }> {
  const claims = readUnsubscribeToken(config, token);
  if (!claims) throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
  return db.transaction().execute(async (trx) => {
    if (!(await spendUnsubscribeLink(trx, claims, now))) {
      const known = await unsubscribeLinkExists(trx, claims);
      throw new DomainError(known ? 'UNSUBSCRIBE_LINK_USED' : 'UNSUBSCRIBE_LINK_INVALID');
    }
    const member = await findMemberContact(trx, claims.memberOid);
    if (!member) throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
    await recordPreference(trx, member, { channel: claims.channel, kind: claims.kind, given: false }, 'unsubscribe', now);
    return { channel: claims.channel, kind: claims.kind };
  });
}
