import type { ParsedRequestOf } from '@ebelediye/contract';
import { beforeRequestSms } from '../../accounts/request-sms';
import type { Db } from '../../db/kysely';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import { DomainError } from '../../platform/domain-error';
import { claimPendingFiles, type FileOwner } from '../../platform/file-ownership';
import type { OperationContext } from '../../platform/operation-context';
import { recordEvent } from '../../platform/work-queue-repo';
import * as repo from './repo';
import { documentName, requestedKinds } from './view';

type Documents = ParsedRequestOf<'SubmitMissingWaterDocuments'>['documents'];

/** Only the kinds the water unit asked for, and all of them; checked before anything is written. */
function checkRequested(row: repo.ApplicationRow, documents: Documents) {
  if (row.status !== 'documentsMissing') throw new DomainError('WATER_DOCUMENTS_NOT_REQUESTED');
  const asked = requestedKinds(row.requested_documents);
  const stray = documents.find((d) => !asked.includes(d.kind));
  if (stray) throw new DomainError('VALIDATION_FAILED', undefined, { documents: `"${documentName(stray.kind)}" bu başvuru için istenmedi.` });
  const missing = asked.filter((kind) => !documents.some((d) => d.kind === kind));
  if (missing.length > 0) throw new DomainError('WATER_DOCUMENT_MISSING', `Şu belgeler hâlâ eksik: ${missing.map(documentName).join(', ')}.`);
  return asked;
}

/**
 * Adds the requested documents (the owner's pending uploads, all or nothing) and sends the
 * application back to the queue (documentsMissing → received) under its version, with the
 * citizen's status line, the queue event and an SMS; `spend` spends a code's proof in the same
 * transaction, so a refused submission keeps it.
 */
export async function addRequestedDocuments(ctx: OperationContext, row: repo.ApplicationRow, documents: Documents, owner: FileOwner, spend?: (trx: Db, at: Date) => Promise<void>) {
  const asked = checkRequested(row, documents);
  const now = ctx.now();
  const oid = Number(row.oid);
  const outbox = await ctx.db.transaction().execute(async (trx) => {
    const moved = await repo.updateApplicationIf(
      trx,
      oid,
      { version: row.version, status: 'documentsMissing' },
      { status: 'received', requested_documents: null, updated_at: now },
    );
    if (!moved) throw new DomainError('BACKOFFICE_STALE');
    await spend?.(trx, now);
    if (
      !(await claimPendingFiles(
        trx,
        owner,
        documents.map((d) => d.fileOid),
        now,
      ))
    )
      throw new DomainError('WATER_DOCUMENT_INVALID');
    await repo.insertDocuments(
      trx,
      documents.map((d) => ({ application_oid: oid, document_kind: d.kind, file_oid: d.fileOid, added_at: now })),
    );
    const names = asked.map(documentName).join(', ');
    await repo.insertStatusLine(trx, { application_oid: oid, status: 'received', note: `Eksik belgeler eklendi: ${names}.`, at: now });
    await recordEvent(trx, {
      queue: 'waterApplications',
      item_oid: oid,
      action: 'documentsAdded',
      from_status: 'documentsMissing',
      to_status: 'received',
      actor_member_oid: null,
      note: names,
      at: now,
    });
    // Counted once the documents are known to be right, so a wrong one answers its own error.
    await beforeRequestSms(ctx, row.gsm);
    return ctx.services.sms.enqueue(trx, {
      gsm: row.gsm,
      typeCode: smsTypeCodes.verification,
      messageCode: null,
      title: 'Su Başvurusu',
      body: `${ctx.config.publicSetting.MunicipalityName}: ${row.tracking_number} numaralı başvurunuzun eksik belgeleri alındı; başvurunuz yeniden incelemeye alındı.`,
    });
  });
  await ctx.services.sms.deliver(ctx.db, outbox);
}
