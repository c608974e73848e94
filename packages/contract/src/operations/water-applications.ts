import { z } from 'zod';
import { issuedTrackingNumber } from '../tracking-number';
import { defineOperation } from '../define-operation';
import { emailAddress, humanVerificationPayload, opaqueToken } from '../identity-schemas';
import { code, gsmNumber, kurus, nationalId, oid, smsCodeSent, typeError } from '../schemas';
import { uploadToken } from './files';
import { waterDocumentKindKeys, waterSubscriberTypeCodes } from '../water-application-rules';

/**
 * Water subscription applications: the rules of each type before the citizen
 * starts, filing with documents and the fees of the tariff tables, paying them by card through
 * the existing payment flow, and following the application until it is done.
 */
const tag = 'water';

/**
 * Where an application is. Unpaid ones (awaitingPayment) are not in the back office's queue;
 * a rejected one whose fees were paid may have them refunded (four eyes).
 */
export const waterApplicationStatuses = [
  'awaitingPayment',
  'received',
  'documentsMissing',
  'siteVisitPlanned',
  'siteVisitDone',
  'approved',
  'meterMounted',
  'active',
  'rejected',
  'refundApproved',
  'refunded',
  'expired',
] as const;
export const waterApplicationStatus = z.enum(waterApplicationStatuses);
export type WaterApplicationStatus = z.infer<typeof waterApplicationStatus>;

export const waterApplicationStatusNames: Record<WaterApplicationStatus, string> = {
  awaitingPayment: 'Ödeme bekleniyor',
  received: 'Başvuru alındı',
  documentsMissing: 'Eksik belge',
  siteVisitPlanned: 'Yerinde inceleme planlandı',
  siteVisitDone: 'Yerinde inceleme yapıldı',
  approved: 'Onaylandı',
  meterMounted: 'Sayaç takıldı',
  active: 'Abonelik aktif',
  rejected: 'Reddedildi',
  refundApproved: 'Reddedildi, ücret iadesi onaylandı',
  refunded: 'Reddedildi, ücret iade edildi',
  expired: 'Ödenmediği için kapatıldı',
};

export const waterTrackingNumber = issuedTrackingNumber('SB');

export const waterDocumentKind = z.enum(waterDocumentKindKeys, { error: 'Geçerli bir belge türü seçiniz.' });
export const waterSubscriberType = z.enum(waterSubscriberTypeCodes, { error: 'Geçerli bir abone türü seçiniz.' });

export const documentList = z.array(z.object({ kind: waterDocumentKind, fileOid: oid }), typeError('Belgeleri ekleyiniz.')).max(10, 'En fazla 10 belge ekleyebilirsiniz.');

const feeLine = z.object({ kind: z.enum(['deposit', 'connection']), revenueType: z.number().int(), name: z.string(), amount: kurus });

const ruleSchema = z.object({
  typeCode: z.number().int(),
  name: z.string(),
  summary: z.string(),
  whoMayApply: z.string(),
  subject: z.enum(['property', 'ownSubscription', 'otherSubscription']),
  asksProperty: z.boolean(),
  asksSubscriberType: z.boolean(),
  asksReductionGround: z.boolean(),
  asksMeterReading: z.boolean(),
  asksStatement: z.boolean(),
  requiredDocuments: z.array(z.object({ kind: waterDocumentKind, name: z.string() })),
  optionalDocuments: z.array(z.object({ kind: waterDocumentKind, name: z.string() })),
  /** The fee lines per subscriber type, from the tariff tables today; a type missing from a tariff is not offered. */
  feesBySubscriberType: z.array(z.object({ subscriberType: waterSubscriberType, lines: z.array(feeLine), total: kurus })),
  smsPathAllowed: z.boolean(),
  outcome: z.string(),
});

export const GetWaterApplicationRules = defineOperation({
  name: 'GetWaterApplicationRules',
  access: 'public',
  tag,
  summary:
    'The water application types offered online and their rules: who may apply, the documents, the fees from the tariff tables per subscriber type, and the legal grounds of a tariff reduction.',
  request: z.object({}),
  response: z.object({
    types: z.array(ruleSchema),
    subscriberTypes: z.array(z.object({ code: waterSubscriberType, name: z.string() })),
    reductionGrounds: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});

export const applyForWaterRequest = z.object({
  applicationType: code,
  subscriberType: waterSubscriberType.optional(),
  /** The property, from the address lookups (the inner door where the building has them). */
  property: z.object({ districtCode: code, streetCode: code, outerDoorOid: oid, innerDoorOid: oid.optional() }, typeError('Taşınmazın adresini seçiniz.')).optional(),
  /** One of the applicant's subscriptions (address update, reduction, meter change, appeals). */
  subscriberInfoOid: oid.optional(),
  /** The subscription taken over (assignment). */
  subscriberNo: z
    .string(typeError('Abone numarasını giriniz.'))
    .trim()
    .regex(/^\d{4,9}$/, 'Abone numarası 4-9 haneli bir sayıdır.')
    .optional(),
  reductionGroundCode: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'Geçerli bir indirim gerekçesi seçiniz.')
    .optional(),
  meterReading: z
    .number(typeError('Sayaç endeksini giriniz.'))
    .int('Endeksi tam sayı (m³) giriniz.')
    .min(0, 'Endeks negatif olamaz.')
    .max(99_999_999, 'Endeks çok büyük.')
    .optional(),
  statement: z.string(typeError('Açıklama giriniz.')).trim().max(2000, 'Açıklama en fazla 2000 karakter olabilir.').optional(),
  documents: documentList,
  gsmNumber,
  email: emailAddress.optional().or(z.literal('')),
});

export const waterApplicationSchema = z.object({
  trackingNumber: z.string(),
  applicationType: z.number().int(),
  applicationTypeName: z.string(),
  status: waterApplicationStatus,
  statusName: z.string(),
  subscriberType: z.string().nullable(),
  /** The property as text (its address), or the subscription's. */
  address: z.string().nullable(),
  subscriberNo: z.string().nullable(),
  /** The subscription approval created or moved to the applicant. */
  resultSubscriberNo: z.string().nullable(),
  fees: z.array(z.object({ accrumentOid: z.number().int(), description: z.string(), amount: kurus, paid: z.boolean() })),
  feeTotal: kurus,
  /** Registry the fees are owed by (for the card payment basket). */
  registryOid: z.number().int(),
  documents: z.array(z.object({ kind: waterDocumentKind, kindName: z.string(), fileName: z.string(), addedAt: z.string() })),
  /** What the water unit asked for when the status is documentsMissing. */
  missingDocuments: z.array(z.object({ kind: waterDocumentKind, name: z.string() })),
  siteVisitDate: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(z.object({ status: waterApplicationStatus, statusName: z.string(), at: z.string(), note: z.string().nullable() })),
});

export const ApplyForWaterService = defineOperation({
  name: 'ApplyForWaterService',
  access: 'member',
  tag,
  summary:
    "Files a water application of a type offered online. Every rule of the type is checked before anything is written: the property or subscription, the required documents (the caller's own uploads), the subscriber type and its tariff. The fees become debts paid by card; an application with fees reaches the water unit only once they are paid.",
  request: applyForWaterRequest,
  response: waterApplicationSchema,
});

export const GetMyWaterApplications = defineOperation({
  name: 'GetMyWaterApplications',
  access: 'member',
  tag,
  summary: "The signed-in member's water applications, newest first.",
  request: z.object({}),
  response: z.array(waterApplicationSchema),
});

export const GetMyWaterApplication = defineOperation({
  name: 'GetMyWaterApplication',
  access: 'member',
  tag,
  summary: "One of the signed-in member's water applications by tracking number, with its history; another's is 404.",
  request: z.object({ trackingNumber: waterTrackingNumber }),
  response: waterApplicationSchema,
});

export const GetWaterApplicationStatus = defineOperation({
  name: 'GetWaterApplicationStatus',
  access: 'public',
  tag,
  summary: 'A water application and its history by tracking number and the phone given on it; any other pair is the same 404. Rate-limited per address.',
  request: z.object({ trackingNumber: waterTrackingNumber, gsmNumber }),
  response: waterApplicationSchema,
});

export const SubmitMissingWaterDocuments = defineOperation({
  name: 'SubmitMissingWaterDocuments',
  access: 'member',
  tag,
  summary: "Adds the documents the water unit asked for to one of the member's applications waiting for them; the application goes back to the queue.",
  request: z.object({ trackingNumber: waterTrackingNumber, documents: documentList.min(1, 'En az bir belge ekleyiniz.') }),
  response: waterApplicationSchema,
});

export const SendWaterApplicationCode = defineOperation({
  name: 'SendWaterApplicationCode',
  access: 'public',
  tag,
  summary:
    'Applying without signing in, for the types whose rule allows it: a T.C. Kimlik No and the phone registered on it buy an SMS code to that phone; ValidateCode then answers the verificationToken that files the application and a paymentProof for that registry. An unknown number and a wrong phone get the same 404. Rate-limited.',
  request: z.object({ applicationType: code, nationalId, gsmNumber, altcha: humanVerificationPayload }),
  response: smsCodeSent,
});

export const ApplyForWaterServiceWithCode = defineOperation({
  name: 'ApplyForWaterServiceWithCode',
  access: 'public',
  tag,
  summary:
    'ApplyForWaterService without signing in: the verificationToken of a SendWaterApplicationCode code (single use, spent with the filing) names the registry, and the documents are the uploads of that upload key. Only the types whose rule allows the SMS path; the same checks, nothing stored on refusal.',
  request: applyForWaterRequest.extend({ verificationToken: opaqueToken, uploadToken: uploadToken.optional() }),
  response: waterApplicationSchema,
});
