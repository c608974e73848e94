import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { isoDate, nationalId, oid } from '../schemas';

const tag = 'authorities';

/**
 * What a member may let another member do for a registry (docs/security.md, "Acting for
 * another"): each scope is checked on the server by the calls it opens.
 */
export const authorityScopes = ['see-debts', 'pay', 'file-declarations', 'apply-and-complain', 'see-documents'] as const;
export type AuthorityScope = (typeof authorityScopes)[number];

/** Where an authorisation stands; `ended` is an active or offered one whose last day has passed. */
export const authorityStatuses = ['offered', 'active', 'declined', 'revoked', 'ended'] as const;

export const authoritySchema = z.object({
  authorityOid: z.number().int(),
  principalRegistryOid: z.number().int(),
  principalName: z.string(),
  /** To the principal: the ID number they named and a masked name; to the grantee: their own. */
  granteeNationalId: z.string(),
  granteeName: z.string(),
  scopes: z.array(z.enum(authorityScopes)),
  validFrom: z.string(),
  validUntil: z.string(),
  status: z.enum(authorityStatuses),
  history: z.array(z.object({ status: z.enum(['offered', 'active', 'declined', 'revoked']), at: z.string(), byName: z.string() })),
});

export const authorityUseSchema = z.object({
  authorityOid: z.number().int(),
  principalName: z.string(),
  actedByName: z.string(),
  action: z.enum(authorityScopes),
  detail: z.string().nullable(),
  at: z.string(),
});

export const authorityGrantRequest = z.object({
  principalRegistryOid: oid,
  granteeNationalId: nationalId,
  scopes: z.array(z.enum(authorityScopes, 'Geçerli bir yetki seçiniz.')).min(1, 'En az bir yetki seçiniz.').max(authorityScopes.length),
  validFrom: isoDate,
  validUntil: isoDate,
});

export const GrantMemberAuthority = defineOperation({
  name: 'GrantMemberAuthority',
  access: 'member',
  tag,
  summary:
    'Offers another member an authorisation to act for the caller’s own registry or a company they represent, within the chosen scopes and dates (start not before today, end at most two years on). It is in force only once the grantee accepts.',
  request: authorityGrantRequest,
  response: authoritySchema,
});

export const RetrieveMemberAuthorities = defineOperation({
  name: 'RetrieveMemberAuthorities',
  access: 'member',
  tag,
  summary: 'The authorisations the caller gave (for their own registry and the companies they represent), those given to them, and every use made under those they gave.',
  request: z.object({}),
  response: z.object({ given: z.array(authoritySchema), received: z.array(authoritySchema), uses: z.array(authorityUseSchema) }),
});

const authorityAction = <const N extends string>(name: N, summary: string) =>
  defineOperation({ name, access: 'member', tag, summary, request: z.object({ authorityOid: oid }), response: authoritySchema });

export const AcceptMemberAuthority = authorityAction('AcceptMemberAuthority', 'The grantee accepts an offered authorisation; another member’s offer is 404.');
export const DeclineMemberAuthority = authorityAction('DeclineMemberAuthority', 'The grantee declines an offered authorisation; another member’s offer is 404.');
export const RevokeMemberAuthority = authorityAction(
  'RevokeMemberAuthority',
  'The principal (the registry’s member or a company officer) revokes an offered or active authorisation; it stops at the grantee’s next call.',
);
