import { foldTurkishAscii, makeTurkishIban } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { newTrackingNumberWith } from '../platform/tracking-number';
import { ADMIN_NATIONAL_ID, memberOidOf, seedBackOfficeRoles, seedStaffUnits } from './backoffice';
import type { Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A working-hours moment `days` before now, so the demo's queues always look a few days old. */
const daysAgo = (now: Date, days: number, hour: number) => new Date(Math.floor((now.getTime() - days * DAY) / DAY) * DAY + (hour - 3) * HOUR);

const complaintSubjects: [category: string, type: string, subject: string, description: string][] = [
  ['1', 'SIKAYET', 'Çöp konteyneri taşıyor', 'Sokağımızdaki çöp konteyneri üç gündür boşaltılmadı, çevreye koku yayılıyor.'],
  ['2', 'SIKAYET', 'Kaldırımda çökme var', 'Okul önündeki kaldırımda bir metrekarelik çökme oluştu, yayalar için tehlikeli.'],
  ['3', 'SIKAYET', 'Sokak lambası yanmıyor', 'Evimizin önündeki iki aydınlatma direği bir haftadır yanmıyor, akşamları sokak karanlık.'],
  ['4', 'TALEP', 'Parka bank konulması', 'Mahalle parkında oturacak yer yok; yaşlılar için birkaç bank konulmasını rica ediyoruz.'],
  ['5', 'IHBAR', 'Kaldırım işgali', 'Cadde üzerindeki bir işyeri kaldırıma masa ve sandalye koyarak geçişi engelliyor.'],
  ['6', 'SIKAYET', 'Rögar kapağı açık', 'Kavşaktaki rögar kapağı yerinden çıkmış, araçlar ve yayalar için tehlike oluşturuyor.'],
  ['7', 'SIKAYET', 'Gece inşaat gürültüsü', 'Yandaki inşaatta gece yarısına kadar çalışılıyor, mahalle uyuyamıyor.'],
  ['8', 'TALEP', 'Sokak köpekleri için barınak', 'Okul çevresinde toplanan sahipsiz köpeklerin aşılanıp barınağa alınmasını istiyoruz.'],
  ['1', 'ONERI', 'Geri dönüşüm kutusu önerisi', 'Sitemizin girişine ambalaj atığı için geri dönüşüm kutusu konulmasını öneriyoruz.'],
  ['2', 'TALEP', 'Asfalt yaması', 'Sokağımızdaki çukurlar yağmurda su doluyor; asfalt yaması yapılmasını talep ediyoruz.'],
  ['99', 'TESEKKUR', 'Ekiplerinize teşekkür', 'Dün gece patlayan su borusunu bir saatte onaran ekiplerinize teşekkür ederiz.'],
  ['3', 'SIKAYET', 'Park aydınlatması arızalı', 'Parkın yürüyüş yolundaki lambalar yanmıyor, akşam yürüyüşü yapılamıyor.'],
];

/**
 * Open complaints of generated citizens filed over the last days: most received, some taken,
 * one answered and one closed, with the events and citizen history the back office would write.
 */
async function seedComplaints(db: Db, random: Random, now: Date, clerks: number[]) {
  const senders = await db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['m.oid', 'r.first_name', 'r.last_name', 'r.gsm', 'r.district_code'])
    .where('r.registry_type', '=', 'G')
    .where('r.gsm', 'is not', null)
    .where('r.oid', '>', 20)
    .orderBy('m.oid')
    .limit(40)
    .execute();
  for (const [i, [category, type, subject, description]] of complaintSubjects.entries()) {
    const sender = senders[i * 3]!;
    const created = daysAgo(now, 12 - i, 9 + (i % 7));
    const status = i < 2 ? (i === 0 ? 'closed' : 'answered') : i < 5 ? 'inProgress' : 'received';
    const assigned = status === 'received' ? null : clerks[i % clerks.length]!;
    const contact = `${sender.first_name} ${sender.last_name}`;
    const number = newTrackingNumberWith('ST');
    const answer = status === 'answered' || status === 'closed' ? 'Ekiplerimiz yerinde inceleme yaptı ve sorunu giderdi. Bilgilerinize sunarız.' : null;
    const { oid } = await db
      .insertInto('complaint')
      .values({
        tracking_number: number,
        application_type_code: type,
        category_code: category,
        subject,
        description,
        district_code: sender.district_code,
        street_code: null,
        outer_door_oid: null,
        location_description: null,
        contact_name: contact,
        gsm: sender.gsm!,
        email: null,
        member_user_oid: sender.oid,
        status,
        answer,
        search_text: foldTurkishAscii(`${number} ${subject} ${contact}`),
        created_at: created,
        updated_at: created,
        assigned_member_oid: assigned,
        version: status === 'received' ? 0 : status === 'inProgress' ? 1 : status === 'answered' ? 2 : 3,
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    const history: { status: 'received' | 'inProgress' | 'answered' | 'closed'; note: string; note_en: string; at: Date }[] = [
      {
        status: 'received',
        note: 'Başvurunuz alındı ve ilgili birime iletilecek.',
        note_en: 'Your application was received and will be passed to the unit concerned.',
        at: created,
      },
    ];
    const events: { action: string; from: string; to: string; note: string | null; at: Date }[] = [];
    if (assigned !== null) {
      const at = new Date(created.getTime() + 2 * HOUR);
      history.push({ status: 'inProgress', note: 'Başvurunuz incelemeye alındı.', note_en: 'Your application is being looked into.', at });
      events.push({ action: 'assign', from: 'received', to: 'inProgress', note: null, at });
    }
    if (answer) {
      const at = new Date(created.getTime() + 26 * HOUR);
      history.push({ status: 'answered', note: 'Başvurunuz yanıtlandı.', note_en: 'Your application was answered.', at });
      events.push({ action: 'reply', from: 'inProgress', to: 'answered', note: answer, at });
    }
    if (status === 'closed') {
      const at = new Date(created.getTime() + 50 * HOUR);
      history.push({ status: 'closed', note: 'Başvurunuz sonuçlandırıldı ve kapatıldı.', note_en: 'Your application was concluded and closed.', at });
      events.push({ action: 'move', from: 'answered', to: 'closed', note: null, at });
    }
    await db
      .insertInto('complaint_status_history')
      .values(history.map((h) => ({ complaint_oid: oid, ...h })))
      .execute();
    if (events.length > 0) {
      await db
        .insertInto('backoffice_event')
        .values(
          events.map((e) => ({
            queue: 'complaints' as const,
            item_oid: oid,
            action: e.action,
            from_status: e.from,
            to_status: e.to,
            actor_member_oid: assigned,
            note: e.note,
            at: e.at,
          })),
        )
        .execute();
    }
  }
}

/**
 * Water cancellations of generated subscribers without open water debts, each at another stage:
 * two just received, one with the cut order sent, one cut, and one whose refund FATMA approved
 * and the water clerk can mark paid (four eyes).
 */
async function seedCancellations(db: Db, random: Random, now: Date, admin: number) {
  const subscriptions = await db
    .selectFrom('subscription as s')
    .innerJoin('registry as r', 'r.oid', 's.registry_oid')
    .select(['s.oid', 's.subscriber_no', 's.registry_oid', 's.deposit_amount', 'r.first_name', 'r.last_name', 'r.gsm'])
    .where('s.water_line_status', '=', 1)
    .where('s.subscriber_no', 'not like', '100000%')
    .where('r.registry_type', '=', 'G')
    .where('r.gsm', 'is not', null)
    .where('s.deposit_amount', '>', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('accrual as a').select('a.oid').whereRef('a.subscription_oid', '=', 's.oid').where('a.status', '=', 'open'))))
    .orderBy('s.oid')
    .limit(5)
    .execute();
  const stages = ['received', 'received', 'cutOrdered', 'lineCut', 'refundApproved'] as const;
  // The further a case has gone, the earlier it was filed: its cut (3 days on) and approval (5 days on) lie before today.
  const filedDaysAgo = [3, 2, 5, 8, 12];
  for (const [i, s] of subscriptions.entries()) {
    const stage = stages[i]!;
    const created = daysAgo(now, filedDaysAgo[i]!, 10 + i);
    const cuttingDate = new Date(created.getTime() + 3 * DAY).toISOString().slice(0, 10);
    const deposit = Number(s.deposit_amount);
    const cut = stage === 'lineCut' || stage === 'refundApproved';
    const holder = `${s.first_name} ${s.last_name}`;
    const { oid } = await db
      .insertInto('contract_cancellation')
      .values({
        tracking_number: newTrackingNumberWith('AI'),
        subscription_oid: s.oid,
        registry_oid: s.registry_oid,
        status: 'received',
        water_line_cutting_date: cuttingDate,
        deposit_return_type: 1,
        iban_owner: holder,
        bank_iban_no: makeTurkishIban('00010', `7${String(s.oid).padStart(15, '0')}`),
        bank_branch_oid: null,
        cancellation_reason_code: null,
        address: 'Abone adresi (demo), Antakya/Hatay',
        email: null,
        gsm: s.gsm!,
        deposit_amount: deposit,
        open_debt_total: 0,
        set_off_amount: 0,
        refund_amount: deposit,
        member_user_oid: null,
        created_at: created,
        updated_at: created,
        stage,
        version: { received: 0, cutOrdered: 1, lineCut: 2, refundApproved: 3 }[stage],
        ...(cut ? { final_open_debt_total: 0, final_set_off_amount: 0, final_refund_amount: deposit } : {}),
        ...(stage === 'refundApproved' ? { refund_approved_by: admin, refund_approved_at: new Date(created.getTime() + 5 * DAY) } : {}),
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('subscription')
      .set({ water_line_status: cut ? 3 : 2, ...(cut ? { ended_on: cuttingDate } : {}) })
      .where('oid', '=', s.oid)
      .execute();
    const lines = [{ from_status: 1, to_status: 2, reason: 'Abonelik iptal başvurusu alındı.', changed_at: created }];
    const events: { action: string; from: string; to: string; at: Date }[] = [];
    if (stage !== 'received') {
      const at = new Date(created.getTime() + DAY);
      lines.push({ from_status: 2, to_status: 2, reason: 'Su kesim iş emri saha ekibine gönderildi.', changed_at: at });
      events.push({ action: 'sendCutOrder', from: 'received', to: 'cutOrdered', at });
    }
    if (cut) {
      const at = new Date(created.getTime() + 3 * DAY);
      lines.push({ from_status: 2, to_status: 3, reason: 'Su hattı kesildi.', changed_at: at });
      events.push({ action: 'recordLineCut', from: 'cutOrdered', to: 'lineCut', at });
    }
    if (stage === 'refundApproved') events.push({ action: 'approveRefund', from: 'lineCut', to: 'refundApproved', at: new Date(created.getTime() + 5 * DAY) });
    await db
      .insertInto('water_line_status_history')
      .values(lines.map((l) => ({ subscription_oid: s.oid, cancellation_oid: oid, ...l })))
      .execute();
    if (events.length > 0) {
      await db
        .insertInto('backoffice_event')
        .values(
          events.map((e) => ({
            queue: 'waterCancellations' as const,
            item_oid: oid,
            action: e.action,
            from_status: e.from,
            to_status: e.to,
            actor_member_oid: admin,
            note: null,
            at: e.at,
          })),
        )
        .execute();
    }
  }
}

/** The desk-filed declarations were reviewed at the desk, except the latest few: those wait in the queue. */
async function seedDeclarationReviews(db: Db, admin: number) {
  const waiting = await db.selectFrom('declaration').select('oid').orderBy('filed_at', 'desc').orderBy('oid', 'desc').limit(8).execute();
  const reviewed = await db
    .updateTable('declaration')
    .set({ review_status: 'accepted', version: 1 })
    .where('oid', 'not in', waiting.length ? waiting.map((w) => w.oid) : [-1])
    .returning(['oid', 'filed_at'])
    .execute();
  for (let i = 0; i < reviewed.length; i += 1000) {
    await db
      .insertInto('backoffice_event')
      .values(
        reviewed.slice(i, i + 1000).map((d) => ({
          queue: 'declarations' as const,
          item_oid: d.oid,
          action: 'accept',
          from_status: 'filed',
          to_status: 'accepted',
          actor_member_oid: admin,
          note: 'Vergi dairesi masasında incelendi.',
          at: new Date(new Date(d.filed_at).getTime() + 14 * DAY),
        })),
      )
      .execute();
  }
}

/** The back office's demo: roles, and open items in the queues, anchored on today. */
export async function seedBackOffice(db: Db, random: Random, now: Date): Promise<void> {
  // Staff were given their roles and units the day before: seeded at 09:00 today, the grants would
  // be later than anything an administrator does before nine, and would read as the newest change.
  const dayBefore = new Date(now.getTime() - 86_400_000);
  await seedBackOfficeRoles(db, dayBefore);
  await seedStaffUnits(db, dayBefore);
  const admin = await memberOidOf(db, ADMIN_NATIONAL_ID);
  // The demo's complaints sit at Beyaz Masa, so they are assigned to the clerks who work there (and FATMA, an ADMIN without units).
  const clerks = (
    await db
      .selectFrom('staff_role as sr')
      .leftJoin('staff_unit as su', 'su.member_oid', 'sr.member_oid')
      .select('sr.member_oid')
      .distinct()
      .where('sr.role_code', '=', 'COMPLAINTS_CLERK')
      .where((eb) => eb.or([eb('su.unit_code', 'is', null), eb('su.unit_code', '=', 'BEYAZ_MASA')]))
      .orderBy('sr.member_oid')
      .execute()
  ).map((r) => Number(r.member_oid));
  await seedComplaints(db, random, now, clerks);
  await seedCancellations(db, random, now, admin);
  await seedDeclarationReviews(db, admin);
}
