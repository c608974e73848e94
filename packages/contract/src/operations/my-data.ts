import { z } from 'zod';
import { defineOperation } from '../define-operation';
import type { FileContent } from './files';
import { documentLanguage } from '../schemas';
import { notificationPreferenceSchema } from './notifications';

const tag = 'my-data';

export const personalDataSchema = z.object({
  identity: z.object({
    registryType: z.string(),
    nationalId: z.string().nullable(),
    taxNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    title: z.string().nullable(),
    fatherName: z.string().nullable(),
    motherName: z.string().nullable(),
    birthDate: z.string().nullable(),
    birthPlace: z.string().nullable(),
  }),
  contact: z.object({ userName: z.string(), gsm: z.string().nullable(), email: z.string().nullable(), memberSince: z.string(), kvkkConsentAt: z.string().nullable() }),
  estates: z.array(
    z.object({
      oid: z.number().int(),
      kind: z.string(),
      address: z.string(),
      blockNo: z.string().nullable(),
      parcelNo: z.string().nullable(),
      landArea: z.number().nullable(),
      floorArea: z.number().nullable(),
      usageType: z.string().nullable(),
    }),
  ),
  subscriptions: z.array(z.object({ subscriberNo: z.string(), tariff: z.string(), meterNo: z.string(), startedOn: z.string(), endedOn: z.string().nullable() })),
  consents: z.array(notificationPreferenceSchema),
});

export type PersonalData = z.infer<typeof personalDataSchema>;

export const GetMyPersonalData = defineOperation({
  name: 'GetMyPersonalData',
  access: 'member',
  tag,
  summary: 'KVKK art. 11: the personal data the municipality holds about the signed-in member — identity, contact, estates, water subscriptions and notification consents.',
  request: z.object({}),
  response: personalDataSchema,
});

export const GetMyPersonalDataFile = defineOperation({
  name: 'GetMyPersonalDataFile',
  access: 'member',
  tag,
  responseKind: 'file',
  summary: 'The same personal data as a download: JSON (machine-readable) or PDF, together with the access log.',
  request: z.object({ format: z.enum(['json', 'pdf'], { error: 'Geçersiz dosya biçimi.' }), language: documentLanguage }),
  response: z.custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value).meta({ description: 'The file bytes.' }),
});

export const accessLogSchema = z.object({
  staffAccesses: z.array(z.object({ at: z.string(), role: z.string(), unit: z.string(), screen: z.string(), reason: z.string() })),
  signIns: z.array(
    z.object({ at: z.string(), method: z.enum(['password', 'edevlet', 'sms']), deviceClass: z.enum(['phone', 'tablet', 'computer', 'unknown']), success: z.boolean() }),
  ),
});

export const GetMyAccessLog = defineOperation({
  name: 'GetMyAccessLog',
  access: 'member',
  tag,
  summary:
    "Who looked at the member's record: every back-office screen a staff member opened on it (role, unit, screen, reason, time; staff are not named) and the account's sign-ins (time, method, device class), newest first, the last 200 of each.",
  request: z.object({}),
  response: accessLogSchema,
});

const memberRecordRequest = {
  nationalId: z.string({ error: 'Kimlik numarası giriniz.' }).regex(/^\d{10,11}$/, 'Kimlik veya vergi numarası 10 ya da 11 haneli olmalıdır.'),
  reason: z.string({ error: 'Gerekçe giriniz.' }).trim().min(5, 'Gerekçe en az 5 karakter olmalıdır.').max(200, 'Gerekçe en fazla 200 karakter olabilir.'),
};

/** The person's requests and records a member record links to, one list per view. */
export const memberRequestLists = ['complaints', 'waterApplications', 'waterCancellations', 'declarations', 'restructurings', 'subscriptions', 'debts'] as const;
export type MemberRequestList = (typeof memberRequestLists)[number];

/** The access log's screen for each list (what the citizen reads in their own log). */
export const memberRequestScreens: Record<MemberRequestList, string> = {
  complaints: 'Vatandaş kaydı: şikâyet ve talepler',
  waterApplications: 'Vatandaş kaydı: su başvuruları',
  waterCancellations: 'Vatandaş kaydı: su sözleşmesi iptalleri',
  declarations: 'Vatandaş kaydı: beyannameler',
  restructurings: 'Vatandaş kaydı: yapılandırmalar',
  subscriptions: 'Vatandaş kaydı: su abonelikleri',
  debts: 'Vatandaş kaydı: borçlar',
};

export const memberRequestSchema = z.object({
  /** The queue item's oid (null for a subscription or a debt, which are no queue's items). */
  itemOid: z.number().int().nullable(),
  /** The number the person and the clerks know it by: tracking, declaration, application or subscriber number, or the debt's period. */
  reference: z.string(),
  title: z.string(),
  status: z.string(),
  at: z.string(),
  /** Kuruş, for a debt; null otherwise. */
  amount: z.number().int().nullable(),
});

export const GetBackOfficeMemberRequests = defineOperation({
  name: 'GetBackOfficeMemberRequests',
  access: 'staff',
  role: 'ANY',
  tag,
  accessLog: 'Vatandaş kaydı listesi',
  summary:
    "One list of what a citizen's member record links to (complaints, water applications, water cancellations, declarations, restructuring plans, water subscriptions or debts), newest first, at most 100. Each list a clerk opens is written to the citizen's access log with the reason, once per view session.",
  request: z.object({ ...memberRecordRequest, list: z.enum(memberRequestLists, { error: 'Geçerli bir liste seçiniz.' }) }),
  response: z.object({ items: z.array(memberRequestSchema) }),
});

export const GetBackOfficeMemberRecord = defineOperation({
  name: 'GetBackOfficeMemberRecord',
  access: 'staff',
  role: 'ANY',
  tag,
  accessLog: 'Vatandaş kaydı',
  summary: "A citizen's member record for a clerk (identity and contact) by ID number, with the reason for opening it. Every opening is written to the citizen's access log.",
  request: z.object(memberRecordRequest),
  response: z.object({
    userName: z.string(),
    name: z.string(),
    registryType: z.string(),
    gsm: z.string().nullable(),
    email: z.string().nullable(),
    memberSince: z.string(),
    status: z.string(),
  }),
});
