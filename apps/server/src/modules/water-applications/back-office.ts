import {
  formatTurkishDate,
  istanbulDate,
  parameterTypeCodes,
  waterApplicationRuleOf,
  type FileContent,
  type ParsedRequestOf,
  type WaterApplicationFlow,
  type WaterApplicationStatus,
  type WaterDocumentKind,
} from '@ebelediye/contract';
import { queueCitizenDecision, type CitizenDecision } from '../../accounts/decision-notice';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { allowedActions, nextState, requireVersion, requireWon, type Machine } from '../../platform/state-machine';
import { decodeCursor, memberName, pageFrom, staffRefOf } from '../../platform/work-queue';
import { eventsOf, recordEvent, requireAssignee, staffNames } from '../../platform/work-queue-repo';
import { findActiveParameter } from '../../reference-data/parameter-repo';
import * as bo from './back-office-repo';
import { assignAccrualsToSubscription } from '../../ledger';
import { mountNewSubscription, paidFeeTotal, replaceMeter, transferSubscription, updateSubscriptionAddress } from './subscription-repo';
import { receivePaidApplications } from './paid-fees';
import * as repo from './repo';
import { documentName, statusName, toApplications, typeName } from './view';

type Action = ParsedRequestOf<'ActOnBackOfficeWaterApplication'>['action'];
type ActionKind = Action['kind'];
type Status = WaterApplicationStatus;

const inQueue: Status[] = ['received', 'documentsMissing', 'siteVisitPlanned', 'approved', 'rejected', 'refundApproved'];
const same = (states: Status[]) => Object.fromEntries(states.map((s) => [s, s])) as Partial<Record<Status, Status>>;

/**
 * The queue's state machine (ADR 13), one per flow: what approval leads to differs by type.
 * A new subscription is approved, then the meter is mounted (the subscription is active); a
 * meter change is approved, then the meter is replaced; an assignment is done on approval.
 */
const machineFor = (flow: WaterApplicationFlow): Machine<Status, ActionKind> => {
  const approved: Status = flow === 'transfer' ? 'active' : 'approved';
  const meterStep = flow === 'mountMeter' ? { approved: 'active' as const } : flow === 'replaceMeter' ? { approved: 'meterMounted' as const } : {};
  return {
    assign: same(inQueue),
    note: same([...inQueue, 'active', 'meterMounted', 'refunded']),
    requestDocuments: { received: 'documentsMissing', siteVisitPlanned: 'documentsMissing' },
    planSiteVisit: { received: 'siteVisitPlanned' },
    approve: { received: approved, siteVisitPlanned: approved },
    mountMeter: meterStep,
    reject: {
      received: 'rejected',
      documentsMissing: 'rejected',
      siteVisitPlanned: 'rejected',
      ...(flow === 'mountMeter' || flow === 'replaceMeter' ? { approved: 'rejected' as const } : {}),
    },
    approveFeeRefund: { rejected: 'refundApproved' },
    markFeeRefundPaid: { refundApproved: 'refunded' },
  };
};

const flowOf = (type: number): WaterApplicationFlow => waterApplicationRuleOf(type)?.flow ?? 'decision';

const actionNames: Record<string, string> = {
  paid: 'Ücretler ödendi',
  documentsAdded: 'Eksik belgeler eklendi',
  expired: 'Ücretler süresinde ödenmediği için kapatıldı',
  assign: 'Atandı',
  note: 'İç not',
  requestDocuments: 'Eksik belge istendi',
  planSiteVisit: 'Yerinde inceleme planlandı',
  approve: 'Onaylandı',
  mountMeter: 'Sayaç takıldı',
  reject: 'Reddedildi',
  approveFeeRefund: 'Ücret iadesi onaylandı',
  markFeeRefundPaid: 'Ücret iadesi ödendi',
};

const applicantName = (r: { first_name: string | null; last_name: string | null; title: string | null }) => r.title ?? memberName(r.first_name, r.last_name);
const kurus = (amount: number) => `${(amount / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;

const listItem = (r: bo.ListRow, names: Map<number, string>) => ({
  applicationOid: Number(r.oid),
  trackingNumber: r.tracking_number,
  applicationType: r.application_type,
  applicationTypeName: typeName(r.application_type),
  applicantName: applicantName(r),
  districtName: r.district_name,
  subscriberNo: r.created_subscriber_no ?? r.target_subscriber_no,
  status: r.status,
  statusName: statusName(r.status),
  feeTotal: Number(r.fee_total),
  assignedTo: staffRefOf(names, r.assigned_member_oid),
  createdAt: new Date(r.created_at).toISOString(),
  version: r.version,
});

export async function listApplications(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeWaterApplications'>) {
  await receivePaidApplications(ctx.db, null, ctx.now());
  const rows = await bo.findApplicationPage(ctx.db, { ...body, assignedTo: body.assignedTo === 'me' ? member.userOid : body.assignedTo, cursor: decodeCursor(body.cursor) });
  const page = pageFrom(rows, body.pageSize, (r) => ({ at: new Date(r.created_at), oid: Number(r.oid) }));
  const names = await staffNames(
    ctx.db,
    page.items.map((r) => r.assigned_member_oid),
  );
  return { items: page.items.map((r) => listItem(r, names)), nextCursor: page.nextCursor };
}

export async function applicationDetail(ctx: OperationContext, applicationOid: number) {
  const row = await repo.findApplicationByOid(ctx.db, applicationOid);
  // Unpaid (and expired unpaid) applications are not the water unit's: the same 404 as an unknown one.
  if (!row || bo.neverQueued.includes(row.status)) throw new DomainError('NOT_FOUND');
  const list = (await bo.findListRow(ctx.db, applicationOid))!;
  const [names, events, [citizen], files, paid, ground] = await Promise.all([
    staffNames(ctx.db, [row.assigned_member_oid, row.fee_refund_approved_by, row.fee_refund_paid_by]),
    eventsOf(ctx.db, 'waterApplications', applicationOid, actionNames),
    toApplications(ctx.db, [row]),
    repo.findDocuments(ctx.db, [applicationOid]),
    paidFeeTotal(ctx.db, applicationOid),
    row.reduction_ground_code ? findActiveParameter(ctx.db, parameterTypeCodes.waterTariffReductionGround, row.reduction_ground_code) : Promise.resolve(undefined),
  ]);
  const actions = allowedActions(machineFor(flowOf(row.application_type)), row.status).filter((a) => a !== 'approveFeeRefund' || paid > 0);
  return {
    ...listItem(list, names),
    nationalId: list.national_id ?? list.tax_number,
    gsm: row.gsm,
    email: row.email,
    citizen: citizen!,
    statement: row.statement,
    meterReading: row.meter_reading,
    reductionGroundName: ground?.parameter_name ?? null,
    files: files.map((f) => ({
      fileOid: Number(f.file_oid),
      fileName: f.file_name,
      documentName: f.document_name,
      contentType: f.content_type,
      size: Number(f.size),
      kind: f.document_kind as WaterDocumentKind,
      kindName: documentName(f.document_kind),
    })),
    feeRefundApprovedBy: staffRefOf(names, row.fee_refund_approved_by),
    feeRefundPaidBy: staffRefOf(names, row.fee_refund_paid_by),
    feeRefundReference: row.fee_refund_reference,
    history: [
      {
        at: new Date(row.created_at).toISOString(),
        action: 'filed',
        actionName: 'Başvuru yapıldı',
        fromStatus: null,
        toStatus: row.status === 'received' ? 'received' : 'awaitingPayment',
        by: null,
        note: null,
      },
      ...events,
    ],
    allowedActions: actions,
  };
}

export async function applicationDocument(ctx: OperationContext, body: ParsedRequestOf<'GetBackOfficeWaterApplicationDocument'>): Promise<FileContent> {
  const file = await repo.findDocumentContent(ctx.db, body.applicationOid, body.fileOid);
  if (!file) throw new DomainError('NOT_FOUND', 'Dosya bulunamadı.');
  return { bytes: file.content, contentType: file.content_type, fileName: file.file_name, disposition: body.disposition };
}

interface Effects {
  set: Parameters<typeof repo.updateApplicationIf>[3];
  note: string | null;
  /** The citizen's status lines (the decision as they read it); none for internal moves. */
  lines: { status: Status; note: string | null }[];
  /** What the citizen is told by SMS (and e-mail, if they asked for it). */
  sms?: string;
  /** Writes to the subscription (and meter), in the action's transaction. */
  apply?: (trx: Db) => Promise<string | null>;
}

/** What an action reads: the database and the clock (a request's context, or the demo seed's). */
export type ActionContext = Pick<OperationContext, 'db' | 'now'>;
type Actor = Pick<Member, 'userOid'>;

/** What an action writes besides the status: checked here, before anything is written. */
async function effectsOf(ctx: ActionContext, member: Actor, row: repo.ApplicationRow, action: Action, to: Status): Promise<Effects> {
  const now = ctx.now();
  // The municipality's name is put before it by the SMS (queueCitizenDecision).
  const prefix = `${row.tracking_number} numaralı su başvurunuz`;
  const flow = flowOf(row.application_type);
  switch (action.kind) {
    case 'assign': {
      const assignee = action.assigneeUserOid ?? member.userOid;
      if (assignee !== member.userOid) await requireAssignee(ctx.db, assignee, 'WATER_CLERK');
      return { set: { assigned_member_oid: assignee }, note: (await staffNames(ctx.db, [assignee])).get(assignee) ?? null, lines: [] };
    }
    case 'note':
      return { set: {}, note: action.note, lines: [] };
    case 'requestDocuments': {
      const names = action.documentKinds.map(documentName).join(', ');
      return {
        set: { requested_documents: [...new Set(action.documentKinds)].join(',') },
        note: action.note,
        lines: [{ status: to, note: `İstenen belgeler: ${names}. ${action.note}` }],
        sms: `${prefix} için eksik belge var: ${names}. Belgeleri e-Belediye'de başvurunuzun sayfasından yükleyebilirsiniz.`,
      };
    }
    case 'planSiteVisit': {
      if (action.visitDate < istanbulDate(now)) throw new DomainError('VALIDATION_FAILED', undefined, { 'action.visitDate': 'İnceleme tarihi geçmiş bir gün olamaz.' });
      const when = formatTurkishDate(action.visitDate);
      return {
        set: { site_visit_date: action.visitDate },
        note: action.note ?? null,
        lines: [{ status: to, note: `Yerinde inceleme tarihi: ${when}.` }],
        sms: `${prefix} için ${when} tarihinde yerinde inceleme yapılacaktır.`,
      };
    }
    case 'approve': {
      const base = { set: {}, note: action.note ?? null };
      if (flow === 'transfer') {
        return {
          ...base,
          lines: [{ status: to, note: `Abonelik adınıza devredildi (abone no ${row.target_subscriber_no}). Devirden önceki borçlar önceki abonede kalır.` }],
          sms: `${prefix} onaylandı; ${row.target_subscriber_no} numaralı abonelik adınıza devredildi.`,
          apply: async (trx) => {
            await transferSubscription(trx, row);
            return null;
          },
        };
      }
      if (flow === 'addressUpdate') {
        return {
          ...base,
          lines: [{ status: to, note: 'Aboneliğinizin adresi ve iletişim telefonu güncellendi.' }],
          sms: `${prefix} onaylandı; abonelik bilgileriniz güncellendi.`,
          apply: async (trx) => {
            await updateSubscriptionAddress(trx, row);
            return null;
          },
        };
      }
      const next = flow === 'mountMeter' ? ' Sayacınız ekiplerimizce takılacaktır.' : flow === 'replaceMeter' ? ' Sayacınız ekiplerimizce değiştirilecektir.' : '';
      return { ...base, lines: [{ status: to, note: `Başvurunuz onaylandı.${next}` }], sms: `${prefix} onaylandı.${next}` };
    }
    case 'mountMeter': {
      const meter = { meterNo: action.meterNo, meterReading: action.meterReading };
      if (flow === 'replaceMeter') {
        return {
          set: {},
          note: `${action.meterNo} (endeks ${action.meterReading})`,
          lines: [{ status: to, note: `Yeni sayaç takıldı: ${action.meterNo}, ilk endeks ${action.meterReading} m³.` }],
          sms: `${prefix} sonuçlandı; yeni sayacınız (${action.meterNo}) takıldı.`,
          apply: async (trx) => {
            await replaceMeter(trx, row, meter, member.userOid, now);
            return null;
          },
        };
      }
      let subscriberNo = '';
      return {
        set: {},
        note: `${action.meterNo} (endeks ${action.meterReading})`,
        get lines() {
          return [
            { status: 'meterMounted' as const, note: `Sayaç takıldı: ${action.meterNo}, ilk endeks ${action.meterReading} m³.` },
            { status: to, note: `Aboneliğiniz aktif. Abone numaranız: ${subscriberNo}.` },
          ];
        },
        get sms() {
          return `${prefix} sonuçlandı; sayacınız takıldı, aboneliğiniz aktif. Abone no: ${subscriberNo}.`;
        },
        apply: async (trx) => {
          const created = await mountNewSubscription(trx, row, meter, member.userOid, now);
          await assignAccrualsToSubscription(trx, created.feeAccrualOids, created.subscriptionOid);
          subscriberNo = created.subscriberNo;
          await bo.setCreatedSubscription(trx, Number(row.oid), created.subscriptionOid);
          return created.subscriberNo;
        },
      };
    }
    case 'reject':
      return {
        set: { rejection_reason: action.reason },
        note: action.reason,
        lines: [{ status: to, note: action.reason }],
        sms: `${prefix} reddedildi. Gerekçe: ${action.reason}`,
      };
    case 'approveFeeRefund': {
      const paid = await paidFeeTotal(ctx.db, Number(row.oid));
      if (paid <= 0) throw new DomainError('BACKOFFICE_ACTION_NOT_ALLOWED');
      return {
        set: { fee_refund_approved_by: member.userOid, fee_refund_approved_at: now },
        note: action.note ?? null,
        lines: [{ status: to, note: `Ödediğiniz ${kurus(paid)} ücretin iadesi onaylandı.` }],
        sms: `${prefix} için ödediğiniz ${kurus(paid)} ücretin iadesi onaylandı.`,
      };
    }
    case 'markFeeRefundPaid':
      if (Number(row.fee_refund_approved_by) === member.userOid) throw new DomainError('FOUR_EYES_REQUIRED');
      return {
        set: { fee_refund_paid_by: member.userOid, fee_refund_paid_at: now, fee_refund_reference: action.paymentReference },
        note: action.paymentReference,
        lines: [{ status: to, note: 'Ücret iadeniz ödendi.' }],
        sms: `${prefix} için ücret iadeniz ödendi.`,
      };
  }
}

/** An action checked against the item's version and the state machine, with its effects worked out; nothing written yet. */
export async function prepareAction(ctx: ActionContext, member: Actor, body: ParsedRequestOf<'ActOnBackOfficeWaterApplication'>) {
  const row = await repo.findApplicationByOid(ctx.db, body.applicationOid);
  if (!row || bo.neverQueued.includes(row.status)) throw new DomainError('NOT_FOUND');
  requireVersion(row.version, body.version);
  const to = nextState(machineFor(flowOf(row.application_type)), body.action.kind, row.status);
  const effects = await effectsOf(ctx, member, row, body.action, to);
  return { row, to, effects, member, body };
}

/**
 * Writes a prepared action inside the caller's transaction, only if the item is still at the
 * version the clerk saw: the move, its effects, the citizen's status lines and the event.
 * Answers what the citizen is to be told (queueCitizenDecision), or null.
 */
export async function recordActionIn(trx: Db, prepared: Awaited<ReturnType<typeof prepareAction>>, now: Date): Promise<CitizenDecision | null> {
  const { row, to, effects, member, body } = prepared;
  requireWon(await repo.updateApplicationIf(trx, body.applicationOid, { version: body.version, status: row.status }, { ...effects.set, status: to, updated_at: now }));
  if (effects.apply) await effects.apply(trx);
  for (const line of effects.lines) await repo.insertStatusLine(trx, { application_oid: body.applicationOid, status: line.status, note: line.note, at: now });
  await recordEvent(trx, {
    queue: 'waterApplications',
    item_oid: body.applicationOid,
    action: body.action.kind,
    from_status: row.status,
    to_status: to,
    actor_member_oid: member.userOid,
    note: effects.note,
    at: now,
  });
  // Read after apply: a mounted meter's message names the subscriber number it drew.
  const told = effects.sms;
  return told
    ? {
        gsm: row.gsm,
        recipient: { registryOid: Number(row.registry_oid) },
        title: 'Su Başvurusu',
        subject: `${row.tracking_number} numaralı su başvurunuz`,
        text: told,
        key: `waterApplication:${body.applicationOid}:${body.version + 1}`,
      }
    : null;
}

/** One action: version, state machine, then one transaction that only a current version passes. */
export async function actOnApplication(ctx: OperationContext, member: Member, body: ParsedRequestOf<'ActOnBackOfficeWaterApplication'>) {
  const prepared = await prepareAction(ctx, member, body);
  const now = ctx.now();
  const tellCitizen = await ctx.db.transaction().execute(async (trx) => queueCitizenDecision(ctx, trx, await recordActionIn(trx, prepared, now)));
  await tellCitizen();
  ctx.log.info({ waterApplication: body.applicationOid, action: body.action.kind, to: prepared.to }, 'back-office water application action');
  return applicationDetail(ctx, body.applicationOid);
}
