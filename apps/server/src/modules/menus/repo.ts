import type { Db } from '../../db/kysely';

export function findActiveMenuItems(db: Db) {
  return db
    .selectFrom('menu_item')
    .select(['oid', 'parent_oid', 'name', 'path', 'icon', 'icon_text', 'type', 'label', 'badge_value', 'badge_color', 'sort_order', 'visible_when'])
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('oid')
    .execute();
}

export type MenuRow = Awaited<ReturnType<typeof findActiveMenuItems>>[number];
