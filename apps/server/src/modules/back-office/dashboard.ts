import type { BackOfficeQueue } from '@ebelediye/contract';
import type { Member, OperationContext } from '../../platform/operation-context';
import { findCategories, findDistricts, findUnits } from './lookups-repo';
import { minutesBetween, type Backlog } from '../../platform/work-queue';
import { deadlineDaysOf, overdueBefore } from '../../platform/work-queue-deadline';
import type { BacklogContext } from '../../platform/work-queue-declaration';
import { findColleagues, memberName } from './roles-repo';
import { queuesOf } from './roles';

type BacklogOf = (ctx: BacklogContext) => Promise<Backlog>;

/** Each queue's waiting work, counted by the module that owns the queue (given by the composition root, modules/handlers.ts). */
export type Backlogs = Record<BackOfficeQueue, BacklogOf>;

export async function dashboard(ctx: OperationContext, member: Member, backlogs: Backlogs) {
  const now = ctx.now();
  const { queues } = await queuesOf(ctx.db, member);
  const summaries = await Promise.all(
    queues.flatMap((queue) => {
      const backlog = backlogs[queue];
      if (!backlog) return [];
      return [
        backlog({ db: ctx.db, now, overdueBefore: overdueBefore(now, deadlineDaysOf(ctx.config, queue)) }).then((b) => {
          const oldest = b.oldest === null ? null : new Date(b.oldest);
          return {
            queue,
            waitingCount: Number(b.waiting),
            unassignedCount: Number(b.unassigned),
            overdueCount: Number(b.overdue),
            oldestAt: oldest?.toISOString() ?? null,
            oldestAgeMinutes: oldest ? minutesBetween(oldest, now) : null,
          };
        }),
      ];
    }),
  );
  // Oldest waiting work first; empty queues last.
  return { queues: summaries.sort((a, b) => (b.oldestAgeMinutes ?? -1) - (a.oldestAgeMinutes ?? -1)) };
}

export async function lookups(ctx: OperationContext) {
  const [units, categories, districts, colleagues] = await Promise.all([
    findUnits(ctx.db),
    findCategories(ctx.db),
    findDistricts(ctx.db, ctx.config.publicSetting.CountyCode),
    findColleagues(ctx.db),
  ]);
  const people = new Map<number, { userOid: number; name: string; roles: (typeof colleagues)[number]['role_code'][] }>();
  for (const c of colleagues) {
    const oid = Number(c.oid);
    const person = people.get(oid) ?? { userOid: oid, name: memberName(c.first_name, c.last_name), roles: [] };
    person.roles.push(c.role_code);
    people.set(oid, person);
  }
  return {
    units: units.map((u) => ({ unitCode: u.unit_code, name: u.name })),
    complaintCategories: categories.map((c) => ({ categoryCode: c.parameter_code, name: c.parameter_name })),
    districts: districts.map((d) => ({ districtCode: d.district_code, name: d.district_name })),
    colleagues: [...people.values()],
  };
}
