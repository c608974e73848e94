import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { oid, typeError } from '../schemas';
import {
  backOfficeTag as tag,
  version,
  note,
  optionalNote,
  staffRef,
  listQuery,
  backOfficeHistorySchema,
  backOfficeFileSchema,
  assignAction,
  releaseAction,
  queuePage,
  queueTiming,
  bulkItems,
  queueExport,
  bulkOutcomes,
  citizenReason,
} from './back-office';
import { complaintStatus } from './complaints';
import type { FileContent } from './files';

/**
 * The complaints queue of the back office: COMPLAINTS_CLERK assigns, notes, replies to
 * the citizen, moves a complaint through its statuses and forwards it to another unit.
 * Kept apart from back-office.ts so each queue's contract stays small.
 */
export const complaintActionKinds = ['assign', 'note', 'reply', 'move', 'forward'] as const;

export const complaintListItemSchema = z.object({
  complaintOid: z.number().int(),
  trackingNumber: z.string(),
  subject: z.string(),
  categoryName: z.string(),
  districtName: z.string().nullable(),
  /** Null for an anonymous tip-off (ihbar): the sender gave no name. */
  contactName: z.string().nullable(),
  status: complaintStatus,
  unitCode: z.string(),
  unitName: z.string(),
  assignedTo: staffRef.nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  ...queueTiming,
});

export const GetBackOfficeComplaints = defineOperation({
  name: 'GetBackOfficeComplaints',
  access: 'staff',
  role: 'COMPLAINTS_CLERK',
  tag,
  summary:
    'The complaints and requests queue: filter by status, filing date, district, category, unit and assignee; search by tracking number, national ID or name; numbered pages with totals per status; open work only unless statuses are chosen.',
  request: z.object({
    ...listQuery,
    statuses: z.array(complaintStatus).max(4).optional(),
    categoryCode: z.string().trim().max(10).optional(),
    unitCode: z.string().trim().max(30).optional(),
    /**
     * "Birimim": only the complaints in the caller's units. Without it a clerk who belongs to
     * units gets them, unless unitCode names one; an ADMIN or a clerk without units gets every unit.
     */
    scope: z.enum(['mine', 'all']).optional(),
  }),
  response: queuePage(complaintListItemSchema, complaintStatus).extend({
    /** The scope the list applied, and the caller's units (empty: none, so "mine" would be every unit). */
    scope: z.enum(['mine', 'all']),
    myUnitCodes: z.array(z.string()),
  }),
});

export const ExportBackOfficeComplaints = defineOperation({
  name: 'ExportBackOfficeComplaints',
  access: 'staff',
  role: 'COMPLAINTS_CLERK',
  tag,
  summary:
    'Every row of the complaints list under the same filters and sort as GetBackOfficeComplaints (its page is ignored), up to 10 000 rows (then capped is true), for a CSV. The export is audited with the staff member, the queue and the filter, and every signed-in complainant in it finds the export in their access log.',
  accessLog: 'Şikâyet listesi dışa aktarımı',
  request: GetBackOfficeComplaints.request,
  response: queueExport(complaintListItemSchema),
});

export const complaintBackOfficeDetailSchema = complaintListItemSchema.extend({
  applicationTypeName: z.string(),
  categoryCode: z.string(),
  description: z.string(),
  districtCode: z.number().int().nullable(),
  streetName: z.string().nullable(),
  locationDescription: z.string().nullable(),
  /** Null for an anonymous tip-off: its phone was only for the code and is never shown to a clerk. */
  gsm: z.string().nullable(),
  email: z.string().nullable(),
  /** The sender's national ID when a signed-in member sent it. */
  nationalId: z.string().nullable(),
  /** The reply the citizen sees in the tracking lookup. */
  answer: z.string().nullable(),
  updatedAt: z.string(),
  attachments: z.array(backOfficeFileSchema),
  history: z.array(backOfficeHistorySchema),
  /** The actions the item's state accepts now (the state machine), for the screen's buttons. */
  allowedActions: z.array(z.enum(complaintActionKinds)),
  /** The statuses a 'move' may go to now. */
  allowedMoves: z.array(complaintStatus),
});

const complaintItem = { complaintOid: oid, version };

export const GetBackOfficeComplaint = defineOperation({
  name: 'GetBackOfficeComplaint',
  accessLog: 'Şikâyet ayrıntısı',
  access: 'staff',
  role: 'COMPLAINTS_CLERK',
  tag,
  summary: 'One complaint with the sender, attachments and its full history.',
  request: z.object({ complaintOid: oid }),
  response: complaintBackOfficeDetailSchema,
});

export const complaintAction = z.discriminatedUnion(
  'kind',
  [
    /** Take it (no assignee: the caller) or give it to a colleague holding COMPLAINTS_CLERK. */
    assignAction,
    releaseAction,
    z.object({ kind: z.literal('note'), note: note('Not', 2, 2000) }),
    /** The reply the citizen sees in their tracking lookup; SMS to the sender. */
    z.object({ kind: z.literal('reply'), answer: note('Yanıt', 10, 4000) }),
    z.object({ kind: z.literal('move'), toStatus: complaintStatus, note: optionalNote }),
    z.object({ kind: z.literal('forward'), unitCode: z.string(typeError('Birim seçiniz.')).trim().min(1, 'Birim seçiniz.').max(30), note: note('Yönlendirme notu', 2, 1000) }),
  ],
  { error: 'Geçerli bir işlem seçiniz.' },
);

export const ActOnBackOfficeComplaint = defineOperation({
  name: 'ActOnBackOfficeComplaint',
  accessLog: 'Şikâyet işlemi',
  access: 'staff',
  role: 'COMPLAINTS_CLERK',
  tag,
  summary:
    'One action on a complaint through its state machine: assign, internal note, reply (received/in progress → answered, SMS), move (received → in progress, answered → closed or back to in progress), forward to another unit. Answers the updated complaint.',
  request: z.object({ ...complaintItem, action: complaintAction }),
  response: complaintBackOfficeDetailSchema,
});

export const ActOnBackOfficeComplaintsInBulk = defineOperation({
  name: 'ActOnBackOfficeComplaintsInBulk',
  access: 'staff',
  role: 'COMPLAINTS_CLERK',
  tag,
  summary:
    'One action on several complaints: assign (to the caller or a colleague holding COMPLAINTS_CLERK) or close with one reason the citizen reads (answered → closed). Each complaint goes through the same state machine as ActOnBackOfficeComplaint, in a transaction of its own; the answer says per complaint whether it was done or refused and why.',
  request: z.object({
    items: bulkItems,
    action: z.discriminatedUnion('kind', [assignAction, z.object({ kind: z.literal('close'), reason: citizenReason('Kapatma gerekçesi') })], {
      error: 'Geçerli bir işlem seçiniz.',
    }),
  }),
  response: bulkOutcomes,
});

export const GetBackOfficeComplaintAttachment = defineOperation({
  name: 'GetBackOfficeComplaintAttachment',
  accessLog: 'Şikâyet eki',
  access: 'staff',
  role: 'COMPLAINTS_CLERK',
  tag,
  responseKind: 'file',
  summary: "A file attached to a complaint; a file that is not this complaint's is 404.",
  request: z.object({ complaintOid: oid, fileOid: oid, disposition: z.enum(['inline', 'attachment']).default('inline') }),
  response: z.custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value).meta({ description: 'The file bytes.' }),
});

/** Where a category's complaints arrive: its unit, or Beyaz Masa (the municipality's front desk) when it has none. */
export const complaintRoutingSchema = z.object({
  categories: z.array(z.object({ categoryCode: z.string(), name: z.string(), unitCode: z.string().nullable() })),
  units: z.array(z.object({ unitCode: z.string(), name: z.string() })),
});

export const GetBackOfficeComplaintRouting = defineOperation({
  name: 'GetBackOfficeComplaintRouting',
  access: 'staff',
  role: 'ADMIN',
  tag,
  summary: "Every complaint category with the unit its complaints arrive in (null: Beyaz Masa), and the municipality's units to choose from.",
  request: z.object({}),
  response: complaintRoutingSchema,
});

export const SetBackOfficeComplaintRouting = defineOperation({
  name: 'SetBackOfficeComplaintRouting',
  access: 'staff',
  role: 'ADMIN',
  tag,
  summary:
    'Sends a category’s new complaints to a unit (null: Beyaz Masa), with the reason (audited). Complaints already filed stay where they are. An unknown category is a 422 CATEGORY_NOT_FOUND, an unknown unit a 422 UNIT_NOT_FOUND.',
  request: z.object({
    categoryCode: z.string(typeError('Kategori seçiniz.')).trim().min(1, 'Kategori seçiniz.').max(20),
    unitCode: z.string(typeError('Birim seçiniz.')).trim().min(1).max(30).nullable(),
    reason: note('Gerekçe', 10, 500),
  }),
  response: complaintRoutingSchema,
});
