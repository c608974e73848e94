import { istanbulDate, parameterTypeCodes, waterApplicationRuleOf, type ParsedRequestOf, type WaterApplicationRule } from '@ebelediye/contract';
import { beforeRequestSms, registeredPhoneOf, requireProvenPhone } from '../../accounts/request-sms';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import { createAccruals, payerScope, requireSubscriptionInScope } from '../../ledger';
import { WATER_INCOME_TYPE } from '../../ledger/deposit-settlement';
import { DomainError } from '../../platform/domain-error';
import { claimPendingFiles, type FileOwner } from '../../platform/file-ownership';
import type { Db } from '../../db/kysely';
import type { Member, OperationContext } from '../../platform/operation-context';
import { newTrackingNumberWith, type Draw } from '../../platform/tracking-number';
import { addDays } from '../../reference-data/calendar';
import { checkAddressParts } from '../../reference-data/address-chain';
import { findActiveParameter } from '../../reference-data/parameter-repo';
import { loadFeeTables, requireFeeLines, type FeeLine } from './fees';
import * as repo from './repo';
import { documentName, toApplications } from './view';

type ApplyRequest = ParsedRequestOf<'ApplyForWaterService'>;

/**
 * Who files: a signed-in member (their registry, the companies they represent, their uploads),
 * or a citizen who proved the registry's phone with an SMS code (that registry only, the
 * uploads of their upload key, and a proof spent with the filing).
 */
export interface Applicant {
  registryOid: number;
  memberUserOid: number | null;
  /** The registries whose subscriptions the applicant may name. */
  registryOids: readonly number[];
  files: FileOwner | null;
  /** Runs inside the filing's transaction: a proof spent meanwhile undoes the filing. */
  spend?: (trx: Db, at: Date) => Promise<void>;
}

const memberApplicant = async (ctx: OperationContext, member: Member): Promise<Applicant> => ({
  registryOid: member.registryOid,
  memberUserOid: member.userOid,
  registryOids: (await payerScope(ctx.db, ctx.config, { member }, ctx.now(), 'own')).registryOids,
  files: { memberUserOid: member.userOid },
});

const field = (name: string, message: string) => new DomainError('VALIDATION_FAILED', undefined, { [name]: message });
/** Fees are due in 15 days; the application waits for them. */
const FEE_DUE_DAYS = 15;

export interface Subject {
  subscriptionOid: number | null;
  property: { districtCode: number; streetCode: number; outerDoorOid: number; innerDoorOid: number | null } | null;
}

/** The documents: every required kind present, nothing the type does not take. */
function checkDocuments(rule: WaterApplicationRule, documents: ApplyRequest['documents']) {
  const allowed = new Set([...rule.requiredDocuments, ...rule.optionalDocuments]);
  const stray = documents.find((d) => !allowed.has(d.kind));
  if (stray) throw field('documents', `${rule.name} başvurusu "${documentName(stray.kind)}" belgesini almaz.`);
  const missing = rule.requiredDocuments.filter((kind) => !documents.some((d) => d.kind === kind));
  if (missing.length > 0) {
    throw new DomainError('WATER_DOCUMENT_MISSING', `Bu başvuru için şu belgeler eksik: ${missing.map(documentName).join(', ')}.`, {
      documents: missing.map(documentName).join(', '),
    });
  }
}

/** What the checks read: the database and the municipality's county (the address lookups). */
export interface FilingContext {
  db: Db;
  countyCode: number;
}

/** The property from the address lookups: it must exist, and where the building has inner doors, one of them. */
async function checkProperty(ctx: FilingContext, body: ApplyRequest): Promise<NonNullable<Subject['property']>> {
  const p = body.property;
  if (!p) throw field('property', 'Taşınmazın adresini seçiniz.');
  await checkAddressParts(ctx.db, ctx.countyCode, p, 'property.');
  if (p.innerDoorOid === undefined && Number((await repo.countInnerDoors(ctx.db, p.outerDoorOid)).n) > 0) {
    throw field('property.innerDoorOid', 'Bu binada bağımsız bölümler var; iç kapı numarasını seçiniz.');
  }
  return { districtCode: p.districtCode, streetCode: p.streetCode, outerDoorOid: p.outerDoorOid, innerDoorOid: p.innerDoorOid ?? null };
}

async function checkSubject(ctx: FilingContext, applicant: Applicant, rule: WaterApplicationRule, body: ApplyRequest): Promise<Subject> {
  const property = rule.asksProperty ? await checkProperty(ctx, body) : null;
  switch (rule.subject) {
    case 'property': {
      if (rule.flow === 'mountMeter') {
        const live = await repo.findLiveSubscriptionAt(ctx.db, property!.outerDoorOid, property!.innerDoorOid);
        if (live) throw new DomainError('WATER_PROPERTY_SUBSCRIBED');
      }
      return { subscriptionOid: null, property };
    }
    case 'ownSubscription': {
      if (body.subscriberInfoOid === undefined) throw field('subscriberInfoOid', 'Başvurunun ilgili olduğu aboneliğinizi seçiniz.');
      const subscription = await requireSubscriptionInScope(ctx.db, { kind: 'proof', registryOids: [...applicant.registryOids], authorities: [] }, body.subscriberInfoOid);
      if (subscription.ended_on !== null || subscription.water_line_status === 3) throw field('subscriberInfoOid', 'Bu abonelik sona ermiş; bu başvuru yapılamaz.');
      return { subscriptionOid: Number(subscription.oid), property };
    }
    case 'otherSubscription': {
      if (body.subscriberNo === undefined) throw field('subscriberNo', 'Devralınacak aboneliğin abone numarasını giriniz.');
      const subscription = await repo.findSubscriptionByNumber(ctx.db, body.subscriberNo);
      if (!subscription) throw field('subscriberNo', 'Bu abone numarasıyla kayıtlı bir abonelik bulunamadı.');
      if (applicant.registryOids.includes(Number(subscription.registry_oid))) throw new DomainError('WATER_ASSIGNMENT_TO_SELF');
      if (subscription.ended_on !== null || subscription.water_line_status === 3)
        throw field('subscriberNo', 'Bu aboneliğin su hattı kesilmiş; devir yerine yeni abonelik başvurusu yapınız.');
      return { subscriptionOid: Number(subscription.oid), property };
    }
  }
}

/** What the type asks beyond its subject: each answered, or a field error naming it. */
async function checkAnswers(ctx: FilingContext, rule: WaterApplicationRule, body: ApplyRequest) {
  if (rule.asksSubscriberType && !body.subscriberType) throw field('subscriberType', 'Abone türünü seçiniz.');
  if (rule.asksReductionGround) {
    if (!body.reductionGroundCode) throw field('reductionGroundCode', 'İndirim gerekçesini seçiniz.');
    if (!(await findActiveParameter(ctx.db, parameterTypeCodes.waterTariffReductionGround, body.reductionGroundCode)))
      throw field('reductionGroundCode', 'Geçerli bir indirim gerekçesi seçiniz.');
  }
  if (rule.asksMeterReading && body.meterReading === undefined) throw field('meterReading', 'Sayacın güncel endeksini (m³) giriniz.');
  if (rule.asksStatement && (body.statement ?? '').length < 10) throw field('statement', 'Açıklamayı en az 10 karakter olarak yazınız.');
}

const feeAccruals = (lines: FeeLine[], registryOid: number, applicationOid: number, subscriptionOid: number | null, tracking: string, today: string) =>
  lines.map((l) => ({
    registry_oid: registryOid,
    income_type_code: WATER_INCOME_TYPE,
    revenue_code: l.revenueCode,
    revenue_type: l.revenueType,
    description: `${l.name} (başvuru ${tracking})`,
    year: Number(today.slice(0, 4)),
    period_label: `${today.slice(0, 4)}/${today.slice(5, 7)}`,
    amount: l.amount,
    due_date: addDays(today, FEE_DUE_DAYS),
    accrued_on: today,
    source_kind: 'fee' as const,
    source_oid: applicationOid,
    real_estate_oid: null,
    subscription_oid: subscriptionOid,
  }));

/** A filing whose every rule was checked: the type's rule, what it is about and its fees. */
export interface CheckedFiling {
  rule: WaterApplicationRule;
  subject: Subject;
  subscriberType: ApplyRequest['subscriberType'] | null;
  fees: FeeLine[];
  feeTotal: number;
}

/** Checks every rule of the type before anything is written (applyForWater, and the demo seed's applications). */
export async function checkFiling(ctx: FilingContext, applicant: Applicant, body: ApplyRequest): Promise<CheckedFiling> {
  const rule = waterApplicationRuleOf(body.applicationType);
  if (!rule) throw new DomainError('WATER_APPLICATION_TYPE_NOT_OFFERED');
  await checkAnswers(ctx, rule, body);
  checkDocuments(rule, body.documents);
  const subject = await checkSubject(ctx, applicant, rule, body);
  const subscriberType = rule.asksSubscriberType ? body.subscriberType! : null;
  const fees = requireFeeLines(await loadFeeTables(ctx.db), rule, subscriberType);
  const feeTotal = fees.reduce((sum, l) => sum + l.amount, 0);
  const target =
    subject.subscriptionOid !== null
      ? { subscriptionOid: subject.subscriptionOid }
      : { outerDoorOid: subject.property!.outerDoorOid, innerDoorOid: subject.property!.innerDoorOid };
  const open = await repo.findOpenApplication(ctx.db, rule.typeCode, target);
  if (open) throw new DomainError('WATER_APPLICATION_ALREADY_OPEN', `Bu adres veya abonelik için ${open.tracking_number} takip numaralı, sonuçlanmamış bir başvurunuz var.`);
  return { rule, subject, subscriberType, fees, feeTotal };
}

/**
 * Writes a checked filing inside the caller's transaction: the application, its fee debts, the
 * claimed documents and its first status line. `draw` is the tracking number's source (the
 * seed's own generator in the demo).
 */
export async function fileApplicationIn(trx: Db, filing: CheckedFiling, applicant: Applicant, body: ApplyRequest, now: Date, draw?: Draw) {
  const { rule, subject, subscriberType, fees, feeTotal } = filing;
  const today = istanbulDate(now);
  const status = feeTotal > 0 ? 'awaitingPayment' : 'received';
  let inserted: { oid: number } | undefined;
  let tracking = '';
  while (!inserted) {
    tracking = newTrackingNumberWith('SB', draw);
    inserted = await repo.insertApplication(trx, {
      tracking_number: tracking,
      application_type: rule.typeCode,
      status,
      registry_oid: applicant.registryOid,
      member_user_oid: applicant.memberUserOid,
      subscriber_type: subscriberType,
      district_code: subject.property?.districtCode ?? null,
      street_code: subject.property?.streetCode ?? null,
      outer_door_oid: subject.property?.outerDoorOid ?? null,
      inner_door_oid: subject.property?.innerDoorOid ?? null,
      subscription_oid: subject.subscriptionOid,
      reduction_ground_code: rule.asksReductionGround ? body.reductionGroundCode! : null,
      meter_reading: rule.asksMeterReading ? body.meterReading! : null,
      statement: rule.asksStatement ? body.statement! : null,
      gsm: body.gsmNumber,
      email: body.email || null,
      fee_total: feeTotal,
      created_at: now,
      updated_at: now,
    });
  }
  const oid = Number(inserted.oid);
  await applicant.spend?.(trx, now);
  const fileOids = body.documents.map((d) => d.fileOid);
  if (fileOids.length > 0 && !(applicant.files && (await claimPendingFiles(trx, applicant.files, fileOids, now)))) throw new DomainError('WATER_DOCUMENT_INVALID');
  await repo.insertDocuments(
    trx,
    body.documents.map((d) => ({ application_oid: oid, document_kind: d.kind, file_oid: d.fileOid, added_at: now })),
  );
  const feeAccrualOids: number[] = [];
  if (fees.length > 0) {
    // An assignment's deposit is the new holder's for that subscription from the start.
    feeAccrualOids.push(...(await createAccruals(trx, feeAccruals(fees, applicant.registryOid, oid, rule.flow === 'transfer' ? subject.subscriptionOid : null, tracking, today))));
    await repo.insertFeeLinks(trx, oid, feeAccrualOids);
  }
  await repo.insertStatusLine(trx, {
    application_oid: oid,
    status,
    note: status === 'awaitingPayment' ? 'Başvurunuz kaydedildi. Ücretler ödendiğinde su işleri birimine iletilir.' : 'Başvurunuz su işleri birimine iletildi.',
    at: now,
  });
  return { oid, tracking, status, feeAccrualOids };
}

/**
 * ApplyForWaterService. Every rule is checked before anything is written; the application, its
 * fee debts, the claimed documents, its first status line and the SMS are one transaction.
 */
export async function applyForWater(ctx: OperationContext, applicant: Applicant, body: ApplyRequest, provenPhone: string | null) {
  requireProvenPhone(body.gsmNumber, provenPhone);
  const filing = await checkFiling({ db: ctx.db, countyCode: ctx.config.publicSetting.CountyCode }, applicant, body);
  const { rule } = filing;
  await beforeRequestSms(ctx, body.gsmNumber);
  const now = ctx.now();
  const municipality = ctx.config.publicSetting.MunicipalityName;
  const { sms } = ctx.services;
  let created: { oid: number; outbox: number };
  try {
    created = await ctx.db.transaction().execute(async (trx) => {
      const { oid, tracking, status } = await fileApplicationIn(trx, filing, applicant, body, now);
      const outbox = await sms.enqueue(trx, {
        gsm: body.gsmNumber,
        typeCode: smsTypeCodes.verification,
        messageCode: null,
        title: 'Su Başvurusu',
        body:
          status === 'awaitingPayment'
            ? `${municipality}: ${rule.name} başvurunuz kaydedildi. Takip no: ${tracking}. Başvurunuz ücretler ödendiğinde işleme alınır.`
            : `${municipality}: ${rule.name} başvurunuz alındı. Takip no: ${tracking}.`,
      });
      return { oid, outbox };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new DomainError('WATER_APPLICATION_ALREADY_OPEN');
    throw error;
  }
  await sms.deliver(ctx.db, created.outbox);
  ctx.log.info({ waterApplication: created.oid, type: rule.typeCode }, 'water application filed');
  const [application] = await toApplications(ctx.db, [(await repo.findApplicationByOid(ctx.db, created.oid))!]);
  return application!;
}

/** ApplyForWaterService: a signed-in member files for their own registry and is told on their registered phone. */
export const applyAsMember = async (ctx: OperationContext, member: Member, body: ApplyRequest) =>
  applyForWater(ctx, await memberApplicant(ctx, member), body, await registeredPhoneOf(ctx.db, member));
