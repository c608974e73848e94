import type { Page } from '@playwright/test';
import { act, inbox, openFromQueue, signInToBackOffice, signOut } from '../backoffice/back-office-pages';
import { demo, signInAs } from '../identity/identity-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { actWithFields, applicationCard, attach, payFees, shot, signOutCitizen, startApplication, submitApplication } from './water-applications-pages';

/** The demo's water clerk (README, demo logins). */
const emine = { id: '73257708098', name: 'EMİNE KARA' };
/**
 * The subscription taken over: BARIŞ ATEŞ's meter with one unpaid bill, which no other spec
 * reads. The door of the new subscription, AKASYA / GÜL SOKAK 5, has no meter in the demo.
 */
const takenOver = { subscriberNo: '2000010' };
const newDoor = { district: 'AKASYA', street: 'GÜL SOKAK', outer: '5', inner: '1' };

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

// Pays application fees, which are these accounts' debts until paid: no other file's test may pay or total them meanwhile.
test.use({ moneyOf: ['ahmet', 'zeynep'] });

test.describe('water applications', () => {
  test('a citizen applies for a new subscription with documents, pays the fees, a water clerk approves and mounts the meter, and the citizen sees the subscription and its deposit', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await signInAs(page, demo.ahmet);
    await startApplication(page, 'Yeni Abonelik');
    await expectPageToBeAccessible(page);
    await expect(page.getByTestId('water-fees')).toContainText('Ücretler abone türü seçildiğinde gösterilir.');
    await choose(page, 'Abone türü', 'Gerçek Kişi (G)');
    await expect(page.getByTestId('water-fees')).toContainText('Toplam: 1.418,40 ₺');
    await choose(page, 'Mahalle', newDoor.district);
    await choose(page, 'Cadde / Sokak', newDoor.street);
    await choose(page, 'Dış kapı no', newDoor.outer);
    await choose(page, 'İç kapı no', newDoor.inner);
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(demo.ahmet.gsm);

    // Without the title deed the form names what is missing and nothing is sent.
    await attach(page, 'identity', 'kimlik.png');
    await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Şu belgeleri ekleyiniz: Tapu senedi veya kira sözleşmesi.' })).toBeVisible();
    await attach(page, 'titleDeedOrLease', 'tapu.png');
    await expectPageToBeAccessible(page);
    await shot(page, 'new-subscription-form');
    const trackingNumber = await submitApplication(page);
    const card = applicationCard(page, trackingNumber);
    await expect(card.getByTestId('water-application-status')).toHaveText('Ödeme bekleniyor');
    await expectPageToBeAccessible(page);
    await shot(page, 'awaiting-payment');
    await payFees(page, trackingNumber, '1.418,40 ₺');
    await signOutCitizen(page, demo.ahmet.name);

    // The water clerk approves and records the mounted meter.
    await signInToBackOffice(page, emine);
    await openFromQueue(page, 'Su Başvuruları', trackingNumber);
    await expect(page.getByRole('heading', { level: 1, name: `Su başvurusu ${trackingNumber}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Belgeler' })).toContainText('tapu.png');
    await expectPageToBeAccessible(page);
    await act(page, 'Başvuruyu onayla', {});
    await actWithFields(page, 'Sayaç takıldı olarak kaydet', { textboxes: { 'Sayaç numarası': 'SY-E2E-0417' }, numbers: { 'İlk endeks (m³)': '0' } });
    await expect(page.getByText('Abonelik aktif', { exact: true }).first()).toBeVisible();
    const facts = page.getByRole('region', { name: 'Başvuru bilgileri' });
    const subscriberNo = /Verilen abone no\s*(\d{7})/.exec((await facts.textContent()) ?? '')![1]!;
    await expectPageToBeAccessible(page);
    await shot(page, 'back-office-active');
    expect((await inbox(request, demo.ahmet.gsm))[0]).toContain(`Abone no: ${subscriberNo}`);
    await signOut(page);

    // The citizen sees the active subscription, and its deposit among the water payments.
    await signInAs(page, demo.ahmet);
    await page.goto('/WaterApplications');
    await expect(applicationCard(page, trackingNumber).getByTestId('water-application-status')).toHaveText('Abonelik aktif');
    await page.goto('/WaterDebts');
    const subscription = page.getByRole('region', { name: `Abone no ${subscriberNo}` });
    await expect(subscription.getByRole('table', { name: 'Geçmiş ödemeler' }).getByText('968,40 ₺')).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'water-debts');
  });

  test("an assignment moves a subscription to its new holder; the old holder's debt stays with the old holder @phone", async ({ page }) => {
    test.setTimeout(300_000);
    await signInAs(page, demo.zeynep);
    await startApplication(page, 'Devir');
    await choose(page, 'Abone türü', 'Gerçek Kişi (G)');
    await page.getByRole('textbox', { name: 'Devralınacak aboneliğin abone numarası' }).fill(takenOver.subscriberNo);
    await page.getByRole('spinbutton', { name: 'Sayaç endeksi (m³)' }).fill('1520');
    await attach(page, 'titleDeedOrLease', 'kira.png');
    await attach(page, 'identity', 'kimlik.png');
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(demo.zeynep.gsm);
    await expect(page.getByTestId('water-fees')).toContainText('Toplam: 968,40 ₺');
    await expectPageToBeAccessible(page);
    await shot(page, 'assignment-form');
    const trackingNumber = await submitApplication(page);
    await payFees(page, trackingNumber, '968,40 ₺');
    await shot(page, 'assignment-received');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await signOutCitizen(page, demo.zeynep.name);

    await signInToBackOffice(page, emine);
    await openFromQueue(page, 'Su Başvuruları', trackingNumber);
    await act(page, 'Başvuruyu onayla', { 'Not (isteğe bağlı)': 'Kira sözleşmesi uygun.' });
    await expect(page.getByText('Abonelik aktif', { exact: true }).first()).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'assignment-approved');
    await signOut(page);

    // The new holder has the subscription, without the old holder's unpaid bill.
    await signInAs(page, demo.zeynep);
    await page.goto('/WaterDebts');
    const subscription = page.getByRole('region', { name: `Abone no ${takenOver.subscriberNo}` });
    await expect(subscription).toBeVisible();
    await expect(subscription.getByTestId('water-debt')).toHaveCount(0);
    await expect(subscription.getByRole('table', { name: 'Geçmiş ödemeler' }).getByText('968,40 ₺')).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'assignment-water-debts');
  });

  test('an application is followed by tracking number and phone without signing in', async ({ page }) => {
    await page.goto('/WaterApplicationStatus');
    await expect(page.getByRole('heading', { level: 1, name: 'Su Başvurusu Sorgulama' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Takip numarası' }).fill('SB-22222-22222');
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(demo.ahmet.gsm);
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(page.getByRole('alert')).toContainText('Takip numarası ve cep telefonu ile eşleşen bir su başvurusu bulunamadı.');
    await expectPageToBeAccessible(page);
    await shot(page, 'status-lookup');
  });
});
