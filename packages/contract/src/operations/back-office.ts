import { z } from 'zod';
import { backOfficeRoles, defineOperation } from '../define-operation';
import { code, isoDate, oid, typeError } from '../schemas';

/**
 * The back office: the municipality's side of every citizen request. Every
 * operation is for active employees (access 'staff') and names the role it needs; the role
 * is read from the database on every call. Every action carries the item's version as the
 * clerk saw it: a stale one is a 409 (BACKOFFICE_STALE) and changes nothing; an action the
 * item's state does not accept is a 422 (BACKOFFICE_ACTION_NOT_ALLOWED).
 *
 * Here: roles, the dashboard and what every queue shares; each queue's operations are in its
 * own back-office-<queue>.ts.
 */
/** The API documentation's group for every back-office operation, here and in each queue's file. */
export const backOfficeTag = 'backoffice';
const tag = backOfficeTag;

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
/**
 * A reason the citizen reads (a rejection, a return, what is missing): long enough to say why,
 * so "eksik" alone does not reach anyone.
 */
export const citizenReason = (label: string) => note(label, 20, 1000);
export const optionalNote = z.string().trim().max(1000, 'Not en fazla 1000 karakter olabilir.').optional();

export const staffRef = z.object({ userOid: z.number().int(), name: z.string() });

/**
 * Every queue's assign: take it (no assignee: the caller) or give it to a colleague holding the
 * queue's role. An item a colleague holds is taken over only with takeOver: true (409
 * BACKOFFICE_TAKE_OVER_REQUIRED otherwise), so nobody's work moves without them being named.
 */
export const assignAction = z.object({ kind: z.literal('assign'), assigneeUserOid: oid.optional(), takeOver: z.boolean(typeError('Geçerli bir onay giriniz.')).optional() });
/** The items of a bulk action, each at the version the clerk saw in the list. */
export const bulkItems = z.array(z.object({ oid, version }), typeError('Öğe seçiniz.')).min(1, 'En az bir öğe seçiniz.').max(100, 'Bir seferde en fazla 100 öğe seçilebilir.');
/** What became of each item of a bulk action: done, or refused with the reason's code and Turkish text. */
export const bulkOutcomes = z.object({
  outcomes: z.array(z.object({ oid, done: z.boolean(), code: z.string().nullable(), message: z.string().nullable() })),
});
/** Every queue's release: the clerk holding an open item gives it back to the inbox, saying why. */
export const releaseAction = z.object({ kind: z.literal('release'), note: note('Gerekçe', 10, 1000) });

// ---------------------------------------------------------------- who am I, roles

export const GetMyBackOfficeRoles = defineOperation({
  name: 'GetMyBackOfficeRoles',
  access: 'staff',
  role: 'ANY',
  tag,
  summary: "The caller's back-office roles and whether they are an ADMIN, read from the database; the menu shows only what they allow. 403 for anyone with neither.",
  request: z.object({}),
  response: z.object({
    userOid: z.number().int(),
    name: z.string(),
    isAdmin: z.boolean(),
    roles: z.array(backOfficeRole),
    queues: z.array(backOfficeQueue),
    /** The units whose complaints inbox the caller works ("Birimim"). */
    unitCodes: z.array(z.string()),
  }),
});

export const staffRoleHolderSchema = z.object({
  userOid: z.number().int(),
  name: z.string(),
  title: z.string(),
  department: z.string(),
  roles: z.array(z.object({ role: backOfficeRole, grantedAt: z.string(), grantedBy: z.string() })),
  /** The units whose complaints inbox the employee works (docs/architecture.md, "Units and routing"). */
  unitCodes: z.array(z.string()),
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

/** Why a role changes hands or an item leaves its clerk: kept in the role audit and the item's history. */
export const handOverReason = note('Gerekçe', 10, 500);

export const GrantBackOfficeRole = defineOperation({
  name: 'GrantBackOfficeRole',
  access: 'staff',
  role: 'ADMIN',
  tag,
  summary: 'Gives a back-office role to an active employee, with the reason (audited). Holding it already is a 409; a member who is not an active employee is a 422.',
  request: z.object({ userOid: oid, role: backOfficeRole, reason: handOverReason }),
  response: staffRoleHolderSchema,
});

export const SetBackOfficeStaffUnits = defineOperation({
  name: 'SetBackOfficeStaffUnits',
  access: 'staff',
  role: 'ADMIN',
  tag,
  summary:
    'Sets the units an active employee works for (their complaints inbox and the forwarding notices), replacing the earlier ones, with the reason (audited). An empty list takes every unit away; an unknown unit is a 422 UNIT_NOT_FOUND.',
  request: z.object({
    userOid: oid,
    unitCodes: z.array(z.string().trim().min(1).max(30)).max(20, 'En fazla 20 birim seçilebilir.'),
    reason: handOverReason,
  }),
  response: staffRoleHolderSchema,
});

/** An open item a clerk holds in a queue: what a revoke hands over. */
export const heldItemSchema = z.object({ queue: backOfficeQueue, itemOid: z.number().int(), reference: z.string(), status: z.string() });

export const GetBackOfficeHeldItems = defineOperation({
  name: 'GetBackOfficeHeldItems',
  access: 'staff',
  role: 'ADMIN',
  tag,
  summary:
    'The open items assigned to an employee in the queues a role works: what revoking that role would hand over. Shown before the revoke, so nothing is left assigned to someone who can no longer open it.',
  request: z.object({ userOid: oid, role: backOfficeRole }),
  response: z.object({ items: z.array(heldItemSchema) }),
});

export const RevokeBackOfficeRole = defineOperation({
  name: 'RevokeBackOfficeRole',
  access: 'staff',
  role: 'ADMIN',
  tag,
  summary:
    "Takes a back-office role from an employee, with the reason. In the same transaction the employee's open items in the role's queues go back to the inbox (unassigned), or to the colleague named in handToUserOid (who must hold the role), each with the reason in its history; the role audit keeps the reason and the count. A role the employee does not hold is a 404.",
  request: z.object({ userOid: oid, role: backOfficeRole, reason: handOverReason, handToUserOid: oid.optional() }),
  response: staffRoleHolderSchema.extend({ itemsHandedOver: z.number().int() }),
});

export const roleAuditSchema = z.object({
  at: z.string(),
  /** units: the employee's units were set; `role` is then the complaints clerk's. */
  change: z.enum(['grant', 'revoke', 'units']),
  role: backOfficeRole,
  holder: staffRef,
  by: staffRef,
  /** Null on changes recorded before reasons were asked for. */
  reason: z.string().nullable(),
  itemsHandedOver: z.number().int(),
  handedTo: staffRef.nullable(),
  /** The units a `units` change set; null on grants and revokes. */
  unitCodes: z.array(z.string()).nullable(),
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
  /** Of those, past their deadline (docs/domain/back-office-deadlines.md). */
  overdueCount: z.number().int(),
  /** Since when the longest-waiting item has been at its current step, and that age in minutes; null when nothing waits. */
  oldestAt: z.string().nullable(),
  oldestAgeMinutes: z.number().int().nullable(),
});

export const GetBackOfficeDashboard = defineOperation({
  name: 'GetBackOfficeDashboard',
  access: 'staff',
  role: 'ANY',
  tag,
  summary:
    "Work waiting per queue the caller's roles allow (an ADMIN sees all): count, unassigned count, overdue count and the age of the item longest at its current step, oldest queue first.",
  request: z.object({}),
  response: z.object({ queues: z.array(queueSummarySchema) }),
});

// ---------------------------------------------------------------- list paging and filters

/** The columns a queue's list sorts by. */
export const queueSorts = ['filedAt', 'dueAt', 'status'] as const;
export type QueueSort = (typeof queueSorts)[number];

/**
 * A queue's list: numbered pages of `pageSize` with the total, sorted by a column (the filing
 * first, oldest first: the work that has waited longest). Without statuses a queue lists its
 * open work only (its non-final states); a clerk who wants every state asks for every state.
 */
export const listQuery = {
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  districtCode: code.optional(),
  /** 'me', 'none' (nobody has it) or a colleague's user oid. */
  assignedTo: z.union([z.literal('me'), z.literal('none'), oid], typeError('Geçerli bir çalışan seçiniz.')).optional(),
  /** A tracking / application number, a national ID or tax number, or part of a name. */
  searchText: z.string({ error: 'Arama metni yazı olmalıdır.' }).trim().max(100, 'Arama metni en fazla 100 karakter olabilir.').default(''),
  sort: z.enum(queueSorts, { error: 'Geçersiz sıralama.' }).default('filedAt'),
  direction: z.enum(['asc', 'desc'], { error: 'Geçersiz sıralama yönü.' }).default('asc'),
  pageIndex: z
    .number(typeError('Geçerli bir sayfa numarası giriniz.'))
    .int()
    .min(0, 'Sayfa numarası 0 ya da daha büyük olmalıdır.')
    .max(100_000, 'Sayfa numarası çok büyük.')
    .default(0),
  pageSize: z.number(typeError('Geçerli bir sayfa boyutu giriniz.')).int().min(1, 'Sayfa boyutu en az 1 olmalıdır.').max(100, 'Sayfa boyutu en fazla 100 olabilir.').default(25),
};

/** Every list row's and detail's timing (docs/domain/back-office-deadlines.md). */
export const queueTiming = {
  /** When the answer is due: the filing plus the queue's days; null when no deadline runs (a plan that does not break). */
  dueAt: z.string().nullable(),
  /** Waiting and past its due time; a finished item is never overdue. */
  overdue: z.boolean(),
  /** Since when the item has been at its current step: its last change of state, or its filing. */
  stepAt: z.string(),
};

/** One numbered page, the total under the filters, and the count of each status under the other filters. */
export const queuePage = <T extends z.ZodType, S extends z.ZodType>(item: T, status: S) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    statusCounts: z.array(z.object({ status, count: z.number().int() })),
    /** The statuses of the open work, which the list shows when no status is chosen. */
    openStatuses: z.array(status),
  });

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

/** A queue's whole filtered list for a CSV: at most 10 000 rows; `capped` when the list had more. */
export const queueExport = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), capped: z.boolean() });
