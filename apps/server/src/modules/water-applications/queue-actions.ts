import { applicationTypes, formatTurkishDate, istanbulDate, type ParsedRequestOf, type WaterApplicationStatus } from '@ebelediye/contract';
import { queueCitizenDecision } from '../../accounts/decision-notice';
import { assignAccrualsToSubscription } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { fieldWorkDayProblem, type FieldWorkDayProblem } from '../../reference-data/field-work-day';
import { holidayCalendar } from '../../reference-data/holiday-calendar';
import { addDays, nextWorkingDay } from '../../reference-data/calendar';
import { rebillAfterAppeal } from '../../subscriptions/water-rebill';
import { findReductions } from '../../subscriptions/tariff-in-force-repo';
import { changeSubscriptionReduction } from '../../subscriptions/water-reduction-repo';
import { defineWorkQueue } from '../../platform/work-queue-actions';
import type { ActionInput, Effects } from '../../platform/work-queue-declaration';
import { flowOf, machineFor } from './application-machine';
import * as bo from './back-office-repo';
import * as repo from './repo';
import { mountNewSubscription, paidFeeTotal, replaceMeter, transferSubscription, updateSubscriptionAddress } from './subscription-repo';
import { documentName } from './view';

type Action = ParsedRequestOf<'ActOnBackOfficeWaterApplication'>['action'];
type ActionKind = Action['kind'];
type Status = WaterApplicationStatus;
type Set = Parameters<typeof repo.updateApplicationIf>[3];
type Input<K extends ActionKind> = ActionInput<repo.ApplicationRow, Status, Extract<Action, { kind: K }>>;
type Outcome = Effects<Status, Set>;

const kurus = (amount: number) => `${(amount / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;

/** The SMS's opening; the municipality's name is put before it by queueCitizenDecision. */
const prefixOf = (row: repo.ApplicationRow) => `${row.tracking_number} numaralı su başvurunuz`;

function requestDocuments({ row, action, to }: Input<'requestDocuments'>): Outcome {
  const names = action.documentKinds.map(documentName).join(', ');
  return {
    set: { requested_documents: [...new Set(action.documentKinds)].join(',') },
    note: action.note,
    lines: [{ status: to, note: `İstenen belgeler: ${names}. ${action.note}` }],
    told: `${prefixOf(row)} için eksik belge var: ${names}. Belgeleri e-Belediye'de başvurunuzun sayfasından yükleyebilirsiniz.`,
  };
}

const visitDateMessages: Record<FieldWorkDayProblem, string> = {
  past: 'İnceleme tarihi geçmiş bir gün olamaz.',
  weekend: 'İnceleme tarihi hafta sonuna denk gelemez; lütfen bir iş günü seçiniz.',
  holiday: 'İnceleme tarihi resmî tatile denk gelemez; lütfen bir iş günü seçiniz.',
};

/** The visit is a field crew's day: a working day, from today on. */
async function planSiteVisit({ ctx, row, action, to, now }: Input<'planSiteVisit'>): Promise<Outcome> {
  const problem = fieldWorkDayProblem(action.visitDate, istanbulDate(now), (await holidayCalendar(ctx.db)).fieldWorkHolidays);
  if (problem) throw new DomainError('VALIDATION_FAILED', undefined, { 'action.visitDate': visitDateMessages[problem] });
  const when = formatTurkishDate(action.visitDate);
  return {
    set: { site_visit_date: action.visitDate },
    note: action.note ?? null,
    lines: [{ status: to, note: `Yerinde inceleme tarihi: ${when}.` }],
    told: `${prefixOf(row)} için ${when} tarihinde yerinde inceleme yapılacaktır.`,
  };
}

/** The visit was made (not before its day): what was found is kept, and the application can be decided. */
function recordSiteVisit({ row, action, to, now }: Input<'recordSiteVisit'>): Outcome {
  const planned = row.site_visit_date === null ? null : String(row.site_visit_date).slice(0, 10);
  if (planned !== null && istanbulDate(now) < planned) throw new DomainError('SITE_VISIT_NOT_YET');
  return {
    note: action.findings,
    lines: [{ status: to, note: 'Yerinde inceleme yapıldı; başvurunuz karar aşamasındadır.' }],
  };
}

/** Days a corrected bill gives to pay, as a period's bill does (docs/domain/water.md). */
const DAYS_TO_PAY = 15;

/**
 * An approved invoice appeal (docs/domain/water.md, "Invoice appeal"): the appealed bill is
 * cancelled and made again from the corrected index (the citizen's reported reading unless the
 * clerk corrects it), in the approval's own transaction, so a refusal leaves everything as it was.
 */
async function approveAppeal({ ctx, row, action, actor, to, now }: Input<'approve'>): Promise<Outcome> {
  const correctedIndex = action.correctedIndex ?? (row.meter_reading === null ? undefined : Number(row.meter_reading));
  const missing = {
    ...(action.appealedPeriod ? {} : { 'action.appealedPeriod': 'İtiraz edilen faturanın dönemini giriniz.' }),
    ...(correctedIndex === undefined ? { 'action.correctedIndex': 'Düzeltilen endeksi giriniz.' } : {}),
  };
  if (Object.keys(missing).length > 0 || row.subscription_oid === null) throw new DomainError('VALIDATION_FAILED', undefined, missing);
  const { deadlineHolidays } = await holidayCalendar(ctx.db);
  const dueDate = nextWorkingDay(addDays(istanbulDate(now), DAYS_TO_PAY), deadlineHolidays);
  const period = action.appealedPeriod!;
  const label = period.replace('-', '/');
  return {
    note: action.note ?? null,
    write: async (trx) => {
      const reason = `${row.tracking_number} numaralı itiraz onaylandı; fatura ${correctedIndex} m³ endeksle yeniden düzenlendi.`;
      const made = await rebillAfterAppeal(trx, {
        subscriptionOid: Number(row.subscription_oid),
        period,
        correctedIndex: correctedIndex!,
        reason,
        by: actor.userOid,
        now,
        dueDate,
      });
      const text = `${label} faturanız iptal edildi (${kurus(made.cancelledTotal)}) ve ${correctedIndex} m³ endeksle yeniden düzenlendi: ${made.m3} m³, ${kurus(made.total)}.`;
      return { lines: [{ status: to, note: `İtirazınız onaylandı. ${text}` }], told: `${prefixOf(row)} onaylandı. ${text}` };
    },
  };
}

/**
 * The social tariff each reduction ground of the municipality's list grants (docs/domain/water.md,
 * "Social tariffs"); a ground without one (a household on social aid) needs the clerk's choice.
 */
const reductionOfGround: Record<string, string> = { '1': 'DISABLED', '2': 'MARTYR_VETERAN', '3': 'MARTYR_VETERAN' };

/** An approved tariff reduction: the subscription's social tariff is set, so the bills made from now on are reduced. */
function approveReduction({ row, action, actor, to, now }: Input<'approve'>): Outcome {
  const code = action.reductionCode ?? reductionOfGround[row.reduction_ground_code ?? ''];
  if (!code || row.subscription_oid === null)
    throw new DomainError('VALIDATION_FAILED', undefined, { 'action.reductionCode': 'Bu indirim gerekçesi için uygulanacak tarife indirimini seçiniz.' });
  return {
    note: action.note ?? null,
    write: async (trx) => {
      const reduction = (await findReductions(trx)).find((r) => r.code === code);
      if (!reduction) throw new DomainError('WATER_REDUCTION_NOT_FOUND');
      await changeSubscriptionReduction(trx, {
        subscriptionOid: Number(row.subscription_oid),
        reductionCode: code,
        reason: `${row.tracking_number} numaralı tarife indirimi başvurusu onaylandı.`,
        by: actor.userOid,
        at: now,
      });
      const text = `${reduction.name} indirimi bir sonraki faturanızdan itibaren uygulanacaktır.`;
      return { lines: [{ status: to, note: `Başvurunuz onaylandı. ${text}` }], told: `${prefixOf(row)} onaylandı. ${text}` };
    },
  };
}

/** Approval: a transfer or an address change is done by it; a meter is mounted or replaced afterwards. */
function approve(input: Input<'approve'>): Outcome | Promise<Outcome> {
  const { row, action, to } = input;
  if (row.application_type === applicationTypes.invoiceAndMeterAppeal.code) return approveAppeal(input);
  if (row.application_type === applicationTypes.tariffReduction.code) return approveReduction(input);
  const note = action.note ?? null;
  const prefix = prefixOf(row);
  switch (flowOf(row.application_type)) {
    case 'transfer':
      return {
        note,
        lines: [{ status: to, note: `Abonelik adınıza devredildi (abone no ${row.target_subscriber_no}). Devirden önceki borçlar önceki abonede kalır.` }],
        told: `${prefix} onaylandı; ${row.target_subscriber_no} numaralı abonelik adınıza devredildi.`,
        write: async (trx) => void (await transferSubscription(trx, row)),
      };
    case 'addressUpdate':
      return {
        note,
        lines: [{ status: to, note: 'Aboneliğinizin adresi ve iletişim telefonu güncellendi.' }],
        told: `${prefix} onaylandı; abonelik bilgileriniz güncellendi.`,
        write: async (trx) => void (await updateSubscriptionAddress(trx, row)),
      };
    case 'mountMeter':
      return {
        note,
        lines: [{ status: to, note: 'Başvurunuz onaylandı. Sayacınız ekiplerimizce takılacaktır.' }],
        told: `${prefix} onaylandı. Sayacınız ekiplerimizce takılacaktır.`,
      };
    case 'replaceMeter':
      return {
        note,
        lines: [{ status: to, note: 'Başvurunuz onaylandı. Sayacınız ekiplerimizce değiştirilecektir.' }],
        told: `${prefix} onaylandı. Sayacınız ekiplerimizce değiştirilecektir.`,
      };
    default:
      return { note, lines: [{ status: to, note: 'Başvurunuz onaylandı.' }], told: `${prefix} onaylandı.` };
  }
}

/** The meter of an approved application: a replaced one, or a new subscription's first (whose number the citizen is told). */
function mountMeter({ row, action, actor, to, now }: Input<'mountMeter'>): Outcome {
  const meter = { meterNo: action.meterNo, meterReading: action.meterReading };
  const note = `${action.meterNo} (endeks ${action.meterReading})`;
  const prefix = prefixOf(row);
  if (flowOf(row.application_type) === 'replaceMeter') {
    return {
      note,
      lines: [{ status: to, note: `Yeni sayaç takıldı: ${action.meterNo}, ilk endeks ${action.meterReading} m³.` }],
      told: `${prefix} sonuçlandı; yeni sayacınız (${action.meterNo}) takıldı.`,
      write: async (trx) => void (await replaceMeter(trx, row, meter, actor.userOid, now)),
    };
  }
  return {
    note,
    // The subscriber number is drawn by the write, so the lines and the SMS are known only after it.
    write: async (trx) => {
      const created = await mountNewSubscription(trx, row, meter, actor.userOid, now);
      await assignAccrualsToSubscription(trx, created.feeAccrualOids, created.subscriptionOid);
      await bo.setCreatedSubscription(trx, Number(row.oid), created.subscriptionOid);
      return {
        lines: [
          { status: 'meterMounted', note: `Sayaç takıldı: ${action.meterNo}, ilk endeks ${action.meterReading} m³.` },
          { status: to, note: `Aboneliğiniz aktif. Abone numaranız: ${created.subscriberNo}.` },
        ],
        told: `${prefix} sonuçlandı; sayacınız takıldı, aboneliğiniz aktif. Abone no: ${created.subscriberNo}.`,
      };
    },
  };
}

const reject = ({ row, action, to }: Input<'reject'>): Outcome => ({
  set: { rejection_reason: action.reason },
  note: action.reason,
  lines: [{ status: to, note: action.reason }],
  told: `${prefixOf(row)} reddedildi. Gerekçe: ${action.reason}`,
});

async function approveFeeRefund({ ctx, row, action, actor, to, now }: Input<'approveFeeRefund'>): Promise<Outcome> {
  const paid = await paidFeeTotal(ctx.db, Number(row.oid));
  if (paid <= 0) throw new DomainError('BACKOFFICE_ACTION_NOT_ALLOWED');
  return {
    set: { fee_refund_approved_by: actor.userOid, fee_refund_approved_at: now },
    note: action.note ?? null,
    lines: [{ status: to, note: `Ödediğiniz ${kurus(paid)} ücretin iadesi onaylandı.` }],
    told: `${prefixOf(row)} için ödediğiniz ${kurus(paid)} ücretin iadesi onaylandı.`,
  };
}

/** Four eyes (docs/adr/0013-back-office.md): the clerk who approved the refund does not mark it paid. */
function markFeeRefundPaid({ row, action, actor, to, now }: Input<'markFeeRefundPaid'>): Outcome {
  if (Number(row.fee_refund_approved_by) === actor.userOid) throw new DomainError('FOUR_EYES_REQUIRED');
  return {
    set: { fee_refund_paid_by: actor.userOid, fee_refund_paid_at: now, fee_refund_reference: action.paymentReference },
    note: action.paymentReference,
    lines: [{ status: to, note: 'Ücret iadeniz ödendi.' }],
    told: `${prefixOf(row)} için ücret iadeniz ödendi.`,
  };
}

/** The water applications queue (docs/adr/0016-water-applications.md). */
export const applicationQueue = defineWorkQueue<repo.ApplicationRow, Status, Action, Set>({
  queue: 'waterApplications',
  // Unpaid (and expired unpaid) applications are not the water unit's: the same 404 as an unknown one.
  find: async (ctx, oid) => {
    const row = await repo.findApplicationByOid(ctx.db, oid);
    return row && !bo.neverQueued.includes(row.status) ? row : undefined;
  },
  itemOf: (row) => ({ oid: Number(row.oid), version: row.version, state: row.status }),
  machine: (row) => machineFor(flowOf(row.application_type)),
  assignTo: (memberOid) => ({ assigned_member_oid: memberOid }),
  update: (trx, item, to, set, now) => repo.updateApplicationIf(trx, item.oid, { version: item.version, status: item.state }, { ...set, status: to, updated_at: now }),
  citizenLines: { write: (trx, applicationOid, line, at) => repo.insertStatusLine(trx, { application_oid: applicationOid, status: line.status, note: line.note, at }) },
  effects: { requestDocuments, planSiteVisit, recordSiteVisit, approve, mountMeter, reject, approveFeeRefund, markFeeRefundPaid },
  notice: (row) => ({ gsm: row.gsm, recipient: { registryOid: Number(row.registry_oid) }, title: 'Su Başvurusu', subject: `${row.tracking_number} numaralı su başvurunuz` }),
  tell: queueCitizenDecision,
  actionNames: {
    paid: 'Ücretler ödendi',
    documentsAdded: 'Eksik belgeler eklendi',
    expired: 'Ücretler süresinde ödenmediği için kapatıldı',
    assign: 'Atandı',
    note: 'İç not',
    requestDocuments: 'Eksik belge istendi',
    planSiteVisit: 'Yerinde inceleme planlandı',
    recordSiteVisit: 'Yerinde inceleme yapıldı',
    approve: 'Onaylandı',
    mountMeter: 'Sayaç takıldı',
    reject: 'Reddedildi',
    approveFeeRefund: 'Ücret iadesi onaylandı',
    markFeeRefundPaid: 'Ücret iadesi ödendi',
  },
  filed: (row) => ({ at: row.created_at, actionName: 'Başvuru yapıldı', toStatus: row.status === 'received' ? 'received' : 'awaitingPayment' }),
  files: { table: 'water_application_document', itemColumn: 'application_oid' },
  backlog: ({ db, overdueBefore }) => bo.applicationBacklog(db, overdueBefore),
});
