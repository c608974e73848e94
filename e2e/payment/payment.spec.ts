import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { demo, signInAs } from '../identity/identity-pages';
import { fillBasket, openDebtOids, payOnBank, registryOidOf } from './payment-pages';
import { screenshot } from '../support/screenshots';

const windows = [
  { path: '/ziraat-banka', title: 'Ziraat Bankası ile Ödeme', hosted: true },
  { path: '/payment-is-bank', title: 'İş Bankası ile Ödeme', hosted: true },
  { path: '/payment-other-banks', title: 'Diğer Banka Kartları ile Ödeme', hosted: true },
  { path: '/vakif-banka', title: 'VakıfBank ile Ödeme', hosted: false },
] as const;

async function openWindow(page: Page, path: string, title: string, count: number) {
  const registryOid = await registryOidOf(page);
  const oids = await openDebtOids(page, registryOid, count);
  await fillBasket(page, registryOid, oids);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('payment-total')).toContainText('₺');
  await expect(page.getByRole('table', { name: 'Ödenecek borçlar' }).getByRole('row')).toHaveCount(count + 1);
  return { registryOid, oids };
}

async function startPayment(page: Page, hosted: boolean, card = '4111111111111111') {
  if (hosted) {
    await page.getByRole('button', { name: 'Banka Ödeme Sayfasına Git' }).click();
    return;
  }
  await page.getByLabel(/Kart numarası/).fill(card);
  await expect(page.getByText(/Kart tipi: (VISA|MASTER)/)).toBeVisible();
  await page.getByRole('combobox', { name: /Son kullanma ayı/ }).click();
  await page.getByRole('option', { name: '12' }).click();
  await page.getByRole('combobox', { name: /Son kullanma yılı/ }).click();
  await page.getByRole('option', { name: String(new Date().getFullYear() + 3) }).click();
  await page.getByLabel(/Güvenlik kodu/).fill('123');
  await page.getByRole('button', { name: '3-D Secure ile Öde' }).click();
}

// Pays these demo accounts' debts or reads their totals: no other file's test may pay them meanwhile.
test.use({ moneyOf: ['ahmet', 'zeynep'] });

test.describe('online card payment', () => {
  for (const window of windows) {
    test(`pays two debts through ${window.path} and gets the receipt`, async ({ page }) => {
      await signInAs(page, demo.ahmet);
      const { registryOid, oids } = await openWindow(page, window.path, window.title, 2);
      await expectPageToBeAccessible(page);
      await startPayment(page, window.hosted);
      await payOnBank(page, { hosted: window.hosted });
      await expect(page).toHaveURL(/\/success-operation\?orderNumber=EB/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
      await expect(page.getByText('4111 11** **** 1111')).toBeVisible();
      await expectPageToBeAccessible(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Makbuzu İndir (PDF)' }).click();
      expect((await download).suggestedFilename()).toMatch(/^makbuz-.*\.pdf$/);
      // The debts are paid now: none of them is open any more.
      const stillOpen = await openDebtOids(page, registryOid, 400);
      expect(stillOpen.filter((oid) => oids.includes(oid))).toEqual([]);
    });
  }

  test('a declined card ends on the failed page and the debts stay open', async ({ page }) => {
    await signInAs(page, demo.zeynep);
    const { registryOid, oids } = await openWindow(page, '/ziraat-banka', 'Ziraat Bankası ile Ödeme', 1);
    await startPayment(page, true);
    await payOnBank(page, { hosted: true, card: '4000000000000002' });
    await expect(page).toHaveURL(/\/failed-operation\?orderNumber=EB/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme tamamlanamadı' })).toBeVisible();
    await expect(page.getByText('Yetersiz bakiye.')).toBeVisible();
    await expectPageToBeAccessible(page);
    expect(await openDebtOids(page, registryOid, 400)).toEqual(expect.arrayContaining(oids));
  });

  test('an abandoned 3-D page collects nothing and the debts stay open', async ({ page }) => {
    await signInAs(page, demo.zeynep);
    const { registryOid, oids } = await openWindow(page, '/payment-is-bank', 'İş Bankası ile Ödeme', 1);
    await startPayment(page, true);
    await payOnBank(page, { hosted: true, decision: 'abandon' });
    await expect(page.getByRole('heading', { name: 'Ödeme sayfası terk edildi' })).toBeVisible();
    // The payer comes back later: the result page asks the bank and settles the order.
    const { orderNumber } = await page.evaluate(() => JSON.parse(sessionStorage.getItem('paymentOrder') ?? '{}') as { orderNumber: string });
    await page.goto(`/failed-operation?orderNumber=${orderNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme tamamlanamadı' })).toBeVisible();
    await expectPageToBeAccessible(page);
    expect(await openDebtOids(page, registryOid, 400)).toEqual(expect.arrayContaining(oids));
  });

  test('a bank page closed half-way does not lock the debts: the payer gives it up and pays them again at once', async ({ page, context }) => {
    await signInAs(page, demo.zeynep);
    const { registryOid, oids } = await openWindow(page, '/ziraat-banka', 'Ziraat Bankası ile Ödeme', 1);
    await startPayment(page, true);
    // The card is typed on the bank's page, then the 3-D step is left open and the window closed.
    await expect(page.getByRole('heading', { name: /Güvenli Ödeme/ })).toBeVisible();
    await page.getByLabel('Kart numarası').fill('4111111111111111');
    await page.getByLabel('Ay (AA)').fill('12');
    await page.getByLabel('Yıl (YY)').fill('30');
    await page.getByLabel('Güvenlik kodu').fill('123');
    await page.getByRole('button', { name: 'Öde' }).click();
    await expect(page.getByRole('heading', { name: /3-D Secure doğrulama/ })).toBeVisible();
    await page.close();

    const started = Date.now();
    const again = await context.newPage();
    await signInAs(again, demo.zeynep);
    await fillBasket(again, registryOid, oids);
    await again.goto('/ziraat-banka');
    const box = again.getByTestId('open-attempt');
    await expect(box).toContainText('Bu borçlar için yarım kalmış bir ödeme var');
    // The order's own 30-minute limit, not "a few minutes".
    await expect(box).toContainText(/yaklaşık (29|30) dakika sonra/);
    await expectPageToBeAccessible(again);
    await screenshot(again, 'payment-open-attempt');
    await box.getByRole('button', { name: 'Bu Ödemeden Vazgeç' }).click();
    await startPayment(again, true);
    await payOnBank(again, { hosted: true });
    await expect(again.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    expect(Date.now() - started).toBeLessThan(60_000);
    expect((await openDebtOids(again, registryOid, 400)).filter((oid) => oids.includes(oid))).toEqual([]);
  });

  test('a result page without an order never says the card was not charged, and shows how to check', async ({ page }) => {
    await signInAs(page, demo.ahmet);
    await openWindow(page, '/ziraat-banka', 'Ziraat Bankası ile Ödeme', 1);
    await startPayment(page, true);
    await payOnBank(page, { hosted: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    await expect(page.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';

    // A lost redirect: the address carries no order.
    for (const address of ['/success-operation', '/failed-operation']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: 'Ödemenizin sonucunu buradan göremiyoruz' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/çekim yapılmadı|ödenmemiş olarak|tamamlanamadı/);
      await expect(page.getByRole('main').getByRole('link', { name: 'Makbuz Doğrulama' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Borç Sorgulama' })).toBeVisible();
      await expectPageToBeAccessible(page);
    }
    await page.getByRole('button', { name: 'Durumu Sorgula' }).click();
    await expect(page.getByText('Sipariş numarası zorunludur.')).toBeVisible();
    await page.getByLabel(/Sipariş numarası/).fill(orderNumber.toLowerCase());
    await page.getByRole('button', { name: 'Durumu Sorgula' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
  });

  test('an empty basket shows a clear message with a way back @phone', async ({ page }) => {
    await page.goto('/vakif-banka');
    await expect(page.getByRole('heading', { name: 'Ödenecek borç seçilmedi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anasayfa' })).toBeVisible();
    await expectPageToBeAccessible(page);
  });
});
