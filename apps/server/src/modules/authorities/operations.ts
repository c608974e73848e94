import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { grantAuthority, memberAuthorities, moveAuthority } from './service';

type AuthorityOperation = 'GrantMemberAuthority' | 'RetrieveMemberAuthorities' | 'AcceptMemberAuthority' | 'DeclineMemberAuthority' | 'RevokeMemberAuthority';

export const authorityHandlers: ModuleHandlers<AuthorityOperation> = {
  GrantMemberAuthority: (body, ctx) => grantAuthority(ctx, signedIn(ctx.member), body),
  RetrieveMemberAuthorities: (_body, ctx) => memberAuthorities(ctx, signedIn(ctx.member)),
  AcceptMemberAuthority: (body, ctx) => moveAuthority(ctx, signedIn(ctx.member), 'accept', body.authorityOid),
  DeclineMemberAuthority: (body, ctx) => moveAuthority(ctx, signedIn(ctx.member), 'decline', body.authorityOid),
  RevokeMemberAuthority: (body, ctx) => moveAuthority(ctx, signedIn(ctx.member), 'revoke', body.authorityOid),
};
