import type { NavigationItem, PublicAppSetting } from '@ebelediye/contract';
import type { MenuRow } from './repo';

/**
 * `visible_when` names a condition on the public settings: a boolean setting
 * (`ShowSubscriptionMenu`) or `CountyCode=2080` for items one municipality offers; parts
 * joined by `&` must all hold (`HasSubscription&ShowSubscriptionMenu`).
 */
export function isVisible(condition: string | null, settings: PublicAppSetting): boolean {
  if (!condition) return true;
  return condition.split('&').every((part) => {
    const [key, expected] = part.split('=') as [keyof PublicAppSetting, string | undefined];
    const value = settings[key];
    return expected === undefined ? value === true : String(value) === expected;
  });
}

function resolvePath(path: string | null, settings: PublicAppSetting): string | undefined {
  if (!path) return undefined;
  if (!path.startsWith('setting:')) return path;
  const value = settings[path.slice('setting:'.length) as keyof PublicAppSetting];
  return typeof value === 'string' && value ? value : undefined;
}

const keywordsOf = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

function toItem(row: MenuRow, settings: PublicAppSetting): NavigationItem | null {
  const path = resolvePath(row.path, settings);
  if (row.path && !path) return null; // a link whose address the municipality has not configured
  const keywords = keywordsOf(row.keywords);
  return {
    name: row.name,
    ...(row.name_en ? { nameEn: row.name_en } : {}),
    ...(keywords.length > 0 ? { keywords } : {}),
    type: row.type,
    ...(path ? { path } : {}),
    ...(row.icon ? { icon: row.icon } : {}),
    ...(row.icon_text ? { iconText: row.icon_text } : {}),
    ...(row.label ? { label: row.label } : {}),
    ...(row.badge_value ? { badge: { value: row.badge_value, color: row.badge_color ?? 'primary' } } : {}),
  };
}

export interface MenuAudience {
  /** A signed-in active employee: staff-only items are shown. */
  employee: boolean;
}

/**
 * Builds the nested menu from flat rows; a group left without visible children is dropped, and
 * an item for employees (with everything under it) is left out for anyone else.
 */
export function buildMenuTree(rows: MenuRow[], settings: PublicAppSetting, audience: MenuAudience): NavigationItem[] {
  const visible = rows.filter((row) => isVisible(row.visible_when, settings) && (row.audience === 'public' || audience.employee));
  const childrenOf = (parent: number | null): NavigationItem[] =>
    visible
      .filter((row) => row.parent_oid === parent)
      .flatMap((row) => {
        const item = toItem(row, settings);
        if (!item) return [];
        const hasChildren = visible.some((r) => r.parent_oid === row.oid);
        if (!hasChildren) return row.path || row.type === 'label' ? [item] : [];
        const children = childrenOf(row.oid);
        return children.length > 0 ? [{ ...item, children }] : [];
      });
  return childrenOf(null);
}
