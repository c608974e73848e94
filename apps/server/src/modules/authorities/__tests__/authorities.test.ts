import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { signIn } from '../../../testing/identity';

/** The authorisation's own rules: who may offer it to whom, for what dates, and who moves it (docs/security.md, "Acting for another"). */
const NOON = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let ahmet: string;
let zeynep: string;
let fatma: string;
let ahmetsRegistry: number;

const registryOf = async (id: string) =>
  (
    await t.db
      .selectFrom('registry')
      .select('oid')
      .where((eb) => eb.or([eb('national_id', '=', id), eb('tax_number', '=', id)]))
      .executeTakeFirstOrThrow()
  ).oid;

const offer = (fields: Record<string, unknown> = {}, token = ahmet) =>
  t.call(
    'GrantMemberAuthority',
    { principalRegistryOid: ahmetsRegistry, granteeNationalId: '12345678950', scopes: ['see-debts'], validFrom: '2026-11-23', validUntil: '2027-11-22', ...fields },
    token,
  );

const authorityRows = async () => (await t.db.selectFrom('member_authority').select('oid').execute()).length;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOON });
  ahmet = (await signIn(t, '10000000146')).AccessToken;
  zeynep = (await signIn(t, '12345678950')).AccessToken;
  fatma = (await signIn(t, '64211142102')).AccessToken;
  ahmetsRegistry = await registryOf('10000000146');
});
afterAll(() => t.close());

describe('offering an authorisation', () => {
  it('is offered, not in force, and both sides see it with its history', async () => {
    const res = await offer({ scopes: ['see-debts', 'pay'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'offered', granteeNationalId: '12345678950', granteeName: 'ZE*** KA***', scopes: ['see-debts', 'pay'] });
    const { authorityOid } = res.json();
    const received = (await t.call('RetrieveMemberAuthorities', {}, zeynep)).json().received;
    expect(received.find((a: { authorityOid: number }) => a.authorityOid === authorityOid)).toMatchObject({ principalName: 'AHMET YILMAZ', status: 'offered' });
    const accepted = await t.call('AcceptMemberAuthority', { authorityOid }, zeynep);
    expect(accepted.json()).toMatchObject({
      status: 'active',
      history: [
        { status: 'offered', byName: 'AHMET YILMAZ' },
        { status: 'active', byName: 'ZEYNEP KAYA' },
      ],
    });
    // The principal reads the grantee's acceptance masked, as the grantee's name: the form is no lookup of who someone is.
    const given = (await t.call('RetrieveMemberAuthorities', {}, ahmet)).json().given;
    expect(given.find((a: { authorityOid: number }) => a.authorityOid === authorityOid)).toMatchObject({
      granteeName: 'ZE*** KA***',
      history: [
        { status: 'offered', byName: 'AHMET YILMAZ' },
        { status: 'active', byName: 'ZE*** KA***' },
      ],
    });
  });

  it('refuses a non-member, oneself, a past start and more than two years, with the field to fix and nothing stored', async () => {
    const before = await authorityRows();
    const nonMember = await offer({ granteeNationalId: '17291716060' });
    expect(nonMember.statusCode).toBe(422);
    expect(nonMember.json()).toMatchObject({ code: 'AUTHORITY_GRANTEE_NOT_FOUND' });
    const unknown = await offer({ granteeNationalId: '11111111110' });
    expect(unknown.json()).toEqual(nonMember.json());
    const self = await offer({ granteeNationalId: '10000000146' });
    expect(self.json()).toMatchObject({ code: 'AUTHORITY_SELF' });
    const past = await offer({ validFrom: '2026-11-22' });
    expect(past.statusCode).toBe(422);
    expect(JSON.stringify(past.json())).toContain('validFrom');
    const long = await offer({ validUntil: '2028-11-24' });
    expect(long.json()).toMatchObject({ code: 'AUTHORITY_DATES_INVALID' });
    expect((await offer({ validUntil: '2028-11-23' })).statusCode).toBe(200);
    expect(await authorityRows()).toBe(before + 1);
  });

  it('only for the member’s own registry or a company they represent', async () => {
    const company = await registryOf('4540536920');
    expect((await offer({ principalRegistryOid: company })).statusCode).toBe(200);
    expect((await offer({ principalRegistryOid: await registryOf('12345678950'), granteeNationalId: '64211142102' })).statusCode).toBe(404);
  });
});

describe('moving an authorisation', () => {
  it('the grantee declines; it can then be neither accepted nor revoked', async () => {
    const { authorityOid } = (await offer()).json();
    expect((await t.call('DeclineMemberAuthority', { authorityOid }, zeynep)).json()).toMatchObject({ status: 'declined' });
    expect((await t.call('AcceptMemberAuthority', { authorityOid }, zeynep)).json()).toMatchObject({ code: 'AUTHORITY_NOT_OPEN' });
    expect((await t.call('RevokeMemberAuthority', { authorityOid }, ahmet)).statusCode).toBe(409);
  });

  it('only the grantee accepts and only the principal revokes; anyone else gets 404', async () => {
    const { authorityOid } = (await offer()).json();
    expect((await t.call('AcceptMemberAuthority', { authorityOid }, fatma)).statusCode).toBe(404);
    expect((await t.call('AcceptMemberAuthority', { authorityOid }, ahmet)).statusCode).toBe(404);
    expect((await t.call('AcceptMemberAuthority', { authorityOid }, zeynep)).statusCode).toBe(200);
    expect((await t.call('RevokeMemberAuthority', { authorityOid }, zeynep)).statusCode).toBe(404);
    expect((await t.call('RevokeMemberAuthority', { authorityOid }, fatma)).statusCode).toBe(404);
    const revoked = await t.call('RevokeMemberAuthority', { authorityOid }, ahmet);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    expect(revoked.json().history.map((h: { status: string }) => h.status)).toEqual(['offered', 'active', 'revoked']);
    const given = (await t.call('RetrieveMemberAuthorities', {}, fatma)).json();
    expect(given).toEqual({ given: [], received: [], uses: [] });
  });

  it('without a sign-in is 401', async () => {
    expect((await t.call('RetrieveMemberAuthorities', {})).statusCode).toBe(401);
  });
});
