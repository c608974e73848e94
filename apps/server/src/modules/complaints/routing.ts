import type { ParsedRequestOf } from '@ebelediye/contract';
import { insertAuditEvent } from '../../accounts/audit-repo';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { findCategory } from './repo';
import { findCategoryRouting, findUnits, replaceCategoryUnit } from './routing-repo';

/** Where each category's complaints arrive (docs/architecture.md, "Units and routing"), and the units to choose from. */
export async function complaintRouting(db: Db) {
  const [categories, units] = await Promise.all([findCategoryRouting(db), findUnits(db)]);
  return {
    categories: categories.map((c) => ({ categoryCode: c.category_code, name: c.name, unitCode: c.unit_code })),
    units: units.map((u) => ({ unitCode: u.unit_code, name: u.name })),
  };
}

/** The administrator sends a category's new complaints to another unit; the audit keeps who, what and why. */
export async function setComplaintRouting(ctx: OperationContext, member: Member, body: ParsedRequestOf<'SetBackOfficeComplaintRouting'>) {
  if (!(await findCategory(ctx.db, body.categoryCode))) throw new DomainError('CATEGORY_NOT_FOUND');
  const units = await findUnits(ctx.db);
  if (body.unitCode !== null && !units.some((u) => u.unit_code === body.unitCode)) throw new DomainError('UNIT_NOT_FOUND');
  await ctx.db.transaction().execute(async (trx) => {
    await replaceCategoryUnit(trx, body.categoryCode, body.unitCode);
    await insertAuditEvent(trx, {
      occurred_at: ctx.now(),
      event_type: 'COMPLAINT_ROUTING',
      member_oid: member.userOid,
      method: null,
      success: true,
      ip_address: ctx.ip,
      reason: JSON.stringify({ categoryCode: body.categoryCode, unitCode: body.unitCode, reason: body.reason }),
      device_class: null,
    });
  });
  ctx.log.info({ category: body.categoryCode, unit: body.unitCode }, 'complaint routing set');
  return complaintRouting(ctx.db);
}
