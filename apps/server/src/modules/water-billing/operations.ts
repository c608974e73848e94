import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { waterBill } from './bill-view';
import { citizenBills, citizenReadings } from './citizen-bills';
import { runBilling } from './billing-run';
import { citizenReading, readerReading, readingRoute, replaceMeter } from './readings';
import { subscriptionCard } from './subscription-card';
import { addTariff, addTaxRate, listTariffs, setReduction } from './tariffs';

type WaterBillingOperation =
  | 'GetBackOfficeWaterTariffs'
  | 'AddBackOfficeWaterTariff'
  | 'AddBackOfficeWaterTaxRate'
  | 'SetBackOfficeWaterReduction'
  | 'GetBackOfficeWaterSubscription'
  | 'GetBackOfficeWaterReadingRoute'
  | 'EnterBackOfficeWaterReading'
  | 'ReplaceBackOfficeWaterMeter'
  | 'RunBackOfficeWaterBilling'
  | 'GetBackOfficeWaterBill'
  | 'EnterWaterMeterReading'
  | 'GetWaterBills'
  | 'GetWaterMeterReadings';

/** Water bills from meter readings: tariffs, readings and the billing run (water clerks), and the citizen's own reading. */
export const waterBillingHandlers: ModuleHandlers<WaterBillingOperation> = {
  GetBackOfficeWaterTariffs: (_body, ctx) => listTariffs(ctx.db),
  AddBackOfficeWaterTariff: (body, ctx) => addTariff(ctx.db, body, signedIn(ctx.member), ctx.now()),
  AddBackOfficeWaterTaxRate: (body, ctx) => addTaxRate(ctx.db, body, signedIn(ctx.member), ctx.now()),
  SetBackOfficeWaterReduction: (body, ctx) => setReduction(ctx.db, body, signedIn(ctx.member), ctx.now()),
  GetBackOfficeWaterSubscription: (body, ctx) => subscriptionCard(ctx.db, body, ctx.now()),
  GetBackOfficeWaterReadingRoute: (body, ctx) => readingRoute(ctx.db, body, ctx.now()),
  EnterBackOfficeWaterReading: (body, ctx) => readerReading(ctx.db, body, signedIn(ctx.member), ctx.now()),
  ReplaceBackOfficeWaterMeter: (body, ctx) => replaceMeter(ctx.db, body, signedIn(ctx.member), ctx.now()),
  RunBackOfficeWaterBilling: (body, ctx) =>
    runBilling(ctx.db, {
      period: body.period,
      by: signedIn(ctx.member).userOid,
      now: ctx.now(),
      onBatchCommitted: (progress) => ctx.log.info({ period: body.period, ...progress }, 'water billing batch committed'),
      leakAlerts: {
        sms: ctx.services.sms,
        municipality: ctx.config.publicSetting.MunicipalityName,
        deliver: (outboxOid) => ctx.services.sms.deliver(ctx.db, outboxOid),
      },
    }),
  GetBackOfficeWaterBill: (body, ctx) => waterBill(ctx.db, body),
  EnterWaterMeterReading: (body, ctx) => citizenReading(ctx, signedIn(ctx.member), body),
  GetWaterBills: (body, ctx) => citizenBills(ctx, signedIn(ctx.member), body),
  GetWaterMeterReadings: (body, ctx) => citizenReadings(ctx, signedIn(ctx.member), body),
};
