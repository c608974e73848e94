import { z } from 'zod';
import { backOfficeRoles, defineOperation } from '../define-operation';
import { code, isoDate, kurus, oid, typeError } from '../schemas';
import { complaintStatus } from './complaints';
import { declarationKind, declarationReviewStatus } from './declarations';
import type { FileContent } from './files';
import { restructuringStatus } from './restructuring';

/**
 * The back office (issue 16): the municipality's side of every citizen request. Every
 * operation is for active employees (access 'staff') and names the role it needs; the role
 * is read from the database on every call. Every action carries the item's version as the
 * clerk saw it: a stale one is a 409 (BACKOFFICE_STALE) and changes nothing; an action the
 * item's state does not accept is a 422 (BACKOFFICE_ACTION_NOT_ALLOWED).
 */
const tag = 'backoffice';

export const backOfficeRole = z.enum(backOfficeRoles, { error: 'Geçerli bir rol seçiniz.' });

/** The queues of the back office, in the dashboard's order. */
export const backOfficeQueues = ['complaints', 'waterCancellations', 'declarations', 'restructurings', 'waterApplications'] as const;
export const backOfficeQueue = z.enum(backOfficeQueues);
export type BackOfficeQueue = z.infer<typeof backOfficeQueue>;

/** Which role works which queue. */
export const queueRoles = {
  complaints: 'COMPLAINTS_CLERK',
  waterCancellations: 'WATER_CLERK',
  declarations: 'REVENUE_CLERK',
  restructurings: 'REVENUE_CLERK',
  waterApplications: 'WATER_CLERK',
} as const satisfies Record<BackOfficeQueue, (typeof backOfficeRoles)[number]>;

export const version = z.number(typeError('Kaydın sürümü giriniz.')).int().nonnegative();
export const note = (label: string, min: number, max: number) =>
  z
    .string(typeError(`${label} giriniz.`))
    .trim()
    .min(min, `${label} en az ${min} karakter olmalıdır.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`);
export const optionalNote = z.string().trim().max(1000, 'Not en fazla 1000 karakter olabilir.').optional();

export const staffRef = z.object({ userOid: z.number().int(), name: z.string() });

// ---------------------------------------------------------------- who am I, roles

export const GetMyBackOfficeRoles = defineOperation({
  name: 'GetMyBackOfficeRoles',
  access: 'staff',
  role: 'ANY',
  tag,
  summary: "The caller's back-office roles and whether they are an ADMIN, read from the database; the menu shows only what they allow. 403 for anyone with neither.",
  request: z.object({}),
  response: z.object({ userOid: z.number().int(), name: z.string(), isAdmin: z.boolean(), roles: z.array(backOfficeRole), queues: z.array(backOfficeQueue) }),
});

export const staffRoleHolderSchema = z.object({
  userOid: z.number().int(),
  name: z.string(),
  title: z.string(),
  department: z.string(),
  roles: z.array(z.object({ role: backOfficeRole, grantedAt: z.string(), grantedBy: z.string() })),
});

export const GetBackOfficeStaff = defineOperation({
  name: 'GetBackOfficeStaff',
  access: 'staff',
  role: 'ADMIN',
  tag,
  summary: 'Active employees who have a member account, with the back-office roles each holds. Search by name; paged, by name.',
  request: z.object({
    searchText: z.string({ error: 'Arama metni yazı olmalıdır.' }).trim().max(100, 'Arama metni en fazla 100 karakter olabilir.').default(''),
    pageIndex: z.number().int().min(0).max(100_000).default(0),
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  response: z.object({ items: z.array(staffRoleHolderSchema), total: z.number().int(), pageIndex: z.number().int(), pageSize: z.number().int() }),
});

const roleChange = z.object({ userOid: oid, role: backOfficeRole });

export const GrantBackOfficeRole = defineOperation({
  name: 'GrantBackOfficeRole',
  access: 'staff',
  role: 'ADMIN',
  tag,
  summary: 'Gives a back-office role to an active employee (audited). Holding it already is a 409; a member who is not an active employee is a 422.',
  request: roleChange,
  response: staffRoleHolderSchema,
});

export const RevokeBackOfficeRole = defineOperation({
  name: 'RevokeBackOfficeRole',
  access: 'staff',
  role: 'ADMIN',
  tag,
  summary: 'Takes a back-office role from an employee (audited). A role the employee does not hold is a 404.',
  request: roleChange,
  response: staffRoleHolderSchema,
});

export const roleAuditSchema = z.object({
  at: z.string(),
  change: z.enum(['grant', 'revoke']),
  role: backOfficeRole,
  holder: staffRef,
  by: staffRef,
});

export const GetBackOfficeRoleAudit = defineOperation({
  name: 'GetBackOfficeRoleAudit',
  access: 'staff',
  role: 'ADMIN',
  tag,
  summary: 'Every grant and revoke of a back-office role, newest first, paged.',
  request: z.object({ pageIndex: z.number().int().min(0).max(100_000).default(0), pageSize: z.number().int().min(1).max(100).default(25) }),
  response: z.object({ items: z.array(roleAuditSchema), total: z.number().int(), pageIndex: z.number().int(), pageSize: z.number().int() }),
});

// ---------------------------------------------------------------- shared lookups, dashboard

export const GetBackOfficeLookups = defineOperation({
  name: 'GetBackOfficeLookups',
  access: 'staff',
  role: 'ANY',
  tag,
  summary:
    "The lists the queues' filters and actions choose from: units a complaint can be forwarded to, complaint categories, districts, and the colleagues holding each role (for assigning).",
  request: z.object({}),
  response: z.object({
    units: z.array(z.object({ unitCode: z.string(), name: z.string() })),
    complaintCategories: z.array(z.object({ categoryCode: z.string(), name: z.string() })),
    districts: z.array(z.object({ districtCode: z.number().int(), name: z.string() })),
    colleagues: z.array(staffRef.extend({ roles: z.array(backOfficeRole) })),
  }),
});

export const queueSummarySchema = z.object({
  queue: backOfficeQueue,
  /** Items waiting for the back office (not finished). */
  waitingCount: z.number().int(),
  /** Of those, nobody has taken yet. */
  unassignedCount: z.number().int(),
  /** The oldest waiting item's filing time, and its age in minutes; null when nothing waits. */
  oldestAt: z.string().nullable(),
  oldestAgeMinutes: z.number().int().nullable(),
});

export const GetBackOfficeDashboard = defineOperation({
  name: 'GetBackOfficeDashboard',
  access: 'staff',
  role: 'ANY',
  tag,
  summary: "Work waiting per queue the caller's roles allow (an ADMIN sees all): count, unassigned count and the oldest item's age, oldest queue first.",
  request: z.object({}),
  response: z.object({ queues: z.array(queueSummarySchema) }),
});

// ---------------------------------------------------------------- list paging and filters

/**
 * Keyset paging: the first page has no cursor; the answer's nextCursor fetches the next page
 * (null on the last). Oldest first by default: the work that has waited longest.
 */
export const listQuery = {
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  districtCode: code.optional(),
  /** 'me', 'none' (nobody has it) or a colleague's user oid. */
  assignedTo: z.union([z.literal('me'), z.literal('none'), oid], typeError('Geçerli bir çalışan seçiniz.')).optional(),
  /** A tracking / application number, a national ID or tax number, or part of a name. */
  searchText: z.string({ error: 'Arama metni yazı olmalıdır.' }).trim().max(100, 'Arama metni en fazla 100 karakter olabilir.').default(''),
  order: z.enum(['oldest', 'newest'], { error: 'Geçersiz sıralama.' }).default('oldest'),
  pageSize: z.number(typeError('Geçerli bir sayfa boyutu giriniz.')).int().min(1, 'Sayfa boyutu en az 1 olmalıdır.').max(100, 'Sayfa boyutu en fazla 100 olabilir.').default(25),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Geçersiz sayfa imleci.')
    .optional(),
};

export const keysetPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** One line of an item's history: who did what, when, from which state to which, with the note. */
export const backOfficeHistorySchema = z.object({
  at: z.string(),
  action: z.string(),
  /** Turkish text of the action for the screen. */
  actionName: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  /** The employee; null for the citizen or the system. */
  by: staffRef.nullable(),
  note: z.string().nullable(),
});

export const backOfficeFileSchema = z.object({
  fileOid: z.number().int(),
  fileName: z.string(),
  documentName: z.string().nullable(),
  contentType: z.string(),
  size: z.number().int(),
});

// ---------------------------------------------------------------- complaints

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
});

export const GetBackOfficeComplaints = defineOperation({
  name: 'GetBackOfficeComplaints',
  access: 'staff',
  role: 'COMPLAINTS_CLERK',
  tag,
  summary: 'The complaints and requests queue: filter by status, filing date, district, category, unit and assignee; search by tracking number, national ID or name; keyset paged.',
  request: z.object({
    ...listQuery,
    statuses: z.array(complaintStatus).max(4).default([]),
    categoryCode: z.string().trim().max(10).optional(),
    unitCode: z.string().trim().max(30).optional(),
  }),
  response: keysetPage(complaintListItemSchema),
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
    z.object({ kind: z.literal('assign'), assigneeUserOid: oid.optional() }),
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

// ---------------------------------------------------------------- water cancellations

/**
 * A cancellation's back-office stage. The water line (spec §3: active 1, cut request sent 2,
 * cut 3, cut request rejected 4) moves with it: received and cutOrdered keep 2, lineCut is 3,
 * cutRejected is 4.
 */
export const cancellationStages = ['received', 'cutOrdered', 'lineCut', 'refundApproved', 'completed', 'cutRejected', 'refundRejected'] as const;
export const cancellationStage = z.enum(cancellationStages);
export const cancellationActionKinds = [
  'assign',
  'note',
  'sendCutOrder',
  'recordLineCut',
  'recordCutRejected',
  'approveRefund',
  'markRefundPaid',
  'rejectRefund',
  'closeWithoutRefund',
] as const;

export const cancellationListItemSchema = z.object({
  cancellationOid: z.number().int(),
  trackingNumber: z.string(),
  subscriberNo: z.string(),
  holderName: z.string(),
  districtName: z.string().nullable(),
  stage: cancellationStage,
  waterLineStatus: z.number().int(),
  waterLineStatusName: z.string(),
  waterLineCuttingDate: z.string(),
  refundAmount: kurus,
  assignedTo: staffRef.nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});

export const GetBackOfficeWaterCancellations = defineOperation({
  name: 'GetBackOfficeWaterCancellations',
  access: 'staff',
  role: 'WATER_CLERK',
  tag,
  summary:
    'The water contract cancellations queue: filter by stage, filing date, district and assignee; search by tracking number, subscriber number, national ID or name; keyset paged.',
  request: z.object({ ...listQuery, stages: z.array(cancellationStage).max(7).default([]) }),
  response: keysetPage(cancellationListItemSchema),
});

export const cancellationBackOfficeDetailSchema = cancellationListItemSchema.extend({
  nationalId: z.string().nullable(),
  gsm: z.string(),
  email: z.string().nullable(),
  address: z.string(),
  depositReturnType: z.number().int(),
  depositReturnTypeName: z.string(),
  /** The whole refund IBAN: the clerk pays to it. Validated (TR, mod 97) and owned by the subscriber when filed. */
  iban: z.string().nullable(),
  ibanOwner: z.string().nullable(),
  bankBranchName: z.string().nullable(),
  /** As filed. */
  filed: z.object({ depositAmount: kurus, openDebtTotal: kurus, setOffAmount: kurus, refundAmount: kurus }),
  /** The final bill: the subscription's open water debts today, the deposit set off against them, and what is left to refund. */
  finalBill: z.object({
    debts: z.array(z.object({ accrumentOid: z.number().int(), description: z.string(), dueDate: z.string(), amount: kurus })),
    depositAmount: kurus,
    openDebtTotal: kurus,
    setOffAmount: kurus,
    refundAmount: kurus,
  }),
  refundApprovedBy: staffRef.nullable(),
  refundApprovedAt: z.string().nullable(),
  refundPaidBy: staffRef.nullable(),
  refundPaidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  history: z.array(backOfficeHistorySchema),
  allowedActions: z.array(z.enum(cancellationActionKinds)),
});

export const GetBackOfficeWaterCancellation = defineOperation({
  name: 'GetBackOfficeWaterCancellation',
  accessLog: 'Su sözleşmesi iptali ayrıntısı',
  access: 'staff',
  role: 'WATER_CLERK',
  tag,
  summary: 'One cancellation with the refund account, the final bill and deposit set-off, the four-eyes refund trail and the full history.',
  request: z.object({ cancellationOid: oid }),
  response: cancellationBackOfficeDetailSchema,
});

export const cancellationAction = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('assign'), assigneeUserOid: oid.optional() }),
    z.object({ kind: z.literal('note'), note: note('Not', 2, 2000) }),
    /** The line-cut work order goes to the field team (line stays "cut request sent"). */
    z.object({ kind: z.literal('sendCutOrder'), note: optionalNote }),
    /** The line is cut (2 → 3): the final bill is the open debts now. */
    z.object({ kind: z.literal('recordLineCut'), note: optionalNote }),
    /** The cut request is rejected (2 → 4): the application is rejected; SMS with the reason. */
    z.object({ kind: z.literal('recordCutRejected'), reason: note('Red gerekçesi', 5, 1000) }),
    /** Clerk A approves the refund of the final refund amount. */
    z.object({ kind: z.literal('approveRefund'), note: optionalNote }),
    /** Clerk B (not the approver: four eyes) marks it paid; SMS to the citizen. */
    z.object({ kind: z.literal('markRefundPaid'), paymentReference: note('Ödeme referansı', 3, 50) }),
    z.object({ kind: z.literal('rejectRefund'), reason: note('Red gerekçesi', 5, 1000) }),
    /** After the cut, when the deposit is wholly set off (nothing to refund). */
    z.object({ kind: z.literal('closeWithoutRefund'), note: optionalNote }),
  ],
  { error: 'Geçerli bir işlem seçiniz.' },
);

export const ActOnBackOfficeWaterCancellation = defineOperation({
  name: 'ActOnBackOfficeWaterCancellation',
  accessLog: 'Su sözleşmesi iptali işlemi',
  access: 'staff',
  role: 'WATER_CLERK',
  tag,
  summary:
    'One action on a cancellation through its state machine: cut order, line cut / cut rejected (spec line status codes), refund approved by one clerk and marked paid by another, refund rejected with a reason, or closed without refund. Answers the updated cancellation.',
  request: z.object({ cancellationOid: oid, version, action: cancellationAction }),
  response: cancellationBackOfficeDetailSchema,
});

// ---------------------------------------------------------------- declarations

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
});

export const GetBackOfficeDeclarations = defineOperation({
  name: 'GetBackOfficeDeclarations',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag,
  summary:
    'The filed declarations queue: filter by review status, kind, filing date, district and assignee; search by declaration number, national ID / tax number or name; keyset paged.',
  request: z.object({ ...listQuery, reviewStatuses: z.array(declarationReviewStatus).max(4).default([]), declarationKind: declarationKind.optional() }),
  response: keysetPage(declarationListItemSchema),
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
    z.object({ kind: z.literal('assign'), assigneeUserOid: oid.optional() }),
    z.object({ kind: z.literal('note'), note: note('Not', 2, 2000) }),
    z.object({ kind: z.literal('accept'), note: optionalNote }),
    /** Returned with a reason: its unpaid instalment accruals are cancelled in the ledger (kept, with the history). */
    z.object({ kind: z.literal('return'), reason: note('İade gerekçesi', 5, 1000) }),
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

// ---------------------------------------------------------------- restructuring plans

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
});

export const GetBackOfficeRestructurings = defineOperation({
  name: 'GetBackOfficeRestructurings',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag,
  summary:
    'The restructuring plans: filter by status, application date and assignee, or only those that break under the scheme rule; search by application number, national ID / tax number or name; keyset paged.',
  request: z.object({ ...listQuery, statuses: z.array(restructuringStatus).max(3).default([]), breaksUnderRule: z.boolean().optional() }),
  response: keysetPage(restructuringListItemSchema),
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
    z.object({ kind: z.literal('assign'), assigneeUserOid: oid.optional() }),
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
