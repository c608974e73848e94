import type { Db } from '../db/kysely';
import { refreshPlannerStatistics } from '../db/statistics-repo';
import { demoCalendar } from './demo-calendar';
import { hasDemoMark, markDemoData } from './demo-presence-repo';
import { seedAddresses } from './addresses';
import { seedBackOffice } from './backoffice-queues';
import { seedDeclarations } from './declarations';
import { seedBanksAndOffices } from './banks-and-offices';
import { seedLedger } from './ledger';
import { seedParameters } from './parameters';
import { seededRandom } from './random';
import { seedRegistries } from './registries';
import { seedResolutions } from './resolutions';
import { seedRestructuring } from './restructuring';
import { seedRestructuringPlans } from './restructuring-plans';
import { seedWaterApplications } from './water-applications';
import { seedStaff } from './staff';
import { seedTaxTables } from './tax-tables';
import { seedTaxTariffs } from './tax-tariffs';
import { seedWater } from './water';
import { seedWaterLateDebts } from './water-late-debts';
import { seedWaterReadings } from './water-readings';
import { seedWaterRefundDemo } from './water-refund-demo';
import { seedWaterTariffs } from './water-tariffs';

export interface SeedOptions {
  /** Multiplies the volume of generated data (streets, doors, and later registries and accruals). */
  scale: number;
  /**
   * The demo's today (Istanbul date, YYYY-MM-DD), the day the seed runs unless given: every
   * demo date is placed relative to it (`demo-calendar.ts`). Tests give a fixed day.
   */
  today?: string;
}

/** Has the demo municipality been created in this database? */
export const isSeeded = hasDemoMark;

/** Creates the demo municipality (Antakya) deterministically: same seed, same rows. */
export async function seedDemo(db: Db, options: SeedOptions = { scale: 1 }): Promise<void> {
  const random = seededRandom(2080);
  const calendar = demoCalendar(options.today);
  await db.transaction().execute(async (trx) => {
    await seedAddresses(trx, random, options.scale);
    await seedParameters(trx);
    await seedBanksAndOffices(trx, random);
    await seedRegistries(trx, random, options.scale, calendar);
    // Own generators, so these tables stay the same whatever the other seeds draw.
    await seedTaxTables(trx, seededRandom(1319), 2080, calendar);
    await seedTaxTariffs(trx, calendar);
    await seedResolutions(trx, seededRandom(5393), 2080, calendar);
    await seedLedger(trx, seededRandom(6183), calendar);
    await seedDeclarations(trx, seededRandom(1970), options.scale, calendar);
    await seedStaff(trx, seededRandom(657), options.scale, calendar);
    await seedWater(trx, seededRandom(831), calendar);
    await seedWaterRefundDemo(trx);
    await seedWaterTariffs(trx, calendar);
    await seedRestructuring(trx, seededRandom(7440), calendar);
    await seedBackOffice(trx, seededRandom(1616), new Date(`${calendar.today}T09:00:00+03:00`));
    // The queues whose items are filed through their modules' own rules (after the roles: clerks act on them).
    await seedRestructuringPlans(trx, seededRandom(7326), calendar);
    await seedWaterApplications(trx, seededRandom(1717), calendar);
    // Last, with no random draws: every other seed's rows and receipt numbers stay as they were.
    await seedWaterReadings(trx, calendar);
    await seedWaterLateDebts(trx, calendar);
    await markDemoData(trx, options.scale, new Date());
  });
  // Once the rows are committed, so the statistics describe what every later query reads.
  await refreshPlannerStatistics(db);
}
