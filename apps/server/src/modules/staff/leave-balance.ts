/**
 * Total, used and remaining leave days per kind and year (docs/domain/staff.md). Entitlements are
 * configuration tiers by completed years of service; a kind that carries over (yearly leave)
 * brings the unused part of last year's entitlement into this year only, and days taken
 * use the carried days first. The balance starts with the first year on record.
 */
export interface LeaveKindRule {
  code: string;
  name: string;
  carriesOver: boolean;
  /** Ascending by serviceYearsFrom; empty when the law sets no yearly limit. */
  tiers: readonly { serviceYearsFrom: number; days: number }[];
}

export interface LeaveTaken {
  kindCode: string;
  year: number;
  dayCount: number;
  status: 'approved' | 'pending' | 'rejected' | 'cancelled';
}

export interface LeaveBalance {
  leaveKindCode: string;
  leaveKindName: string;
  entitlement: number | null;
  carriedOver: number;
  total: number | null;
  used: number;
  pending: number;
  remaining: number | null;
}

/** Whole years from one ISO date to another (the anniversary counts). */
export function completedYears(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return Math.max(0, ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0));
}

/** The entitlement of a year: the tier of the years of service completed by 1 January. */
export function entitlementFor(rule: LeaveKindRule, startedOn: string, year: number): number | null {
  if (rule.tiers.length === 0) return null;
  const years = completedYears(startedOn, `${year}-01-01`);
  let days = 0;
  for (const tier of rule.tiers) if (years >= tier.serviceYearsFrom) days = tier.days;
  return days;
}

const sumDays = (taken: readonly LeaveTaken[], code: string, year: number, status: LeaveTaken['status']) =>
  taken.filter((t) => t.kindCode === code && t.year === year && t.status === status).reduce((sum, t) => sum + t.dayCount, 0);

export function leaveBalances(rules: readonly LeaveKindRule[], startedOn: string, taken: readonly LeaveTaken[], year: number): LeaveBalance[] {
  const firstYear = Math.min(year, ...taken.map((t) => t.year));
  return rules.map((rule) => {
    let carriedOver = 0;
    if (rule.carriesOver) {
      for (let y = firstYear; y < year; y++) {
        const own = entitlementFor(rule, startedOn, y) ?? 0;
        const usedOfOwn = Math.max(0, sumDays(taken, rule.code, y, 'approved') - carriedOver);
        carriedOver = Math.max(0, own - usedOfOwn);
      }
    }
    const entitlement = entitlementFor(rule, startedOn, year);
    const used = sumDays(taken, rule.code, year, 'approved');
    const total = entitlement === null ? null : entitlement + carriedOver;
    return {
      leaveKindCode: rule.code,
      leaveKindName: rule.name,
      entitlement,
      carriedOver,
      total,
      used,
      pending: sumDays(taken, rule.code, year, 'pending'),
      remaining: total === null ? null : total - used,
    };
  });
}
