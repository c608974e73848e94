import type { Db } from '../kysely';
import { seedBackOfficeRoles } from './backoffice';
import type { Random } from './random';

/** The back office's demo (issue 16): roles, and open items in every queue anchored on today. */
export async function seedBackOffice(db: Db, _random: Random, now: Date): Promise<void> {
  await seedBackOfficeRoles(db, now);
}
