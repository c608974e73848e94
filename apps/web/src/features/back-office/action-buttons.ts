import { applicationTypes, type ResponseOf } from '@ebelediye/contract';

/** What a clerk types or picks before an action is sent. */
export type ActionField =
  | 'note'
  | 'optionalNote'
  | 'reason'
  | 'answer'
  | 'paymentReference'
  | 'assignee'
  | 'unit'
  | 'documentKinds'
  | 'visitDate'
  | 'findings'
  | 'meterNo'
  | 'meterReading'
  | 'meterStatus'
  | 'finalIndex'
  | 'finalIndexChecked'
  | 'appealedPeriod'
  | 'correctedIndex'
  | 'reductionCode';

export interface ActionButton {
  /** Unique on the screen (a 'move' has one button per status it may go to). */
  id: string;
  kind: string;
  /** The button's text key under `actions.` in the back office's texts. */
  label: string;
  /** Fields asked in a dialog first; none: the action is sent at once. */
  fields: ActionField[];
  tone: 'primary' | 'neutral' | 'danger';
  toStatus?: string;
  /** The colleague who holds the item: assigning takes it from her, so the clerk confirms first and the request says takeOver. */
  takeOverFrom?: string;
}

export type ActionValues = Partial<Record<ActionField, string>>;

type Complaint = ResponseOf<'GetBackOfficeComplaint'>;
type Cancellation = ResponseOf<'GetBackOfficeWaterCancellation'>;
type Declaration = ResponseOf<'GetBackOfficeDeclaration'>;
type Restructuring = ResponseOf<'GetBackOfficeRestructuring'>;
type WaterApplication = ResponseOf<'GetBackOfficeWaterApplication'>;

/**
 * Taking an item is offered unless it is already the clerk's, and giving it to a colleague always,
 * while assigning is allowed; from a colleague who holds it, both are a take-over the clerk
 * confirms (the dialog names her). The clerk holding it may release it back to the inbox.
 */
function assignButtons(assignedTo: { userOid: number; name: string } | null, me: number): ActionButton[] {
  const mine = assignedTo?.userOid === me;
  const holder = assignedTo && !mine ? { takeOverFrom: assignedTo.name } : {};
  return [
    ...(mine ? [] : [{ id: 'take', kind: 'assign', label: assignedTo ? 'takeOver' : 'take', fields: [], tone: 'neutral', ...holder } as ActionButton]),
    { id: 'assign', kind: 'assign', label: 'assign', fields: ['assignee'], tone: 'neutral', ...holder },
    ...(mine ? [{ id: 'release', kind: 'release', label: 'release', fields: ['note'], tone: 'neutral' } as ActionButton] : []),
  ];
}

const noteButton: ActionButton = { id: 'note', kind: 'note', label: 'note', fields: ['note'], tone: 'neutral' };

/**
 * A complaint's buttons: only what the server's state machine accepts now (allowedActions and
 * allowedMoves of the item as loaded), so no button leads to a refusal.
 */
export function complaintButtons(item: Complaint, me: number): ActionButton[] {
  const allowed = new Set<string>(item.allowedActions);
  return [
    ...(allowed.has('reply') ? [{ id: 'reply', kind: 'reply', label: 'reply', fields: ['answer'], tone: 'primary' } as ActionButton] : []),
    ...(allowed.has('move')
      ? item.allowedMoves.map((status): ActionButton => ({
          id: `move-${status}`,
          kind: 'move',
          label: `move.${status}`,
          fields: ['optionalNote'],
          tone: status === 'closed' ? 'danger' : 'primary',
          toStatus: status,
        }))
      : []),
    ...(allowed.has('assign') ? assignButtons(item.assignedTo, me) : []),
    ...(allowed.has('forward') ? [{ id: 'forward', kind: 'forward', label: 'forward', fields: ['unit', 'note'], tone: 'neutral' } as ActionButton] : []),
    ...(allowed.has('note') ? [noteButton] : []),
  ];
}

const cancellationSpecs: Record<string, Omit<ActionButton, 'id' | 'kind'>> = {
  sendCutOrder: { label: 'sendCutOrder', fields: ['optionalNote'], tone: 'primary' },
  recordLineCut: { label: 'recordLineCut', fields: ['meterStatus', 'finalIndex', 'finalIndexChecked', 'optionalNote'], tone: 'primary' },
  recordCutRejected: { label: 'recordCutRejected', fields: ['reason'], tone: 'danger' },
  approveRefund: { label: 'approveRefund', fields: ['optionalNote'], tone: 'primary' },
  markRefundPaid: { label: 'markRefundPaid', fields: ['paymentReference'], tone: 'primary' },
  rejectRefund: { label: 'rejectRefund', fields: ['reason'], tone: 'danger' },
  closeWithoutRefund: { label: 'closeWithoutRefund', fields: ['optionalNote'], tone: 'primary' },
};

/** Four eyes: the clerk who approved a refund is not offered to mark it paid (the server refuses it too). */
export function approvedByMe(item: Cancellation, me: number): boolean {
  return item.refundApprovedBy?.userOid === me;
}

export function cancellationButtons(item: Cancellation, me: number): ActionButton[] {
  const allowed = item.allowedActions.filter((kind) => !(kind === 'markRefundPaid' && approvedByMe(item, me)));
  return [
    ...allowed.filter((kind) => kind in cancellationSpecs).map((kind) => ({ id: kind, kind, ...cancellationSpecs[kind]! })),
    ...(allowed.includes('assign') ? assignButtons(item.assignedTo, me) : []),
    ...(allowed.includes('note') ? [noteButton] : []),
  ];
}

export function declarationButtons(item: Declaration, me: number): ActionButton[] {
  const allowed = new Set<string>(item.allowedActions);
  return [
    ...(allowed.has('accept') ? [{ id: 'accept', kind: 'accept', label: 'accept', fields: ['optionalNote'], tone: 'primary' } as ActionButton] : []),
    ...(allowed.has('return') ? [{ id: 'return', kind: 'return', label: 'return', fields: ['reason'], tone: 'danger' } as ActionButton] : []),
    ...(allowed.has('assign') ? assignButtons(item.assignedTo, me) : []),
    ...(allowed.has('note') ? [noteButton] : []),
  ];
}

/** Marking a plan broken is offered only when the scheme's rule says it breaks today. */
export function restructuringButtons(item: Restructuring, me: number): ActionButton[] {
  const allowed = new Set<string>(item.allowedActions);
  return [
    ...(allowed.has('markBroken') && item.breaksUnderRule
      ? [{ id: 'markBroken', kind: 'markBroken', label: 'markBroken', fields: ['optionalNote'], tone: 'danger' } as ActionButton]
      : []),
    ...(allowed.has('assign') ? assignButtons(item.assignedTo, me) : []),
    ...(allowed.has('note') ? [noteButton] : []),
  ];
}

const waterApplicationSpecs: Record<string, Omit<ActionButton, 'id' | 'kind'>> = {
  approve: { label: 'approveApplication', fields: ['optionalNote'], tone: 'primary' },
  mountMeter: { label: 'mountMeter', fields: ['meterNo', 'meterReading'], tone: 'primary' },
  requestDocuments: { label: 'requestDocuments', fields: ['documentKinds', 'note'], tone: 'neutral' },
  planSiteVisit: { label: 'planSiteVisit', fields: ['visitDate', 'optionalNote'], tone: 'neutral' },
  recordSiteVisit: { label: 'recordSiteVisit', fields: ['findings'], tone: 'primary' },
  reject: { label: 'rejectApplication', fields: ['reason'], tone: 'danger' },
  approveFeeRefund: { label: 'approveFeeRefund', fields: ['optionalNote'], tone: 'primary' },
  markFeeRefundPaid: { label: 'markRefundPaid', fields: ['paymentReference'], tone: 'primary' },
};

/** A water application's buttons; four eyes as for cancellations: the refund's approver is not offered to pay it. */
export function waterApplicationButtons(item: WaterApplication, me: number): ActionButton[] {
  const allowed = item.allowedActions.filter((kind) => !(kind === 'markFeeRefundPaid' && item.feeRefundApprovedBy?.userOid === me));
  // An invoice appeal's approval names the bill and the corrected index: the bill is made again from it.
  const appeal = item.applicationType === applicationTypes.invoiceAndMeterAppeal.code;
  // A tariff reduction's approval may name the reduction; without one it follows the citizen's ground.
  const reduction = item.applicationType === applicationTypes.tariffReduction.code;
  const approveFields: ActionField[] | null = appeal ? ['appealedPeriod', 'correctedIndex', 'optionalNote'] : reduction ? ['reductionCode', 'optionalNote'] : null;
  const specOf = (kind: string) => (approveFields && kind === 'approve' ? { ...waterApplicationSpecs[kind]!, fields: approveFields } : waterApplicationSpecs[kind]!);
  return [
    ...allowed.filter((kind) => kind in waterApplicationSpecs).map((kind) => ({ id: kind, kind, ...specOf(kind) })),
    ...(allowed.includes('assign') ? assignButtons(item.assignedTo, me) : []),
    ...(allowed.includes('note') ? [noteButton] : []),
  ];
}

const fieldNames: Record<ActionField, string> = {
  note: 'note',
  optionalNote: 'note',
  reason: 'reason',
  answer: 'answer',
  paymentReference: 'paymentReference',
  assignee: 'assigneeUserOid',
  unit: 'unitCode',
  documentKinds: 'documentKinds',
  visitDate: 'visitDate',
  findings: 'findings',
  meterNo: 'meterNo',
  meterReading: 'meterReading',
  meterStatus: 'meterStatus',
  finalIndex: 'meterIndex',
  finalIndexChecked: 'confirmed',
  appealedPeriod: 'appealedPeriod',
  correctedIndex: 'correctedIndex',
  reductionCode: 'reductionCode',
};

/** A dialog field's text as the action wants it: a number, a list (comma-separated choices) or the text. */
function fieldValue(field: ActionField, value: string): unknown {
  if (field === 'assignee') return Number(value);
  if (field === 'meterReading' || field === 'meterStatus' || field === 'finalIndex' || field === 'correctedIndex') return value === '' ? undefined : Number(value);
  if (field === 'reductionCode') return value === '' ? undefined : value;
  if (field === 'documentKinds') return value === '' ? [] : value.split(',');
  if (field === 'meterNo') return value.toUpperCase();
  return value;
}

/** The `action` of an Act… request: the button's kind, its target status, and what the clerk typed (an empty optional note is left out). */
export function actionBody(button: ActionButton, values: ActionValues): Record<string, unknown> {
  const body: Record<string, unknown> = { kind: button.kind, ...(button.toStatus ? { toStatus: button.toStatus } : {}), ...(button.takeOverFrom ? { takeOver: true } : {}) };
  for (const field of button.fields) {
    const value = (values[field] ?? '').trim();
    if ((field === 'optionalNote' || field === 'correctedIndex') && value === '') continue;
    // A meter not working or missing has no index: the final bill is an estimate.
    if ((field === 'finalIndex' || field === 'finalIndexChecked') && values.meterStatus !== '1') continue;
    if (field === 'finalIndexChecked') {
      if (value === 'yes') body[fieldNames[field]] = true;
      continue;
    }
    body[fieldNames[field]] = fieldValue(field, value);
  }
  return body;
}

/** The contract's messages for what the clerk typed, on the fields of the dialog they belong to. */
export function actionErrors(button: ActionButton, issues: readonly { path: readonly PropertyKey[]; message: string }[]): ActionValues {
  const errors: ActionValues = {};
  for (const issue of issues) {
    const [root, key] = issue.path;
    const field = root === 'action' ? button.fields.find((f) => fieldNames[f] === key) : undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field messages ("action.visitDate") on the dialog's fields; a field the dialog does not ask is left to the message. */
export function serverFieldErrors(button: ActionButton, fields: Record<string, string>): ActionValues {
  return actionErrors(
    button,
    Object.entries(fields).map(([path, message]) => ({ path: path.split('.'), message })),
  );
}

interface RequestSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Checks an action before it is sent, with the Act… operation's own request schema (one set of
 * rules and Turkish messages for the browser and the server). A choice left empty is named by
 * `required`; null when the action can be sent.
 */
export function validateAction(
  schema: RequestSchema,
  item: Record<string, unknown>,
  button: ActionButton,
  values: ActionValues,
  required: Record<'assignee' | 'unit', string>,
): ActionValues | null {
  const result = schema.safeParse({ ...item, action: actionBody(button, values) });
  const errors: ActionValues = result.success ? {} : actionErrors(button, result.error.issues);
  for (const field of ['assignee', 'unit'] as const) if (button.fields.includes(field) && !values[field]) errors[field] = required[field];
  return Object.keys(errors).length > 0 ? errors : null;
}
