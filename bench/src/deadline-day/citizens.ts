import type pg from 'pg';
import type { FastPayer, MemberCitizen } from './journeys';

/**
 * Citizens with open debts who have not paid online before (so no two runs, and no two
 * journeys, reach for the same debts): signed-up members for the password journey, and
 * registries with a phone for fast payment, one per phone number (the SMS limit is per phone).
 */
export async function pickCitizens(client: pg.ClientBase, members: number, fastPayers: number): Promise<{ members: MemberCitizen[]; fastPayers: FastPayer[] }> {
  const unpaidOnline = `not exists (select 1 from online_payment_order o where o.registry_oid = r.oid)
    and exists (select 1 from accrual a where a.registry_oid = r.oid and a.status = 'open')`;
  const m = await client.query<{ user_name: string }>(
    `select m.user_name from member m join registry r on r.oid = m.registry_oid
      where m.status = 'ACTIVE' and m.role_code = 'USER' and ${unpaidOnline}
      order by md5(m.user_name) limit $1`,
    [members],
  );
  const f = await client.query<{ identifier: string; gsm: string }>(
    `select identifier, gsm from (
       select distinct on (r.gsm) coalesce(r.national_id, r.tax_number) as identifier, r.gsm
         from registry r
        where r.gsm is not null and (r.national_id is not null or r.tax_number is not null) and ${unpaidOnline}
          and not exists (select 1 from member m where m.registry_oid = r.oid)
        order by r.gsm, r.oid) x
      order by md5(gsm) limit $1`,
    [fastPayers],
  );
  if (m.rows.length < members || f.rows.length < fastPayers) throw new Error(`not enough unpaid demo citizens: ${m.rows.length} members, ${f.rows.length} fast payers`);
  return { members: m.rows.map((r) => ({ kind: 'member', userName: r.user_name })), fastPayers: f.rows.map((r) => ({ kind: 'fast', identifier: r.identifier, gsm: r.gsm })) };
}
