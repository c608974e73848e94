import type { ParsedRequestOf, ResponseOf } from '@ebelediye/contract';
import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { payerScope, requireSubscriptionInScope } from '../../ledger';
import { addressTextWithPlace } from '../../reference-data/address-text';
import { changeSubscription } from '../../subscriptions/subscription-repo';
import { DomainError } from '../../platform/domain-error';
import { claimPendingFiles } from '../../platform/file-ownership';
import type { Member, OperationContext } from '../../platform/operation-context';
import { indexConcern } from '../../subscriptions/reading-check';
import * as repo from '../../subscriptions/meter-reading-repo';

type Reading = ResponseOf<'EnterWaterMeterReading'>;
interface NewReading {
  subscriptionOid: number;
  meterStatus: 1 | 2 | 3;
  meterIndex?: number | undefined;
  photoFileOid?: number | undefined;
  confirmed: boolean;
}

async function openSubscription(db: Db, subscriptionOid: number) {
  const subscription = await repo.findSubscriptionForReading(db, subscriptionOid);
  if (!subscription) throw new DomainError('NOT_FOUND');
  if (subscription.ended_on !== null || subscription.water_line_status === 3)
    throw new DomainError('WATER_LINE_NOT_ACTIVE', 'Bu aboneliğin su hattı aktif değil; endeks girilemez.');
  return subscription;
}

/** An index below the meter's highest, or far from the average, is taken only when confirmed (docs/domain/water.md). */
async function requirePlausible(db: Db, subscriptionOid: number, meterNo: string, index: number, today: string, confirmed: boolean) {
  if (confirmed) return;
  const { concern, previousHigh } = await indexConcern(db, subscriptionOid, meterNo, index, today);
  if (concern === 'belowPrevious') throw new DomainError('WATER_READING_BELOW_PREVIOUS', undefined, { meterIndex: `Önceki endeks ${previousHigh} m³.` });
  if (concern === 'unusual') throw new DomainError('WATER_READING_UNUSUAL', undefined, { meterIndex: 'Endeksi kontrol edip onaylayınız.' });
}

async function enterReading(db: Db, input: NewReading, source: 'reader' | 'citizen', by: Member, now: Date): Promise<Reading> {
  const today = istanbulDate(now);
  return db.transaction().execute(async (trx) => {
    const subscription = await openSubscription(trx, input.subscriptionOid);
    if (input.meterStatus === 1) await requirePlausible(trx, input.subscriptionOid, subscription.meter_no, input.meterIndex!, today, input.confirmed);
    if (input.photoFileOid !== undefined && !(await claimPendingFiles(trx, { memberUserOid: by.userOid }, [input.photoFileOid], now))) {
      throw new DomainError('VALIDATION_FAILED', undefined, { photoFileOid: 'Fotoğraf bulunamadı veya başka bir kayıtta kullanılmış. Lütfen yeniden yükleyiniz.' });
    }
    const row = await repo.insertReading(trx, {
      subscription_oid: input.subscriptionOid,
      meter_no: subscription.meter_no,
      meter_index: input.meterStatus === 1 ? input.meterIndex! : null,
      meter_status: input.meterStatus,
      kind: 'reading',
      source,
      photo_file_oid: input.photoFileOid ?? null,
      confirmed: input.confirmed,
      entered_by: by.userOid,
      read_at: now,
      read_on: today,
    });
    return {
      readingOid: Number(row.oid),
      subscriptionOid: input.subscriptionOid,
      meterNo: row.meter_no,
      meterIndex: row.meter_index,
      meterStatus: row.meter_status,
      readOn: row.read_on,
    };
  });
}

export function readerReading(db: Db, body: ParsedRequestOf<'EnterBackOfficeWaterReading'>, clerk: Member, now: Date) {
  return enterReading(db, body, 'reader', clerk, now);
}

/** The days of the month a citizen may read their own meter (the system setting WATER_SELF_READING_DAYS), and whether today is one. */
export async function selfReadingWindow(db: Db, now: Date): Promise<{ firstDay: number; lastDay: number; openToday: boolean } | null> {
  const window = /^(\d{1,2})-(\d{1,2})$/.exec((await repo.findSelfReadingDays(db)) ?? '');
  if (!window) return null;
  const [firstDay, lastDay] = [Number(window[1]), Number(window[2])];
  const day = Number(istanbulDate(now).slice(8, 10));
  return { firstDay, lastDay, openToday: day >= firstDay && day <= lastDay };
}

/** The citizen reads their own meter, only on a subscription in their scope and on the window's days. */
export async function citizenReading(ctx: OperationContext, member: Member, body: ParsedRequestOf<'EnterWaterMeterReading'>): Promise<Reading> {
  const now = ctx.now();
  const scope = await payerScope(ctx.db, ctx.config, { member }, now, 'own');
  await requireSubscriptionInScope(ctx.db, scope, body.subscriptionOid);
  const window = await selfReadingWindow(ctx.db, now);
  if (!window?.openToday) {
    throw new DomainError('WATER_READING_WINDOW_CLOSED', window ? `Endeks bildirimi her ayın ${window.firstDay}-${window.lastDay}. günleri arasında yapılabilir.` : undefined);
  }
  return enterReading(ctx.db, { ...body, meterStatus: 1 }, 'citizen', member, now);
}

/**
 * A meter replacement (meter operation 3): the old meter's last index closes its count and the
 * new meter's first index opens another, so the bill counts what each meter measured and nothing
 * for the swap itself.
 */
export async function replaceMeter(db: Db, body: ParsedRequestOf<'ReplaceBackOfficeWaterMeter'>, clerk: Member, now: Date): Promise<ResponseOf<'ReplaceBackOfficeWaterMeter'>> {
  const today = istanbulDate(now);
  return db.transaction().execute(async (trx) => {
    const subscription = await openSubscription(trx, body.subscriptionOid);
    if (await repo.meterInUse(trx, body.newMeterNo)) throw new DomainError('WATER_METER_TAKEN');
    const reading = {
      subscription_oid: body.subscriptionOid,
      meter_status: 1 as const,
      source: 'reader' as const,
      photo_file_oid: null,
      confirmed: true,
      entered_by: clerk.userOid,
      read_at: now,
      read_on: today,
    };
    if (body.oldMeterFinalIndex !== null) {
      const previous = await repo.findMeterHigh(trx, body.subscriptionOid, subscription.meter_no);
      if (previous && body.oldMeterFinalIndex < previous.high)
        throw new DomainError('WATER_READING_BELOW_PREVIOUS', undefined, { oldMeterFinalIndex: `Önceki endeks ${previous.high} m³.` });
      await repo.insertReading(trx, { ...reading, meter_no: subscription.meter_no, meter_index: body.oldMeterFinalIndex, kind: 'meterFinal' });
    }
    await repo.insertReading(trx, { ...reading, meter_no: body.newMeterNo, meter_index: body.newMeterStartIndex, kind: 'meterStart' });
    await changeSubscription(trx, body.subscriptionOid, { meter_no: body.newMeterNo });
    return { subscriptionOid: body.subscriptionOid, meterNo: body.newMeterNo, startIndex: body.newMeterStartIndex };
  });
}

export async function readingRoute(db: Db, body: ParsedRequestOf<'GetBackOfficeWaterReadingRoute'>, now: Date): Promise<ResponseOf<'GetBackOfficeWaterReadingRoute'>> {
  const rows = await repo.findRoute(db, body.districtCode, body.streetCode, istanbulDate(now));
  return {
    items: rows.map((r) => ({
      subscriptionOid: Number(r.oid),
      subscriberNo: r.subscriber_no,
      holderName: r.title ?? [r.first_name, r.last_name].filter(Boolean).join(' '),
      address: addressTextWithPlace(r),
      meterNo: r.meter_no,
      lastIndex: r.last_index ?? null,
      lastReadOn: r.last_read_on ?? null,
    })),
  };
}
