import type { NavigationItem } from '@ebelediye/contract';

export interface MenuEntry {
  name: string;
  path: string;
  type: 'extLink' | 'default';
  icon?: string;
  iconText?: string;
  /** Words the site search finds the entry by, both languages. */
  keywords: string[];
  /** The names of the groups above the entry, e.g. ['Vergi Tabloları']. */
  trail: string[];
}

/**
 * The menu in the visitor's language: English names where the server has them. The other
 * language's name stays a search word, so 'Hızlı Ödeme' finds Fast Payment in English too.
 */
export function localizeMenu(items: NavigationItem[], language: string): NavigationItem[] {
  if (language !== 'en') return items;
  return items.map((item) => ({
    ...item,
    ...(item.nameEn ? { name: item.nameEn, keywords: [item.name, ...(item.keywords ?? [])] } : {}),
    ...(item.label && item.nameEn ? { label: item.nameEn } : {}),
    ...(item.children ? { children: localizeMenu(item.children, language) } : {}),
  }));
}

/** Every item a citizen can go to, in menu order, with the groups it sits in. */
export function flattenMenu(items: NavigationItem[], trail: string[] = []): MenuEntry[] {
  return items.flatMap((item) => {
    if (item.children?.length) return flattenMenu(item.children, [...trail, item.name]);
    if (item.type === 'label' || !item.path) return [];
    return [
      {
        name: item.name,
        path: item.path,
        type: item.type,
        icon: item.icon,
        iconText: item.iconText,
        keywords: [item.nameEn ?? '', ...(item.keywords ?? [])].filter(Boolean),
        trail,
      },
    ];
  });
}

/** A group opens automatically when the current path matches one of its children. */
export function containsPath(item: NavigationItem, pathname: string): boolean {
  return (item.children ?? []).some((child) => (child.type === 'default' && child.path === pathname) || containsPath(child, pathname));
}

export const isExternal = (entry: { type: string }) => entry.type === 'extLink';
