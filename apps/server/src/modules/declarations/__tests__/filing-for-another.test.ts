import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { addressWith, countRows, declarationTestApp } from './fixtures';

/** A member files for another's registry only under an accepted authorisation that names filing (docs/security.md, "Acting for another"). */
let t: TestApp;
let ahmet: string;
let zeynep: string;
beforeAll(async () => ({ t, ahmet, zeynep } = await declarationTestApp()));
afterAll(() => t.close());

const registryOf = async (id: string) => (await t.db.selectFrom('registry').select('oid').where('national_id', '=', id).executeTakeFirstOrThrow()).oid;

async function authorise(scopes: string[]) {
  const offer = await t.call(
    'GrantMemberAuthority',
    { principalRegistryOid: await registryOf('10000000146'), granteeNationalId: '12345678950', scopes, validFrom: '2026-03-10', validUntil: '2026-12-31' },
    ahmet,
  );
  expect(offer.statusCode, offer.body).toBe(200);
  expect((await t.call('AcceptMemberAuthority', { authorityOid: offer.json().authorityOid }, zeynep)).statusCode).toBe(200);
  return offer.json().authorityOid as number;
}

async function ectDeclaration(skip: number) {
  const { address, innerDoorOid } = await addressWith(t, 2, 2026, skip);
  const ectActivityTypeOid = (await t.db.selectFrom('ect_activity_type').select('oid').where('code', '=', 'BAKKAL').executeTakeFirstOrThrow()).oid;
  return { ectActivityTypeOid, taxYear: 2026, workplaceName: 'Yıldız Bakkaliyesi', ...address, innerDoorOid };
}

describe('filing a declaration for another member', () => {
  it('without the filing scope is not found and stores nothing; with it, is filed for the principal and shown in their use log', async () => {
    const ahmetsRegistry = await registryOf('10000000146');
    const seeOnly = await authorise(['see-debts']);
    const declaration = await ectDeclaration(3);
    const before = await countRows(t);
    const refused = await t.call('RecordEMunicipalityECTDeclaration', { concreteEMunicipalityECTDeclaration: declaration, registryInfoOid: ahmetsRegistry }, zeynep);
    expect(refused.statusCode).toBe(404);
    expect(await countRows(t)).toEqual(before);
    expect((await t.call('RevokeMemberAuthority', { authorityOid: seeOnly }, ahmet)).statusCode).toBe(200);

    await authorise(['file-declarations']);
    const filed = await t.call('RecordEMunicipalityECTDeclaration', { concreteEMunicipalityECTDeclaration: declaration, registryInfoOid: ahmetsRegistry }, zeynep);
    expect(filed.statusCode, filed.body).toBe(200);
    const row = await t.db.selectFrom('declaration').select(['registry_oid', 'declaration_no']).where('oid', '=', filed.json().declarationOid).executeTakeFirstOrThrow();
    expect(row.registry_oid).toBe(ahmetsRegistry);
    const uses = (await t.call('RetrieveMemberAuthorities', {}, ahmet)).json().uses;
    expect(uses[0]).toMatchObject({ action: 'file-declarations', actedByName: 'ZEYNEP KAYA', detail: row.declaration_no });
  });
});
