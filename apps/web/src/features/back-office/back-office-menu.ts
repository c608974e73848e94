import { queueRoles, type BackOfficeQueue } from '@ebelediye/contract';
import { backOfficePaths } from './back-office-paths';

/**
 * The tools beside the queues: the member lookup (any role), the yearly accrual run
 * (REVENUE_CLERK), the notifications sent (ADMIN or PAYMENTS_OPERATOR), the reply templates
 * (ADMIN), and the water clerk's
 * reading route, tariffs, billing run and late debts (WATER_CLERK).
 */
export type ToolKey = 'members' | 'notifications' | 'yearlyTax' | 'replyTemplates' | 'complaintRouting' | 'imports' | WaterToolKey;
export type WaterToolKey = 'waterSubscriptions' | 'waterReadings' | 'waterTariffs' | 'waterBilling' | 'waterLateDebts';
export type MenuKey = 'dashboard' | BackOfficeQueue | 'roles' | ToolKey;

export interface BackOfficeMenuItem {
  key: MenuKey;
  path: string;
}

const queuePaths: Record<BackOfficeQueue, string> = {
  complaints: backOfficePaths.complaints,
  waterCancellations: backOfficePaths.cancellations,
  declarations: backOfficePaths.declarations,
  restructurings: backOfficePaths.restructurings,
  waterApplications: backOfficePaths.waterApplications,
};

/**
 * The screens the server says this member may open (GetMyBackOfficeRoles). A queue opens with
 * its role: an ADMIN sees every queue's count on the dashboard but works only the queues whose
 * roles they hold, as the server checks on every call. The menu spares a clerk refused screens.
 */
export function menuFor(access: { queues: readonly BackOfficeQueue[]; roles: readonly string[]; isAdmin: boolean }): BackOfficeMenuItem[] {
  const queues = (Object.keys(queuePaths) as BackOfficeQueue[]).filter((queue) => access.queues.includes(queue) && access.roles.includes(queueRoles[queue]));
  return [
    { key: 'dashboard', path: backOfficePaths.dashboard },
    ...queues.map((queue) => ({ key: queue, path: queuePaths[queue] })),
    ...(access.roles.includes('WATER_CLERK')
      ? (['waterSubscriptions', 'waterReadings', 'waterTariffs', 'waterBilling', 'waterLateDebts'] as const).map((key) => ({ key, path: backOfficePaths[key] }))
      : []),
    { key: 'members' as const, path: backOfficePaths.members },
    ...(access.roles.includes('REVENUE_CLERK') ? [{ key: 'yearlyTax' as const, path: backOfficePaths.yearlyTax }] : []),
    ...(access.isAdmin || access.roles.includes('PAYMENTS_OPERATOR') ? [{ key: 'notifications' as const, path: backOfficePaths.notifications }] : []),
    ...(access.isAdmin ? [{ key: 'roles' as const, path: backOfficePaths.roles }] : []),
    ...(access.isAdmin ? [{ key: 'replyTemplates' as const, path: backOfficePaths.replyTemplates }] : []),
    ...(access.isAdmin ? [{ key: 'complaintRouting' as const, path: backOfficePaths.complaintRouting }] : []),
    ...(access.isAdmin ? [{ key: 'imports' as const, path: backOfficePaths.imports }] : []),
  ];
}

/** The menu item an address belongs to: the longest path that is the address or its parent. */
export function activeMenuItem(items: readonly BackOfficeMenuItem[], pathname: string): BackOfficeMenuItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return items.filter((item) => path === item.path || path.startsWith(`${item.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}
