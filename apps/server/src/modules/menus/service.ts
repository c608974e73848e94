import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import { signedIn } from '../../platform/auth';
import type { Member } from '../../platform/operation-context';
import { buildMenuTree } from './menu-tree';
import { findActiveMenuItems, isActiveEmployee } from './repo';

/** The menu anyone sees: staff-only items are never in it. */
export async function menuTree(db: Db, config: AppConfig) {
  return buildMenuTree(await findActiveMenuItems(db), config.publicSetting, { employee: false });
}

/** A signed-in member's menu: an active employee also sees the staff self-service screens. */
export async function memberMenuTree(db: Db, config: AppConfig, member: Member | null) {
  const employee = await isActiveEmployee(db, signedIn(member).nationalId);
  return buildMenuTree(await findActiveMenuItems(db), config.publicSetting, { employee });
}
