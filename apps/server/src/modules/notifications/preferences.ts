import type { ParsedRequestOf } from '@ebelediye/contract';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { findMemberContact } from '../../accounts/consent-repo';
import { currentPreferences, recordPreference, type Preference } from '../../accounts/consents';
import { redeemUnsubscribeLink } from './unsubscribe';

const view = (preferences: Preference[], contact: { gsm: string | null; email: string | null }) => ({
  preferences: preferences.map((p) => ({ ...p, recordedAt: p.recordedAt?.toISOString() ?? null })),
  gsm: contact.gsm,
  email: contact.email,
});

async function ownContact(ctx: OperationContext, member: Member) {
  const contact = await findMemberContact(ctx.db, member.userOid);
  if (!contact) throw new DomainError('MEMBER_NOT_FOUND');
  return contact;
}

export async function getPreferences(ctx: OperationContext, member: Member) {
  const contact = await ownContact(ctx, member);
  return view(await currentPreferences(ctx.db, contact), contact);
}

/** Each changed preference becomes a consent record (given or withdrawn) with today's wording; the rest record nothing. */
export async function setPreferences(ctx: OperationContext, member: Member, body: ParsedRequestOf<'SetNotificationPreferences'>) {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const change of body.preferences) {
      // Read again each time: the row's chkSMSInfo flag follows the SMS reminder consent.
      const contact = await findMemberContact(trx, member.userOid);
      if (!contact) throw new DomainError('MEMBER_NOT_FOUND');
      await recordPreference(trx, contact, change, 'profile', now);
    }
  });
  return getPreferences(ctx, member);
}

export const unsubscribe = (ctx: OperationContext, body: ParsedRequestOf<'UnsubscribeNotification'>) => redeemUnsubscribeLink(ctx.db, ctx.config, body.token, ctx.now());
