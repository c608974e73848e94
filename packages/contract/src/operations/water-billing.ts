import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { code, isoDate, kurus, oid, typeError } from '../schemas';
import { backOfficeTag } from './back-office';

/**
 * Water bills from meter readings: the tariff versions and dated tax rates, the reader's route
 * and readings, meter replacement, social reductions and the monthly billing run (water
 * clerks), and the citizen's own reading of their own meter.
 */
const tag = 'water-billing';

const tariffSubscriberTypes = ['G', 'Y', 'T', 'K', 'D'] as const;
const subscriberType = z.enum(tariffSubscriberTypes, { error: 'Geçerli bir abone türü seçiniz.' });
const period = z.string(typeError('Dönem YYYY-AA biçiminde olmalıdır.')).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Dönem YYYY-AA biçiminde olmalıdır.');
const m3 = z
  .number(typeError('Geçerli bir metreküp giriniz.'))
  .int('Metreküp tam sayı olmalıdır.')
  .min(0, 'Metreküp eksi olamaz.')
  .max(99_999_999, 'Geçerli bir metreküp giriniz.');
const price = z
  .number(typeError('Geçerli bir tutar giriniz.'))
  .int('Tutar kuruş olarak tam sayı olmalıdır.')
  .min(0, 'Tutar eksi olamaz.')
  .max(100_000_000, 'Geçerli bir tutar giriniz.');
const meterNo = z.string(typeError('Sayaç numarası giriniz.')).trim().min(3, 'Sayaç numarası en az 3 karakter olmalıdır.').max(30, 'Sayaç numarası en fazla 30 karakter olabilir.');
const confirmed = z.boolean(typeError('Onay evet ya da hayır olmalıdır.')).default(false);

export const tariffBlockSchema = z.object({
  /** m³ per 30 days; null for the last, open block. */
  upperLimitM3: m3.min(1, 'Kademe sınırı en az 1 m³ olmalıdır.').nullable(),
  /** Kuruş per m³, KDV excluded. */
  waterPrice: price,
  wastewaterPrice: price,
});

export const waterTariffSchema = z.object({
  tariffOid: z.number().int(),
  subscriberType,
  effectiveFrom: z.string(),
  fixedCharge: kurus,
  environmentTax: z.boolean(),
  /** Charged when a line cut for an unpaid debt is reconnected. */
  reconnectionFee: kurus,
  blocks: z.array(tariffBlockSchema),
});

export const waterTaxKinds = ['KDV', 'CTV'] as const;
const taxRateSchema = z.object({
  kind: z.enum(waterTaxKinds),
  effectiveFrom: z.string(),
  /** KDV in basis points (100 = 1 %), ÇTV in kuruş per m³. */
  value: z.number().int(),
});

export const GetBackOfficeWaterTariffs = defineOperation({
  name: 'GetBackOfficeWaterTariffs',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary: 'Every water tariff version by subscriber type with its blocks, the dated KDV and ÇTV rates, and the social reductions.',
  request: z.object({}),
  response: z.object({
    tariffs: z.array(waterTariffSchema),
    taxRates: z.array(taxRateSchema),
    reductions: z.array(z.object({ code: z.string(), name: z.string(), rateBp: z.number().int() })),
  }),
});

export const AddBackOfficeWaterTariff = defineOperation({
  name: 'AddBackOfficeWaterTariff',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary: 'Adds a tariff version of a subscriber type from a future date: blocks with rising limits, the last one open. Issued bills keep their own lines.',
  request: z.object({
    subscriberType,
    effectiveFrom: isoDate,
    fixedCharge: price,
    environmentTax: z.boolean(typeError('ÇTV uygulanıp uygulanmayacağını seçiniz.')),
    reconnectionFee: price.default(0),
    blocks: z.array(tariffBlockSchema, typeError('Kademeleri giriniz.')).min(1, 'En az bir kademe giriniz.').max(6, 'En fazla 6 kademe girilebilir.'),
  }),
  response: waterTariffSchema,
});

export const AddBackOfficeWaterTaxRate = defineOperation({
  name: 'AddBackOfficeWaterTaxRate',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary: 'Adds a KDV rate (basis points) or a ÇTV amount per m³ (kuruş) for water bills from a future date.',
  request: z.object({
    kind: z.enum(waterTaxKinds, { error: 'Geçerli bir vergi türü seçiniz.' }),
    effectiveFrom: isoDate,
    value: z.number(typeError('Geçerli bir oran giriniz.')).int('Oran tam sayı olmalıdır.').min(0, 'Oran eksi olamaz.').max(1_000_000, 'Geçerli bir oran giriniz.'),
  }),
  response: taxRateSchema,
});

export const SetBackOfficeWaterReduction = defineOperation({
  name: 'SetBackOfficeWaterReduction',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary: 'Gives a subscription a social tariff reduction (or removes it with null), with the reason kept in its history; the next bills apply it.',
  request: z.object({
    subscriptionOid: oid,
    reductionCode: z.string(typeError('Geçerli bir indirim seçiniz.')).max(40, 'Geçerli bir indirim seçiniz.').nullable(),
    reason: z.string(typeError('Gerekçe giriniz.')).trim().min(10, 'Gerekçe en az 10 karakter olmalıdır.').max(500, 'Gerekçe en fazla 500 karakter olabilir.'),
  }),
  response: z.object({ subscriptionOid: z.number().int(), reductionCode: z.string().nullable() }),
});

const subscriberNo = z
  .string(typeError('Abone numarası giriniz.'))
  .trim()
  .regex(/^\d{4,12}$/, 'Abone numarası 4-12 haneli bir sayı olmalıdır.');

export const GetBackOfficeWaterSubscription = defineOperation({
  name: 'GetBackOfficeWaterSubscription',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  accessLog: 'Abone kartı',
  summary:
    'A subscription by its number, as the water clerk changes it: holder, address, line status, meter and last index, the social reduction with every change and its reason, and the meters it had.',
  request: z.object({ subscriberNo }),
  response: z.object({
    subscriptionOid: z.number().int(),
    subscriberNo: z.string(),
    holderName: z.string(),
    address: z.string(),
    subscriberType: z.string(),
    waterLineStatus: z.string(),
    /** False once the contract has ended: nothing can be changed then. */
    active: z.boolean(),
    meterNo: z.string(),
    lastIndex: z.number().int().nullable(),
    lastReadOn: z.string().nullable(),
    reduction: z.object({ code: z.string(), name: z.string(), rateBp: z.number().int() }).nullable(),
    reductionChanges: z.array(
      z.object({ reductionCode: z.string().nullable(), name: z.string().nullable(), reason: z.string(), changedAt: z.string(), changedBy: z.string().nullable() }),
    ),
    /** Each meter the subscription had, newest first: its start and, once replaced, its final index. */
    meters: z.array(
      z.object({
        meterNo: z.string(),
        startIndex: z.number().int().nullable(),
        startedOn: z.string().nullable(),
        finalIndex: z.number().int().nullable(),
        endedOn: z.string().nullable(),
      }),
    ),
  }),
});

export const meterStatuses = { working: 1, notWorking: 2, noMeter: 3 } as const;

const routeItemSchema = z.object({
  subscriptionOid: z.number().int(),
  subscriberNo: z.string(),
  holderName: z.string(),
  address: z.string(),
  meterNo: z.string(),
  lastIndex: z.number().int().nullable(),
  lastReadOn: z.string().nullable(),
});

export const GetBackOfficeWaterReadingRoute = defineOperation({
  name: 'GetBackOfficeWaterReadingRoute',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary: "A reader's route for a day: the active subscriptions of a district (optionally one street) in street and door order, with holder, address, meter and last index.",
  request: z.object({ districtCode: code, streetCode: code.optional() }),
  response: z.object({ items: z.array(routeItemSchema) }),
});

const readingAnswer = z.object({
  readingOid: z.number().int(),
  subscriptionOid: z.number().int(),
  meterNo: z.string(),
  meterIndex: z.number().int().nullable(),
  meterStatus: z.number().int(),
  readOn: z.string(),
});

export const EnterBackOfficeWaterReading = defineOperation({
  name: 'EnterBackOfficeWaterReading',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary:
    "A reader's reading: the index of a working meter, or a meter not working (2) or missing (3), which the bill estimates. An index below the previous one or far from the average needs confirmed: true.",
  request: z
    .object({
      subscriptionOid: oid,
      meterStatus: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Sayaç durumunu seçiniz.' }),
      meterIndex: m3.optional(),
      photoFileOid: oid.optional(),
      confirmed,
    })
    .superRefine((value, ctx) => {
      if (value.meterStatus === 1 && value.meterIndex === undefined) ctx.addIssue({ code: 'custom', path: ['meterIndex'], message: 'Çalışan sayacın endeksini giriniz.' });
      if (value.meterStatus !== 1 && value.meterIndex !== undefined)
        ctx.addIssue({ code: 'custom', path: ['meterIndex'], message: 'Çalışmayan ya da olmayan sayaç için endeks girilmez.' });
    }),
  response: readingAnswer,
});

export const ReplaceBackOfficeWaterMeter = defineOperation({
  name: 'ReplaceBackOfficeWaterMeter',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary: "Meter replacement (meter operation 3): the old meter's final index (null when it cannot be read) and the new meter's start index, so no consumption is invented.",
  request: z.object({ subscriptionOid: oid, oldMeterFinalIndex: m3.nullable(), newMeterNo: meterNo, newMeterStartIndex: m3 }),
  response: z.object({ subscriptionOid: z.number().int(), meterNo: z.string(), startIndex: z.number().int() }),
});

export const billingRunSchema = z.object({
  period: z.string(),
  status: z.enum(['running', 'finished']),
  billDate: z.string(),
  dueDate: z.string(),
  billCount: z.number().int(),
  /** Subscriptions the run passed without a bill: already billed for the period (by the previous billing system). */
  skippedCount: z.number().int(),
  /** The sum of the run's bills. */
  total: kurus,
});

export const RunBackOfficeWaterBilling = defineOperation({
  name: 'RunBackOfficeWaterBilling',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary: 'Bills every active subscription once for an ended period (YYYY-MM) from its readings, in small batches; a second call resumes or changes nothing.',
  request: z.object({ period }),
  response: billingRunSchema,
});

const billLineSchema = z.object({ kind: z.string(), description: z.string(), quantityMilliM3: z.number().int().nullable(), unitPrice: z.number().int().nullable(), amount: kurus });

export const waterBillSchema = z.object({
  subscriptionOid: z.number().int(),
  period: z.string(),
  billDate: z.string(),
  dueDate: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  days: z.number().int(),
  consumptionM3: z.number().int(),
  /** Null when billed on a reading; otherwise why it was estimated. */
  estimateReason: z.enum(['meterNotWorking', 'noMeter', 'noReading']).nullable(),
  /** A cut line's final bill, from the final reading up to the day of the cut. */
  final: z.boolean().optional(),
  /** Cancelled by an approved appeal and replaced by the period's new bill; kept as history. */
  cancelled: z.boolean().optional(),
  total: kurus,
  accrumentOid: z.number().int().nullable(),
  lines: z.array(billLineSchema),
});

export const GetBackOfficeWaterBill = defineOperation({
  name: 'GetBackOfficeWaterBill',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary:
    "One subscription's bill of a period (by oid or subscriber number) with the lines that say why: consumption, each block, wastewater, reduction, fixed charge, KDV and ÇTV.",
  request: z
    .object({
      subscriptionOid: oid.optional(),
      /** The clerk may name the subscription by its number instead. */
      subscriberNo: subscriberNo.optional(),
      period,
    })
    .refine((v) => (v.subscriptionOid === undefined) !== (v.subscriberNo === undefined), { path: ['subscriberNo'], message: 'Abone numarasını giriniz.' }),
  response: waterBillSchema,
});

export const EnterWaterMeterReading = defineOperation({
  name: 'EnterWaterMeterReading',
  access: 'member',
  tag,
  summary:
    "The citizen's own meter index for a subscription they hold, within the month's reading window, with an optional photo; an index below the previous one or far from the average needs confirmed: true.",
  request: z.object({ subscriptionOid: oid, meterIndex: m3, photoFileOid: oid.optional(), confirmed }),
  response: readingAnswer,
});

/** A bill as its subscriber reads it: the reading it was made from (indexes and dates) and the lines that say why. */
export const citizenWaterBillSchema = waterBillSchema.extend({
  /** The index the bill counts from and the one it counts to; null on an estimate. */
  fromIndex: z.number().int().nullable(),
  toIndex: z.number().int().nullable(),
});

export const GetWaterBills = defineOperation({
  name: 'GetWaterBills',
  access: 'member',
  tag,
  summary:
    "The bills of one of the member's subscriptions (their own or a represented company's), newest first, up to 24 periods: the reading, consumption and each line. Any other subscription is 404.",
  request: z.object({ subscriberInfoOid: oid }),
  response: z.object({ bills: z.array(citizenWaterBillSchema) }),
});

export const GetWaterMeterReadings = defineOperation({
  name: 'GetWaterMeterReadings',
  access: 'member',
  tag,
  summary:
    "The meter readings of one of the member's subscriptions, newest first (up to 36), and the days of the month the member may send their own reading. Any other subscription is 404.",
  request: z.object({ subscriberInfoOid: oid }),
  response: z.object({
    meterNo: z.string(),
    readings: z.array(
      z.object({
        readOn: z.string(),
        meterNo: z.string(),
        meterIndex: z.number().int().nullable(),
        meterStatus: z.number().int(),
        kind: z.enum(['reading', 'meterFinal', 'meterStart']),
        /** Who read it: the water unit's reader or the subscriber. */
        source: z.enum(['reader', 'citizen']),
      }),
    ),
    /** The days of the month a self-reading is taken (null when the municipality takes none) and whether today is one. */
    selfReading: z.object({ firstDay: z.number().int(), lastDay: z.number().int(), openToday: z.boolean() }).nullable(),
  }),
});
