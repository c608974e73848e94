import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { missingEarlierInstalments, openAccruals, recordCollection } from '..';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const asOf = '2026-11-23';
const oidOf = async (id: string) =>
  (
    await t.db
      .selectFrom('registry')
      .select('oid')
      .where((eb) => eb.or([eb('national_id', '=', id), eb('tax_number', '=', id)]))
      .executeTakeFirstOrThrow()
  ).oid;

/** An open line of the registry that may be paid on its own. */
async function payableLine(registryOid: number) {
  const open = await openAccruals(t.db, { registryOid, asOf });
  const line = open.find((l) => missingEarlierInstalments(open, [l.oid]).length === 0);
  if (!line) throw new Error('no payable demo line');
  return line.oid;
}

/** The numbers within the year of that year's receipts, sorted. */
async function numbersOf(year: number) {
  const rows = await t.db.selectFrom('collection').select('receipt_no').where('receipt_no', 'like', `${year}-%`).execute();
  return rows.map((r) => Number(r.receipt_no.slice(5))).sort((a, b) => a - b);
}

const pay = (registryOid: number, accrualOid: number) =>
  recordCollection(t.db, { registryOid, accrualOids: [accrualOid], collectionType: 4, channel: 'online', asOf, collectedAt: new Date('2026-11-23T10:00:00Z') });

describe('receipt numbers are gapless per year', () => {
  it('the demo data numbers each year 1, 2, 3, … with no gap', async () => {
    const years = (await t.db.selectFrom('receipt_counter').select(['year', 'last_number']).execute()).map((r) => ({ year: r.year, last: Number(r.last_number) }));
    expect(years.length).toBeGreaterThan(0);
    for (const { year, last } of years) {
      const numbers = await numbersOf(year);
      expect(numbers).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    }
  });

  it('a collection that rolls back does not use up a number', async () => {
    const ahmet = await oidOf('10000000146');
    const before = await numbersOf(2026);
    const last = before.at(-1) ?? 0;
    const line = await payableLine(ahmet);

    // The collection is recorded, then its transaction fails (a crash before commit).
    await expect(
      t.db.transaction().execute(async (trx) => {
        const recorded = await recordCollection(trx, { registryOid: ahmet, accrualOids: [line], collectionType: 4, channel: 'online', asOf, collectedAt: new Date() });
        expect(recorded.receiptNo).toBe(`2026-${String(last + 1).padStart(8, '0')}`);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await numbersOf(2026)).toEqual(before);

    // The next collection takes the number the rolled-back one had.
    const done = await t.db
      .transaction()
      .execute((trx) => recordCollection(trx, { registryOid: ahmet, accrualOids: [line], collectionType: 4, channel: 'online', asOf, collectedAt: new Date() }));
    expect(done.receiptNo).toBe(`2026-${String(last + 1).padStart(8, '0')}`);
  });

  it('collections at the same time take consecutive numbers, and a new year starts at 1', async () => {
    const zeynep = await oidOf('12345678950');
    const fatma = await oidOf('64211142102');
    const [a, b] = await Promise.all([pay(zeynep, await payableLine(zeynep)), pay(fatma, await payableLine(fatma))]);
    const numbers = [a, b].map((r) => Number(r.receiptNo.slice(5))).sort((x, y) => x - y);
    expect(numbers[1]! - numbers[0]!).toBe(1);
    const all = await numbersOf(2026);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));

    const open = await openAccruals(t.db, { registryOid: zeynep, asOf: '2031-01-05' });
    const line = open.find((l) => missingEarlierInstalments(open, [l.oid]).length === 0)!;
    const next = await recordCollection(t.db, {
      registryOid: zeynep,
      accrualOids: [line.oid],
      collectionType: 4,
      channel: 'online',
      asOf: '2031-01-05',
      collectedAt: new Date('2031-01-05T10:00:00Z'),
    });
    expect(next.receiptNo).toBe('2031-00000001');
  });
});
