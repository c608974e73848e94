import type { Db } from '../../db/kysely';
import { createAccruals, openAccruals, payerScope, RESTRUCTURING_INCOME_TYPE, type OpenAccrual } from '../../ledger';
import type { Member, OperationContext } from '../../platform/operation-context';
import type { Instalment } from './installment-plan';
import { findAccruals, findApplicant } from './repo';

/**
 * This installation's revenue code (gelir kodu) for restructuring instalments; the ledger's
 * table has none for it. The instalments' income type is the ledger's RESTRUCTURING_INCOME_TYPE.
 */
export const RESTRUCTURING_REVENUE_CODE = 9001;

export interface LedgerDebt extends OpenAccrual {
  accrualOid: number;
}

/** The registries a member may restructure for: their own and the companies they represent (ledger payerScope). */
export async function actingRegistries(ctx: OperationContext, member: Member): Promise<number[]> {
  return (await payerScope(ctx.db, ctx.config, { member }, ctx.now(), 'own')).registryOids;
}

/** Open debts of one registry with the delay fine as of the day, oldest due first. */
export async function openDebts(db: Db, registryOid: number, asOf: string, accrualOids?: readonly number[]): Promise<LedgerDebt[]> {
  const rows = await openAccruals(db, { registryOid, asOf, ...(accrualOids ? { accrualOids } : {}) });
  return rows.map((row) => ({ ...row, accrualOid: row.oid }));
}

export async function applicantOf(db: Db, registryOid: number) {
  const row = await findApplicant(db, registryOid);
  return { name: row.title ?? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(), identityNo: row.national_id ?? row.tax_number ?? '' };
}

/** Each instalment becomes an open accrual of the registry, so debt questioning and payment treat it like any debt. */
export function createInstalmentAccruals(
  trx: Db,
  plan: { registryOid: number; logOid: number; applicationNo: string; accruedOn: string; instalments: readonly Instalment[] },
): Promise<number[]> {
  const count = plan.instalments.length;
  return createAccruals(
    trx,
    plan.instalments.map((i) => ({
      registry_oid: plan.registryOid,
      income_type_code: RESTRUCTURING_INCOME_TYPE,
      revenue_code: RESTRUCTURING_REVENUE_CODE,
      revenue_type: null,
      description: count === 1 ? `Yapılandırma ${plan.applicationNo} (peşin)` : `Yapılandırma ${plan.applicationNo} taksit ${i.instalmentNo}/${count}`,
      year: Number(i.dueDate.slice(0, 4)),
      instalment_no: i.instalmentNo,
      period_label: `${i.instalmentNo}/${count}`,
      amount: i.amount,
      due_date: i.dueDate,
      accrued_on: plan.accruedOn,
      source_kind: 'restructuring',
      source_oid: plan.logOid,
      real_estate_oid: null,
      subscription_oid: null,
    })),
  );
}

/**
 * A broken plan's unpaid principals come back as open accruals with the original income
 * type, revenue code, period and due date, so the delay fine runs from the original due date.
 */
export async function createRestoredAccruals(
  trx: Db,
  log: { oid: number; registry_oid: number },
  restoredOn: string,
  debts: ReadonlyArray<{ accrual_oid: number; unpaid: number }>,
): Promise<number[]> {
  if (debts.length === 0) return [];
  const originals = await findAccruals(
    trx,
    debts.map((d) => d.accrual_oid),
  );
  const byOid = new Map(originals.map((o) => [o.oid, o]));
  return createAccruals(
    trx,
    debts.map((d) => {
      const original = byOid.get(d.accrual_oid)!;
      return {
        registry_oid: log.registry_oid,
        income_type_code: original.income_type_code,
        revenue_code: original.revenue_code,
        revenue_type: original.revenue_type,
        description: `${original.description} (bozulan yapılandırmadan)`,
        year: original.year,
        instalment_no: original.instalment_no,
        period_label: original.period_label,
        amount: d.unpaid,
        due_date: original.due_date,
        accrued_on: restoredOn,
        source_kind: 'restructuring' as const,
        source_oid: log.oid,
        real_estate_oid: original.real_estate_oid,
        subscription_oid: original.subscription_oid,
      };
    }),
  );
}
