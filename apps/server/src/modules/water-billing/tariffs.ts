import type { ParsedRequestOf, ResponseOf } from '@ebelediye/contract';
import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import type { Member } from '../../platform/operation-context';
import { findSubscriptionForReading } from '../../subscriptions/meter-reading-repo';
import { findBlocksOf, findReductions } from '../../subscriptions/tariff-in-force-repo';
import { changeSubscriptionReduction } from '../../subscriptions/water-reduction-repo';
import * as repo from './tariff-repo';

type Tariff = ResponseOf<'AddBackOfficeWaterTariff'>;

const toTariff = (row: Awaited<ReturnType<typeof repo.findTariffs>>[number], blocks: Awaited<ReturnType<typeof findBlocksOf>>): Tariff => ({
  tariffOid: Number(row.oid),
  subscriberType: row.subscriber_type,
  effectiveFrom: row.effective_from,
  fixedCharge: Number(row.fixed_charge),
  environmentTax: row.environment_tax,
  reconnectionFee: Number(row.reconnection_fee),
  blocks: blocks
    .filter((b) => Number(b.tariff_oid) === Number(row.oid))
    .map((b) => ({ upperLimitM3: b.upper_limit_m3, waterPrice: Number(b.water_price), wastewaterPrice: Number(b.wastewater_price) })),
});

export async function listTariffs(db: Db): Promise<ResponseOf<'GetBackOfficeWaterTariffs'>> {
  const tariffs = await repo.findTariffs(db);
  const blocks = await findBlocksOf(
    db,
    tariffs.map((t) => Number(t.oid)),
  );
  return {
    tariffs: tariffs.map((t) => toTariff(t, blocks)),
    taxRates: (await repo.findTaxRates(db)).map((r) => ({ kind: r.kind, effectiveFrom: r.effective_from, value: r.value })),
    reductions: (await findReductions(db)).map((r) => ({ code: r.code, name: r.name, rateBp: r.rate_bp })),
  };
}

/** Tariffs and rates change only from tomorrow: a bill already issued keeps the figures it was made with. */
function requireFuture(effectiveFrom: string, now: Date) {
  if (effectiveFrom <= istanbulDate(now)) throw new DomainError('WATER_TARIFF_DATE_NOT_FUTURE', undefined, { effectiveFrom: 'Geçerlilik tarihi yarın ya da sonrası olmalıdır.' });
}

/** Limits rise block by block and only the last block is open, so every m³ falls in exactly one block. */
function requireBlocksInOrder(blocks: ParsedRequestOf<'AddBackOfficeWaterTariff'>['blocks']) {
  const wrong = blocks.findIndex((block, i) => {
    const last = i === blocks.length - 1;
    if (last) return block.upperLimitM3 !== null;
    return block.upperLimitM3 === null || (i > 0 && block.upperLimitM3 <= blocks[i - 1]!.upperLimitM3!);
  });
  if (wrong >= 0) throw new DomainError('WATER_TARIFF_BLOCKS_INVALID', undefined, { [`blocks.${wrong}.upperLimitM3`]: 'Kademe sınırı hatalı.' });
}

export async function addTariff(db: Db, body: ParsedRequestOf<'AddBackOfficeWaterTariff'>, clerk: Member, now: Date): Promise<Tariff> {
  requireFuture(body.effectiveFrom, now);
  requireBlocksInOrder(body.blocks);
  return db.transaction().execute(async (trx) => {
    if (await repo.findTariffVersion(trx, body.subscriberType, body.effectiveFrom)) throw new DomainError('WATER_TARIFF_VERSION_EXISTS');
    const tariffOid = await repo.insertTariff(
      trx,
      {
        subscriber_type: body.subscriberType,
        effective_from: body.effectiveFrom,
        fixed_charge: body.fixedCharge,
        environment_tax: body.environmentTax,
        reconnection_fee: body.reconnectionFee,
        created_by: clerk.userOid,
        created_at: now,
      },
      body.blocks.map((b, i) => ({ block_no: i + 1, upper_limit_m3: b.upperLimitM3, water_price: b.waterPrice, wastewater_price: b.wastewaterPrice })),
    );
    return { tariffOid, ...body, blocks: body.blocks };
  });
}

export async function addTaxRate(db: Db, body: ParsedRequestOf<'AddBackOfficeWaterTaxRate'>, clerk: Member, now: Date): Promise<ResponseOf<'AddBackOfficeWaterTaxRate'>> {
  requireFuture(body.effectiveFrom, now);
  return db.transaction().execute(async (trx) => {
    if (await repo.findTaxRate(trx, body.kind, body.effectiveFrom)) throw new DomainError('WATER_TAX_RATE_EXISTS');
    await repo.insertTaxRate(trx, { kind: body.kind, effective_from: body.effectiveFrom, value: body.value, created_by: clerk.userOid, created_at: now });
    return body;
  });
}

export async function setReduction(db: Db, body: ParsedRequestOf<'SetBackOfficeWaterReduction'>, clerk: Member, now: Date): Promise<ResponseOf<'SetBackOfficeWaterReduction'>> {
  if (!(await findSubscriptionForReading(db, body.subscriptionOid))) throw new DomainError('NOT_FOUND');
  if (body.reductionCode !== null && !(await findReductions(db)).some((r) => r.code === body.reductionCode)) throw new DomainError('WATER_REDUCTION_NOT_FOUND');
  await db
    .transaction()
    .execute((trx) =>
      changeSubscriptionReduction(trx, { subscriptionOid: body.subscriptionOid, reductionCode: body.reductionCode, reason: body.reason, by: clerk.userOid, at: now }),
    );
  return { subscriptionOid: body.subscriptionOid, reductionCode: body.reductionCode };
}
