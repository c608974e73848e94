import {
  backOfficeQueues,
  foldTurkishAscii,
  queueRoles,
  searchWords,
  turkishSortKey,
  type BackOfficeQueue,
  type BackOfficeRole,
  type ParsedRequestOf,
  type RequiredRole,
} from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import type { RoleCheck } from '../../platform/auth';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import type { QueueHandOver } from '../../platform/work-queue-hand-over';
import { requireAssignee, staffNames } from '../../platform/work-queue-repo';
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
  const [{ roles, admin, queues }, self, units] = await Promise.all([
    queuesOf(ctx.db, member),
    repo.findActiveStaffMember(ctx.db, member.userOid),
    repo.findStaffUnits(ctx.db, [member.userOid]),
  ]);
  const name = self ? repo.memberName(self.first_name, self.last_name) : '';
  return { userOid: member.userOid, name, isAdmin: admin, roles, queues, unitCodes: units.map((u) => u.unit_code) };
}

async function holderOf(db: Db, memberOid: number) {
  const person = await repo.findPerson(db, memberOid);
  if (!person) throw new DomainError('NOT_FOUND');
  const [grants, units] = await Promise.all([repo.findGrants(db, [memberOid]), repo.findStaffUnits(db, [memberOid])]);
  return toHolder(person, grants, units);
}

interface Person {
  oid: number;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  department: string | null;
}
type Grant = Awaited<ReturnType<typeof repo.findGrants>>[number];
type StaffUnit = Awaited<ReturnType<typeof repo.findStaffUnits>>[number];

const toHolder = (person: Person, grants: Grant[], units: StaffUnit[]) => ({
  userOid: person.oid,
  name: repo.memberName(person.first_name, person.last_name),
  title: person.title ?? '',
  department: person.department ?? '',
  roles: grants
    .filter((g) => g.member_oid === person.oid)
    .map((g) => ({ role: g.role_code, grantedAt: new Date(g.granted_at).toISOString(), grantedBy: repo.memberName(g.first_name, g.last_name, g.title) })),
  unitCodes: units.filter((u) => Number(u.member_oid) === person.oid).map((u) => u.unit_code),
});

export async function staffList(ctx: OperationContext, body: ParsedRequestOf<'GetBackOfficeStaff'>) {
  const words = searchWords(body.searchText).map(foldTurkishAscii);
  const everyone = (await repo.findAllStaff(ctx.db))
    .map((p) => ({ ...p, name: repo.memberName(p.first_name, p.last_name) }))
    .filter((p) => words.every((word) => foldTurkishAscii(p.name).includes(word)))
    .sort((a, b) => turkishSortKey(a.name).localeCompare(turkishSortKey(b.name)) || a.oid - b.oid);
  const total = everyone.length;
  const people = everyone.slice(body.pageIndex * body.pageSize, (body.pageIndex + 1) * body.pageSize);
  const oids = people.map((p) => p.oid);
  const [grants, units] = await Promise.all([repo.findGrants(ctx.db, oids), repo.findStaffUnits(ctx.db, oids)]);
  return { items: people.map((p) => toHolder(p, grants, units)), total, pageIndex: body.pageIndex, pageSize: body.pageSize };
}

/** Grant: only to an active employee with a member account; audited with the reason in the same transaction. */
export async function grantRole(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GrantBackOfficeRole'>) {
  const now = ctx.now();
  if (!(await repo.findActiveStaffMember(ctx.db, body.userOid))) throw new DomainError('ROLE_HOLDER_NOT_EMPLOYEE');
  await ctx.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertRole(trx, { member_oid: body.userOid, role_code: body.role, granted_by: member.userOid, granted_at: now });
    if (!inserted) throw new DomainError('ROLE_ALREADY_HELD');
    await repo.insertRoleAudit(trx, { at: now, change: 'grant', role_code: body.role, member_oid: body.userOid, by_member_oid: member.userOid, reason: body.reason });
  });
  ctx.log.info({ role: body.role, holder: body.userOid }, 'back-office role granted');
  return holderOf(ctx.db, body.userOid);
}

/** Each queue's hand-over, given by the composition root (modules never import each other). */
/**
 * Sets the units an employee works for (docs/architecture.md, "Units and routing"), replacing
 * the earlier ones; the role audit keeps the units set and the reason, in the same transaction.
 */
export async function setStaffUnits(ctx: OperationContext, member: Member, body: ParsedRequestOf<'SetBackOfficeStaffUnits'>) {
  const now = ctx.now();
  const unitCodes = [...new Set(body.unitCodes)].sort();
  if (!(await repo.findActiveStaffMember(ctx.db, body.userOid))) throw new DomainError('ROLE_HOLDER_NOT_EMPLOYEE');
  if ((await repo.findUnitCodes(ctx.db, unitCodes)).length !== unitCodes.length) throw new DomainError('UNIT_NOT_FOUND');
  await ctx.db.transaction().execute(async (trx) => {
    await repo.replaceStaffUnits(trx, body.userOid, unitCodes);
    await repo.insertRoleAudit(trx, {
      at: now,
      change: 'units',
      role_code: 'COMPLAINTS_CLERK',
      member_oid: body.userOid,
      by_member_oid: member.userOid,
      reason: body.reason,
      unit_codes: unitCodes.join(','),
    });
  });
  ctx.log.info({ holder: body.userOid, units: unitCodes }, 'back-office units set');
  return holderOf(ctx.db, body.userOid);
}

export type HandOvers = Record<BackOfficeQueue, QueueHandOver>;

const queuesOfRole = (role: BackOfficeRole) => backOfficeQueues.filter((queue) => queueRoles[queue] === role);

/** What a revoke would hand over: the open items the employee holds in the role's queues. */
export async function heldItems(ctx: OperationContext, handOvers: HandOvers, body: ParsedRequestOf<'GetBackOfficeHeldItems'>) {
  const lists = await Promise.all(queuesOfRole(body.role).map((queue) => handOvers[queue].held(ctx, body.userOid)));
  return { items: lists.flat() };
}

/**
 * Revoke: the role goes, and in the same transaction the employee's open items in its queues go
 * back to the inbox or to the named colleague, each with the reason in its history; the audit
 * keeps the reason and the count. Without this the items would stay assigned to someone who can
 * no longer open them, and drop out of every filter but hers.
 */
export async function revokeRole(ctx: OperationContext, member: Member, handOvers: HandOvers, body: ParsedRequestOf<'RevokeBackOfficeRole'>) {
  const now = ctx.now();
  const to = body.handToUserOid ?? null;
  if (to === body.userOid) throw new DomainError('HAND_OVER_TO_SELF');
  const handed = await ctx.db.transaction().execute(async (trx) => {
    if (to !== null) await requireAssignee(trx, to, body.role);
    if (!(await repo.deleteRole(trx, body.userOid, body.role))) throw new DomainError('ROLE_NOT_HELD');
    const names = await staffNames(trx, [body.userOid, to]);
    const whereTo = to === null ? 'iş kutusuna döndü' : `${names.get(to) ?? ''} devraldı`;
    const note = `${names.get(body.userOid) ?? ''} çalışanının rolü geri alındı, ${whereTo}. Gerekçe: ${body.reason}`;
    let count = 0;
    for (const queue of queuesOfRole(body.role)) count += await handOvers[queue].handOverIn(trx, { actor: member, from: body.userOid, to, note, now });
    await repo.insertRoleAudit(trx, {
      at: now,
      change: 'revoke',
      role_code: body.role,
      member_oid: body.userOid,
      by_member_oid: member.userOid,
      reason: body.reason,
      items_handed_over: count,
      handed_to_member_oid: to,
    });
    return count;
  });
  ctx.log.info({ role: body.role, holder: body.userOid, handed, to }, 'back-office role revoked');
  return { ...(await holderOf(ctx.db, body.userOid)), itemsHandedOver: handed };
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
      reason: r.reason,
      itemsHandedOver: r.items_handed_over,
      handedTo: r.handed_to_member_oid === null ? null : { userOid: r.handed_to_member_oid, name: repo.memberName(r.to_first, r.to_last) },
      unitCodes: r.unit_codes === null ? null : r.unit_codes.split(',').filter((code) => code !== ''),
    })),
    total,
    pageIndex: body.pageIndex,
    pageSize: body.pageSize,
  };
}
