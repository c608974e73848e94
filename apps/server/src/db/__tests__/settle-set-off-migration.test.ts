import { makeTurkishIban } from '@ebelediye/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { up } from '../migrations/2026-11-29T03-30-settle-set-off-water-bills';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// ZEYNEP KAYA's subscription 1000006: a 968,40 ₺ deposit and one open water bill of 240,10 ₺.
const BILL = 24_010;

describe('the migration that pays the water bills an earlier line cut set off', () => {
  it('pays them with a deposit debit note dated at the cut, once however often it runs', async () => {
    const s = await t.db.selectFrom('subscription').select(['oid', 'registry_oid']).where('subscriber_no', '=', '1000006').executeTakeFirstOrThrow();
    const bill = await t.db.selectFrom('accrual').select('oid').where('subscription_oid', '=', s.oid).where('status', '=', 'open').executeTakeFirstOrThrow();
    // A cancellation cut before the ledger settled set-offs: its final bill set 240,10 ₺ off, the bill stayed open.
    const cutAt = new Date('2026-11-20T09:00:00Z');
    const { oid } = await t.db
      .insertInto('contract_cancellation')
      .values({
        tracking_number: 'AI-TESTX-MIGRA',
        subscription_oid: s.oid,
        registry_oid: s.registry_oid,
        status: 'received',
        water_line_cutting_date: '2026-11-20',
        deposit_return_type: 1,
        iban_owner: 'ZEYNEP KAYA',
        bank_iban_no: makeTurkishIban('00010', '7000000000001006'),
        bank_branch_oid: null,
        cancellation_reason_code: null,
        address: 'Antakya',
        email: null,
        gsm: '5337654321',
        deposit_amount: 96_840,
        open_debt_total: BILL,
        set_off_amount: BILL,
        refund_amount: 96_840 - BILL,
        member_user_oid: null,
        created_at: cutAt,
        updated_at: cutAt,
        stage: 'completed',
        final_open_debt_total: BILL,
        final_set_off_amount: BILL,
        final_refund_amount: 96_840 - BILL,
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('water_line_status_history')
      .values({ subscription_oid: s.oid, cancellation_oid: oid, from_status: 2, to_status: 3, reason: 'Su hattı kesildi.', changed_at: cutAt })
      .execute();
    const before = (await t.db.selectFrom('receipt_counter').select('last_number').where('year', '=', 2026).executeTakeFirst())?.last_number ?? 0;

    await t.db.transaction().execute((trx) => up(trx));
    await t.db.transaction().execute((trx) => up(trx));

    expect((await t.db.selectFrom('accrual').select('status').where('oid', '=', bill.oid).executeTakeFirstOrThrow()).status).toBe('paid');
    const lines = await sql<{ collection_type: number; channel: string; total_amount: number; receipt_no: string; collected_at: Date; principal_amount: number }>`
      select c.collection_type, c.channel, c.total_amount, c.receipt_no, c.collected_at, l.principal_amount
      from collection_line l join collection c on c.oid = l.collection_oid where l.accrual_oid = ${bill.oid}`.execute(t.db);
    expect(lines.rows).toHaveLength(1);
    expect(lines.rows[0]).toMatchObject({ collection_type: 5, channel: 'deposit', total_amount: BILL, principal_amount: BILL });
    expect(lines.rows[0]!.receipt_no).toBe(`2026-${String(Number(before) + 1).padStart(8, '0')}`);
    expect(new Date(lines.rows[0]!.collected_at)).toEqual(cutAt);
  });
});
