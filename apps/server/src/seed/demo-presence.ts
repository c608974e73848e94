import { verifyPassword } from '../accounts/password-hash';
import type { Db } from '../db/kysely';
import { DEMO_PASSWORD, demoCompanies, demoPeople } from './demo-accounts';
import { demoPasswordCandidates, hasDemoMark, registriesWithIdentifiers } from './demo-presence-repo';

/** How many distinct password hashes the check tries the demo password on (each try is one scrypt). */
const HASHES_TRIED = 40;

const demoIdentifiers = [...demoPeople.map((p) => p.nationalId), ...demoCompanies.map((c) => c.taxNumber)];

/**
 * What in this database comes from the demo: its mark, the published demo identities, and
 * members (by member number, never by ID number) who sign in with the published demo password.
 * Production refuses to start while anything is found: anyone could sign in as the demo
 * administrator (docs/security.md).
 */
export async function findDemoTraces(db: Db): Promise<string[]> {
  const traces: string[] = [];
  if (await hasDemoMark(db)) traces.push('demo verisi işareti (demo data mark): veritabanı npm run seed ya da DEMO_DATA=1 ile oluşturulmuş');
  const identities = await registriesWithIdentifiers(db, demoIdentifiers);
  if (identities.length > 0) {
    const listed = [...new Set(identities.map((i) => `${i.identifier}${i.isMember ? ' (üye)' : ''}`))].sort();
    traces.push(`demo kimlikleri (demo identities): ${listed.join(', ')}`);
  }
  const withDemoPassword = [];
  for (const candidate of await demoPasswordCandidates(db, HASHES_TRIED)) {
    if (await verifyPassword(DEMO_PASSWORD, candidate.hash)) withDemoPassword.push(candidate);
  }
  if (withDemoPassword.length > 0) {
    const members = withDemoPassword.reduce((sum, c) => sum + c.members, 0);
    const named = withDemoPassword.flatMap((c) => c.memberOids).sort((a, b) => a - b);
    const privileged = named.length > 0 ? `; yönetici ya da personel rolü olanların üye numaraları: ${named.join(', ')}` : '';
    traces.push(`demo şifresiyle (demo password) giriş yapabilen ${members} üye${privileged}`);
  }
  return traces;
}
