import { waterApplicationRuleOf, type ParsedRequestOf } from '@ebelediye/contract';
import { findRegistryByIdentifier } from '../../accounts/registry-repo';
import { beforeSmsCode, registryWithPhone } from '../../accounts/request-sms';
import { issueSmsCode } from '../../accounts/sms-code';
import { registryProof } from '../../accounts/verification-proof';
import { DomainError } from '../../platform/domain-error';
import { hashUploadToken } from '../../platform/file-ownership';
import type { OperationContext } from '../../platform/operation-context';
import { applyForWater } from './apply';

/** Only the types whose rule allows it may be filed without signing in (ADR 16). */
function smsPathRule(applicationType: number) {
  const rule = waterApplicationRuleOf(applicationType);
  if (!rule) throw new DomainError('WATER_APPLICATION_TYPE_NOT_OFFERED');
  if (!rule.smsPathAllowed) throw new DomainError('WATER_SMS_PATH_NOT_ALLOWED');
  return rule;
}

/**
 * SendWaterApplicationCode: the second factor of fast payment (KVKK 2022/388) for filing an
 * application. An unknown ID number and a wrong phone get the same 404 and send nothing.
 */
export async function sendApplicationCode(ctx: OperationContext, body: ParsedRequestOf<'SendWaterApplicationCode'>) {
  smsPathRule(body.applicationType);
  await beforeSmsCode(ctx, { altcha: body.altcha, lookup: true });
  const registry = await registryWithPhone(ctx.db, body.nationalId, body.gsmNumber);
  return issueSmsCode(ctx, {
    purpose: 'WATER_APPLICATION',
    gsm: registry.gsm,
    nationalId: body.nationalId,
    title: 'Su Başvurusu Doğrulama',
    lead: `${ctx.config.publicSetting.MunicipalityName} su başvurusu doğrulama kodunuz`,
  });
}

/**
 * ApplyForWaterServiceWithCode: files for the registry the proof names, with the uploads of the
 * caller's upload key; the proof is spent with the filing, so a refused filing keeps it.
 */
export async function applyWithCode(ctx: OperationContext, body: ParsedRequestOf<'ApplyForWaterServiceWithCode'>) {
  smsPathRule(body.applicationType);
  const proof = await registryProof(ctx.db, body.verificationToken, 'WATER_APPLICATION', ctx.now());
  const registry = await findRegistryByIdentifier(ctx.db, proof.nationalId);
  if (!registry) throw new DomainError('VERIFICATION_REQUIRED');
  const { verificationToken: _token, uploadToken, ...application } = body;
  return applyForWater(
    ctx,
    {
      registryOid: registry.oid,
      memberUserOid: null,
      registryOids: [registry.oid],
      files: uploadToken ? { tokenHash: hashUploadToken(uploadToken) } : null,
      spend: proof.spend,
    },
    application,
    proof.gsm,
  );
}
