import { applicationTypes, istanbulDate, operations, parameterTypeCodes, type WaterDocumentKind } from '@ebelediye/contract';
import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import { recordCollection } from '../ledger';
import { uploadFile } from '../modules/files/service';
import { checkFiling, fileApplicationIn, type Applicant } from '../modules/water-applications/apply';
import { applicationQueue } from '../modules/water-applications/queue-actions';
import { receivePaidIn } from '../modules/water-applications/paid-fees';
import { addDays, nextWorkingDay } from '../reference-data/calendar';
import { holidayCalendar } from '../reference-data/holiday-calendar';
import { memberOidOf, waterClerkNationalId } from './backoffice';
import { demoPeople } from './demo-accounts';
import type { DemoCalendar } from './demo-calendar';
import type { Random } from './random';

const COUNTY_CODE = 2080;
const pad2 = (n: number) => String(n).padStart(2, '0');
/** A one-pixel PNG: a real image the upload's content check accepts, standing for the citizen's scan. */
const scan = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type ApplyBody = Parameters<typeof checkFiling>[2];
type Action = (typeof operations.ActOnBackOfficeWaterApplication.request)['_input']['action'];

interface Person {
  memberOid: number;
  registryOid: number;
  nationalId: string;
  gsm: string;
}

/** Generated members (no demo login, no employee) and their own live generated subscriptions, from the end of the registry. */
async function subscribers(db: Db) {
  return db
    .selectFrom('subscription as s')
    .innerJoin('registry as r', 'r.oid', 's.registry_oid')
    .innerJoin('member as m', 'm.registry_oid', 'r.oid')
    .select(['m.oid as memberOid', 'r.oid as registryOid', 'r.national_id as nationalId', 'r.gsm', 's.oid as subscriptionOid'])
    .where('r.registry_type', '=', 'G')
    .where('m.status', '=', 'ACTIVE')
    .where('r.gsm', 'is not', null)
    .where(
      'r.national_id',
      'not in',
      demoPeople.map((p) => p.nationalId),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('employee as e').select('e.oid').whereRef('e.national_id', '=', 'r.national_id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('restructuring_log as l').select('l.oid').whereRef('l.registry_oid', '=', 'r.oid'))))
    .where('s.subscriber_no', 'like', '2%')
    .where('s.water_line_status', '=', 1)
    .where('s.ended_on', 'is', null)
    .orderBy('s.oid', 'desc')
    .limit(12)
    .execute();
}

/** Another holder's live subscription (no member account), for an assignment. */
function subscriptionToTakeOver(db: Db, notOf: number[]) {
  return db
    .selectFrom('subscription as s')
    .innerJoin('registry as r', 'r.oid', 's.registry_oid')
    .select(['s.subscriber_no'])
    .where('r.registry_type', '=', 'G')
    .where('s.subscriber_no', 'like', '2%')
    .where('s.water_line_status', '=', 1)
    .where('s.ended_on', 'is', null)
    .where('s.registry_oid', 'not in', notOf)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('member as m').select('m.oid').whereRef('m.registry_oid', '=', 'r.oid'))))
    .orderBy('s.oid', 'desc')
    .executeTakeFirstOrThrow();
}

/** A door of the municipality with inner doors and no subscription, for a new one (the tests take theirs from the start). */
async function freeDoor(db: Db) {
  const { rows } = await sql<{ district_code: number; street_code: number; outer_door_oid: number; inner_door_oid: number }>`
    select o.district_code, o.street_code, o.oid as outer_door_oid, i.oid as inner_door_oid
    from outer_door o
    join district d on d.district_code = o.district_code and d.county_code = ${COUNTY_CODE}
    join inner_door i on i.outer_door_oid = o.oid and i.is_active
    where o.is_active and not exists (select 1 from subscription s where s.outer_door_oid = o.oid)
    order by o.oid desc, i.oid limit 1`.execute(db);
  const r = rows[0]!;
  return { districtCode: Number(r.district_code), streetCode: Number(r.street_code), outerDoorOid: Number(r.outer_door_oid), innerDoorOid: Number(r.inner_door_oid) };
}

type At = (daysAgo: number, hour: number, minute: number) => Date;
type Files = [WaterDocumentKind, string][];

/** How the demo files, pays and handles an application: through the module's own rules, as a citizen and the water clerk would. */
function waterDesk(db: Db, random: Random, clerk: { userOid: number }) {
  const draw = (n: number) => random.int(0, n - 1);

  const documents = async (person: Person, files: Files, when: Date) => {
    const member = { userOid: person.memberOid, registryOid: person.registryOid, nationalId: person.nationalId };
    const uploaded = [];
    for (const [kind, fileName] of files) {
      const { request } = operations.UploadFile.request.parse({ request: { fileName, contentBase64: scan } });
      uploaded.push({ kind, fileOid: (await uploadFile(db, member, request, new Date(when.getTime() - 5 * 60_000))).fileOid });
    }
    return uploaded;
  };

  const apply = async (person: Person, body: Omit<ApplyBody, 'documents' | 'gsmNumber'>, files: Files, when: Date) => {
    const applicant: Applicant = {
      registryOid: person.registryOid,
      memberUserOid: person.memberOid,
      registryOids: [person.registryOid],
      files: { memberUserOid: person.memberOid },
    };
    const parsed = operations.ApplyForWaterService.request.parse({ ...body, documents: await documents(person, files, when), gsmNumber: person.gsm });
    const filing = await checkFiling({ db, countyCode: COUNTY_CODE }, applicant, parsed);
    return fileApplicationIn(db, filing, applicant, parsed, when, draw);
  };

  /** The fees paid by card through the ledger; the application then reaches the water unit as any paid one does (paid-fees.ts). */
  const payFees = async (person: Person, filed: { oid: number; feeAccrualOids: number[] }, when: Date) => {
    const day = istanbulDate(when);
    await recordCollection(db, { registryOid: person.registryOid, accrualOids: filed.feeAccrualOids, collectionType: 4, channel: 'online', asOf: day, collectedAt: when });
    await receivePaidIn(db, { oid: filed.oid, version: 0 }, new Date(when.getTime() + 60_000));
  };

  const act = async (applicationOid: number, action: Action, when: Date) => {
    const { version } = await db.selectFrom('water_application').select('version').where('oid', '=', applicationOid).executeTakeFirstOrThrow();
    const body = operations.ActOnBackOfficeWaterApplication.request.parse({ applicationOid, version, action });
    const prepared = await applicationQueue.prepare({ db, now: () => when }, clerk, { oid: applicationOid, version: body.version, action: body.action });
    await applicationQueue.recordIn(db, prepared);
  };

  return { apply, payFees, act };
}

type Desk = ReturnType<typeof waterDesk>;
type Subscriber = Person & { subscriptionOid: number };

/** A new subscription for a flat without a meter: fees paid the same day, approved; the field team is to mount the meter. */
async function approvedNewSubscription(db: Db, desk: Desk, newcomer: Subscriber, at: At) {
  const flat = await desk.apply(
    newcomer,
    { applicationType: applicationTypes.newSubscription.code, subscriberType: 'G', property: await freeDoor(db) },
    [
      ['titleDeedOrLease', 'kira-sozlesmesi.png'],
      ['identity', 'kimlik.png'],
    ],
    at(8, 10, 12),
  );
  await desk.payFees(newcomer, flat, at(8, 16, 40));
  await desk.act(flat.oid, { kind: 'assign' }, at(6, 9, 30));
  await desk.act(flat.oid, { kind: 'approve', note: 'Kira sözleşmesi ve kimlik uygun; sayaç takımı için saha ekibine iş emri verilecek.' }, at(3, 11, 0));
}

/** A meter change: taken, and a site visit planned for the next working days. */
async function meterChangeWithVisit(db: Db, desk: Desk, stuck: Subscriber, at: At, today: string) {
  const meter = await desk.apply(
    stuck,
    {
      applicationType: applicationTypes.meterChange.code,
      subscriberInfoOid: stuck.subscriptionOid,
      meterReading: 1_284,
      statement: 'Sayaç camı buğulandı, endeks okunmuyor ve sayaç dönmüyor.',
    },
    [['meterPhoto', 'sayac.png']],
    at(6, 14, 5),
  );
  await desk.act(meter.oid, { kind: 'assign' }, at(5, 10, 10));
  const { deadlineHolidays } = await holidayCalendar(db);
  await desk.act(meter.oid, { kind: 'planSiteVisit', visitDate: nextWorkingDay(addDays(today, 2), deadlineHolidays), note: 'Sayaç yerinde incelenecek.' }, at(2, 15, 20));
}

/** A tariff reduction whose proof is incomplete: the citizen is asked for it. */
async function reductionMissingProof(db: Db, desk: Desk, reduced: Subscriber, at: At) {
  const ground = await db
    .selectFrom('parameter')
    .select('parameter_code')
    .where('parameter_type_code', '=', parameterTypeCodes.waterTariffReductionGround)
    .orderBy('parameter_code')
    .executeTakeFirstOrThrow();
  const reduction = await desk.apply(
    reduced,
    { applicationType: applicationTypes.tariffReduction.code, subscriberInfoOid: reduced.subscriptionOid, reductionGroundCode: ground.parameter_code },
    [
      ['reductionProof', 'saglik-kurulu-raporu.png'],
      ['identity', 'kimlik.png'],
    ],
    at(5, 11, 45),
  );
  await desk.act(
    reduction.oid,
    { kind: 'requestDocuments', documentKinds: ['reductionProof'], note: 'Yüklenen sağlık kurulu raporunun yalnızca ilk sayfası var; raporun tamamını yükleyiniz.' },
    at(3, 10, 0),
  );
}

/** An invoice and meter appeal sent the evening before last: nobody has taken it yet. */
async function untakenInvoiceAppeal(desk: Desk, appellant: Subscriber, at: At) {
  await desk.apply(
    appellant,
    {
      applicationType: applicationTypes.invoiceAndMeterAppeal.code,
      subscriberInfoOid: appellant.subscriptionOid,
      meterReading: 2_310,
      statement: 'Ekim faturası önceki aylara göre üç katı geldi; sayaçtaki endeks faturadakinden düşük.',
    },
    [
      ['invoiceCopy', 'fatura.png'],
      ['meterPhoto', 'sayac-endeks.png'],
    ],
    at(2, 19, 30),
  );
}

/** An assignment to a new tenant: the deposit paid yesterday morning, waiting for the water unit. */
async function paidAssignment(db: Db, desk: Desk, tenant: Subscriber, at: At) {
  const taken = await subscriptionToTakeOver(db, [tenant.registryOid]);
  const assignment = await desk.apply(
    tenant,
    { applicationType: applicationTypes.assignment.code, subscriberType: 'G', subscriberNo: taken.subscriber_no, meterReading: 846 },
    [
      ['titleDeedOrLease', 'kira-sozlesmesi.png'],
      ['identity', 'kimlik.png'],
    ],
    at(3, 13, 0),
  );
  await desk.payFees(tenant, assignment, at(1, 10, 5));
}

/**
 * Open water applications of generated members for the water unit's queue (ADR
 * 16), filed, paid and acted on through the module's own rules, fees, ledger and state
 * machine, a few days before today: a new subscription paid and approved, waiting for its
 * meter; a meter change with a site visit planned; a tariff reduction waiting for a missing
 * document; an invoice appeal and a paid assignment just received. The citizens' SMS of those
 * days are not written (as for the other seeded queues).
 */
export async function seedWaterApplications(db: Db, random: Random, calendar: DemoCalendar): Promise<void> {
  const today = calendar.today;
  const at: At = (daysAgo, hour, minute) => new Date(`${addDays(today, -daysAgo)}T${pad2(hour)}:${pad2(minute)}:00+03:00`);
  const clerk = { userOid: await memberOidOf(db, await waterClerkNationalId(db)) };
  const people: Subscriber[] = (await subscribers(db)).map((p) => ({
    memberOid: Number(p.memberOid),
    registryOid: Number(p.registryOid),
    nationalId: p.nationalId!,
    gsm: p.gsm!,
    subscriptionOid: Number(p.subscriptionOid),
  }));
  const desk = waterDesk(db, random, clerk);
  // One person each, in this order: the applications draw their numbers from the same generator.
  await approvedNewSubscription(db, desk, people[0]!, at);
  await meterChangeWithVisit(db, desk, people[1]!, at, today);
  await reductionMissingProof(db, desk, people[2]!, at);
  await untakenInvoiceAppeal(desk, people[3]!, at);
  await paidAssignment(db, desk, people[4]!, at);
}
