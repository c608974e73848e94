import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { addressWith, declarationTestApp, upload } from './fixtures';

let t: TestApp;
let ahmet: string;
let zeynep: string;
let fatma: string;
beforeAll(async () => ({ t, ahmet, zeynep, fatma } = await declarationTestApp()));
afterAll(() => t.close());

const mine = async (token: string) => operations.RetrieveDeclarationSummary.response.parse((await t.call('RetrieveDeclarationSummary', {}, token)).json()).items;

describe('the citizen sees the review of a filed declaration', () => {
  it('shows it waiting, then returned with the revenue office’s reason, to its filer only', async () => {
    const { address, innerDoorOid } = await addressWith(t, 2, 2026, 11);
    const activity = await t.db.selectFrom('ect_activity_type').select('oid').where('code', '=', 'BAKKAL').executeTakeFirstOrThrow();
    const declaration = { ectActivityTypeOid: Number(activity.oid), taxYear: 2026, workplaceName: 'Kaya Kırtasiye', ...address, innerDoorOid };
    const filed = await t.call(
      'RecordEMunicipalityECTDeclaration',
      { concreteEMunicipalityECTDeclaration: declaration, fileOids: [await upload(t, zeynep, 'Vergi levhası')] },
      zeynep,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const { declarationOid } = filed.json() as { declarationOid: number };
    expect((await mine(zeynep)).find((d) => d.declarationOid === declarationOid)).toMatchObject({ reviewStatus: 'filed', returnReason: null });

    const reason = 'İşyeri alanı ruhsatla uyuşmuyor.';
    const returned = await t.call('ActOnBackOfficeDeclaration', { declarationOid, version: 0, action: { kind: 'return', reason } }, fatma);
    expect(returned.statusCode, returned.body).toBe(200);

    expect((await mine(zeynep)).find((d) => d.declarationOid === declarationOid)).toMatchObject({ reviewStatus: 'returned', returnReason: reason });
    expect((await mine(ahmet)).some((d) => d.declarationOid === declarationOid)).toBe(false);
  });
});
