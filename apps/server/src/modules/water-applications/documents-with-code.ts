import type { ParsedRequestOf } from '@ebelediye/contract';
import { beforeSmsCode } from '../../accounts/request-sms';
import { issueSmsCode } from '../../accounts/sms-code';
import { registryProof } from '../../accounts/verification-proof';
import { DomainError } from '../../platform/domain-error';
import { hashUploadToken } from '../../platform/file-ownership';
import type { OperationContext } from '../../platform/operation-context';
import { addRequestedDocuments } from './missing-documents';
import * as repo from './repo';
import { trackedApplication } from './tracking';
import { toApplications } from './view';

/**
 * SendWaterDocumentsCode: the citizen who follows an application without an account proves the
 * phone given on it before adding documents (ADR 16). A wrong pair is the same 404 as an unknown
 * number, and a code is sent only while the water unit waits for documents.
 */
export async function sendDocumentsCode(ctx: OperationContext, body: ParsedRequestOf<'SendWaterDocumentsCode'>) {
  await beforeSmsCode(ctx, { altcha: body.altcha });
  const row = await trackedApplication(ctx, body.trackingNumber, body.gsmNumber);
  if (row.status !== 'documentsMissing') throw new DomainError('WATER_DOCUMENTS_NOT_REQUESTED');
  return issueSmsCode(ctx, {
    purpose: 'WATER_DOCUMENTS',
    gsm: row.gsm,
    nationalId: '',
    title: 'Su Başvurusu Doğrulama',
    lead: `${ctx.config.publicSetting.MunicipalityName} su başvurusu belge ekleme doğrulama kodunuz`,
  });
}

/**
 * SubmitMissingWaterDocumentsWithCode: the proof must be for the phone on this application, the
 * files are the uploads of the caller's upload key, and the proof is spent with the documents.
 */
export async function submitMissingDocumentsWithCode(ctx: OperationContext, body: ParsedRequestOf<'SubmitMissingWaterDocumentsWithCode'>) {
  const row = await trackedApplication(ctx, body.trackingNumber, body.gsmNumber);
  const proof = await registryProof(ctx.db, body.verificationToken, 'WATER_DOCUMENTS', ctx.now());
  if (proof.gsm !== row.gsm) throw new DomainError('VERIFICATION_REQUIRED');
  await addRequestedDocuments(ctx, row, body.documents, { tokenHash: hashUploadToken(body.uploadToken) }, proof.spend);
  const [application] = await toApplications(ctx.db, [(await repo.findApplicationByOid(ctx.db, Number(row.oid)))!]);
  return application!;
}
