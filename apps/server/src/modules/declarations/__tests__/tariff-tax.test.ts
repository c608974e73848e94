import { describe, expect, it } from 'vitest';
import { holidayCalendarOf } from '../../../reference-data/holiday-calendar';
import { afterPeriodInstalment, singleInstalment, twoInstalments, withHolidayNames } from '../instalments';
import { advertisingTax, entertainmentTax, environmentCleaningTax } from '../tariff-tax';

describe('2464 tariffs', () => {
  it('ÇTV is the annual amount of the group', () => {
    expect(environmentCleaningTax(950_000).taxAmount).toBe(950_000);
  });
  it.each([
    // 525,00 TL/m² × 3,25 m² × 2 yüz × 1 yıl = 3.412,50 TL
    { tariffAmount: 52_500, area: 3.25, sides: 2, periods: 1, tax: 341_250 },
    // 75,00 TL/m²/hafta × 12,5 m² × 1 × 3 hafta = 2.812,50 TL
    { tariffAmount: 7_500, area: 12.5, sides: 1, periods: 3, tax: 281_250 },
    // 262,55 × 1,33 = 349,1915 → 349,19 TL
    { tariffAmount: 26_255, area: 1.33, sides: 1, periods: 1, tax: 34_919 },
  ])('advertising $tariffAmount × $area × $sides × $periods = $tax', ({ tax, ...input }) => {
    expect(advertisingTax(input).taxAmount).toBe(tax);
  });
  it.each([
    // 6.000,00 TL/ay × 3 ay = 18.000,00; no ticket rate
    { placeAmount: 600_000, periods: 3, ticketRatePercent: null, ticketRevenue: 0, tax: 1_800_000 },
    // 400,00 TL/gün × 10 gün = 4.000,00; %10 of 12.345,67 = 1.234,567 → 1.234,57
    { placeAmount: 40_000, periods: 10, ticketRatePercent: 10, ticketRevenue: 1_234_567, tax: 523_457 },
  ])('entertainment $placeAmount × $periods + ticket = $tax', ({ tax, ...input }) => {
    expect(entertainmentTax(input).taxAmount).toBe(tax);
  });
});

// Whole-day holidays of 2026 that the cases below meet (the migration's table, Law 2429).
const holidays = holidayCalendarOf([
  { date: '2026-05-26', name: 'Kurban Bayramı Arifesi', halfDay: true },
  ...['2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30'].map((date) => ({ date, name: 'Kurban Bayramı', halfDay: false })),
  { date: '2026-07-15', name: 'Demokrasi ve Millî Birlik Günü', halfDay: false },
  { date: '2026-10-28', name: 'Cumhuriyet Bayramı Arifesi', halfDay: true },
  { date: '2026-10-29', name: 'Cumhuriyet Bayramı', halfDay: false },
]);
const closed = holidays.deadlineHolidays;

describe('instalments and due dates', () => {
  it('splits a yearly tax into 31 May and 30 November, the odd kuruş first', () => {
    expect(twoInstalments(31_835, 2026, '2026-01-10', closed)).toEqual([
      { instalmentNo: 1, amount: 15_918, dueDate: '2026-06-01', legalDueDate: '2026-05-31', dueReason: 'weekend' }, // 31 May is a Sunday
      { instalmentNo: 2, amount: 15_917, dueDate: '2026-11-30', legalDueDate: '2026-11-30', dueReason: 'legal' },
    ]);
    // 2025 has no holidays loaded: weekends only (31.05 Saturday, 30.11 Sunday).
    expect(twoInstalments(81_480, 2025, '2025-03-01', closed).map((i) => i.dueDate)).toEqual(['2025-06-02', '2025-12-01']);
  });
  it('gives 30 days from filing when a deadline has passed', () => {
    expect(twoInstalments(100, 2026, '2026-07-10', closed).map((i) => i.dueDate)).toEqual(['2026-08-10', '2026-11-30']);
    expect(twoInstalments(100, 2024, '2026-07-10', closed).map((i) => i.dueDate)).toEqual(['2026-08-10', '2026-08-10']);
    // Filed on 23 November: the first instalment (31 May passed) falls after 30 November, so the second waits for it.
    expect(twoInstalments(100, 2026, '2026-11-23', closed).map((i) => i.dueDate)).toEqual(['2026-12-23', '2026-12-23']);
    // Each says why: the legal date had passed when it was filed.
    expect(twoInstalments(100, 2026, '2026-07-10', closed).map((i) => [i.legalDueDate, i.dueReason])).toEqual([
      ['2026-05-31', 'lateFiling'],
      ['2026-11-30', 'legal'],
    ]);
    expect(twoInstalments(100, 2026, '2026-11-23', closed).map((i) => i.dueReason)).toEqual(['lateFiling', 'withEarlier']);
  });
  it('measures "passed" against the moved deadline: filed on Monday 1 June, 31 May’s instalment is due that day', () => {
    expect(twoInstalments(100, 2026, '2026-06-01', closed).map((i) => i.dueDate)).toEqual(['2026-06-01', '2026-11-30']);
    expect(twoInstalments(100, 2026, '2026-06-02', closed).map((i) => i.dueDate)).toEqual(['2026-07-02', '2026-11-30']);
  });
  it('entertainment is due the 15th of the next month; single payments 30 days after filing', () => {
    expect(afterPeriodInstalment(500, '2026-03-31', '2026-01-05', closed)).toEqual([
      { instalmentNo: 1, amount: 500, dueDate: '2026-04-15', legalDueDate: '2026-04-15', dueReason: 'legal' },
    ]);
    expect(afterPeriodInstalment(500, '2026-01-31', '2026-01-05', closed)[0]!.dueDate).toBe('2026-02-16'); // 15 Feb is a Sunday
    expect(singleInstalment(500, '2026-03-01', closed)[0]!.dueDate).toBe('2026-03-31');
  });
  it('moves a due date off an official holiday', () => {
    // June's entertainment tax is due 15 July 2026, Demokrasi ve Millî Birlik Günü (a Wednesday): Thursday 16 July.
    expect(afterPeriodInstalment(500, '2026-06-30', '2026-07-01', closed)[0]!.dueDate).toBe('2026-07-16');
    // Filed 27 April: 30 days is 27 May, Kurban Bayramı 1. Gün; 28–30 May are holidays and 31 May a Sunday: Monday 1 June.
    expect(singleInstalment(500, '2026-04-27', closed)[0]!.dueDate).toBe('2026-06-01');
    // Filed 28 September: 30 days is 28 October, the half day before Cumhuriyet Bayramı: it stays.
    expect(singleInstalment(500, '2026-09-28', closed)[0]!.dueDate).toBe('2026-10-28');
  });
  it('names the holiday a deadline moved over, and tells a weekend from a holiday', () => {
    const [moved] = withHolidayNames(singleInstalment(500, '2026-04-27', closed), holidays);
    expect(moved).toMatchObject({ legalDueDate: '2026-05-27', dueDate: '2026-06-01', dueReason: 'holiday', holidayName: 'Kurban Bayramı' });
    const [july] = withHolidayNames(afterPeriodInstalment(500, '2026-06-30', '2026-07-01', closed), holidays);
    expect(july).toMatchObject({ legalDueDate: '2026-07-15', dueDate: '2026-07-16', dueReason: 'holiday', holidayName: 'Demokrasi ve Millî Birlik Günü' });
    const [weekend] = withHolidayNames(twoInstalments(100, 2026, '2026-01-10', closed), holidays);
    expect(weekend).not.toHaveProperty('holidayName');
    expect(singleInstalment(500, '2026-03-01', closed)[0]).toMatchObject({ dueReason: 'afterFiling' });
  });
});
