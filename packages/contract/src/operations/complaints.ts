import { z } from 'zod';
import { issuedTrackingNumber } from '../tracking-number';
import { defineOperation } from '../define-operation';
import { humanVerificationPayload } from '../identity-schemas';
import { code, gsmNumber, oid, paged, typeError, smsCodeSent } from '../schemas';
import { tableQuery } from '../table-query';
import { uploadToken } from './files';

const tag = 'complaints';

export const complaintStatuses = ['received', 'inProgress', 'answered', 'closed'] as const;
export const complaintStatus = z.enum(complaintStatuses);
export type ComplaintStatus = z.infer<typeof complaintStatus>;

/** A tracking number as issued: 'ST-' and ten letters and digits in two groups (no 0/O, 1/I). */
export const trackingNumber = issuedTrackingNumber('ST');

// An empty field says it is required, not that it is too short.
const text = (label: string, min: number, max: number) =>
  z
    .string(typeError(`${label} giriniz.`))
    .trim()
    .min(1, `${label} zorunludur.`)
    .min(min, `${label} en az ${min} karakter olmalıdır.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`);

/** The application type of a tip-off, the only kind that may be sent without a name. */
export const TIP_OFF_TYPE_CODE = 'IHBAR';

const operationReference = z.string(typeError('İşlem referansı giriniz.')).regex(/^[A-Za-z0-9_-]{16,64}$/, 'Geçersiz işlem referansı.');

export const SendComplaintVerificationCode = defineOperation({
  name: 'SendComplaintVerificationCode',
  access: 'public',
  tag,
  summary: 'Sends a one-time code (SMS type 6) to the phone of an anonymous sender, after the human-verification challenge. Rate-limited per phone and address.',
  request: z.object({ gsmNumber, altcha: humanVerificationPayload }),
  response: smsCodeSent,
});

export const createComplaintRequest = z
  .object({
    complaintCategoryCode: z.string(typeError('Kategori seçiniz.')).trim().min(1, 'Kategori seçiniz.').max(10),
    applicationTypeCode: z.string(typeError('Başvuru türü seçiniz.')).trim().min(1, 'Başvuru türü seçiniz.').max(20),
    subject: text('Konu', 5, 150),
    description: text('Açıklama', 20, 4000),
    districtCode: code.optional(),
    streetCode: code.optional(),
    outerDoorOid: oid.optional(),
    locationDescription: z.string().trim().max(300, 'Konum açıklaması en fazla 300 karakter olabilir.').optional(),
    /** A tip-off without a name: the phone only proves the code and is kept as a hash no clerk can read. */
    anonymous: z.boolean().default(false),
    contactName: text('Ad soyad', 3, 100)
      .regex(/^[\p{L}][\p{L} .'-]*$/u, 'Ad soyad yalnızca harflerden oluşmalıdır.')
      .optional(),
    gsmNumber,
    email: z.string().trim().max(254, 'E-posta adresi en fazla 254 karakter olabilir.').pipe(z.email('Geçerli bir e-posta adresi giriniz.')).optional(),
    fileOids: z.array(oid).max(5, 'En fazla 5 dosya ekleyebilirsiniz.').default([]),
    uploadToken: uploadToken.optional(),
    /** An anonymous sender proves the phone with the code SendComplaintVerificationCode sent to it. */
    operationReferenceNumber: operationReference.optional(),
    verificationCode: z
      .string(typeError('Doğrulama kodunu giriniz.'))
      .trim()
      .regex(/^\d{4,8}$/, 'Doğrulama kodu yalnızca rakamlardan oluşmalıdır.')
      .optional(),
    /**
     * Not asked any more: a municipality handles an application as a legal duty (KVKK art. 5/2-ç,
     * Law 3071), which needs a privacy notice, not consent. Accepted for older clients.
     */
    kvkkConsent: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.anonymous && body.applicationTypeCode !== TIP_OFF_TYPE_CODE)
      ctx.addIssue({ code: 'custom', path: ['anonymous'], message: 'Yalnızca ihbarlar kimlik belirtmeden gönderilebilir.' });
    if (!body.anonymous && !body.contactName) ctx.addIssue({ code: 'custom', path: ['contactName'], message: 'Ad soyad zorunludur.' });
  });

export const CreateComplaintRequest = defineOperation({
  name: 'CreateComplaintRequest',
  access: 'public',
  tag,
  summary: 'Records a complaint or request (white desk) and answers its tracking number. Anonymous senders prove their phone by SMS code.',
  request: createComplaintRequest,
  response: z.object({
    trackingNumber: z.string(),
    status: complaintStatus,
    createdAt: z.string(),
    /** The day by which the municipality answers (Law 3071 art. 7: 30 days), YYYY-MM-DD. */
    replyDueOn: z.string(),
    /** The tracking number and the reply date are queued by SMS to the phone given. */
    smsSent: z.boolean(),
  }),
});

/** A history line; `noteEn` is the portal's own words in English (a clerk's text has none). */
export const complaintHistorySchema = z.object({ status: complaintStatus, at: z.string(), note: z.string().nullable(), noteEn: z.string().optional() });

export const complaintDetailSchema = z.object({
  trackingNumber: z.string(),
  applicationTypeName: z.string(),
  categoryName: z.string(),
  /** Shown when the portal is read in English; absent where the municipality gave none. */
  applicationTypeNameEn: z.string().optional(),
  categoryNameEn: z.string().optional(),
  subject: z.string(),
  status: complaintStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  answer: z.string().nullable(),
  attachmentCount: z.number().int(),
  history: z.array(complaintHistorySchema),
});

export const GetComplaintRequestStatus = defineOperation({
  name: 'GetComplaintRequestStatus',
  access: 'public',
  tag,
  summary: 'Status of a complaint by tracking number and the phone it was sent with. A wrong pair is always the same 404.',
  request: z.object({ trackingNumber, gsmNumber }),
  response: complaintDetailSchema,
});

export const GetMemberComplaintRequests = defineOperation({
  name: 'GetMemberComplaintRequests',
  access: 'member',
  tag,
  summary: "The signed-in member's own complaints and requests, newest first, paged.",
  request: tableQuery(['createdAt', 'status', 'subject']),
  response: paged(complaintDetailSchema),
});
