import type { Db } from '../../db/kysely';

export function findActiveMenuItems(db: Db) {
  return db
    .selectFrom('menu_item')
    .select([
      'oid',
      'parent_oid',
      'name',
      'name_en',
      'keywords',
      'audience',
      'path',
      'icon',
      'icon_text',
      'type',
      'label',
      'badge_value',
      'badge_color',
      'sort_order',
      'visible_when',
    ])
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('oid')
    .execute();
}

export type MenuRow = Awaited<ReturnType<typeof findActiveMenuItems>>[number];

/** Whether the national ID belongs to an active employee: the staff menu's audience. */
export async function isActiveEmployee(db: Db, nationalId: string): Promise<boolean> {
  const row = await db.selectFrom('employee').select('oid').where('national_id', '=', nationalId).where('is_active', '=', true).executeTakeFirst();
  return row !== undefined;
}
