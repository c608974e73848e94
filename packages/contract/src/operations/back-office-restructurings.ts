import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { kurus, oid } from '../schemas';
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
} from './back-office';
import type { FileContent } from './files';
import { restructuringStatus } from './restructuring';

/**
 * The restructuring plans queue of the back office: REVENUE_CLERK follows the plans and
 * marks a plan broken under the law's rules.
 * Kept apart from back-office.ts so each queue's contract stays small.
 */
export const restructuringActionKinds = ['assign', 'note', 'markBroken'] as const;

export const restructuringListItemSchema = z.object({
  restructuringLogOid: z.number().int(),
  applicationNo: z.string(),
  taxpayerName: z.string(),
  lawNo: z.string(),
  status: restructuringStatus,
  instalmentCount: z.number().int(),
  restructuredTotal: kurus,
  paidTotal: kurus,
  /** Instalments past due and unpaid today. */
  overdueCount: z.number().int(),
  /** The scheme's rule says the plan is broken as of today (it may not be marked yet). */
  breaksUnderRule: z.boolean(),
  assignedTo: staffRef.nullable(),
  appliedAt: z.string(),
  version: z.number().int(),
  ...queueTiming,
});

export const GetBackOfficeRestructurings = defineOperation({
  name: 'GetBackOfficeRestructurings',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag,
  summary:
    'The restructuring plans: filter by status, application date and assignee, or only those that break under the scheme rule; search by application number, national ID / tax number or name; numbered pages with totals per status; open work only unless statuses are chosen.',
  request: z.object({ ...listQuery, statuses: z.array(restructuringStatus).max(3).optional(), breaksUnderRule: z.boolean().optional() }),
  response: queuePage(restructuringListItemSchema, restructuringStatus),
});

export const restructuringBackOfficeDetailSchema = restructuringListItemSchema.extend({
  identityNumber: z.string(),
  schemeTitle: z.string(),
  /** The scheme's breaking rule: more than lateInstalments instalments unpaid graceDays after their due date. */
  rule: z.object({ lateInstalments: z.number().int(), graceDays: z.number().int() }),
  ruleExplanation: z.string(),
  brokenAt: z.string().nullable(),
  principal: kurus,
  delayFineWaived: kurus,
  indexAmount: kurus,
  petitionFileOid: z.number().int(),
  instalments: z.array(
    z.object({
      instalmentNo: z.number().int(),
      accrumentOid: z.number().int(),
      dueDate: z.string(),
      amount: kurus,
      paidAmount: kurus,
      paidAt: z.string().nullable(),
      status: z.enum(['paid', 'open', 'overdue', 'cancelled']),
    }),
  ),
  documents: z.array(backOfficeFileSchema.extend({ kind: z.enum(['petition', 'upload']) })),
  history: z.array(backOfficeHistorySchema),
  allowedActions: z.array(z.enum(restructuringActionKinds)),
});

export const GetBackOfficeRestructuring = defineOperation({
  name: 'GetBackOfficeRestructuring',
  accessLog: 'Yapılandırma ayrıntısı',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag,
  summary: 'One restructuring plan: the plan, its petition and documents, each instalment with its payment, the scheme rule and whether it breaks under it today, and the history.',
  request: z.object({ restructuringLogOid: oid }),
  response: restructuringBackOfficeDetailSchema,
});

export const restructuringAction = z.discriminatedUnion(
  'kind',
  [
    assignAction,
    releaseAction,
    z.object({ kind: z.literal('note'), note: note('Not', 2, 2000) }),
    /** Only when the scheme's rule says it breaks today: the restructured debts are restored; the citizen sees "bozuldu"; SMS. */
    z.object({ kind: z.literal('markBroken'), note: optionalNote }),
  ],
  { error: 'Geçerli bir işlem seçiniz.' },
);

export const ActOnBackOfficeRestructuring = defineOperation({
  name: 'ActOnBackOfficeRestructuring',
  accessLog: 'Yapılandırma işlemi',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag,
  summary: "One action on a restructuring plan: assign, note, or mark broken (active → broken) when the scheme's rule is met (else 422). Answers the updated plan.",
  request: z.object({ restructuringLogOid: oid, version, action: restructuringAction }),
  response: restructuringBackOfficeDetailSchema,
});

export const GetBackOfficeRestructuringDocument = defineOperation({
  name: 'GetBackOfficeRestructuringDocument',
  accessLog: 'Yapılandırma belgesi',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag,
  responseKind: 'file',
  summary: "The petition or an uploaded document of a restructuring; a file that is not this plan's is 404.",
  request: z.object({ restructuringLogOid: oid, fileOid: oid, disposition: z.enum(['inline', 'attachment']).default('inline') }),
  response: z.custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value).meta({ description: 'The file bytes.' }),
});
