import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';

/**
 * A demo database with Ahmet and Zeynep (and Fatma, the revenue clerk) signed in on the real clock (the challenge is
 * checked against it); filings then happen on 10 March 2026.
 */
export async function declarationTestApp() {
  let clock = new Date();
  const t = await createTestApp({ now: () => clock });
  const ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
  const zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
  const fatma = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
  clock = new Date('2026-03-10T09:00:00Z');
  return { t, ahmet, zeynep, fatma };
}

/** A real address chain of the demo municipality whose street has a valuation of the given estate type. */
export async function addressWith(t: TestApp, estateType: 2 | 3, year: number, skip = 0) {
  const row = await t.db
    .selectFrom('street_valuation as v')
    .innerJoin('outer_door as o', 'o.street_code', 'v.street_code')
    .innerJoin('inner_door as i', 'i.outer_door_oid', 'o.oid')
    .select(['v.district_code', 'v.street_code', 'o.oid as outer_door_oid', 'i.oid as inner_door_oid', 'v.unit_value'])
    .where('v.valuation_year', '=', year)
    .where('v.estate_type_code', '=', estateType)
    .where('o.is_active', '=', true)
    .where('i.is_active', '=', true)
    .orderBy('o.oid')
    .orderBy('i.oid')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    address: { districtCode: row.district_code, streetCode: row.street_code, outerDoorOid: Number(row.outer_door_oid) },
    innerDoorOid: Number(row.inner_door_oid),
    unitValue: Number(row.unit_value),
  };
}

export async function countRows(t: TestApp) {
  const count = async (table: 'declaration' | 'declaration_attachment' | 'accrual' | 'real_estate') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const attached = await t.db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('attached_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    declarations: await count('declaration'),
    attachments: await count('declaration_attachment'),
    attachedFiles: Number(attached.n),
    accruals: await count('accrual'),
    realEstates: await count('real_estate'),
  };
}

export const pdfBase64 = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n').toString('base64');

export async function upload(t: TestApp, token: string, documentName = 'Tapu fotokopisi') {
  const r = await t.call('UploadFile', { request: { fileName: 'tapu.pdf', documentName, contentBase64: pdfBase64 } }, token);
  if (r.statusCode !== 200) throw new Error(r.body);
  return r.json().fileOid as number;
}
