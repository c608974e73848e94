import { findRegistriesByIdentifiers, saveRegistries, type RegistryRow } from '../../../accounts/registry-register-repo';
import type { Db } from '../../../db/kysely';
import { chainsOfInnerDoors } from '../../../reference-data/address-register-repo';
import { choice, optionalDate, optionalGsm, optionalTckn, optionalText, optionalVkn, requiredKey } from '../fields';
import { findKeysOfLocalIds } from '../import-key-repo';
import { refOf, type Cells, type ImportKind, type LoadRow, type RowIssues } from '../kind';
import type { Rejection } from '../rejections';

type Registry = Omit<RegistryRow, 'oid' | 'address'> & { sourceKey: string; addressCode: string | null };

/** A value the row's kind of taxpayer needs (a person's name, a company's title and tax office). */
function needed(cells: Cells, issues: RowIssues, header: string, need: boolean, max = 200): string | null {
  const value = optionalText(cells, issues, header, max);
  if (need && value === null) issues.reject(header, 'REQUIRED');
  return need ? (value?.toLocaleUpperCase('tr-TR') ?? null) : null;
}

function parseRegistry(cells: Cells, issues: RowIssues): Registry {
  const nationalId = optionalTckn(cells, issues, 'tc_kimlik_no');
  const taxNumber = optionalVkn(cells, issues, 'vergi_kimlik_no');
  if ((nationalId === null) === (taxNumber === null)) issues.reject('tc_kimlik_no', 'IDENTIFIER_CONFLICT');
  const person = nationalId !== null;
  const taxOfficeCode = needed(cells, issues, 'vergi_dairesi_kodu', !person, 6);
  if (taxOfficeCode !== null && !/^\d{6}$/.test(taxOfficeCode)) issues.reject('vergi_dairesi_kodu', 'BAD_TAX_OFFICE', taxOfficeCode);
  const email = optionalText(cells, issues, 'eposta');
  if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) issues.reject('eposta', 'BAD_EMAIL', email);
  const gender = choice(cells, issues, 'cinsiyet', ['E', 'K', '-'], '-');
  return {
    sourceKey: requiredKey(cells, issues, 'sicil_no'),
    // Foreigners' numbers start with 99 and pass the same checksum (docs/domain/identity-numbers.md).
    registryType: person ? (nationalId.startsWith('99') ? 'Y' : 'G') : 'T',
    nationalId,
    taxNumber,
    taxOfficeCode,
    firstName: needed(cells, issues, 'ad', person),
    lastName: needed(cells, issues, 'soyad', person),
    title: needed(cells, issues, 'unvan', !person, 300),
    fatherName: person ? (optionalText(cells, issues, 'baba_adi')?.toLocaleUpperCase('tr-TR') ?? null) : null,
    motherName: person ? (optionalText(cells, issues, 'anne_adi')?.toLocaleUpperCase('tr-TR') ?? null) : null,
    birthDate: person ? optionalDate(cells, issues, 'dogum_tarihi') : null,
    gender: person && gender !== '-' ? gender : null,
    gsm: optionalGsm(cells, issues, 'cep_telefonu'),
    email,
    addressCode: optionalText(cells, issues, 'adres_kodu', 64),
  };
}

/** The registries already holding the rows' numbers, by number. */
async function holdersOf(db: Db, rows: readonly LoadRow<Registry>[]): Promise<Map<string, number>> {
  const found = await findRegistriesByIdentifiers(
    db,
    rows.flatMap((r) => (r.record.nationalId ? [r.record.nationalId] : [])),
    rows.flatMap((r) => (r.record.taxNumber ? [r.record.taxNumber] : [])),
  );
  return new Map(found.flatMap((f) => [...(f.national_id ? [[f.national_id, Number(f.oid)] as const] : []), ...(f.tax_number ? [[f.tax_number, Number(f.oid)] as const] : [])]));
}

const identifierOf = (r: Registry) => (r.nationalId ?? r.taxNumber)!;

/**
 * A number already on a registry is that registry: an unclaimed one (entered before the
 * import, or by the demo) is taken over, but one another source key loaded is refused.
 */
async function checkHolders(db: Db, rows: readonly LoadRow<Registry>[]): Promise<Rejection[]> {
  const holders = await holdersOf(db, rows);
  const claimed = await findKeysOfLocalIds(db, 'registries', [...new Set(holders.values())]);
  return rows.flatMap((r) => {
    const holder = holders.get(identifierOf(r.record));
    if (holder === undefined || holder === r.localId) return [];
    const owner = claimed.get(holder);
    if (r.localId === null && owner === undefined) return [];
    return [
      {
        line: r.line,
        field: r.record.nationalId ? 'tc_kimlik_no' : 'vergi_kimlik_no',
        code: 'TAKEN_BY_OTHER_KEY' as const,
        value: `${identifierOf(r.record)} (${owner ?? 'başka kayıt'})`,
      },
    ];
  });
}

/** Persons (T.C. Kimlik No) and companies (VKN and tax office) known to the municipality. */
export const registries: ImportKind<Registry> = {
  name: 'registries',
  keyColumn: 'sicil_no',
  columns: [
    'sicil_no',
    'tc_kimlik_no',
    'vergi_kimlik_no',
    'vergi_dairesi_kodu',
    'ad',
    'soyad',
    'unvan',
    'baba_adi',
    'anne_adi',
    'dogum_tarihi',
    'cinsiyet',
    'cep_telefonu',
    'eposta',
    'adres_kodu',
  ].map((header) => ({ header, required: header === 'sicil_no' || header === 'tc_kimlik_no' || header === 'vergi_kimlik_no' })),
  parse: parseRegistry,
  key: (r) => r.sourceKey,
  references: (r) => (r.addressCode ? [{ field: 'adres_kodu', kind: 'doors', key: r.addressCode }] : []),
  uniques: (r) => [r.nationalId ? { field: 'tc_kimlik_no', value: r.nationalId } : { field: 'vergi_kimlik_no', value: r.taxNumber! }],
  checkAgainstDatabase: checkHolders,
  load: async (trx, rows) => {
    const holders = await holdersOf(trx, rows);
    const innerDoorOf = (r: LoadRow<Registry>) => (r.record.addressCode ? refOf(r, 'doors', r.record.addressCode) : null);
    const chains = await chainsOfInnerDoors(
      trx,
      rows.map(innerDoorOf).filter((oid) => oid !== null),
    );
    return saveRegistries(
      trx,
      rows.map((r) => {
        const { sourceKey: _sourceKey, addressCode: _addressCode, ...registry } = r.record;
        const innerDoorOid = innerDoorOf(r);
        const chain = innerDoorOid === null ? undefined : chains.get(innerDoorOid);
        return { ...registry, oid: r.localId ?? holders.get(identifierOf(r.record)) ?? null, address: chain && innerDoorOid !== null ? { ...chain, innerDoorOid } : null };
      }),
    );
  },
};
