import type { Insertable } from 'kysely';
import { hashPassword } from '../accounts/password-hash';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';
import { insertInChunks } from './batch-insert';
import { DEMO_PASSWORD, demoCompanies, demoPeople } from './demo-accounts';
import type { Random } from './random';

type RegistryRow = Insertable<Database['registry']> & { oid: number };
type MemberRow = Insertable<Database['member']>;

// The seed's own scrypt cost; a successful sign-in re-hashes with the configured cost.
const SEED_HASH_COST = 16_384;

const saltFrom = (random: Random) => Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255)));

interface SeededRegistries {
  rows: RegistryRow[];
  generatedPeople: RegistryRow[];
  generatedCompanies: RegistryRow[];
  byId: Map<string, number>;
  seededAt: Date;
}

function member(registry: RegistryRow, hash: string, createdAt: Date, extra: Partial<MemberRow> = {}): MemberRow {
  return {
    registry_oid: registry.oid,
    user_name: (registry.national_id ?? registry.tax_number)!,
    password_hash: hash,
    status: 'ACTIVE',
    gsm: registry.gsm ?? null,
    email: registry.email ?? null,
    member_name: registry.first_name ?? null,
    member_surname: registry.last_name ?? null,
    kvkk_consent_at: createdAt,
    created_at: createdAt,
    updated_at: createdAt,
    password_changed_at: createdAt,
    ...extra,
  };
}

/**
 * Members: the fixed demo accounts, each with its own salted hash of the demo password, and
 * about half of the generated citizens and a quarter of the companies. The generated members
 * share one hash of the same public demo password, so a seed of millions stays fast; every
 * password set through the API gets its own salt.
 */
export async function seedMembers(db: Db, random: Random, seeded: SeededRegistries): Promise<void> {
  const registryOf = (id: string) => seeded.rows.find((r) => r.oid === seeded.byId.get(id))!;
  const members: MemberRow[] = [];
  const fixed = [
    ...demoPeople.filter((p) => p.member).map((p) => ({ id: p.nationalId, role: p.member! })),
    ...demoCompanies.filter((c) => c.member).map((c) => ({ id: c.taxNumber, role: 'USER' as const })),
  ];
  for (const account of fixed) {
    const hash = await hashPassword(DEMO_PASSWORD, SEED_HASH_COST, saltFrom(random));
    members.push(member(registryOf(account.id), hash, seeded.seededAt, { role_code: account.role, sms_consent: true }));
  }
  const shared = await hashPassword(DEMO_PASSWORD, SEED_HASH_COST, saltFrom(random));
  const day = 24 * 60 * 60 * 1000;
  const joined = () => new Date(seeded.seededAt.getTime() - random.int(1, 1500) * day);
  for (const person of seeded.generatedPeople) {
    if (random.chance(0.5)) members.push(member(person, shared, joined(), { sms_consent: random.chance(0.6) }));
  }
  for (const company of seeded.generatedCompanies) {
    if (random.chance(0.25)) members.push(member(company, shared, joined(), { member_name: null, member_surname: null }));
  }
  await insertInChunks(db, 'member', members);
}
