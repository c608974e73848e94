import { backOfficeQueues, foldTurkishAscii, queueRoles, searchWords, turkishSortKey, type BackOfficeRole, type ParsedRequestOf, type RequiredRole } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import type { RoleCheck } from '../../platform/auth';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import * as repo from './roles-repo';

async function isAdmin(db: Db, memberOid: number): Promise<boolean> {
  const row = await repo.findMemberRole(db, memberOid);
  return row?.role_code === 'ADMIN' && row.status === 'ACTIVE';
}

/**
 * The central role check of every operation that names a role (platform/register-operations):
 * read from the database on every call, never from the token. ADMIN is the member's role code;
 * ANY is ADMIN or at least one back-office role; a back-office role must be held as such
 * (an ADMIN holds only the roles granted to them).
 */
export const roleCheck =
  (db: Db): RoleCheck =>
  async (member, role: RequiredRole) => {
    if (role === 'ADMIN') return isAdmin(db, member.userOid);
    if (role === 'ANY') return (await repo.rolesOf(db, member.userOid)).length > 0 || isAdmin(db, member.userOid);
    return repo.holds(db, member.userOid, role);
  };

/** The queues a caller sees: the ones their roles work; an ADMIN sees them all. */
export async function queuesOf(db: Db, member: Member) {
  const [roles, admin] = await Promise.all([repo.rolesOf(db, member.userOid), isAdmin(db, member.userOid)]);
  return { roles, admin, queues: backOfficeQueues.filter((queue) => admin || roles.includes(queueRoles[queue])) };
}

export async function myRoles(ctx: OperationContext, member: Member) {
  const [{ roles, admin, queues }, self] = await Promise.all([queuesOf(ctx.db, member), repo.findActiveStaffMember(ctx.db, member.userOid)]);
  return { userOid: member.userOid, name: self ? repo.memberName(self.first_name, self.last_name) : '', isAdmin: admin, roles, queues };
}

async function holderOf(db: Db, memberOid: number) {
  const person = await repo.findPerson(db, memberOid);
  if (!person) throw new DomainError('NOT_FOUND');
  return toHolder(person, await repo.findGrants(db, [memberOid]));
}

interface Person {
  oid: number;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  department: string | null;
}
type Grant = Awaited<ReturnType<typeof repo.findGrants>>[number];

const toHolder = (person: Person, grants: Grant[]) => ({
  userOid: person.oid,
  name: repo.memberName(person.first_name, person.last_name),
  title: person.title ?? '',
  department: person.department ?? '',
  roles: grants
    .filter((g) => g.member_oid === person.oid)
    .map((g) => ({ role: g.role_code, grantedAt: new Date(g.granted_at).toISOString(), grantedBy: repo.memberName(g.first_name, g.last_name, g.title) })),
});

export async function staffList(ctx: OperationContext, body: ParsedRequestOf<'GetBackOfficeStaff'>) {
  const words = searchWords(body.searchText).map(foldTurkishAscii);
  const everyone = (await repo.findAllStaff(ctx.db))
    .map((p) => ({ ...p, name: repo.memberName(p.first_name, p.last_name) }))
    .filter((p) => words.every((word) => foldTurkishAscii(p.name).includes(word)))
    .sort((a, b) => turkishSortKey(a.name).localeCompare(turkishSortKey(b.name)) || a.oid - b.oid);
  const total = everyone.length;
  const people = everyone.slice(body.pageIndex * body.pageSize, (body.pageIndex + 1) * body.pageSize);
  const grants = await repo.findGrants(
    ctx.db,
    people.map((p) => p.oid),
  );
  return { items: people.map((p) => toHolder(p, grants)), total, pageIndex: body.pageIndex, pageSize: body.pageSize };
}

/** Grant: only to an active employee with a member account; audited in the same transaction. */
export async function grantRole(ctx: OperationContext, member: Member, body: { userOid: number; role: BackOfficeRole }) {
  const now = ctx.now();
  if (!(await repo.findActiveStaffMember(ctx.db, body.userOid))) throw new DomainError('ROLE_HOLDER_NOT_EMPLOYEE');
  await ctx.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertRole(trx, { member_oid: body.userOid, role_code: body.role, granted_by: member.userOid, granted_at: now });
    if (!inserted) throw new DomainError('ROLE_ALREADY_HELD');
    await repo.insertRoleAudit(trx, { at: now, change: 'grant', role_code: body.role, member_oid: body.userOid, by_member_oid: member.userOid });
  });
  ctx.log.info({ role: body.role, holder: body.userOid }, 'back-office role granted');
  return holderOf(ctx.db, body.userOid);
}

export async function revokeRole(ctx: OperationContext, member: Member, body: { userOid: number; role: BackOfficeRole }) {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteRole(trx, body.userOid, body.role))) throw new DomainError('ROLE_NOT_HELD');
    await repo.insertRoleAudit(trx, { at: now, change: 'revoke', role_code: body.role, member_oid: body.userOid, by_member_oid: member.userOid });
  });
  ctx.log.info({ role: body.role, holder: body.userOid }, 'back-office role revoked');
  return holderOf(ctx.db, body.userOid);
}

export async function roleAudit(ctx: OperationContext, body: { pageIndex: number; pageSize: number }) {
  const [rows, total] = await Promise.all([repo.findRoleAuditPage(ctx.db, body.pageIndex, body.pageSize), repo.countRoleAudit(ctx.db)]);
  return {
    items: rows.map((r) => ({
      at: new Date(r.at).toISOString(),
      change: r.change,
      role: r.role_code,
      holder: { userOid: r.member_oid, name: repo.memberName(r.holder_first, r.holder_last) },
      by: { userOid: r.by_member_oid, name: repo.memberName(r.by_first, r.by_last) },
    })),
    total,
    pageIndex: body.pageIndex,
    pageSize: body.pageSize,
  };
}
