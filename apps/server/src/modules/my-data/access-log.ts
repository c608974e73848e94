import type { OperationDefinition, OperationName } from '@ebelediye/contract';
import { staffRolesOf } from '../../accounts/staff-roles';
import type { Db } from '../../db/kysely';
import type { AccessLogger } from '../../platform/operation-context';
import { accessSubjects } from './access-subjects';
import { findEmployeeUnit, insertRecordAccessOnce } from './repo';

/**
 * One view session: the detail screens re-read an item on every focus and after every action so a
 * clerk never acts on a stale version, and each read used to be a row. Within this window the same
 * staff member, screen, person and reason is one entry (docs/security.md, the access log).
 */
export const VIEW_SESSION_MS = 30 * 60_000;

/**
 * Writes the citizen's access log entry for a back-office read (KVKK): the staff member, the
 * role the screen requires, their unit, the screen and the queue item, once per view session.
 * `record_access` is append-only in the database itself (a trigger refuses UPDATE, DELETE and TRUNCATE).
 */
export const recordAccessLogger =
  (db: Db): AccessLogger =>
  async ({ operation, body, answer, staff, at }) => {
    const resolve = accessSubjects[operation.name as OperationName];
    if (!resolve) throw new Error(`No access-log subject for ${operation.name}`);
    const found = await resolve(db, body as Record<string, unknown>, answer);
    // A read that found no record opened nobody's data.
    const subjects = (Array.isArray(found) ? found : found ? [found] : []).filter((s) => s.memberOid !== null || s.registryOid !== null);
    if (subjects.length === 0) return;
    const [unit, held] = await Promise.all([findEmployeeUnit(db, staff.nationalId), staffRolesOf(db, staff.userOid)]);
    const staffRole = operation.role && operation.role !== 'ANY' ? operation.role : held.admin ? 'ADMIN' : held.roles.join(', ') || 'STAFF';
    for (const subject of subjects) {
      await insertRecordAccessOnce(
        db,
        {
          member_oid: subject.memberOid,
          registry_oid: subject.registryOid,
          staff_member_oid: staff.userOid,
          staff_role: staffRole,
          staff_unit: unit?.department ?? '—',
          screen: subject.screen ?? operation.accessLog ?? operation.name,
          reason: subject.reason,
          accessed_at: at,
        },
        new Date(at.getTime() - VIEW_SESSION_MS),
      );
    }
  };

/** Every logged operation has a way to find its subject: checked when the server starts. */
export const hasAccessSubject = (operation: OperationDefinition) => accessSubjects[operation.name as OperationName] !== undefined;
