import { z } from 'zod';
import { defineOperation } from '../define-operation';

const tag = 'notifications';

export const notificationChannels = ['sms', 'email'] as const;
export const notificationKinds = ['reminder', 'decision', 'receipt'] as const;
/**
 * The channels each kind is offered on. Decisions and receipts already reach the applicant's
 * phone by the spec's own SMS (tracking message, payment confirmation), so their consent is for
 * e-mail only; a consent that changed nothing would mislead.
 */
export const notificationOffers = { reminder: ['sms', 'email'], decision: ['email'], receipt: ['email'] } as const satisfies Record<
  (typeof notificationKinds)[number],
  readonly (typeof notificationChannels)[number][]
>;
export const isOffered = (channel: string, kind: string) =>
  (notificationOffers[kind as keyof typeof notificationOffers] as readonly string[] | undefined)?.includes(channel) ?? false;
const channel = z.enum(notificationChannels, { error: 'Geçersiz bildirim kanalı.' });
const kind = z.enum(notificationKinds, { error: 'Geçersiz bildirim türü.' });

export const notificationPreferenceSchema = z.object({
  channel,
  kind,
  given: z.boolean(),
  /** The sentence the consent is recorded with. */
  wording: z.string(),
  wordingVersion: z.string(),
  /** When the current choice was recorded; null: never recorded. */
  recordedAt: z.string().nullable(),
});

const preferencesResponse = z.object({
  preferences: z.array(notificationPreferenceSchema),
  /** Where each channel goes today (masked phone, e-mail); null when the profile has none. */
  gsm: z.string().nullable(),
  email: z.string().nullable(),
});

export const GetNotificationPreferences = defineOperation({
  name: 'GetNotificationPreferences',
  access: 'member',
  tag,
  summary:
    "The signed-in member's notification consents per channel (SMS, e-mail) and kind (due-date reminders, decisions, receipts), each with its wording and when it was recorded.",
  request: z.object({}),
  response: preferencesResponse,
});

export const SetNotificationPreferences = defineOperation({
  name: 'SetNotificationPreferences',
  access: 'member',
  tag,
  summary:
    'Records a consent given or withdrawn for each changed preference (with date and wording); unchanged ones record nothing. SMS due-date reminders are the spec’s chkSMSInfo. Offered: reminders by SMS and e-mail, decisions and receipts by e-mail (400 otherwise).',
  request: z.object({
    preferences: z
      .array(z.object({ channel, kind, given: z.boolean() }).refine((p) => isOffered(p.channel, p.kind), 'Bu bildirim türü bu kanaldan gönderilmemektedir.'))
      .min(1)
      .max(6),
  }),
  response: preferencesResponse,
});

export const UnsubscribeNotification = defineOperation({
  name: 'UnsubscribeNotification',
  access: 'public',
  tag,
  summary:
    'Spends the single-use link of an e-mail: withdraws the consent it names without signing in. A forged or altered link is 422 UNSUBSCRIBE_LINK_INVALID, a spent one 409 UNSUBSCRIBE_LINK_USED; neither changes anything.',
  request: z.object({ token: z.string({ error: 'Bağlantı eksik.' }).min(1, 'Bağlantı eksik.').max(300, 'Bağlantı geçersiz.') }),
  response: z.object({ channel, kind }),
});

export const notificationStatuses = ['queued', 'sending', 'sent', 'failed'] as const;

/** What an operator looks a message up by: a mobile number, an e-mail address, or a tracking number (any word of the text). */
const messageSearch = z
  .string()
  .trim()
  .max(60, 'Arama en fazla 60 karakter olabilir.')
  .regex(/^[\p{L}\p{N} @.+_-]*$/u, 'Aramada yalnızca harf, rakam, boşluk ve @ . + _ - kullanılabilir.')
  .default('');

const cursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Geçersiz sayfa imleci.')
  .optional();

export const GetBackOfficeNotifications = defineOperation({
  name: 'GetBackOfficeNotifications',
  access: 'staff',
  role: 'ANY',
  tag,
  summary:
    'Reminders, decision and receipt mails: what was sent, what failed (with the reason and tries) and what waits; newest first, keyset-paged; searchable by phone, e-mail address or a word of the subject (a tracking number). Only for ADMIN or PAYMENTS_OPERATOR (others 403). Recipients are masked.',
  request: z.object({
    status: z.enum(notificationStatuses, { error: 'Geçersiz durum.' }).optional(),
    search: messageSearch,
    cursor,
  }),
  response: z.object({
    items: z.array(
      z.object({
        oid: z.number().int(),
        channel,
        kind,
        purpose: z.string(),
        status: z.enum(notificationStatuses),
        attempts: z.number().int(),
        lastError: z.string().nullable(),
        dueDate: z.string().nullable(),
        amount: z.number().int().nullable(),
        recipient: z.string(),
        /** The company a reminder went to a representative for (its title), or null. */
        onBehalfOf: z.string().nullable(),
        createdAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    ),
    nextCursor: z.string().nullable(),
    counts: z.object({ queued: z.number().int(), sending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  }),
});

export const smsLogStatuses = ['queued', 'sent', 'failed'] as const;
/** What an SMS was for: a one-time code and a new password are never shown, only that they went. */
export const smsLogKinds = ['code', 'password', 'notice'] as const;

export const GetBackOfficeSmsLog = defineOperation({
  name: 'GetBackOfficeSmsLog',
  access: 'staff',
  role: 'ANY',
  tag,
  summary:
    'Every SMS the portal sent or failed to send (codes, new passwords, decisions, reminders, payment confirmations, leak alerts), newest first, keyset-paged; searchable by phone or a word of the text (a tracking number). Codes and passwords are never shown; recipients are masked. Only for ADMIN or PAYMENTS_OPERATOR (others 403).',
  request: z.object({
    status: z.enum(smsLogStatuses, { error: 'Geçersiz durum.' }).optional(),
    search: messageSearch,
    cursor,
  }),
  response: z.object({
    items: z.array(
      z.object({
        oid: z.number().int(),
        kind: z.enum(smsLogKinds),
        title: z.string().nullable(),
        /** The text as sent; null for a code or a password. */
        text: z.string().nullable(),
        recipient: z.string(),
        status: z.enum(smsLogStatuses),
        error: z.string().nullable(),
        createdAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    ),
    nextCursor: z.string().nullable(),
    /** Per status, for the search (not the status filter); `today` counts what was queued since midnight in Türkiye. */
    counts: z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int(), today: z.number().int() }),
  }),
});
