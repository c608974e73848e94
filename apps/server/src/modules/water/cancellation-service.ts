import { applicationTypes, depositReturnTypeCodes, formatTurkishDate, ownerMatchesSubscriber, type FileContent, type ParsedRequestOf } from '@ebelediye/contract';
import { maskName } from '../../accounts/masking';
import { beforeRequestSms, registeredPhoneOf, requireProvenPhone } from '../../accounts/request-sms';
import { subscriptionProof } from '../../accounts/verification-proof';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import { payerScope } from '../../ledger/payer-scope';
import { letterheadOf } from '../../documents/letterhead';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { addDays } from '../../reference-data/calendar';
import type { WaterLineCode } from '../../subscriptions/subscription-repo';
import { filedStage } from './cancellation-machine';
import { cancellationPetitionPdf } from './cancellation-petition';
import * as repo from './cancellation-repo';
import { CUTTING_WINDOW_DAYS, cancellationFacts } from './cancellation-rules';
import { toApplications } from './cancellation-view';
import { findSubscriptionByOid } from './subscription-repo';
import { subscriptionInScope, waterScope } from './subscription-scope';
import { holderNameOf } from './subscription-view';
import { newCancellationTrackingNumber } from './tracking-number';
import { canMove, moveWaterLine, waterLine, waterLineStatusName } from '../../subscriptions/water-line';
import { fieldWorkDayProblem, type FieldWorkDayProblem } from '../../reference-data/field-work-day';

const cuttingDateMessages: Record<FieldWorkDayProblem, string> = {
  past: 'Su kesim tarihi bugünden önce olamaz.',
  weekend: 'Su kesim tarihi hafta sonuna denk gelemez; lütfen bir iş günü seçiniz.',
  holiday: 'Su kesim tarihi resmî tatile denk gelemez; lütfen bir iş günü seçiniz.',
};

type StartRequest = ParsedRequestOf<'StartElectronicStateContractCancellation'>;

/** GetContractCancellationSummary: what the form shows before the subscriber decides. */
export async function cancellationSummary(ctx: OperationContext, body: ParsedRequestOf<'GetContractCancellationSummary'>) {
  const scope = await waterScope(ctx, body.paymentProof);
  const subscription = await subscriptionInScope(ctx.db, scope, body.subscriberInfoOid);
  const facts = await cancellationFacts(ctx.db, subscription, ctx.now(), depositReturnTypeCodes.iban);
  return {
    subscriberNo: subscription.subscriber_no,
    holderName: scope.kind === 'proof' ? maskName(holderNameOf(subscription)) : holderNameOf(subscription),
    waterLineStatus: subscription.water_line_status,
    waterLineStatusName: waterLineStatusName(subscription.water_line_status),
    depositAmount: facts.depositAmount,
    openDebtTotal: facts.openDebtTotal,
    debtSettlementRule: facts.rule,
    ...facts.settlement,
    earliestCuttingDate: facts.earliestCuttingDate,
    nonWorkingDays: facts.holidays.map((h) => ({ date: h.date, name: h.name })),
    openApplicationTrackingNumber: facts.openApplication?.tracking_number ?? null,
  };
}

const invalid = (code: 'VALIDATION_FAILED' | 'CUTTING_DATE_NOT_ALLOWED' | 'IBAN_OWNER_MISMATCH', field: string, message?: string) =>
  new DomainError(code, code === 'VALIDATION_FAILED' ? undefined : message, { [field]: message ?? '' });

/**
 * Who may cancel this subscription. A signed-in member is already identified (password or
 * e-Devlet and the phone proven at sign-up), so the session is the proof, but only for a
 * subscription of the member's own (or represented) registries: another's is the same 404 as an
 * unknown one. Anyone else needs a live SMS proof naming this very subscription. The
 * confirmation SMS goes only to the phone so proven: the member's registered one, or the one
 * the code went to.
 */
async function applicantProof(ctx: OperationContext, body: StartRequest, now: Date) {
  if (body.verificationToken) {
    const proof = await subscriptionProof(ctx.db, body.verificationToken, 'CONTRACT_CANCELLATION', now);
    if (proof.subscriptionOid !== body.subscriberInfoOid) throw new DomainError('NOT_FOUND');
    return proof;
  }
  if (!ctx.member) throw new DomainError('VERIFICATION_REQUIRED');
  const own = await subscriptionInScope(ctx.db, await waterScope(ctx, undefined), body.subscriberInfoOid);
  return { subscriptionOid: own.oid, gsm: await registeredPhoneOf(ctx.db, ctx.member), spend: async () => undefined };
}

/**
 * StartElectronicStateContractCancellation. The proof names the subscription (another's
 * is 404); every rule is checked before anything is written, and the application, the line
 * status, its history, the spent proof and the SMS confirmation are one transaction.
 */
export async function startCancellation(ctx: OperationContext, body: StartRequest) {
  const now = ctx.now();
  const proof = await applicantProof(ctx, body, now);
  requireProvenPhone(body.gsmNumber, proof.gsm);
  const subscription = await findSubscriptionByOid(ctx.db, proof.subscriptionOid);
  if (!subscription) throw new DomainError('NOT_FOUND');
  const facts = await cancellationFacts(ctx.db, subscription, now, body.depositReturnType);
  if (facts.openApplication)
    throw new DomainError('CANCELLATION_ALREADY_OPEN', `Bu abonelik için ${facts.openApplication.tracking_number} takip numaralı, sonuçlanmamış bir iptal başvurusu zaten var.`);
  if (!canMove(subscription.water_line_status, waterLine.cutRequestSent)) throw new DomainError('WATER_LINE_NOT_ACTIVE');

  const problem = fieldWorkDayProblem(body.waterLineCuttingDate, facts.today, facts.holidaySet);
  if (problem) throw invalid('CUTTING_DATE_NOT_ALLOWED', 'waterLineCuttingDate', cuttingDateMessages[problem]);
  if (body.waterLineCuttingDate > addDays(facts.today, CUTTING_WINDOW_DAYS)) {
    throw invalid('CUTTING_DATE_NOT_ALLOWED', 'waterLineCuttingDate', `Su kesim tarihi en fazla ${CUTTING_WINDOW_DAYS} gün sonrası olabilir.`);
  }
  const isIban = body.depositReturnType === depositReturnTypeCodes.iban;
  const isBranch = body.depositReturnType === depositReturnTypeCodes.bankBranch;
  if (isIban && !ownerMatchesSubscriber(body.ibanOwner ?? '', holderNameOf(subscription))) {
    throw invalid('IBAN_OWNER_MISMATCH', 'ibanOwner', 'Hesap sahibi abone ile aynı olmalıdır.');
  }
  if (isBranch && !(await repo.findBankBranch(ctx.db, body.bankBranchOid!))) throw invalid('VALIDATION_FAILED', 'bankBranchOid', 'Geçerli bir banka şubesi seçiniz.');
  if (facts.settlement.debtToPayFirst > 0) {
    throw new DomainError(
      'WATER_DEBTS_MUST_BE_PAID',
      facts.rule === 'PAY_FIRST' ? undefined : 'Ödenmemiş su borcunuz güvence bedelinden fazladır. Aradaki tutar ödenmeden iptal başvurusu yapılamaz.',
    );
  }

  await beforeRequestSms(ctx, body.gsmNumber);
  const { sms } = ctx.services;
  const { oid, trackingNumber, outboxOid } = await ctx.db.transaction().execute(async (trx) => {
    const locked = await repo.lockSubscription(trx, subscription.oid);
    if (!locked || !canMove(locked.water_line_status, waterLine.cutRequestSent)) throw new DomainError('WATER_LINE_NOT_ACTIVE');
    if (await repo.findOpenCancellation(trx, subscription.oid)) throw new DomainError('CANCELLATION_ALREADY_OPEN');
    await proof.spend(trx, now);
    let created: { oid: number } | undefined;
    let tracking = '';
    while (!created) {
      tracking = newCancellationTrackingNumber();
      created = await repo.insertCancellation(trx, {
        tracking_number: tracking,
        subscription_oid: subscription.oid,
        registry_oid: subscription.registry_oid,
        status: 'received',
        stage: filedStage,
        water_line_cutting_date: body.waterLineCuttingDate,
        deposit_return_type: body.depositReturnType,
        iban_owner: isIban ? body.ibanOwner!.trim() : null,
        bank_iban_no: isIban ? body.bankIbanNo! : null,
        bank_branch_oid: isBranch ? body.bankBranchOid! : null,
        cancellation_reason_code: body.cancellationReasonCode ?? null,
        address: body.address,
        email: body.email || null,
        gsm: body.gsmNumber,
        deposit_amount: facts.depositAmount,
        open_debt_total: facts.openDebtTotal,
        set_off_amount: facts.settlement.setOffAmount,
        refund_amount: facts.settlement.refundAmount,
        member_user_oid: ctx.member?.userOid ?? null,
        created_at: now,
        updated_at: now,
      });
    }
    const moved = await moveWaterLine(trx, {
      subscriptionOid: subscription.oid,
      cancellationOid: created.oid,
      from: locked.water_line_status as WaterLineCode,
      to: waterLine.cutRequestSent as 2,
      reason: `${applicationTypes.cancellation.tr} başvurusu alındı (${tracking}); su kesim tarihi ${formatTurkishDate(body.waterLineCuttingDate)}.`,
      at: now,
    });
    if (!moved) throw new DomainError('WATER_LINE_NOT_ACTIVE');
    const outbox = await sms.enqueue(trx, {
      gsm: body.gsmNumber,
      typeCode: smsTypeCodes.verification,
      messageCode: null,
      title: 'Abonelik İptal Başvurusu',
      body: `${ctx.config.publicSetting.MunicipalityName}: ${subscription.subscriber_no} numaralı aboneliğinizin iptal başvurusu alındı. Takip no: ${tracking}. Su kesim tarihi: ${formatTurkishDate(body.waterLineCuttingDate)}.`,
    });
    return { oid: created.oid, trackingNumber: tracking, outboxOid: outbox };
  });
  await sms.deliver(ctx.db, outboxOid);
  ctx.log.info({ cancellation: trackingNumber }, 'contract cancellation received');
  const [application] = await toApplications(ctx.db, [await repo.findCancellationByOid(ctx.db, oid)]);
  return application!;
}

/** Tracking number and phone must both match; any other pair is the same 404. */
export async function cancellationStatus(ctx: OperationContext, body: ParsedRequestOf<'GetContractCancellationStatus'>) {
  await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
  const row = await repo.findCancellationByTrackingAndPhone(ctx.db, body.trackingNumber, body.gsmNumber);
  if (!row) throw new DomainError('CANCELLATION_NOT_FOUND');
  const [application] = await toApplications(ctx.db, [row]);
  return application!;
}

export async function memberCancellations(ctx: OperationContext) {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member }, ctx.now(), 'own');
  return toApplications(ctx.db, await repo.findCancellationsOfRegistries(ctx.db, scope.registryOids));
}

/**
 * The petition to print and sign. By tracking number and phone, as the status (rate-limited,
 * any mismatch the same 404); a signed-in member by tracking number among their own registries.
 */
export async function cancellationPetition(ctx: OperationContext, body: ParsedRequestOf<'GetContractCancellationPetition'>): Promise<FileContent> {
  let row: repo.CancellationRow | undefined;
  if (body.gsmNumber !== undefined) {
    await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
    row = await repo.findCancellationByTrackingAndPhone(ctx.db, body.trackingNumber, body.gsmNumber);
  } else if (ctx.member) {
    const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member }, ctx.now(), 'own');
    row = await repo.findCancellationOfRegistries(ctx.db, body.trackingNumber, scope.registryOids);
  }
  if (!row) throw new DomainError('CANCELLATION_NOT_FOUND');
  const [application] = await toApplications(ctx.db, [row]);
  const who = await repo.findPetitionParticulars(ctx.db, row.oid);
  const bytes = cancellationPetitionPdf(letterheadOf(ctx.config), application!, {
    applicantName: who.title ?? [who.first_name, who.last_name].filter(Boolean).join(' '),
    identityNo: who.national_id ?? who.tax_number,
    address: who.address,
    ibanOwner: who.iban_owner,
    email: who.email,
    gsm: who.gsm,
  });
  return { bytes, contentType: 'application/pdf', fileName: `abonelik-iptal-dilekcesi-${row.tracking_number}.pdf`, disposition: 'attachment' };
}
