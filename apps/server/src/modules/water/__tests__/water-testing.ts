import { createTestApp, type TestApp } from '../../../testing';

/** A test server with a clock the test moves: SMS limits count per 10 minutes. */
export async function waterTestApp() {
  const clock = { now: new Date('2026-11-23T09:00:00+03:00') };
  const t = await createTestApp({ now: () => clock.now });
  /** Moves past the SMS window so the next code is not rate-limited. */
  const nextWindow = () => {
    clock.now = new Date(clock.now.getTime() + 11 * 60_000);
  };
  return { t, clock, nextWindow };
}

export async function cancellationRows(t: TestApp) {
  const count = async (table: 'contract_cancellation' | 'water_line_status_history') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const lines = await t.db.selectFrom('subscription').select(['subscriber_no', 'water_line_status']).where('subscriber_no', 'like', '100000%').orderBy('subscriber_no').execute();
  return { applications: await count('contract_cancellation'), history: await count('water_line_status_history'), lines };
}
