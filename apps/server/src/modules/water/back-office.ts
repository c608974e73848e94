import { depositReturnTypeCodes, formatTurkishDate, istanbulDate, type ParsedRequestOf } from '@ebelediye/contract';
import { queueCitizenDecision } from '../../accounts/decision-notice';
import { openAccruals, setOffAgainstDeposit } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { settle, settlementRule, WATER_INCOME_TYPE } from '../../ledger/deposit-settlement';
import { moveWaterLineIf } from '../../subscriptions/subscription-repo';
import * as repo from './back-office-repo';
import { cancellationMachine, filedStage } from './cancellation-machine';
import { insertLineHistory, updateCancellationIf } from './cancellation-repo';
import { canMove, waterLine, waterLineStatusName } from './water-line-status';
import { decodeCursor, memberName, pageFrom, staffRefOf } from '../../platform/work-queue';
import { requireAssignee, eventsOf, recordEvent, staffNames } from '../../platform/work-queue-repo';
import { allowedActions, nextState, requireVersion, requireWon } from '../../platform/state-machine';

type Action = ParsedRequestOf<'ActOnBackOfficeWaterCancellation'>['action'];

const actionNames: Record<string, string> = {
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
};

const returnTypeNames: Record<number, string> = {
  [depositReturnTypeCodes.iban]: 'IBAN numarasına iade',
  [depositReturnTypeCodes.bankBranch]: 'Banka şubesinden ödeme',
  [depositReturnTypeCodes.setOff]: 'Borçlara mahsup',
};

const kurus = (amount: number) => `${(amount / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;
const holderName = (r: { first_name: string | null; last_name: string | null; title: string | null }) => r.title ?? memberName(r.first_name, r.last_name);

export async function listCancellations(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeWaterCancellations'>) {
  const rows = await repo.findCancellationPage(ctx.db, { ...body, assignedTo: body.assignedTo === 'me' ? member.userOid : body.assignedTo, cursor: decodeCursor(body.cursor) });
  const page = pageFrom(rows, body.pageSize, (r) => ({ at: new Date(r.created_at), oid: Number(r.oid) }));
  const names = await staffNames(
    ctx.db,
    page.items.map((r) => r.assigned_member_oid),
  );
  return { items: page.items.map((r) => listItem(r, names)), nextCursor: page.nextCursor };
}

type ListRow = Awaited<ReturnType<typeof repo.findCancellationPage>>[number];

const listItem = (r: ListRow, names: Map<number, string>) => ({
  cancellationOid: Number(r.oid),
  trackingNumber: r.tracking_number,
  subscriberNo: r.subscriber_no,
  holderName: holderName(r),
  districtName: r.district_name,
  stage: r.stage,
  waterLineStatus: r.water_line_status,
  waterLineStatusName: waterLineStatusName(r.water_line_status),
  waterLineCuttingDate: String(r.water_line_cutting_date).slice(0, 10),
  refundAmount: Number(r.final_refund_amount ?? r.refund_amount),
  assignedTo: staffRefOf(names, r.assigned_member_oid),
  createdAt: new Date(r.created_at).toISOString(),
  version: r.version,
});

/** The final bill: the subscription's open water debts today and the deposit set off against them. */
async function currentBill(ctx: OperationContext, row: repo.CancellationDetailRow) {
  const today = istanbulDate(ctx.now());
  const [rule, debts] = await Promise.all([
    settlementRule(ctx.db),
    openAccruals(ctx.db, { registryOid: row.registry_oid, asOf: today, incomeTypeCode: WATER_INCOME_TYPE, subscriptionOid: row.subscription_oid }),
  ]);
  const openDebtTotal = debts.reduce((sum, d) => sum + d.principal, 0);
  const depositAmount = Number(row.deposit_amount);
  const settlement = settle(depositAmount, openDebtTotal, rule, row.deposit_return_type);
  return { debts, depositAmount, openDebtTotal, ...settlement };
}

export async function cancellationDetail(ctx: OperationContext, cancellationOid: number) {
  const row = await repo.findCancellation(ctx.db, cancellationOid);
  if (!row) throw new DomainError('NOT_FOUND');
  const [names, events, bill] = await Promise.all([
    staffNames(ctx.db, [row.assigned_member_oid, row.refund_approved_by, row.refund_paid_by]),
    eventsOf(ctx.db, 'waterCancellations', cancellationOid, actionNames),
    currentBill(ctx, row),
  ]);
  const fixed = row.final_refund_amount !== null;
  return {
    ...listItem(row, names),
    nationalId: row.national_id ?? row.tax_number,
    gsm: row.gsm,
    email: row.email,
    address: row.address,
    depositReturnType: row.deposit_return_type,
    depositReturnTypeName: returnTypeNames[row.deposit_return_type] ?? String(row.deposit_return_type),
    iban: row.bank_iban_no,
    ibanOwner: row.iban_owner,
    bankBranchName: row.branch_name ? `${row.bank_name ?? ''} ${row.branch_name}`.trim() : null,
    filed: {
      depositAmount: Number(row.deposit_amount),
      openDebtTotal: Number(row.open_debt_total),
      setOffAmount: Number(row.set_off_amount),
      refundAmount: Number(row.refund_amount),
    },
    finalBill: {
      debts: bill.debts.map((d) => ({ accrumentOid: d.oid, description: d.description, dueDate: d.dueDate, amount: d.principal })),
      depositAmount: bill.depositAmount,
      // Once the line is cut the final bill is fixed; before, it is what it would be today.
      openDebtTotal: fixed ? Number(row.final_open_debt_total) : bill.openDebtTotal,
      setOffAmount: fixed ? Number(row.final_set_off_amount) : bill.setOffAmount,
      refundAmount: fixed ? Number(row.final_refund_amount) : bill.refundAmount,
    },
    refundApprovedBy: staffRefOf(names, row.refund_approved_by),
    refundApprovedAt: row.refund_approved_at ? new Date(row.refund_approved_at).toISOString() : null,
    refundPaidBy: staffRefOf(names, row.refund_paid_by),
    refundPaidAt: row.refund_paid_at ? new Date(row.refund_paid_at).toISOString() : null,
    paymentReference: row.payment_reference,
    rejectionReason: row.rejection_reason,
    history: [
      { at: new Date(row.created_at).toISOString(), action: 'filed', actionName: actionNames.filed!, fromStatus: null, toStatus: filedStage, by: null, note: null },
      ...events,
    ],
    allowedActions: allowedActions(cancellationMachine, row.stage),
  };
}

interface Effects {
  set: Parameters<typeof updateCancellationIf>[3];
  note: string | null;
  /** The water line's move, with the reason the citizen's history shows. */
  line?: { from: 2; to: 2 | 3 | 4; reason: string };
  /** What the citizen is told by SMS (and e-mail, if they asked for it). */
  told?: string;
  /** The deposit the ledger sets off against the open water bills as the line is cut. */
  setOff?: number;
}

/** What an action writes besides the stage: checked here, before anything is written. */
async function effectsOf(ctx: OperationContext, member: Member, row: repo.CancellationDetailRow, action: Action): Promise<Effects> {
  const now = ctx.now();
  const tracking = row.tracking_number;
  switch (action.kind) {
    case 'assign': {
      const assignee = action.assigneeUserOid ?? member.userOid;
      if (assignee !== member.userOid) await requireAssignee(ctx.db, assignee, 'WATER_CLERK');
      return { set: { assigned_member_oid: assignee }, note: (await staffNames(ctx.db, [assignee])).get(assignee) ?? null };
    }
    case 'note':
      return { set: {}, note: action.note };
    case 'sendCutOrder':
      return {
        set: {},
        note: action.note ?? null,
        line: { from: 2, to: 2, reason: `Su kesim iş emri saha ekibine gönderildi; kesim tarihi ${formatTurkishDate(String(row.water_line_cutting_date).slice(0, 10))}.` },
      };
    case 'recordLineCut': {
      const bill = await currentBill(ctx, row);
      return {
        set: { final_open_debt_total: bill.openDebtTotal, final_set_off_amount: bill.setOffAmount, final_refund_amount: bill.refundAmount },
        setOff: bill.setOffAmount,
        note: action.note ?? null,
        line: {
          from: 2,
          to: waterLine.cut as 3,
          reason: `Su hattı kesildi. Kesin hesap: borç ${kurus(bill.openDebtTotal)}, mahsup ${kurus(bill.setOffAmount)}, iade ${kurus(bill.refundAmount)}.`,
        },
      };
    }
    case 'recordCutRejected':
      return {
        set: { status: 'rejected', rejection_reason: action.reason },
        note: action.reason,
        line: { from: 2, to: waterLine.cutRequestRejected as 4, reason: `Kesme talebi reddedildi: ${action.reason}` },
        told: `${tracking} numaralı abonelik iptal başvurunuz reddedildi. Gerekçe: ${action.reason}`,
      };
    case 'approveRefund':
      if (Number(row.final_refund_amount ?? 0) <= 0) throw new DomainError('NOTHING_TO_REFUND');
      return { set: { refund_approved_by: member.userOid, refund_approved_at: now }, note: action.note ?? null };
    case 'markRefundPaid':
      if (Number(row.refund_approved_by) === member.userOid) throw new DomainError('FOUR_EYES_REQUIRED');
      return {
        set: { status: 'completed', refund_paid_by: member.userOid, refund_paid_at: now, payment_reference: action.paymentReference },
        note: action.paymentReference,
        told: `${tracking} numaralı abonelik iptal başvurunuz sonuçlandı; ${kurus(Number(row.final_refund_amount))} güvence bedeli iadeniz ödendi.`,
      };
    case 'rejectRefund':
      return {
        set: { status: 'rejected', rejection_reason: action.reason },
        note: action.reason,
        told: `${tracking} numaralı başvurunuzdaki güvence bedeli iadesi reddedildi. Gerekçe: ${action.reason}`,
      };
    case 'closeWithoutRefund':
      if (Number(row.final_refund_amount ?? 0) > 0) throw new DomainError('REFUND_DUE');
      return {
        set: { status: 'completed' },
        note: action.note ?? null,
        told: `${tracking} numaralı abonelik iptal başvurunuz sonuçlandı. Güvence bedeliniz borçlarınıza mahsup edildi.`,
      };
  }
}

/** One action, as for complaints: version, state machine, then one transaction that only a current version passes. */
export async function actOnCancellation(ctx: OperationContext, member: Member, body: ParsedRequestOf<'ActOnBackOfficeWaterCancellation'>) {
  const row = await repo.findCancellation(ctx.db, body.cancellationOid);
  if (!row) throw new DomainError('NOT_FOUND');
  requireVersion(row.version, body.version);
  const to = nextState(cancellationMachine, body.action.kind, row.stage);
  const effects = await effectsOf(ctx, member, row, body.action);
  const now = ctx.now();

  const decision = effects.told
    ? {
        gsm: row.gsm,
        recipient: { registryOid: Number(row.registry_oid) },
        title: 'Abonelik İptal Başvurusu',
        subject: `${row.tracking_number} numaralı abonelik iptal başvurunuz`,
        text: effects.told,
        key: `waterCancellation:${body.cancellationOid}:${body.version + 1}`,
      }
    : null;
  const tellCitizen = await ctx.db.transaction().execute(async (trx) => {
    requireWon(await updateCancellationIf(trx, body.cancellationOid, { version: body.version, stage: row.stage }, { ...effects.set, stage: to, updated_at: now }));
    if (effects.setOff) {
      // The final bill's set-off pays the bills, so no debt screen offers them again; a bill paid
      // since the clerk's page was read makes the final bill another one, to be looked at again.
      const done = await setOffAgainstDeposit(trx, {
        registryOid: row.registry_oid,
        subscriptionOid: row.subscription_oid,
        depositAmount: effects.setOff,
        asOf: istanbulDate(now),
        at: now,
      });
      if (done.setOffAmount !== effects.setOff) throw new DomainError('BACKOFFICE_STALE');
    }
    if (effects.line) {
      if (effects.line.to !== effects.line.from) {
        const endedOn = effects.line.to === waterLine.cut ? istanbulDate(now) : null;
        if (!canMove(effects.line.from, effects.line.to) || !(await moveWaterLineIf(trx, row.subscription_oid, effects.line.from, effects.line.to, endedOn)))
          throw new DomainError('WATER_LINE_TRANSITION');
      }
      await insertLineHistory(trx, {
        subscription_oid: row.subscription_oid,
        cancellation_oid: body.cancellationOid,
        from_status: effects.line.from,
        to_status: effects.line.to,
        reason: effects.line.reason,
        changed_at: now,
      });
    }
    await recordEvent(trx, {
      queue: 'waterCancellations',
      item_oid: body.cancellationOid,
      action: body.action.kind,
      from_status: row.stage,
      to_status: to,
      actor_member_oid: member.userOid,
      note: effects.note,
      at: now,
    });
    return queueCitizenDecision(ctx, trx, decision);
  });
  await tellCitizen();
  ctx.log.info({ cancellation: body.cancellationOid, action: body.action.kind, to }, 'back-office cancellation action');
  return cancellationDetail(ctx, body.cancellationOid);
}
