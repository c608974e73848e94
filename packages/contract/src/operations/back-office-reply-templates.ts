import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { oid, typeError } from '../schemas';
import { backOfficeQueues, backOfficeTag as tag, citizenReason, version, type BackOfficeQueue } from './back-office';

/**
 * Reply templates: the sentences a queue's clerks start a citizen's reply or reason from, kept
 * by an ADMIN. A clerk picks one and adds what is particular to the case.
 */

/** The actions whose text reaches the citizen, per queue: the only places a template is offered. */
export const replyTemplateActions = {
  complaints: ['reply'],
  declarations: ['return'],
  waterApplications: ['requestDocuments', 'reject'],
  waterCancellations: ['recordCutRejected', 'rejectRefund'],
  restructurings: [],
} as const satisfies Record<BackOfficeQueue, readonly string[]>;

const templateAction = z.enum(['reply', 'return', 'requestDocuments', 'reject', 'recordCutRejected', 'rejectRefund'], { error: 'Geçerli bir işlem seçiniz.' });
const queue = z.enum(backOfficeQueues, { error: 'Geçerli bir iş kuyruğu seçiniz.' });

export const replyTemplateSchema = z.object({
  templateOid: z.number().int(),
  queue,
  action: templateAction,
  title: z.string(),
  body: z.string(),
  active: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** Who last changed it; null for a template the portal came with. */
  updatedBy: z.string().nullable(),
});

export const GetBackOfficeReplyTemplates = defineOperation({
  name: 'GetBackOfficeReplyTemplates',
  access: 'staff',
  role: 'ANY',
  tag,
  summary:
    "Reply templates. A clerk gets the active ones of the queues her roles work (for the action dialogs); an ADMIN gets every one, inactive too (for keeping them). Optionally one queue's.",
  request: z.object({ queue: queue.optional() }),
  response: z.object({ items: z.array(replyTemplateSchema) }),
});

export const SaveBackOfficeReplyTemplate = defineOperation({
  name: 'SaveBackOfficeReplyTemplate',
  access: 'staff',
  role: 'ADMIN',
  tag,
  summary:
    'ADMIN: adds a reply template (no templateOid) or changes one at the version read (409 BACKOFFICE_STALE otherwise). The action must be one whose text reaches the citizen in that queue; a title is unique within its queue and action (409 REPLY_TEMPLATE_DUPLICATE). An inactive template is no longer offered.',
  request: z
    .object({
      templateOid: oid.optional(),
      version: version.optional(),
      queue,
      action: templateAction,
      title: z.string(typeError('Başlık giriniz.')).trim().min(3, 'Başlık en az 3 karakter olmalıdır.').max(80, 'Başlık en fazla 80 karakter olabilir.'),
      body: citizenReason('Metin'),
      active: z.boolean().default(true),
    })
    .superRefine((value, ctx) => {
      if (!(replyTemplateActions[value.queue] as readonly string[]).includes(value.action)) {
        ctx.addIssue({ code: 'custom', path: ['action'], message: 'Bu iş kuyruğunda bu işlem için hazır metin kullanılmaz.' });
      }
      if (value.templateOid !== undefined && value.version === undefined) {
        ctx.addIssue({ code: 'custom', path: ['version'], message: 'Değiştirilen şablonun sürümü gönderilmelidir.' });
      }
    }),
  response: replyTemplateSchema,
});
