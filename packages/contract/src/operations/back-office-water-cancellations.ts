import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { kurus, oid, typeError } from '../schemas';
import {
  backOfficeTag as tag,
  version,
  note,
  citizenReason,
  optionalNote,
  staffRef,
  listQuery,
  backOfficeHistorySchema,
  assignAction,
  releaseAction,
  queuePage,
  queueTiming,
} from './back-office';

/**
 * The water contract cancellations queue of the back office: WATER_CLERK orders the cut,
 * records it, and the refund is approved by one clerk and marked paid by another (four eyes).
 * Kept apart from back-office.ts so each queue's contract stays small.
 */
/**
 * A cancellation's back-office stage. The water line (active 1, cut request sent 2,
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
  ...queueTiming,
});

export const GetBackOfficeWaterCancellations = defineOperation({
  name: 'GetBackOfficeWaterCancellations',
  access: 'staff',
  role: 'WATER_CLERK',
  tag,
  summary:
    'The water contract cancellations queue: filter by stage, filing date, district and assignee; search by tracking number, subscriber number, national ID or name; numbered pages with totals per status; open work only unless statuses are chosen.',
  request: z.object({ ...listQuery, stages: z.array(cancellationStage).max(7).optional() }),
  response: queuePage(cancellationListItemSchema, cancellationStage),
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

const finalIndex = z
  .number(typeError('Geçerli bir endeks giriniz.'))
  .int('Endeks tam sayı olmalıdır.')
  .min(0, 'Endeks eksi olamaz.')
  .max(99_999_999, 'Geçerli bir endeks giriniz.');

export const cancellationAction = z.discriminatedUnion(
  'kind',
  [
    assignAction,
    releaseAction,
    z.object({ kind: z.literal('note'), note: note('Not', 2, 2000) }),
    /** The line-cut work order goes to the field team (line stays "cut request sent"). */
    z.object({ kind: z.literal('sendCutOrder'), note: optionalNote }),
    /**
     * The line is cut (2 → 3) with the meter's final index, or its status (2 not working, 3 no meter:
     * an estimate): the final bill is made from it, then the deposit is set off against the open debts.
     * An index far from the subscriber's average is taken only confirmed, as a reader's would be.
     */
    z
      .object({
        kind: z.literal('recordLineCut'),
        note: optionalNote,
        meterStatus: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Sayaç durumunu seçiniz.' }),
        meterIndex: finalIndex.optional(),
        /** The clerk has checked an index far from the subscriber's average; without it such an index is refused. */
        confirmed: z.boolean().optional(),
      })
      .superRefine((value, ctx) => {
        if (value.meterStatus === 1 && value.meterIndex === undefined) ctx.addIssue({ code: 'custom', path: ['meterIndex'], message: 'Sayacın son endeksini giriniz.' });
        if (value.meterStatus !== 1 && value.meterIndex !== undefined)
          ctx.addIssue({ code: 'custom', path: ['meterIndex'], message: 'Çalışmayan ya da olmayan sayaç için endeks girilmez.' });
      }),
    /** The cut request is rejected (2 → 4): the application is rejected; SMS with the reason. */
    z.object({ kind: z.literal('recordCutRejected'), reason: citizenReason('Red gerekçesi') }),
    /** Clerk A approves the refund of the final refund amount. */
    z.object({ kind: z.literal('approveRefund'), note: optionalNote }),
    /** Clerk B (not the approver: four eyes) marks it paid; SMS to the citizen. */
    z.object({ kind: z.literal('markRefundPaid'), paymentReference: note('Ödeme referansı', 3, 50) }),
    z.object({ kind: z.literal('rejectRefund'), reason: citizenReason('Red gerekçesi') }),
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
