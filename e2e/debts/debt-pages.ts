import { formatMoney, formatTurkishDate } from '@ebelediye/contract';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { nextWorkingDay } from '../../apps/server/src/reference-data/calendar';
import { holidayCalendarOf } from '../../apps/server/src/reference-data/holiday-calendar';
import { computeDelayFine } from '../../apps/server/src/ledger/delay-fine';
import { demoDay } from '../support/demo-dates';
import { expectPageToBeAccessible } from '../support/expect-accessible';

/**
 * Fast payment's proof (KVKK 2022/388): ID number and the registered phone, the human
 * check, then the SMS code read from the simulator's inbox. Ends with the payable debts shown.
 */
export async function proveFastPayment(page: Page, request: APIRequestContext, person: { id: string; gsm: string }) {
  await page.goto('/FastPayment');
  await expect(page.getByRole('heading', { level: 1, name: 'Hızlı Ödeme' })).toBeVisible();
  await expectPageToBeAccessible(page);
  await page.getByRole('textbox', { name: 'T.C. Kimlik / Vergi No' }).fill(person.id);
  await page.getByRole('textbox', { name: 'Kayıtlı cep telefonu' }).fill(person.gsm);
  await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
  await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
  await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
  const inbox = (await (await request.get(`/sim/sms?gsm=${person.gsm}&format=json`)).json()) as { body: string }[];
  const code = /kodunuz: (\d+)/.exec(inbox[0]!.body)![1]!;
  await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(code);
  await page.getByRole('button', { name: 'Doğrula ve Borçları Göster' }).click();
  await expect(page.getByTestId('debt-line').first()).toBeVisible();
}

/** The monthly delay-fine rates in force since 2024 (migration 2026-11-23T01-00-ledger): the oracle of the fine below. */
const ratesSince2024 = [
  { effectiveFrom: '2024-05-21', monthlyRateBp: 450 },
  { effectiveFrom: '2025-11-13', monthlyRateBp: 370 },
];

/**
 * AHMET's administrative fine (seed/ledger.ts): 3.124,00 TL due on the story's 14.04.2025,
 * with its delay fine as of the story's 15.12.2026, both in the demo's years. Seeded on
 * 23.11.2026: 7 months at 4.5 %, 13 at 3.7 % and 1 day at 0.001234 → 2.490,56 TL.
 */
export function demoAdministrativeFine() {
  const principal = 312_400;
  const due = nextWorkingDay(demoDay.date('2025-04-14'), holidayCalendarOf([]).deadlineHolidays);
  const asOf = demoDay.date('2026-12-15');
  const fine = computeDelayFine(principal, due, asOf, ratesSince2024).amount;
  return { due: formatTurkishDate(due), asOf: formatTurkishDate(asOf), principal: formatMoney(principal), fine: formatMoney(fine), total: formatMoney(principal + fine) };
}
