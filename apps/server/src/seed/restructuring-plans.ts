import type { Db } from '../db/kysely';
import { recordCollection } from '../ledger';
import { newApplicationNo, petitionFile, recordPlanIn, type PetitionIssuer } from '../modules/restructuring/apply';
import { bumpVersionIf } from '../modules/restructuring/back-office-repo';
import type { Instalment } from '../modules/restructuring/installment-plan';
import { openScheme, type OpenScheme } from '../modules/restructuring/scheme';
import { eligibleDebts, planFor } from '../modules/restructuring/service';
import { DomainError } from '../platform/domain-error';
import { recordEvent, staffNames } from '../platform/work-queue-repo';
import { addDays } from '../reference-data/calendar';
import { ADMIN_NATIONAL_ID, memberOidOf } from './backoffice';
import { demoPeople } from './demo-accounts';
import { dayOf, type DemoCalendar } from './demo-calendar';
import type { Random } from './random';
import { demoLetterhead } from './resolutions';

const COUNTY_CODE = 2080;
const pad2 = (n: number) => String(n).padStart(2, '0');
const at = (isoDate: string, hour: number, minute = 0) => new Date(`${isoDate}T${pad2(hour)}:${pad2(minute)}:00+03:00`);

interface Applicant {
  memberOid: number;
  registryOid: number;
}

/**
 * Generated citizens with a member account, from the end of the registry (the other demo queues
 * and the tests take theirs from the start): no demo login and no employee.
 */
function applicants(db: Db) {
  return db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['m.oid as memberOid', 'r.oid as registryOid'])
    .where('r.registry_type', '=', 'G')
    .where('m.status', '=', 'ACTIVE')
    .where(
      'r.national_id',
      'not in',
      demoPeople.map((p) => p.nationalId),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('employee as e').select('e.oid').whereRef('e.national_id', '=', 'r.national_id'))))
    .orderBy('r.oid', 'desc')
    .limit(150)
    .execute();
}

interface Filed {
  scheme: OpenScheme;
  logOid: number;
  registryOid: number;
  applicationNo: string;
  instalments: readonly Instalment[];
  instalmentAccrualOids: number[];
  appliedAt: Date;
}

/**
 * Files a plan as the portal does (restructuring/apply.ts) under the scheme open on the day (none
 * open: no plan): the first applicant in line with debts the scheme covers restructures its
 * oldest (up to three) into the option, with the petition.
 */
async function file(db: Db, random: Random, issuer: PetitionIssuer, people: Applicant[], instalmentCount: number, appliedAt: Date): Promise<Filed | null> {
  const scheme = await schemeOn(db, appliedAt);
  while (scheme && people.length > 0) {
    const person = people.shift()!;
    const debts = await eligibleDebts(db, scheme, person.registryOid);
    if (debts.length === 0) continue;
    const chosen = await planFor(
      db,
      scheme,
      person.registryOid,
      debts.slice(0, 3).map((d) => d.accrualOid),
      instalmentCount,
    );
    if (chosen.plan.principal + chosen.plan.delayFineWaived <= scheme.row.write_off_threshold) continue;
    const applicationNo = newApplicationNo(scheme.today, (n) => random.int(0, n - 1));
    const petition = await petitionFile(db, issuer, person.memberOid, chosen, applicationNo, appliedAt);
    const recorded = await recordPlanIn(db, chosen, { memberUserOid: person.memberOid, applicationNo, petition, uploads: [], now: appliedAt });
    return {
      scheme,
      logOid: recorded.logOid,
      registryOid: person.registryOid,
      applicationNo,
      instalments: chosen.plan.instalments,
      instalmentAccrualOids: recorded.instalmentAccrualOids,
      appliedAt,
    };
  }
  return null;
}

/** An instalment paid through the ledger, on or before its due date (no delay fine), online or at the desk. */
async function pay(db: Db, plan: Filed, index: number, on: string, desk: boolean) {
  await recordCollection(db, {
    registryOid: plan.registryOid,
    accrualOids: [plan.instalmentAccrualOids[index]!],
    collectionType: desk ? 1 : 4,
    channel: desk ? 'desk' : 'online',
    asOf: on,
    collectedAt: at(on, desk ? 11 : 20, 15),
  });
}

/** A back-office action on a plan as actOnRestructuring writes it: version-guarded, with its event. */
async function act(db: Db, logOid: number, version: number, action: 'assign' | 'note', by: number, note: string, when: Date) {
  await bumpVersionIf(db, logOid, { version, status: 'active' }, action === 'assign' ? { assigned_member_oid: by } : {});
  await recordEvent(db, { queue: 'restructurings', item_oid: logOid, action, from_status: 'active', to_status: 'active', actor_member_oid: by, note, at: when });
}

async function schemeOn(db: Db, when: Date): Promise<OpenScheme | null> {
  try {
    return await openScheme(db, when);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'RESTRUCTURING_NOT_OPEN') return null;
    throw error;
  }
}

/**
 * Restructuring plans of generated citizens for the back office's queue, filed
 * through the module's own calculator and ledger effects, with their petitions and payments:
 * - under the earlier scheme (seed/restructuring.ts), one plan paid on time up to today, and one
 *   whose payments stopped: more instalments are late beyond the grace days than the scheme
 *   tolerates, so it breaks under the rule. FATMA took it in the back office when the second
 *   instalment fell late, so the hourly breaking job leaves it to her (ADR 13): it waits in the
 *   queue to be marked broken;
 * - under the open scheme (only if the calendar's window is open today), two plans filed in the
 *   last days, one with its first instalment paid early.
 * Nothing is dated after today.
 */
export async function seedRestructuringPlans(db: Db, random: Random, calendar: DemoCalendar): Promise<void> {
  const letterhead = await demoLetterhead(db, COUNTY_CODE);
  const issuer = { letterhead, municipalityName: letterhead.municipalityName };
  const people = await applicants(db);
  const today = calendar.today;

  const onTime = await file(db, random, issuer, people, 12, at(dayOf(calendar.recentMonth(2025, 4), 14), 10, 20));
  if (onTime) {
    for (const [i, instalment] of onTime.instalments.entries()) {
      if (instalment.dueDate > today) break;
      await pay(db, onTime, i, instalment.dueDate, i % 2 === 1);
    }
  }
  const stopped = await file(db, random, issuer, people, 18, at(dayOf(calendar.recentMonth(2025, 5), 6), 15, 5));
  if (stopped) {
    const { grace_days: graceDays, tolerated_late_instalments: tolerated } = stopped.scheme.row;
    // Late once unpaid more than the grace days after the due date (break-plans.ts): the last few of those stay unpaid.
    const late = stopped.instalments.filter((i) => i.dueDate < addDays(today, -graceDays));
    const unpaidFrom = Math.max(0, late.length - (tolerated + 1));
    for (let i = 0; i < unpaidFrom; i++) await pay(db, stopped, i, stopped.instalments[i]!.dueDate, true);
    const admin = await memberOidOf(db, ADMIN_NATIONAL_ID);
    const secondLate = late[unpaidFrom + 1];
    const takenOn = secondLate ? addDays(secondLate.dueDate, graceDays + 2) : addDays(today, -5);
    await act(db, stopped.logOid, 0, 'assign', admin, (await staffNames(db, [admin])).get(admin) ?? '', at(takenOn < today ? takenOn : addDays(today, -1), 10, 40));
    await act(
      db,
      stopped.logOid,
      1,
      'note',
      admin,
      'Mükellef telefonla aranarak ödenmeyen taksitler hatırlatıldı; ödeme yapılmadı. Tebligat adresi kontrol edildikten sonra bozma işlemi yapılacak.',
      at(addDays(today, -2), 14, 30),
    );
  }

  // Under the open scheme, from its first day on (the calendar opens it this month).
  const open = await schemeOn(db, at(today, 8));
  if (open) {
    const day = (daysAgo: number) => {
      const d = addDays(today, -daysAgo);
      return d < open.row.effective_from ? open.row.effective_from : d;
    };
    const firstDay = day(9);
    await file(db, random, issuer, people, 6, firstDay === today ? at(today, 8, 5) : at(firstDay, 11, 5));
    const secondDay = day(4);
    const second = await file(db, random, issuer, people, 9, secondDay === today ? at(today, 8, 10) : at(secondDay, 14, 40));
    if (second) {
      const paidOn = addDays(secondDay, 1) > today ? today : addDays(secondDay, 1);
      await recordCollection(db, {
        registryOid: second.registryOid,
        accrualOids: [second.instalmentAccrualOids[0]!],
        collectionType: 4,
        channel: 'online',
        asOf: paidOn,
        collectedAt: paidOn === secondDay || paidOn === today ? at(paidOn, 8, 45) : at(paidOn, 19, 50),
      });
    }
  }
}
