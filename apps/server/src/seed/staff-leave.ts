import { addDays, nextWorkingDay, type HolidayDates } from '../reference-data/calendar';
import { holidayCalendar } from '../reference-data/holiday-calendar';
import type { Db } from '../db/kysely';
import { insertInChunks } from './batch-insert';
import type { DemoCalendar } from './demo-calendar';
import type { Random } from './random';
import { leaveEnd, pad2 } from './staff-dates';
import { leaveKinds } from './staff-data';
import type { PayrollEmployee } from './staff-payroll';

type Status = 'approved' | 'pending' | 'rejected' | 'cancelled';
interface Leave {
  kind: string;
  start: string;
  days: number;
  status: Status;
  description: string;
}

/**
 * FATMA ŞAHİN's leave (docs/demo.md), in the story's dates (`demo-calendar.ts`): 30 days a year; 2025
 * leaves 10 unused days that carry into 2026. A leave of the story that would end after the
 * demo's today is not written (no leave dated after today).
 */
const fatma: Leave[] = [
  { kind: 'YILLIK', start: '2025-04-14', days: 5, status: 'approved', description: 'Yıllık izin' },
  { kind: 'YILLIK', start: '2025-08-04', days: 10, status: 'approved', description: 'Yaz tatili' },
  { kind: 'YILLIK', start: '2025-12-22', days: 5, status: 'approved', description: 'Yıl sonu izni' },
  { kind: 'YILLIK', start: '2026-02-09', days: 5, status: 'approved', description: 'Yıllık izin' },
  { kind: 'HASTALIK', start: '2026-03-02', days: 3, status: 'approved', description: 'Hekim raporu' },
  { kind: 'MAZERET', start: '2026-05-18', days: 2, status: 'approved', description: 'Ailevi mazeret' },
  { kind: 'YILLIK', start: '2026-07-13', days: 10, status: 'approved', description: 'Yaz tatili' },
  { kind: 'YILLIK', start: '2026-09-07', days: 5, status: 'rejected', description: 'Bütçe dönemi yoğunluğu nedeniyle uygun görülmedi' },
];

const zeynep: Leave[] = [
  { kind: 'YILLIK', start: '2025-06-02', days: 5, status: 'approved', description: 'Yıllık izin' },
  { kind: 'YILLIK', start: '2025-09-15', days: 5, status: 'approved', description: 'Yıllık izin' },
  { kind: 'EVLILIK', start: '2025-10-04', days: 3, status: 'approved', description: 'Evlilik' },
  { kind: 'YILLIK', start: '2026-04-06', days: 5, status: 'approved', description: 'Yıllık izin' },
  { kind: 'YILLIK', start: '2026-08-17', days: 5, status: 'approved', description: 'Yaz tatili' },
];

function generated(random: Random, calendar: DemoCalendar, e: PayrollEmployee, holidays: HolidayDates): Leave[] {
  const leaves: Leave[] = [];
  for (const year of [2025, 2026].map((story) => calendar.yearOf(story))) {
    for (const month of [3, 7, 10]) {
      if (random.chance(0.3)) continue;
      // A generated leave starts on a working day.
      const start = nextWorkingDay(`${year}-${pad2(month + random.int(0, 1))}-${pad2(random.int(1, 20))}`, holidays);
      const status: Status = random.pick(['approved', 'approved', 'approved', 'approved', 'rejected', 'cancelled'] as const);
      leaves.push({ kind: 'YILLIK', start, days: random.int(2, 6), status, description: 'Yıllık izin' });
    }
    if (random.chance(0.3))
      leaves.push({
        kind: 'HASTALIK',
        start: `${year}-${pad2(random.int(1, 10))}-${pad2(random.int(1, 25))}`,
        days: random.int(1, 5),
        status: 'approved',
        description: 'Hekim raporu',
      });
  }
  return leaves.filter((l) => l.start >= e.startedOn && (!e.endedOn || l.start <= e.endedOn));
}

export async function seedLeaveApplications(db: Db, random: Random, calendar: DemoCalendar, employees: readonly PayrollEmployee[]): Promise<void> {
  const { deadlineHolidays: holidays } = await holidayCalendar(db);
  const kinds = new Map((await db.selectFrom('leave_kind').select(['oid', 'code']).execute()).map((k) => [k.code, k.oid]));
  const basis = new Map(leaveKinds.map((k) => [k.code, k.day_basis]));
  // A leave counted in working days starts on one, on whatever weekday its story date falls this year.
  const story = (leaves: Leave[]) =>
    leaves.map((leave) => {
      const start = calendar.date(leave.start);
      return { ...leave, start: basis.get(leave.kind) === 'working' ? nextWorkingDay(start, holidays) : start };
    });
  const rows = employees
    .flatMap((e, i) =>
      (i === 0 ? story(fatma) : i === 1 ? story(zeynep) : generated(random, calendar, e, holidays)).map((leave) => ({
        employee_oid: e.oid,
        leave_kind_oid: kinds.get(leave.kind)!,
        applied_on: addDays(leave.start, -14),
        starts_on: leave.start,
        ends_on: leaveEnd(leave.start, leave.days, basis.get(leave.kind)!, holidays),
        day_count: leave.days,
        status: leave.status,
        description: leave.description,
      })),
    )
    .filter((leave) => calendar.isPast(leave.ends_on));
  rows.sort((a, b) => a.applied_on.localeCompare(b.applied_on) || a.employee_oid - b.employee_oid);
  const counters = new Map<string, number>();
  // In chunks: at the employee cap (scale 100 and up) one statement would pass PostgreSQL's bind-parameter limit.
  await insertInChunks(
    db,
    'leave_application',
    rows.map((row) => {
      const year = row.applied_on.slice(0, 4);
      const n = (counters.get(year) ?? 0) + 1;
      counters.set(year, n);
      return { ...row, application_no: `İZN-${year}-${String(n).padStart(5, '0')}` };
    }),
  );
}
