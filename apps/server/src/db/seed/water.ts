import { parameterTypeCodes } from '@ebelediye/contract';
import type { Db } from '../kysely';
import type { seededRandom } from './random';

/**
 * Water cancellation settings of the demo municipality (issue 9): open water debts are set
 * off against the deposit (İZSU/İSKİ practice, domain.md §5.4); a municipality that wants
 * them paid first sets PAY_FIRST.
 */
export async function seedWater(db: Db, _random: ReturnType<typeof seededRandom>): Promise<void> {
  await db
    .insertInto('parameter')
    .values({
      parameter_type_code: parameterTypeCodes.systemSetting,
      parameter_code: 'WATER_DEBT_SETTLEMENT',
      parameter_name: 'Abonelik iptalinde su borçları (SET_OFF: güvenceden mahsup, PAY_FIRST: önce ödenir)',
      parameter_value: 'SET_OFF',
    })
    .execute();
}
