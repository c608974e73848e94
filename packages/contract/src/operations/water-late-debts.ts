import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { isoDate, kurus, oid, typeError } from '../schemas';
import { backOfficeTag, version } from './back-office';
import type { FileContent } from './files';

/**
 * Late water debts (water clerks): the subscribers over a threshold of overdue amount or
 * overdue bills, the notice (SMS and a printable notice), the cut order once the notice's
 * period has passed, the crew's cut, and the reconnection once the debt is paid.
 */

export const lateDebtCaseStatuses = ['noticed', 'cutOrdered', 'cut', 'reconnectionOrdered', 'reconnected', 'settled'] as const;
export const lateDebtCaseActions = ['recordCut', 'recordReconnection'] as const;

const lateDebtCaseSchema = z.object({
  caseOid: z.number().int(),
  status: z.enum(lateDebtCaseStatuses),
  statusName: z.string(),
  noticeNo: z.string(),
  noticedAt: z.string(),
  payBy: isoDate,
  overdueAmountAtNotice: kurus,
  version: z.number().int(),
  /** What the clerk may do now: the screen's buttons. */
  actions: z.array(z.enum(lateDebtCaseActions)),
  /** The notice's period has passed and the debt is still overdue: a cut may be ordered. */
  cutDue: z.boolean(),
  reconnectionFee: kurus.nullable(),
});

export const lateDebtItemSchema = z.object({
  subscriptionOid: z.number().int(),
  subscriberNo: z.string(),
  holderName: z.string(),
  address: z.string(),
  waterLineStatus: z.number().int(),
  waterLineStatusName: z.string(),
  overdueAmount: kurus,
  overdueBills: z.number().int(),
  oldestDueDate: isoDate.nullable(),
  openCase: lateDebtCaseSchema.nullable(),
});

export const GetBackOfficeWaterLateDebts = defineOperation({
  name: 'GetBackOfficeWaterLateDebts',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary:
    'Subscribers whose overdue water debt reaches a threshold, by amount (late-debt query type 1, kuruş) or by number of overdue bills (type 2), with every open late-debt case first. At most 200 subscribers over the threshold, the largest debts first.',
  request: z.object({
    queryType: z.union([z.literal(1), z.literal(2)], { error: 'Sorgu türü borç tutarı (1) ya da fatura sayısı (2) olmalıdır.' }),
    minimum: z
      .number(typeError('Eşik değeri giriniz.'))
      .int('Eşik değeri tam sayı olmalıdır.')
      .min(1, 'Eşik değeri en az 1 olmalıdır.')
      .max(10_000_000_000, 'Geçerli bir eşik değeri giriniz.'),
  }),
  response: z.object({ items: z.array(lateDebtItemSchema), overThreshold: z.number().int(), noticeDays: z.number().int() }),
});

export const RunBackOfficeWaterLateDebtOperation = defineOperation({
  name: 'RunBackOfficeWaterLateDebtOperation',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary:
    'Late-debt operation type 1 sends a notice to each chosen subscriber with an overdue water debt and an active line (an SMS to the registered phone and a printable notice giving the period to pay); type 2 orders the cut of each chosen line whose notice period has passed with the debt still overdue. Answers what was done and, for each subscriber skipped, why.',
  request: z.object({
    operationType: z.union([z.literal(1), z.literal(2)], { error: 'İşlem türü ihbarname gönder (1) ya da su kes (2) olmalıdır.' }),
    subscriptionOids: z.array(oid, typeError('Aboneleri seçiniz.')).min(1, 'En az bir abone seçiniz.').max(200, 'Bir işlemde en fazla 200 abone seçilebilir.'),
  }),
  response: z.object({
    done: z.array(z.object({ subscriptionOid: z.number().int(), caseOid: z.number().int(), noticeNo: z.string() })),
    skipped: z.array(z.object({ subscriptionOid: z.number().int(), reason: z.string() })),
  }),
});

export const ActOnBackOfficeWaterLateDebtCase = defineOperation({
  name: 'ActOnBackOfficeWaterLateDebtCase',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  summary: "Records the field crew's work on a late-debt case: the line cut (after the cut order) or reconnected (after the debt was paid). Answers the case.",
  accessLog: 'Gecikmiş su borcu işlemi',
  request: z.object({ caseOid: oid, version, action: z.enum(lateDebtCaseActions, { error: 'Geçerli bir işlem seçiniz.' }) }),
  response: lateDebtCaseSchema,
});

export const GetBackOfficeWaterLateDebtNotice = defineOperation({
  name: 'GetBackOfficeWaterLateDebtNotice',
  access: 'staff',
  role: 'WATER_CLERK',
  tag: backOfficeTag,
  responseKind: 'file',
  summary: 'The printable notice (ihbarname) of a late-debt case, as PDF.',
  accessLog: 'Su borcu ihbarnamesi',
  request: z.object({ caseOid: oid, disposition: z.enum(['inline', 'attachment']).default('inline') }),
  response: z.custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value).meta({ description: 'The notice.' }),
});
