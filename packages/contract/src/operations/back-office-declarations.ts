import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { kurus, oid } from '../schemas';
import {
  backOfficeTag as tag,
  version,
  note,
  citizenReason,
  optionalNote,
  staffRef,
  listQuery,
  backOfficeHistorySchema,
  backOfficeFileSchema,
  assignAction,
  releaseAction,
  queuePage,
  queueTiming,
} from './back-office';
import { declarationKind, declarationReviewStatus } from './declarations';
import type { FileContent } from './files';

/**
 * The declarations queue of the back office: REVENUE_CLERK accepts a filed declaration
 * or returns it to the citizen with a reason.
 * Kept apart from back-office.ts so each queue's contract stays small.
 */
export const declarationActionKinds = ['assign', 'note', 'accept', 'return'] as const;

export const declarationListItemSchema = z.object({
  declarationOid: z.number().int(),
  declarationNo: z.string(),
  declarationKind,
  kindName: z.string(),
  taxYear: z.number().int(),
  subject: z.string(),
  taxpayerName: z.string(),
  districtName: z.string().nullable(),
  taxAmount: kurus,
  reviewStatus: declarationReviewStatus,
  assignedTo: staffRef.nullable(),
  filedAt: z.string(),
  version: z.number().int(),
  ...queueTiming,
});

export const GetBackOfficeDeclarations = defineOperation({
  name: 'GetBackOfficeDeclarations',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag,
  summary:
    'The filed declarations queue: filter by review status, kind, filing date, district and assignee; search by declaration number, national ID / tax number or name; numbered pages with totals per status; open work only unless statuses are chosen.',
  request: z.object({ ...listQuery, reviewStatuses: z.array(declarationReviewStatus).max(4).optional(), declarationKind: declarationKind.optional() }),
  response: queuePage(declarationListItemSchema, declarationReviewStatus),
});

export const declarationBackOfficeDetailSchema = declarationListItemSchema.extend({
  identityNumber: z.string(),
  address: z.string(),
  taxValue: kurus.nullable(),
  lines: z.array(z.object({ label: z.string(), amount: kurus })),
  instalments: z.array(
    z.object({ accrumentOid: z.number().int(), instalmentNo: z.number().int(), dueDate: z.string(), amount: kurus, status: z.enum(['open', 'paid', 'restructured', 'cancelled']) }),
  ),
  documents: z.array(backOfficeFileSchema),
  returnReason: z.string().nullable(),
  history: z.array(backOfficeHistorySchema),
  allowedActions: z.array(z.enum(declarationActionKinds)),
});

export const GetBackOfficeDeclaration = defineOperation({
  name: 'GetBackOfficeDeclaration',
  accessLog: 'Beyanname ayrıntısı',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag,
  summary: 'One filed declaration: taxpayer, computed tax, its instalment accruals with their ledger status, documents and the full history.',
  request: z.object({ declarationOid: oid }),
  response: declarationBackOfficeDetailSchema,
});

export const declarationAction = z.discriminatedUnion(
  'kind',
  [
    assignAction,
    releaseAction,
    z.object({ kind: z.literal('note'), note: note('Not', 2, 2000) }),
    z.object({ kind: z.literal('accept'), note: optionalNote }),
    /** Returned with a reason: its unpaid instalment accruals are cancelled in the ledger (kept, with the history). */
    z.object({ kind: z.literal('return'), reason: citizenReason('İade gerekçesi') }),
  ],
  { error: 'Geçerli bir işlem seçiniz.' },
);

export const ActOnBackOfficeDeclaration = defineOperation({
  name: 'ActOnBackOfficeDeclaration',
  accessLog: 'Beyanname işlemi',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag,
  summary:
    'One action on a filed declaration through its state machine: assign, note, accept, or return with a reason (cancels its unpaid instalment accruals; SMS to the taxpayer). Answers the updated declaration.',
  request: z.object({ declarationOid: oid, version, action: declarationAction }),
  response: declarationBackOfficeDetailSchema,
});

export const GetBackOfficeDeclarationDocument = defineOperation({
  name: 'GetBackOfficeDeclarationDocument',
  accessLog: 'Beyanname belgesi',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag,
  responseKind: 'file',
  summary: "A document attached to a declaration; a file that is not this declaration's is 404.",
  request: z.object({ declarationOid: oid, fileOid: oid, disposition: z.enum(['inline', 'attachment']).default('inline') }),
  response: z.custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value).meta({ description: 'The file bytes.' }),
});
