import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressWith } from '../../modules/declarations/__tests__/fixtures';
import { createTestApp, type TestApp } from '../../testing';
import { signIn } from '../../testing/identity';
import { recordPreference } from '../consents';

/**
 * Every back-office decision tells the citizen the same way (decision-notice.ts): the SMS with the
 * municipality's name, and the e-mail to the registry's member when they asked for decisions by
 * e-mail. The complaint's case is in the notifications tests; these are the filings and applications,
 * which name a registry rather than a member.
 */
const AHMET = '10000000146';
const FATMA = '64211142102';
const clock = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let ahmet: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ahmet = (await signIn(t, AHMET)).AccessToken;
});
afterAll(async () => t.close());

describe('decision mails on filings and applications (issues 16 and 20)', () => {
  /** A member's e-mail and their consent to decisions by e-mail. */
  async function optIn(registryOid: number, email: string) {
    const member = await t.db.selectFrom('member').select(['oid', 'sms_consent']).where('registry_oid', '=', registryOid).executeTakeFirstOrThrow();
    await t.db.updateTable('member').set({ email }).where('oid', '=', member.oid).execute();
    await recordPreference(t.db, member, { channel: 'email', kind: 'decision', given: true }, 'profile', clock);
  }
  const mailsTo = (address: string) => t.db.selectFrom('sim_mail').select(['subject', 'text_body']).where('to_address', '=', address).execute();

  it('accepting a filed declaration tells the registry’s member by SMS with the municipality’s name, and by e-mail once, since they asked for it', async () => {
    // AHMET files this year's declaration of a plot; the revenue clerk accepts it.
    const plot = await addressWith(t, 2, 2026, 3);
    const filed = await t.call(
      'RecordEMunicipalityEstateDeclaration',
      { concreteEMunicipalityEstateDeclaration: { estateCode: 2, taxYear: 2026, ...plot.address, landArea: 250, share: 1 } },
      ahmet,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const declaration = await t.db
      .selectFrom('declaration as d')
      .innerJoin('registry as r', 'r.oid', 'd.registry_oid')
      .select(['d.oid', 'd.version', 'd.registry_oid', 'd.declaration_no', 'r.gsm'])
      .where('d.review_status', '=', 'filed')
      .where('r.national_id', '=', AHMET)
      .orderBy('d.oid', 'desc')
      .executeTakeFirstOrThrow();
    await optIn(Number(declaration.registry_oid), 'beyan.sahibi@example.com.tr');
    const fatma = (await signIn(t, FATMA)).AccessToken;
    const act = () => t.call('ActOnBackOfficeDeclaration', { declarationOid: declaration.oid, version: declaration.version, action: { kind: 'accept' } }, fatma);
    const accepted = await act();
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The same decision sent twice (a retry with the old version) is refused and mails nothing more.
    expect((await act()).statusCode).toBe(409);

    const mails = await mailsTo('beyan.sahibi@example.com.tr');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`${declaration.declaration_no} numaralı beyannameniz`);
    expect(mails[0]!.text_body).toContain('incelendi ve kabul edildi');
    const sms = await t.db.selectFrom('sms_outbox').select('body').where('gsm', '=', declaration.gsm!).orderBy('oid', 'desc').executeTakeFirstOrThrow();
    expect(sms.body).toBe(`Antakya Belediyesi: ${declaration.declaration_no} numaralı beyannameniz incelendi ve kabul edildi.`);
  });

  it('a water cancellation’s rejection reaches the subscriber’s member by e-mail; a member who did not opt in gets the SMS only', async () => {
    const fatma = (await signIn(t, FATMA)).AccessToken;
    const cancellations = await t.db
      .selectFrom('contract_cancellation as c')
      .innerJoin('member as m', 'm.registry_oid', 'c.registry_oid')
      .select(['c.oid', 'c.version', 'c.registry_oid', 'c.stage', 'c.tracking_number', 'c.gsm'])
      .where('c.stage', 'in', ['received', 'cutOrdered'])
      .orderBy('c.oid')
      .execute();
    const [opted, silent] = [cancellations[0]!, cancellations.find((c) => c.registry_oid !== cancellations[0]!.registry_oid)!];
    await optIn(Number(opted.registry_oid), 'iptal.sahibi@example.com.tr');
    const silentMember = await t.db.selectFrom('member').select('email').where('registry_oid', '=', silent.registry_oid).executeTakeFirstOrThrow();

    const before = (await t.db.selectFrom('sim_mail').select('oid').execute()).length;
    for (const c of [opted, silent]) {
      const detail = (await t.call('GetBackOfficeWaterCancellation', { cancellationOid: c.oid }, fatma)).json() as { allowedActions: string[]; version: number };
      expect(detail.allowedActions).toContain('recordCutRejected');
      const r = await t.call(
        'ActOnBackOfficeWaterCancellation',
        { cancellationOid: c.oid, version: detail.version, action: { kind: 'recordCutRejected', reason: 'Sayaç yerinde bulunamadı.' } },
        fatma,
      );
      expect(r.statusCode, r.body).toBe(200);
    }
    const mails = await mailsTo('iptal.sahibi@example.com.tr');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`${opted.tracking_number} numaralı abonelik iptal başvurunuz`);
    expect(mails[0]!.text_body).toContain('Gerekçe: Sayaç yerinde bulunamadı.');
    expect((await t.db.selectFrom('sim_mail').select('oid').execute()).length).toBe(before + 1);
    if (silentMember.email) expect(await mailsTo(silentMember.email)).toHaveLength(0);
    const sms = await t.db.selectFrom('sms_outbox').select('body').where('gsm', '=', silent.gsm).orderBy('oid', 'desc').executeTakeFirstOrThrow();
    expect(sms.body).toContain(`${silent.tracking_number} numaralı abonelik iptal başvurunuz reddedildi`);
  });
});
