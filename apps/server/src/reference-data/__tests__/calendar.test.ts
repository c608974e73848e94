import { describe, expect, it } from 'vitest';
import { addDays, isWorkingDay, nextWorkingDay } from '../calendar';
import { holidayCalendarOf, holidayCoverageNote, missingReligiousHolidayYears } from '../holiday-calendar';

// A part of the 2026–2027 official holidays as the migration loads them (Law 2429).
const calendar = holidayCalendarOf([
  { date: '2026-03-19', name: 'Ramazan Bayramı Arifesi', halfDay: true }, // Thursday
  { date: '2026-03-20', name: 'Ramazan Bayramı 1. Gün', halfDay: false }, // Friday
  { date: '2026-03-21', name: 'Ramazan Bayramı 2. Gün', halfDay: false }, // Saturday
  { date: '2026-03-22', name: 'Ramazan Bayramı 3. Gün', halfDay: false }, // Sunday
  { date: '2026-07-15', name: 'Demokrasi ve Millî Birlik Günü', halfDay: false }, // Wednesday
  { date: '2026-10-28', name: 'Cumhuriyet Bayramı Arifesi', halfDay: true }, // Wednesday
  { date: '2026-10-29', name: 'Cumhuriyet Bayramı', halfDay: false }, // Thursday
  { date: '2027-01-01', name: 'Yılbaşı', halfDay: false }, // Friday
]);
const deadlines = calendar.deadlineHolidays;

describe('nextWorkingDay: a deadline on a non-working day moves to the next working day (VUK art. 18)', () => {
  it.each([
    ['a working day stays', '2026-11-30', '2026-11-30'], // Monday
    ['a Saturday moves to Monday', '2026-11-28', '2026-11-30'],
    ['a Sunday moves to Monday', '2026-05-31', '2026-06-01'],
    ['a weekday holiday moves to the next day', '2026-07-15', '2026-07-16'],
    ['a holiday followed by a weekend moves past both', '2026-03-20', '2026-03-23'], // Fri–Sun all closed
    ['a weekend day that is also a holiday moves to Monday', '2026-03-21', '2026-03-23'],
    ['the last day of the year, a Thursday, stays', '2026-12-31', '2026-12-31'],
    ['New Year on a Friday moves over the weekend into January', '2027-01-01', '2027-01-04'],
    ['a half day stays: offices are open in the morning', '2026-10-28', '2026-10-28'],
    ['the half day before Ramazan Bayramı stays', '2026-03-19', '2026-03-19'],
    ['the holiday after a half day moves', '2026-10-29', '2026-10-30'],
    ['a year without loaded holidays knows weekends only', '2028-05-20', '2028-05-22'], // Saturday
    ['a fixed-date holiday of a year without rows moves (1 January 2031, a Wednesday)', '2031-01-01', '2031-01-02'],
    ['29 October of any year moves (2030, a Tuesday)', '2030-10-29', '2030-10-30'],
    ['19 May of a far year moves over the weekend (2034, a Friday)', '2034-05-19', '2034-05-22'],
    ['28 October of any year is a half day and stays (2030, a Monday)', '2030-10-28', '2030-10-28'],
  ])('%s: %s → %s', (_, date, expected) => {
    expect(nextWorkingDay(date, deadlines)).toBe(expected);
  });

  it('skips half days too for work a field crew cannot finish in a morning', () => {
    expect(nextWorkingDay('2026-10-28', calendar.fieldWorkHolidays)).toBe('2026-10-30');
    expect(nextWorkingDay('2026-03-19', calendar.fieldWorkHolidays)).toBe('2026-03-23');
  });
});

describe('isWorkingDay', () => {
  it.each([
    ['2026-11-24', true], // Tuesday
    ['2026-11-28', false], // Saturday
    ['2026-11-29', false], // Sunday
    ['2026-10-29', false], // Cumhuriyet Bayramı
    ['2026-10-28', true], // half day
  ])('%s → %s', (date, expected) => {
    expect(isWorkingDay(date, deadlines)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-12-20', 30, '2027-01-19'], // over the year end
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'], // leap year
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('holidayCalendarOf', () => {
  it('keeps half days out of the deadline set and in the field-work set, and knows its years', () => {
    expect(deadlines.has('2026-10-28')).toBe(false);
    expect(deadlines.has('2026-10-29')).toBe(true);
    expect(calendar.fieldWorkHolidays.has('2026-10-28')).toBe(true);
    expect([...calendar.years]).toEqual([2026]);
  });

  it('knows the seven fixed-date holidays of Law 2429 in every year, table or not', () => {
    for (const year of [2026, 2028, 2040, 2101]) {
      for (const monthDay of ['01-01', '04-23', '05-01', '05-19', '07-15', '08-30', '10-29']) expect(deadlines.has(`${year}-${monthDay}`)).toBe(true);
      expect(deadlines.has(`${year}-10-28`)).toBe(false);
      expect(calendar.fieldWorkHolidays.has(`${year}-10-28`)).toBe(true);
      expect(deadlines.has(`${year}-06-15`)).toBe(false);
    }
    expect(calendar.holidayOn('2029-07-15')?.name).toBe('Demokrasi ve Millî Birlik Günü');
    expect(calendar.holidaysBetween('2029-04-20', '2029-05-20').map((h) => h.date)).toEqual(['2029-04-23', '2029-05-01', '2029-05-19']);
  });

  it('prefers a table row on a fixed date, and counts a year as loaded only by its religious holidays', () => {
    const both = holidayCalendarOf([
      { date: '2027-03-09', name: 'Ramazan Bayramı 1. Gün', halfDay: false },
      { date: '2027-05-19', name: 'Kurban Bayramı 4. Gün; Atatürk’ü Anma, Gençlik ve Spor Bayramı', halfDay: false },
      { date: '2028-01-01', name: 'Yılbaşı', halfDay: false },
    ]);
    expect(both.holidayOn('2027-05-19')?.name).toBe('Kurban Bayramı 4. Gün; Atatürk’ü Anma, Gençlik ve Spor Bayramı');
    expect([...both.years]).toEqual([2027]);
  });
});

describe('missingReligiousHolidayYears', () => {
  it('names this year and the next when their religious holidays are not loaded', () => {
    expect(missingReligiousHolidayYears(calendar, '2026-11-24')).toEqual([2027]);
    expect(missingReligiousHolidayYears(calendar, '2025-03-01')).toEqual([2025]);
    expect(missingReligiousHolidayYears(holidayCalendarOf([]), '2027-06-01')).toEqual([2027, 2028]);
  });
});

describe('holidayCoverageNote', () => {
  it('says nothing while every due date lies in a year with its religious holidays', () => {
    expect(holidayCoverageNote(['2026-06-01', '2026-11-30'], calendar)).toBeNull();
  });
  it('names the years whose religious holidays are not loaded', () => {
    expect(holidayCoverageNote(['2026-12-31', '2028-02-29'], calendar)).toBe(
      '2028 yılının dinî bayram tarihleri henüz tanımlı değildir; bu yıla düşen son ödeme tarihleri hafta sonları ve sabit tarihli resmî tatiller dikkate alınarak belirlenmiştir.',
    );
    expect(holidayCoverageNote(['2026-12-31', '2029-01-01', '2028-02-29', '2028-04-28'], calendar)).toBe(
      '2028 ve 2029 yıllarının dinî bayram tarihleri henüz tanımlı değildir; bu yıllara düşen son ödeme tarihleri hafta sonları ve sabit tarihli resmî tatiller dikkate alınarak belirlenmiştir.',
    );
  });
});
