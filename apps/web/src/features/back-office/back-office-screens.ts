import type { MenuKey, ToolKey } from './back-office-menu';
import { backOfficePaths } from './back-office-paths';

export type Screen =
  | { name: 'dashboard' }
  | { name: 'list'; queue: Exclude<MenuKey, 'dashboard' | 'roles' | ToolKey> }
  | { name: 'item'; queue: Exclude<MenuKey, 'dashboard' | 'roles' | ToolKey>; oid: number }
  | { name: 'roles' }
  | { name: ToolKey }
  | { name: 'notFound' };

const sections: Record<string, Exclude<MenuKey, 'dashboard' | ToolKey>> = {
  [backOfficePaths.complaints]: 'complaints',
  [backOfficePaths.cancellations]: 'waterCancellations',
  [backOfficePaths.declarations]: 'declarations',
  [backOfficePaths.restructurings]: 'restructurings',
  [backOfficePaths.waterApplications]: 'waterApplications',
  [backOfficePaths.roles]: 'roles',
};

/**
 * The screen of an address inside /yonetim. The area picks its screen itself rather than through
 * a second router: the citizen pages' entry chunk then carries none of the back office's routing.
 */
export function screenFor(pathname: string): Screen {
  const path = pathname.replace(/\/+$/, '');
  if (path === backOfficePaths.dashboard) return { name: 'dashboard' };
  if (path === backOfficePaths.members) return { name: 'members' };
  if (path === backOfficePaths.notifications) return { name: 'notifications' };
  if (path === backOfficePaths.replyTemplates) return { name: 'replyTemplates' };
  if (path === backOfficePaths.complaintRouting) return { name: 'complaintRouting' };
  if (path === backOfficePaths.yearlyTax) return { name: 'yearlyTax' };
  if (path === backOfficePaths.imports) return { name: 'imports' };
  if (path === backOfficePaths.waterSubscriptions) return { name: 'waterSubscriptions' };
  if (path === backOfficePaths.waterReadings) return { name: 'waterReadings' };
  if (path === backOfficePaths.waterTariffs) return { name: 'waterTariffs' };
  if (path === backOfficePaths.waterBilling) return { name: 'waterBilling' };
  if (path === backOfficePaths.waterLateDebts) return { name: 'waterLateDebts' };
  const [, first, second, third, ...rest] = path.split('/');
  if (rest.length > 0 || (third !== undefined && !/^\d{1,15}$/.test(third))) return { name: 'notFound' };
  const section = sections[`/${first}/${second}`];
  if (!section) return { name: 'notFound' };
  if (section === 'roles') return third === undefined ? { name: 'roles' } : { name: 'notFound' };
  if (third === undefined) return { name: 'list', queue: section };
  const oid = Number(third);
  return oid > 0 && Number.isSafeInteger(oid) ? { name: 'item', queue: section, oid } : { name: 'notFound' };
}
