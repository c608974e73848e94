import type { TestApp } from '../../../testing';

/** The registry oid of a demo person. */
export async function registryOf(t: TestApp, nationalId: string): Promise<number> {
  return (await t.db.selectFrom('registry').select('oid').where('national_id', '=', nationalId).executeTakeFirstOrThrow()).oid;
}

/** Open accruals of a registry by income type as the seed made them (not restored by a broken plan), oldest due first. */
export function openAccrualsOf(t: TestApp, registryOid: number, incomeTypeCode: string) {
  return t.db
    .selectFrom('accrual')
    .select(['oid', 'amount', 'due_date', 'status'])
    .where('registry_oid', '=', registryOid)
    .where('income_type_code', '=', incomeTypeCode)
    .where('status', '=', 'open')
    .where('source_kind', '!=', 'restructuring')
    .orderBy('due_date')
    .orderBy('oid')
    .execute();
}

const count = async (t: TestApp, table: 'restructuring_log' | 'restructuring_instalment' | 'restructuring_document' | 'accrual' | 'stored_file') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Everything a refused call must leave as it was. */
export async function restructuringState(t: TestApp) {
  const restructured = await t.db
    .selectFrom('accrual')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'restructured')
    .executeTakeFirstOrThrow();
  return {
    logs: await count(t, 'restructuring_log'),
    instalments: await count(t, 'restructuring_instalment'),
    documents: await count(t, 'restructuring_document'),
    accruals: await count(t, 'accrual'),
    files: await count(t, 'stored_file'),
    restructured: Number(restructured.n),
  };
}

export const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64').toString('base64');
