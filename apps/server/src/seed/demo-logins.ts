import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { complaintBacklog } from '../modules/complaints/back-office-repo';
import { declarationBacklog } from '../modules/declarations/back-office-repo';
import { restructuringBacklog } from '../modules/restructuring/back-office-repo';
import { cancellationBacklog } from '../modules/water/back-office-repo';
import { applicationBacklog } from '../modules/water-applications/back-office-repo';
import { DEMO_PASSWORD, demoCompanies, demoPeople, edevletDemoIdentities } from './demo-accounts';

const roleNames: Record<string, string> = {
  COMPLAINTS_CLERK: 'şikâyet/talep',
  WATER_CLERK: 'su abonelik',
  REVENUE_CLERK: 'gelir',
  PAYMENTS_OPERATOR: 'tahsilat',
  CONTENT_EDITOR: 'içerik',
};

/** What each queue's count on the dashboard is, and who works it (the role, as the roles' lines name it). */
const queueLines = [
  { label: 'Şikayet ve talepler', role: 'COMPLAINTS_CLERK', counts: 'alındı veya incelemede' },
  { label: 'Abonelik iptalleri', role: 'WATER_CLERK', counts: 'kesme emri, hat kesimi, iade onayı veya (dört göz) iade ödemesi bekliyor' },
  { label: 'Beyannameler', role: 'REVENUE_CLERK', counts: 'incelenmeyi bekliyor' },
  { label: 'Yapılandırmalar', role: 'REVENUE_CLERK', counts: 'koşula göre bozulmuş, bozuldu olarak işaretlenmeyi bekliyor (bir çalışanın üzerine aldığı planı saatlik iş bozmaz)' },
  { label: 'Su başvuruları', role: 'WATER_CLERK', counts: 'ücreti ödenmiş veya ücretsiz; karar, yerinde inceleme, eksik belge, sayaç takımı veya iade bekliyor' },
] as const;

/** What waits in each queue today, counted as the dashboard counts it. */
async function waitingLines(db: Db, now: Date): Promise<string[]> {
  // The deadlines only change the overdue count, which these lines do not show.
  const counts = await Promise.all([
    complaintBacklog(db, now),
    cancellationBacklog(db, now),
    declarationBacklog(db, now),
    restructuringBacklog(db, istanbulDate(now), now),
    applicationBacklog(db, now),
  ]);
  return ['Bekleyen işler (/yonetim):', ...queueLines.map((q, i) => `  ${q.label} (${roleNames[q.role]}): ${Number(counts[i]!.waiting)} — ${q.counts}`)];
}

/** Who holds back-office roles, from the database: the /yonetim sign-ins. */
async function backOfficeLines(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_role as s')
    .innerJoin('member as m', 'm.oid', 's.member_oid')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['m.oid', 'r.national_id', 'r.first_name', 'r.last_name', 's.role_code'])
    .orderBy('m.oid')
    .orderBy('s.role_code')
    .execute();
  if (rows.length === 0) return [];
  const people = new Map<number, { id: string; name: string; roles: string[] }>();
  for (const row of rows) {
    const person = people.get(row.oid) ?? { id: row.national_id ?? '', name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(), roles: [] };
    person.roles.push(roleNames[row.role_code] ?? row.role_code);
    people.set(row.oid, person);
  }
  return ['Yönetim paneli (/yonetim) rolleri:', ...[...people.values()].map((p) => `  ${p.id}  ${p.name} — ${p.roles.join(', ')}`)];
}

/**
 * The demo sign-ins printed on start (docs/architecture.md §4), read against the database: an account
 * is listed as a member only when its member record is really there.
 */
export async function demoLoginLines(db: Db, now: Date = new Date()): Promise<string[]> {
  const ids = [...demoPeople.map((p) => p.nationalId), ...demoCompanies.map((c) => c.taxNumber)];
  const registries = await db
    .selectFrom('registry')
    .select('oid')
    .where((eb) => eb.or([eb('national_id', 'in', ids), eb('tax_number', 'in', ids)]))
    .execute();
  if (registries.length === 0) return ['Demo girişleri: bu veritabanında demo verisi yok.'];
  const members = await db.selectFrom('member').select(['user_name', 'role_code', 'status']).where('user_name', 'in', ids).execute();
  const memberOf = new Map(members.filter((m) => m.status === 'ACTIVE').map((m) => [m.user_name, m]));
  const lines = [`Demo girişleri (şifre: ${DEMO_PASSWORD}):`];
  for (const person of demoPeople) {
    const member = memberOf.get(person.nationalId);
    const who = `${person.firstName} ${person.lastName}`;
    lines.push(
      member
        ? `  ${person.nationalId}  ${who}${member.role_code === 'ADMIN' ? ' [ADMIN]' : ''} — ${person.purpose}; tel ${person.gsm}`
        : `  ${person.nationalId}  ${who} — üye değil: ${person.purpose}; doğum ${person.birthDate}, tel ${person.gsm}, ${person.email}`,
    );
  }
  for (const company of demoCompanies) {
    const state = memberOf.has(company.taxNumber) ? 'üye' : 'üye değil';
    lines.push(`  ${company.taxNumber}  ${company.title} (VKN, ${state}, vergi dairesi ${company.taxOfficeCode}) — ${company.purpose}`);
  }
  const roleLines = await backOfficeLines(db);
  lines.push(...roleLines);
  if (roleLines.length > 0) lines.push(...(await waitingLines(db, now)));
  lines.push('e-Devlet simülatörü kimlikleri (/sim/edevlet/AuthorizationController):');
  for (const identity of edevletDemoIdentities) lines.push(`  ${identity.kimlikNo}  ${identity.ad} ${identity.soyad} — ${identity.note}`);
  lines.push('SMS gelen kutusu: /sim/sms?gsm=5XXXXXXXXX');
  return lines;
}
