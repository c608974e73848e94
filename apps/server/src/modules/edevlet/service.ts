import { EDEVLET_SUCCESS_CODE, isValidTckn } from '@ebelediye/contract';
import { recordAudit } from '../../accounts/audit';
import { deviceClassOf } from '../../accounts/device-class';
import { issueHandle, loginHandleIdentity, spend } from '../../accounts/edevlet-handles';
import { findMemberOfRegistry, insertMember, updateOwnMember } from '../../accounts/member-repo';
import { findOwnAndRepresentedRegistries, findRegistryByIdentifier } from '../../accounts/registry-repo';
import { startSession } from '../../accounts/session-tokens';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { EdevletUnanswered } from '../../integrations/edevlet/adapter';
import { callbackAddress } from './callback-address';
import { sealToken, unsealToken } from './sealed-token';

/** e-Devlet's answer, or the citizen's "e-Devlet could not be reached" when there was none to go on with. */
async function answered<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof EdevletUnanswered) throw new DomainError('EDEVLET_FAILED');
    throw error;
  }
}

function requireEnabled(ctx: OperationContext) {
  if (ctx.config.publicSetting.IsEDevletLoginDisable) throw new DomainError('EDEVLET_DISABLED');
}

/** e-Devlet sign-in, step 2: the code for e-Devlet's token, kept on the server behind a handle. */
export async function loginViaEdevlet(ctx: OperationContext, body: { edevlet_url: string; code: string }) {
  requireEnabled(ctx);
  const redirectUri = callbackAddress(body.edevlet_url, ctx.config.publicSetting.EDEVLET_REDIRECT_URI);
  if (!redirectUri) throw new DomainError('EDEVLET_FAILED');
  const exchange = await answered(ctx.services.edevlet.exchangeCode(body.code, redirectUri));
  if (!exchange.ok) {
    ctx.log.warn({ event: 'edevlet-token-refused', error: exchange.error }, 'e-Devlet refused the authorization code');
    throw new DomainError('EDEVLET_FAILED');
  }
  return issueHandle(ctx.db, ctx.config, { purpose: 'PERSON_INFO', sealedToken: sealToken(ctx.config, exchange.accessToken) }, ctx.now());
}

/** e-Devlet sign-in, step 3: who signed in at e-Devlet; on success a LOGIN handle for the next steps. */
export async function personInfo(ctx: OperationContext, body: { data: string }) {
  requireEnabled(ctx);
  const now = ctx.now();
  const spent = await spend(ctx.db, body.data, 'PERSON_INFO', now);
  const accessToken = spent?.sealed_token ? unsealToken(ctx.config, spent.sealed_token) : null;
  if (!accessToken) throw new DomainError('EDEVLET_INVALID_TOKEN');
  const person = await answered(ctx.services.edevlet.person(accessToken));
  const found = person.kullaniciBilgileri;
  if (person.sonucKodu !== EDEVLET_SUCCESS_CODE || !found) {
    ctx.log.warn({ event: 'edevlet-person-refused', sonucKodu: person.sonucKodu }, 'e-Devlet person info refused');
    return { sonucKodu: person.sonucKodu, sonucAciklamasi: person.sonucAciklamasi, kullaniciBilgileri: null, loginHandle: null };
  }
  if (!isValidTckn(found.kimlikNo)) throw new DomainError('EDEVLET_FAILED');
  const loginHandle = await issueHandle(ctx.db, ctx.config, { purpose: 'LOGIN', nationalId: found.kimlikNo }, now);
  return { sonucKodu: person.sonucKodu, sonucAciklamasi: person.sonucAciklamasi, kullaniciBilgileri: found, loginHandle };
}

/**
 * e-Devlet sign-in, step 5: signs in as the chosen registry — the person's own or a company they
 * represent — creating its member record (without a password) when there is none.
 */
export async function saveEdevletLogin(ctx: OperationContext, body: { token: string; registryOid: number }) {
  requireEnabled(ctx);
  const now = ctx.now();
  const nationalId = await loginHandleIdentity(ctx.db, body.token, now);
  if (!nationalId) throw new DomainError('EDEVLET_INVALID_TOKEN');
  const person = await findRegistryByIdentifier(ctx.db, nationalId);
  const target = person && (await findOwnAndRepresentedRegistries(ctx.db, person.oid)).find((r) => r.oid === body.registryOid);
  if (!target) throw new DomainError('REGISTRY_NOT_FOUND');
  const userName = (target.national_id ?? target.tax_number)!;
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await spend(trx, body.token, 'LOGIN', now))) throw new DomainError('EDEVLET_INVALID_TOKEN');
    const member = await findMemberOfRegistry(trx, target.oid);
    let memberOid = member?.oid;
    if (!memberOid) {
      memberOid = await insertMember(trx, {
        registry_oid: target.oid,
        user_name: userName,
        password_hash: null,
        status: 'ACTIVE',
        gsm: target.gsm,
        email: target.email,
        created_at: now,
        updated_at: now,
      });
    } else if (member?.status === 'PENDING') {
      // e-Devlet proves the person; an unfinished registration's password is not theirs to keep.
      await updateOwnMember(trx, memberOid, { status: 'ACTIVE', password_hash: null, registration_key_hash: null, pending_until: null, updated_at: now });
    }
    await recordAudit(trx, { type: 'SIGN_IN', memberOid, success: true, ip: ctx.ip, method: 'edevlet', deviceClass: deviceClassOf(ctx.userAgent) }, now);
    return startSession(trx, ctx.config, { memberOid, registryOid: target.oid, nationalId: userName }, now);
  });
}
