import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { code, isoDate, kurus, oid, typeError } from '../schemas';
import type { FileContent } from './files';
import {
  backOfficeTag as tag,
  backOfficeFileSchema,
  backOfficeHistorySchema,
  listQuery,
  note,
  citizenReason,
  optionalNote,
  staffRef,
  version,
  assignAction,
  releaseAction,
  queuePage,
  queueTiming,
} from './back-office';
import { waterApplicationSchema, waterApplicationStatus, waterDocumentKind } from './water-applications';

/**
 * The water applications queue of the back office (ADR 13 and 16): the WATER_CLERK
 * works paid applications through their state machine; approving a new subscription and
 * mounting its meter creates the subscription. Kept apart from back-office.ts so each queue's
 * contract stays small.
 */
export const waterApplicationActionKinds = [
  'assign',
  'note',
  'requestDocuments',
  'planSiteVisit',
  'recordSiteVisit',
  'approve',
  'mountMeter',
  'reject',
  'approveFeeRefund',
  'markFeeRefundPaid',
] as const;

export const waterApplicationListItemSchema = z.object({
  applicationOid: z.number().int(),
  trackingNumber: z.string(),
  applicationType: z.number().int(),
  applicationTypeName: z.string(),
  applicantName: z.string(),
  districtName: z.string().nullable(),
  subscriberNo: z.string().nullable(),
  status: waterApplicationStatus,
  statusName: z.string(),
  feeTotal: kurus,
  assignedTo: staffRef.nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  ...queueTiming,
});

export const GetBackOfficeWaterApplications = defineOperation({
  name: 'GetBackOfficeWaterApplications',
  access: 'staff',
  role: 'WATER_CLERK',
  tag,
  summary:
    'The water applications queue: paid (or fee-free) applications only; filter by status, type, filing date, district and assignee; search by tracking number, subscriber number, national ID or name; numbered pages with totals per status; open work only unless statuses are chosen.',
  request: z.object({
    ...listQuery,
    statuses: z.array(waterApplicationStatus).max(10).optional(),
    applicationType: code.positive().optional(),
  }),
  response: queuePage(waterApplicationListItemSchema, waterApplicationStatus),
});

export const waterApplicationBackOfficeDetailSchema = waterApplicationListItemSchema.extend({
  nationalId: z.string().nullable(),
  gsm: z.string(),
  email: z.string().nullable(),
  citizen: waterApplicationSchema,
  statement: z.string().nullable(),
  meterReading: z.number().int().nullable(),
  reductionGroundName: z.string().nullable(),
  files: z.array(backOfficeFileSchema.extend({ kind: waterDocumentKind, kindName: z.string() })),
  feeRefundApprovedBy: staffRef.nullable(),
  feeRefundPaidBy: staffRef.nullable(),
  feeRefundReference: z.string().nullable(),
  history: z.array(backOfficeHistorySchema),
  allowedActions: z.array(z.enum(waterApplicationActionKinds)),
});

export const GetBackOfficeWaterApplication = defineOperation({
  name: 'GetBackOfficeWaterApplication',
  accessLog: 'Su başvurusu ayrıntısı',
  access: 'staff',
  role: 'WATER_CLERK',
  tag,
  summary: 'One water application with the applicant, the documents, the fees, the refund trail and the full history, and the actions its state accepts.',
  request: z.object({ applicationOid: oid }),
  response: waterApplicationBackOfficeDetailSchema,
});

export const waterApplicationAction = z.discriminatedUnion(
  'kind',
  [
    assignAction,
    releaseAction,
    z.object({ kind: z.literal('note'), note: note('Not', 2, 2000) }),
    /** The citizen is asked for these documents by SMS and uploads only them. */
    z.object({
      kind: z.literal('requestDocuments'),
      documentKinds: z.array(waterDocumentKind).min(1, 'İstenen en az bir belge seçiniz.').max(7),
      note: citizenReason('Açıklama'),
    }),
    z.object({ kind: z.literal('planSiteVisit'), visitDate: isoDate, note: optionalNote }),
    /** The visit was made: what was found, before the application can be approved. */
    z.object({ kind: z.literal('recordSiteVisit'), findings: note('İnceleme sonucu', 10, 1000) }),
    /**
     * Approval. An invoice appeal's names the appealed bill's period and may correct the index (the
     * citizen's reported reading otherwise): the bill is cancelled and made again from it. A tariff
     * reduction's may choose the social tariff (the ground's own otherwise).
     */
    z.object({
      kind: z.literal('approve'),
      note: optionalNote,
      appealedPeriod: z
        .string(typeError('Dönem YYYY-AA biçiminde olmalıdır.'))
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Dönem YYYY-AA biçiminde olmalıdır.')
        .optional(),
      reductionCode: z.string(typeError('Geçerli bir tarife indirimi seçiniz.')).trim().min(1, 'Geçerli bir tarife indirimi seçiniz.').max(40).optional(),
      correctedIndex: z
        .number(typeError('Geçerli bir endeks giriniz.'))
        .int('Endeks tam sayı olmalıdır.')
        .min(0, 'Endeks eksi olamaz.')
        .max(99_999_999, 'Geçerli bir endeks giriniz.')
        .optional(),
    }),
    /** The field team mounted (new subscription, operation type 2) or replaced (3) the meter. */
    z.object({
      kind: z.literal('mountMeter'),
      meterNo: z
        .string()
        .trim()
        .regex(/^[A-Z0-9-]{4,20}$/, 'Sayaç numarası 4-20 büyük harf, rakam veya tireden oluşur.'),
      meterReading: z.number().int().min(0, 'Endeks negatif olamaz.').max(99_999_999),
    }),
    z.object({ kind: z.literal('reject'), reason: citizenReason('Red gerekçesi') }),
    /** Clerk A approves refunding the paid fees of a rejected application. */
    z.object({ kind: z.literal('approveFeeRefund'), note: optionalNote }),
    /** Clerk B (not the approver: four eyes) marks the refund paid. */
    z.object({ kind: z.literal('markFeeRefundPaid'), paymentReference: note('Ödeme referansı', 3, 50) }),
  ],
  { error: 'Geçerli bir işlem seçiniz.' },
);

export const ActOnBackOfficeWaterApplication = defineOperation({
  name: 'ActOnBackOfficeWaterApplication',
  accessLog: 'Su başvurusu işlemi',
  access: 'staff',
  role: 'WATER_CLERK',
  tag,
  summary:
    'One action on a water application through its state machine (documents requested, site visit planned on a working day and recorded done before approval, approved, meter mounted, rejected with a reason, fee refund approved by one clerk and marked paid by another). The citizen gets an SMS on every decision. Answers the updated application.',
  request: z.object({ applicationOid: oid, version, action: waterApplicationAction }),
  response: waterApplicationBackOfficeDetailSchema,
});

export const GetBackOfficeWaterApplicationDocument = defineOperation({
  name: 'GetBackOfficeWaterApplicationDocument',
  accessLog: 'Su başvurusu belgesi',
  access: 'staff',
  role: 'WATER_CLERK',
  tag,
  responseKind: 'file',
  summary: 'A document attached to a water application.',
  request: z.object({ applicationOid: oid, fileOid: oid, disposition: z.enum(['inline', 'attachment']).default('inline') }),
  response: z.custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value).meta({ description: 'The document.' }),
});
