import { formatTurkishDate, istanbulDate, type ParsedRequestOf } from '@ebelediye/contract';
import { queueCitizenDecision } from '../../accounts/decision-notice';
import { settle, settlementRule, WATER_INCOME_TYPE } from '../../ledger/deposit-settlement';
import { openAccruals, setOffAgainstDeposit } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { defineWorkQueue } from '../../platform/work-queue-actions';
import type { ActionInput, QueueContext } from '../../platform/work-queue-declaration';
import type { Db } from '../../db/kysely';
import * as repo from './back-office-repo';
import { cancellationMachine, filedStage } from './cancellation-machine';
import { moveWaterLine, recordWaterLineStep, waterLine } from '../../subscriptions/water-line';
import { setFinalAmounts, updateCancellationIf } from './cancellation-repo';
import { makeFinalBill, prepareFinalBill } from './final-bill';

type Action = ParsedRequestOf<'ActOnBackOfficeWaterCancellation'>['action'];
type Row = repo.CancellationDetailRow;
type Input<K extends Action['kind']> = ActionInput<Row, repo.StageValue, Extract<Action, { kind: K }>>;

const kurus = (amount: number) => `${(amount / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;

/** The final bill: the subscription's open water debts on the day and the deposit set off against them. */
export async function billAndSetOff(db: Db, row: Row, today: string) {
  const [rule, debts] = await Promise.all([
    settlementRule(db),
    openAccruals(db, { registryOid: row.registry_oid, asOf: today, incomeTypeCode: WATER_INCOME_TYPE, subscriptionOid: row.subscription_oid }),
  ]);
  const openDebtTotal = debts.reduce((sum, d) => sum + d.principal, 0);
  const depositAmount = Number(row.deposit_amount);
  const settlement = settle(depositAmount, openDebtTotal, rule, row.deposit_return_type);
  return { debts, depositAmount, openDebtTotal, ...settlement };
}

export const currentBill = (ctx: QueueContext, row: Row) => billAndSetOff(ctx.db, row, istanbulDate(ctx.now()));

/** The water line's move (from 2, the line in use), with the reason the citizen's line history shows. */
function moveLine({ row, item, now }: Input<Action['kind']>, to: 2 | 3 | 4, reason: string) {
  return async (trx: Db) => {
    const step = { subscriptionOid: row.subscription_oid, cancellationOid: item.oid, from: 2 as const, reason, at: now };
    if (to === 2) return recordWaterLineStep(trx, step);
    const endsContractOn = to === waterLine.cut ? istanbulDate(now) : undefined;
    if (!(await moveWaterLine(trx, { ...step, to, ...(endsContractOn ? { endsContractOn } : {}) }))) throw new DomainError('WATER_LINE_TRANSITION');
  };
}

const sendCutOrder = (input: Input<'sendCutOrder'>) => ({
  note: input.action.note ?? null,
  write: moveLine(input, 2, `Su kesim iş emri saha ekibine gönderildi; kesim tarihi ${formatTurkishDate(String(input.row.water_line_cutting_date).slice(0, 10))}.`),
});

/**
 * The line is cut and the final bill fixed: the final reading is recorded and the water used since
 * the last bill is billed, then the deposit is set off against the open water bills, this one with them.
 */
async function recordLineCut(input: Input<'recordLineCut'>) {
  const { ctx, row, now, action } = input;
  // The subscriber keeps water until the day they chose: a cut before it is an exception, kept with its reason.
  const early = istanbulDate(now) < String(row.water_line_cutting_date).slice(0, 10);
  if (early && (action.note ?? '').trim().length < 10) throw new DomainError('WATER_CUT_BEFORE_CHOSEN_DATE');
  const reading = { subscriptionOid: Number(row.subscription_oid), meterStatus: action.meterStatus, meterIndex: action.meterIndex, confirmed: action.confirmed };
  const { dueDate } = await prepareFinalBill(ctx.db, reading, now);
  return {
    note: action.note ?? null,
    write: async (trx: Db) => {
      const finalBill = await makeFinalBill(trx, reading, input.actor.userOid, now, dueDate);
      const bill = await billAndSetOff(trx, row, istanbulDate(now));
      if (bill.setOffAmount) {
        // The set-off pays the bills, so no debt screen offers them again; a bill paid since it was
        // read here makes the final bill another one, to be looked at again.
        const done = await setOffAgainstDeposit(trx, {
          registryOid: row.registry_oid,
          subscriptionOid: row.subscription_oid,
          depositAmount: bill.setOffAmount,
          asOf: istanbulDate(now),
          at: now,
        });
        if (done.setOffAmount !== bill.setOffAmount) throw new DomainError('BACKOFFICE_STALE');
      }
      await setFinalAmounts(trx, Number(row.oid), { final_open_debt_total: bill.openDebtTotal, final_set_off_amount: bill.setOffAmount, final_refund_amount: bill.refundAmount });
      const estimate = finalBill.usage?.estimateReason ? 'tahmini ' : '';
      const billed = finalBill.billed ? `son fatura ${kurus(finalBill.total)} (${estimate}${finalBill.usage!.m3} m³), ` : '';
      await moveLine(
        input,
        waterLine.cut as 3,
        `Su hattı kesildi. Kesin hesap: ${billed}borç ${kurus(bill.openDebtTotal)}, mahsup ${kurus(bill.setOffAmount)}, iade ${kurus(bill.refundAmount)}.`,
      )(trx);
    },
  };
}

const recordCutRejected = (input: Input<'recordCutRejected'>) => ({
  set: { status: 'rejected' as const, rejection_reason: input.action.reason },
  note: input.action.reason,
  write: moveLine(input, waterLine.cutRequestRejected as 4, `Kesme talebi reddedildi: ${input.action.reason}`),
  told: `${input.row.tracking_number} numaralı abonelik iptal başvurunuz reddedildi. Gerekçe: ${input.action.reason}`,
});

function approveRefund({ row, action, actor, now }: Input<'approveRefund'>) {
  if (Number(row.final_refund_amount ?? 0) <= 0) throw new DomainError('NOTHING_TO_REFUND');
  return { set: { refund_approved_by: actor.userOid, refund_approved_at: now }, note: action.note ?? null };
}

/** Four eyes (docs/adr/0013-back-office.md): the clerk who approved the refund does not mark it paid. */
function markRefundPaid({ row, action, actor, now }: Input<'markRefundPaid'>) {
  if (Number(row.refund_approved_by) === actor.userOid) throw new DomainError('FOUR_EYES_REQUIRED');
  return {
    set: { status: 'completed' as const, refund_paid_by: actor.userOid, refund_paid_at: now, payment_reference: action.paymentReference },
    note: action.paymentReference,
    told: `${row.tracking_number} numaralı abonelik iptal başvurunuz sonuçlandı; ${kurus(Number(row.final_refund_amount))} güvence bedeli iadeniz ödendi.`,
  };
}

const rejectRefund = ({ row, action }: Input<'rejectRefund'>) => ({
  set: { status: 'rejected' as const, rejection_reason: action.reason },
  note: action.reason,
  told: `${row.tracking_number} numaralı başvurunuzdaki güvence bedeli iadesi reddedildi. Gerekçe: ${action.reason}`,
});

function closeWithoutRefund({ row, action }: Input<'closeWithoutRefund'>) {
  if (Number(row.final_refund_amount ?? 0) > 0) throw new DomainError('REFUND_DUE');
  return {
    set: { status: 'completed' as const },
    note: action.note ?? null,
    told: `${row.tracking_number} numaralı abonelik iptal başvurunuz sonuçlandı. Güvence bedeliniz borçlarınıza mahsup edildi.`,
  };
}

/** The water contract cancellations queue (docs/adr/0009-water-contract-cancellation.md). */
export const cancellationQueue = defineWorkQueue<Row, repo.StageValue, Action, Parameters<typeof updateCancellationIf>[3]>({
  queue: 'waterCancellations',
  find: (ctx, oid) => repo.findCancellation(ctx.db, oid),
  itemOf: (row) => ({ oid: Number(row.oid), version: row.version, state: row.stage }),
  machine: () => cancellationMachine,
  assignTo: (memberOid) => ({ assigned_member_oid: memberOid }),
  update: (trx, item, to, set, now) => updateCancellationIf(trx, item.oid, { version: item.version, stage: item.state }, { ...set, stage: to, updated_at: now }),
  effects: { sendCutOrder, recordLineCut, recordCutRejected, approveRefund, markRefundPaid, rejectRefund, closeWithoutRefund },
  notice: (row) => ({
    gsm: row.gsm,
    recipient: { registryOid: Number(row.registry_oid) },
    title: 'Abonelik İptal Başvurusu',
    subject: `${row.tracking_number} numaralı abonelik iptal başvurunuz`,
  }),
  tell: queueCitizenDecision,
  actionNames: {
    filed: 'Başvuru alındı',
    assign: 'Atandı',
    note: 'İç not',
    sendCutOrder: 'Kesim iş emri gönderildi',
    recordLineCut: 'Su hattı kesildi',
    recordCutRejected: 'Kesme talebi reddedildi',
    approveRefund: 'İade onaylandı',
    markRefundPaid: 'İade ödendi',
    rejectRefund: 'İade reddedildi',
    closeWithoutRefund: 'İadesiz kapatıldı',
  },
  filed: (row) => ({ at: row.created_at, toStatus: filedStage }),
  backlog: ({ db, overdueBefore }) => repo.cancellationBacklog(db, overdueBefore),
});
