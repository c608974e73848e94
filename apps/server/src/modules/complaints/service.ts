import { foldTurkishAscii, formatTurkishDate, type ParsedRequestOf } from '@ebelediye/contract';
import { beforeRequestSms, registeredPhoneOf } from '../../accounts/request-sms';
import { keyedHash } from '../../accounts/secret-tokens';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { checkAddressParts } from '../../reference-data/address-chain';
import { claimPendingFiles, fileOwnerOf } from '../../platform/file-ownership';
import type { Member, OperationContext } from '../../platform/operation-context';
import { pageOf } from '../../platform/table-search';
import { filedStatus } from './complaint-machine';
import { checkComplaintCode } from './phone-verification';
import * as repo from './repo';
import { replyDueOn } from './reply-due';
import { newTrackingNumber } from './tracking-number';

type CreateRequest = ParsedRequestOf<'CreateComplaintRequest'>;
type ListQuery = ParsedRequestOf<'GetMemberComplaintRequests'>;

const invalid = (field: string, message: string) => new DomainError('VALIDATION_FAILED', undefined, { [field]: message });

/** Codes and the address must exist, and each address part must lie inside the one before it. */
async function checkReferences(ctx: OperationContext, body: CreateRequest) {
  const { db } = ctx;
  if (!(await repo.findCategory(db, body.complaintCategoryCode))) throw invalid('complaintCategoryCode', 'Geçerli bir kategori seçiniz.');
  if (!(await repo.findApplicationType(db, body.applicationTypeCode))) throw invalid('applicationTypeCode', 'Geçerli bir başvuru türü seçiniz.');
  await checkAddressParts(db, ctx.config.publicSetting.CountyCode, { districtCode: body.districtCode, streetCode: body.streetCode, outerDoorOid: body.outerDoorOid });
}

/**
 * The phone a complaint is answered on is one the sender proved (docs/security.md, "SMS"): a
 * member's own registered phone needs nothing more; any other phone, and every phone of an
 * anonymous tip-off, needs the SMS code sent to it.
 */
async function phoneProofFor(ctx: OperationContext, body: CreateRequest, member: Member | null) {
  if (member && (await registeredPhoneOf(ctx.db, member)) === body.gsmNumber) return null;
  return checkComplaintCode(ctx, body, body.gsmNumber);
}

/**
 * Records a complaint: a member as themself; anyone else after proving the phone by SMS code.
 * An anonymous tip-off is never linked to a member or a name, and its phone is kept only as a
 * keyed hash. The tracking number and the reply date go to the phone by SMS.
 */
export async function createComplaint(ctx: OperationContext, body: CreateRequest) {
  await checkReferences(ctx, body);
  const member = body.anonymous ? null : ctx.member;
  const owner = fileOwnerOf(ctx.member?.userOid ?? null, body.uploadToken);
  if (body.fileOids.length > 0 && !owner) throw invalid('uploadToken', 'Dosyaları ekleyen yükleme anahtarı gönderilmedi.');
  const proof = await phoneProofFor(ctx, body, member);
  await beforeRequestSms(ctx, body.gsmNumber);
  const now = ctx.now();
  const dueOn = replyDueOn(now);
  const { sms } = ctx.services;
  const result = await ctx.db.transaction().execute(async (trx) => {
    await proof?.spend(trx, now);
    if (owner && !(await claimPendingFiles(trx, owner, body.fileOids, now))) {
      throw invalid('fileOids', 'Eklenen dosyalardan biri bulunamadı veya başka bir başvuruda kullanılmış. Lütfen dosyaları yeniden ekleyiniz.');
    }
    const unit = await repo.arrivalUnitOf(trx, body.complaintCategoryCode);
    let created: { oid: number } | undefined;
    let trackingNumber = '';
    while (!created) {
      trackingNumber = newTrackingNumber();
      created = await repo.insertComplaint(trx, {
        tracking_number: trackingNumber,
        application_type_code: body.applicationTypeCode,
        category_code: body.complaintCategoryCode,
        unit_code: unit.unitCode,
        subject: body.subject,
        description: body.description,
        district_code: body.districtCode ?? null,
        street_code: body.streetCode ?? null,
        outer_door_oid: body.outerDoorOid ?? null,
        location_description: body.locationDescription || null,
        contact_name: body.anonymous ? null : body.contactName!,
        gsm: body.anonymous ? null : body.gsmNumber,
        gsm_hash: body.anonymous ? anonymousPhoneHash(ctx, body.gsmNumber) : null,
        anonymous: body.anonymous,
        email: body.anonymous ? null : body.email || null,
        member_user_oid: member?.userOid ?? null,
        status: filedStatus,
        answer: null,
        search_text: foldTurkishAscii(`${trackingNumber} ${body.subject} ${body.contactName}`),
        created_at: now,
        updated_at: now,
      });
    }
    await repo.insertStatusLine(trx, {
      complaint_oid: created.oid,
      status: filedStatus,
      note: `Başvurunuz alındı ve ${unit.name} birimine iletildi.`,
      note_en: `Your application was received and passed to ${unit.name}.`,
      at: now,
    });
    await repo.insertAttachments(trx, created.oid, [...new Set(body.fileOids)]);
    const outboxOid = await sms.enqueue(trx, {
      gsm: body.gsmNumber,
      typeCode: smsTypeCodes.notice,
      messageCode: null,
      title: 'Başvurunuz Alındı',
      body: `${ctx.config.publicSetting.MunicipalityName}: başvurunuz alındı. Takip numaranız ${trackingNumber}. En geç ${formatTurkishDate(dueOn)} tarihine kadar yanıtlanacaktır; durumunu takip numarası ve bu telefonla sorgulayabilirsiniz.`,
    });
    return { trackingNumber, outboxOid };
  });
  await sms.deliver(ctx.db, result.outboxOid);
  return { trackingNumber: result.trackingNumber, status: filedStatus, createdAt: now.toISOString(), replyDueOn: dueOn, smsSent: true };
}

/** The phone of an anonymous tip-off: only this keyed hash is kept, so no clerk can read it. */
const anonymousPhoneHash = (ctx: { config: OperationContext['config'] }, gsm: string) => keyedHash(ctx.config, 'complaint-phone', gsm);

async function withHistory(db: Db, rows: NonNullable<Awaited<ReturnType<typeof repo.findByTrackingAndPhone>>>[]) {
  const histories = await repo.findHistories(
    db,
    rows.map((r) => r.oid),
  );
  return rows.map((r) => ({
    trackingNumber: r.tracking_number,
    applicationTypeName: r.application_type_name,
    categoryName: r.category_name,
    ...(r.application_type_name_en ? { applicationTypeNameEn: r.application_type_name_en } : {}),
    ...(r.category_name_en ? { categoryNameEn: r.category_name_en } : {}),
    subject: r.subject,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    answer: r.answer,
    attachmentCount: Number(r.attachment_count ?? 0),
    history: histories
      .filter((h) => h.complaint_oid === r.oid)
      .map((h) => ({ status: h.status, at: new Date(h.at).toISOString(), note: h.note, ...(h.note_en ? { noteEn: h.note_en } : {}) })),
  }));
}

/**
 * Tracking number and phone must both match; any other pair is the same 404, so neither leaks.
 * Limited per client address like the water status lookups, so the pairs cannot be guessed.
 */
export async function getStatus(ctx: OperationContext, trackingNumber: string, gsm: string) {
  const { db } = ctx;
  await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
  const row = await repo.findByTrackingAndPhone(db, trackingNumber, gsm, anonymousPhoneHash(ctx, gsm));
  if (!row) throw new DomainError('COMPLAINT_NOT_FOUND');
  const [detail] = await withHistory(db, [row]);
  return detail!;
}

export async function listMemberComplaints(db: Db, member: Member, query: ListQuery) {
  const [rows, total] = await Promise.all([repo.findMemberPage(db, member.userOid, query), repo.countMember(db, member.userOid, query.searchText)]);
  return pageOf(await withHistory(db, rows), total, query);
}
