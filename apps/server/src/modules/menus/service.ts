import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import { buildMenuTree } from './menu-tree';
import { findActiveMenuItems } from './repo';

export async function menuTree(db: Db, config: AppConfig) {
  return buildMenuTree(await findActiveMenuItems(db), config.publicSetting);
}
