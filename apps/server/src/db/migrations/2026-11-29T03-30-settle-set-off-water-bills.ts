import { sql, type Kysely } from 'kysely';

/**
 * A water line cut for a cancellation fixed the final bill with the deposit set off against the
 * open water bills, but nothing paid those bills, so they stayed payable on every debt screen and
 * a citizen could pay them a second time. From now on the cut settles them through the ledger as a
 * deposit debit note (collection type 5). This repairs what earlier cuts left: for each cut
 * cancellation with a set-off, the subscription's water bills still open are paid oldest first
 * up to the set-off, with the receipt numbered in the year of the cut. Written out here
 * rather than with the ledger's code, so that the migration stays what it was when that code changes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const cut = await sql<{ registry_oid: number; subscription_oid: number; set_off: number; cut_at: Date }>`
    select c.registry_oid, c.subscription_oid, c.final_set_off_amount as set_off, coalesce(h.changed_at, c.updated_at) as cut_at
    from contract_cancellation c
    left join lateral (
      select max(changed_at) as changed_at from water_line_status_history
      where cancellation_oid = c.oid and to_status = 3
    ) h on true
    where c.final_set_off_amount > 0 and c.stage in ('lineCut', 'refundApproved', 'completed', 'refundRejected')
    order by c.oid`.execute(db);
  for (const row of cut.rows) {
    const open = await sql<{ oid: number; amount: number }>`
      select a.oid, a.amount - coalesce((select sum(l.principal_amount) from collection_line l where l.accrual_oid = a.oid), 0) as amount
      from accrual a
      where a.subscription_oid = ${row.subscription_oid} and a.registry_oid = ${row.registry_oid}
        and a.income_type_code = 'SU' and a.status = 'open'
      order by a.due_date, a.oid
      for update`.execute(db);
    // Water bills carry no delay fine; the last one reached may be met in part and stays open for the rest.
    const chosen: { oid: number; amount: number; whole: boolean }[] = [];
    let left = Number(row.set_off);
    for (const bill of open.rows) {
      if (left === 0) break;
      const amount = Math.min(Number(bill.amount), left);
      chosen.push({ oid: bill.oid, amount, whole: amount === Number(bill.amount) });
      left -= amount;
    }
    if (chosen.length === 0) continue;
    const at = new Date(row.cut_at);
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(at));
    const counter = await sql<{ last_number: number }>`
      insert into receipt_counter (year, last_number) values (${year}, 1)
      on conflict (year) do update set last_number = receipt_counter.last_number + 1
      returning last_number`.execute(db);
    const receiptNo = `${year}-${String(counter.rows[0]!.last_number).padStart(8, '0')}`;
    const total = chosen.reduce((sum, bill) => sum + Number(bill.amount), 0);
    const collection = await sql<{ oid: number }>`
      insert into collection (registry_oid, collected_at, collection_type, channel, total_amount, receipt_no, verification_code)
      values (${row.registry_oid}, ${at}, 5, 'deposit', ${total}, ${receiptNo},
              upper(regexp_replace(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12), '(....)(....)(....)', '\\1-\\2-\\3')))
      returning oid`.execute(db);
    const collectionOid = collection.rows[0]!.oid;
    for (const bill of chosen) {
      await sql`insert into collection_line (collection_oid, accrual_oid, principal_amount, delay_fine_amount) values (${collectionOid}, ${bill.oid}, ${bill.amount}, 0)`.execute(db);
      if (bill.whole) await sql`update accrual set status = 'paid' where oid = ${bill.oid}`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  // The bills were paid by the deposit: undoing that would make them payable twice again.
}
