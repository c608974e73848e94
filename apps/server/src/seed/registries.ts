import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';
import { insertInChunks } from './batch-insert';
import { demoCompanies, demoPeople, edevletDemoIdentities } from './demo-accounts';
import { generateGsm, generateTckn, generateVkn, unique } from './identity-numbers';
import { seedMembers } from './members';
import { birthPlaces, companyTitle, emailLocalPart, femaleNames, maleNames, surnames } from './person-names';
import type { DemoCalendar } from './demo-calendar';
import type { Random } from './random';

type RegistryRow = Insertable<Database['registry']> & { oid: number };

const CITIZENS = 300;
const COMPANIES = 40;
const taxOffices = ['031250', '031251', '031260', '031270', '031280'];
const publicBodies = ['ANTAKYA İLÇE MİLLİ EĞİTİM MÜDÜRLÜĞÜ', 'HATAY İL SAĞLIK MÜDÜRLÜĞÜ', 'ANTAKYA KAYMAKAMLIĞI', 'HATAY VAKIFLAR BÖLGE MÜDÜRLÜĞÜ'];
const associations = ['ANTAKYA KÜLTÜR VE DAYANIŞMA DERNEĞİ', 'HATAY ESNAF YARDIMLAŞMA DERNEĞİ', 'ASİ NEHRİ DOĞA SPORLARI KULÜBÜ'];

/** Where registries live: active doors of the seeded addresses, with an independent section each. */
async function addressPool(db: Db) {
  return db
    .selectFrom('inner_door')
    .innerJoin('outer_door', 'outer_door.oid', 'inner_door.outer_door_oid')
    .select(['inner_door.oid as inner_door_oid', 'outer_door.oid as outer_door_oid', 'outer_door.street_code', 'outer_door.district_code'])
    .where('outer_door.is_active', '=', true)
    .where('inner_door.is_active', '=', true)
    .orderBy('inner_door.oid')
    .limit(50_000)
    .execute();
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function birthDate(random: Random): string {
  const start = Date.UTC(1940, 0, 1);
  const end = Date.UTC(2006, 11, 31);
  return isoDay(new Date(start + Math.floor(random.next() * (end - start))));
}

/**
 * Registries of the demo municipality: about 300 citizens and 40 companies per
 * scale unit with valid TCKN/VKN, the fixed demo accounts first; company representatives;
 * and members (half of the citizens, with the demo password).
 */
export async function seedRegistries(db: Db, random: Random, scale: number, calendar: DemoCalendar): Promise<void> {
  // The registry was loaded three weeks before the demo's today (01.11.2026 in the story).
  const seededAt = new Date(`${calendar.fromToday(-22)}T09:00:00Z`);
  const pool = await addressPool(db);
  const address = () => {
    const door = random.pick(pool);
    return { district_code: door.district_code, street_code: door.street_code, outer_door_oid: door.outer_door_oid, inner_door_oid: door.inner_door_oid };
  };
  const taken = new Set<string>([...demoPeople.map((p) => p.nationalId), ...demoCompanies.map((c) => c.taxNumber), ...edevletDemoIdentities.map((i) => i.kimlikNo)]);
  const rows: RegistryRow[] = [];
  const created_at = seededAt;

  for (const p of demoPeople) {
    rows.push({
      oid: rows.length + 1,
      registry_type: 'G',
      national_id: p.nationalId,
      first_name: p.firstName,
      last_name: p.lastName,
      father_name: p.fatherName,
      mother_name: p.motherName,
      birth_date: p.birthDate,
      birth_place: p.birthPlace,
      gender: p.gender,
      gsm: p.gsm,
      email: p.email,
      ...address(),
      created_at,
    });
  }
  for (const c of demoCompanies) {
    rows.push({
      oid: rows.length + 1,
      registry_type: 'T',
      tax_number: c.taxNumber,
      title: c.title,
      tax_office_code: c.taxOfficeCode,
      gsm: c.gsm,
      email: c.email,
      ...address(),
      created_at,
    });
  }
  const generatedPeople: RegistryRow[] = [];
  for (let i = 0; i < CITIZENS * scale; i++) {
    const gender = random.chance(0.5) ? 'E' : 'K';
    const foreign = random.chance(0.02);
    const firstName = random.pick(gender === 'E' ? maleNames : femaleNames);
    const lastName = random.pick(surnames);
    // Foreigners' identity numbers start with 99 and pass the same checksum (docs/domain/identity-numbers.md).
    const nationalId = unique(taken, () => generateTckn(random, foreign ? '99' : ''));
    const row: RegistryRow = {
      oid: rows.length + 1,
      registry_type: foreign ? 'Y' : 'G',
      national_id: nationalId,
      first_name: firstName,
      last_name: lastName,
      father_name: random.pick(maleNames),
      mother_name: random.pick(femaleNames),
      birth_date: birthDate(random),
      birth_place: random.pick(birthPlaces),
      gender,
      gsm: generateGsm(random),
      email: random.chance(0.85) ? `${emailLocalPart(firstName, lastName)}${random.int(1, 99)}@example.com.tr` : null,
      ...address(),
      created_at,
    };
    rows.push(row);
    generatedPeople.push(row);
  }
  const generatedCompanies: RegistryRow[] = [];
  for (let i = 0; i < COMPANIES * scale; i++) {
    const kind = i % 10 === 9 ? 'K' : i % 15 === 14 ? 'D' : 'T';
    const title = kind === 'K' ? random.pick(publicBodies) : kind === 'D' ? random.pick(associations) : companyTitle(random.pick);
    const row: RegistryRow = {
      oid: rows.length + 1,
      registry_type: kind,
      tax_number: unique(taken, () => generateVkn(random)),
      title,
      tax_office_code: random.pick(taxOffices),
      gsm: generateGsm(random),
      email: `bilgi@${emailLocalPart(title.split(' ')[0]!)}${i + 1}.example.com.tr`,
      ...address(),
      created_at,
    };
    rows.push(row);
    generatedCompanies.push(row);
  }
  await insertInChunks(db, 'registry', rows);
  await sql`select setval(pg_get_serial_sequence('registry', 'oid'), ${rows.length})`.execute(db);

  const byId = new Map(rows.map((r) => [r.national_id ?? r.tax_number!, r.oid]));
  const representatives = [
    ...demoCompanies.map((c) => ({ company_registry_oid: byId.get(c.taxNumber)!, person_registry_oid: byId.get(c.representedBy)! })),
    ...generatedCompanies.flatMap((company) => {
      const first = random.pick(generatedPeople).oid;
      const second = random.chance(0.3) ? random.pick(generatedPeople).oid : first;
      return [...new Set([first, second])].map((person) => ({ company_registry_oid: company.oid, person_registry_oid: person }));
    }),
  ];
  await insertInChunks(db, 'registry_representative', representatives);
  await seedMembers(db, random, { rows, generatedPeople, generatedCompanies, byId, seededAt });
}
