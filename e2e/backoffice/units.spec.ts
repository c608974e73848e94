import type { APIRequestContext, Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo } from '../identity/identity-pages';
import { act, inbox, latestCode, openFromQueue, shot, signInToBackOffice, signOut } from './back-office-pages';

/** The demo's Parks complaints clerk (README, demo logins): his inbox is Park ve Bahçeler's. */
const parksClerk = { id: '91476970430', name: 'HASAN ŞİMŞEK' };
const answer = 'Parktaki kırık bank ekiplerimizce bugün onarıldı ve yeniden kullanıma açıldı. Teşekkür ederiz.';

test.describe.configure({ mode: 'serial' });

/** A complaint in Sokak Aydınlatması arrives at Fen İşleri, one of ZEYNEP's units. */
async function fileComplaint(page: Page, request: APIRequestContext, phone: string) {
  await page.goto('/ComplaintsAndRequests');
  await page.getByLabel('Başvuru türü').selectOption({ label: 'Şikayet' });
  await page.getByLabel('Konu kategorisi').selectOption({ label: 'Sokak Aydınlatması' });
  await page.getByRole('textbox', { name: 'Konu', exact: true }).fill('Parktaki bank kırık');
  await page.getByRole('textbox', { name: 'Açıklama' }).fill('Mahalle parkındaki bank kırılmış, oturanlar için tehlikeli; lamba direğinin hemen yanında.');
  await page.getByLabel('Mahalle').selectOption({ label: 'İSKENDERİYE' });
  await page.getByRole('textbox', { name: 'Ad soyad' }).fill('Deniz Yıldız');
  await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(phone);
  await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
  await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
  await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(await latestCode(request, phone));
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Başvurunuz alındı' })).toBeVisible();
  return (await page.getByTestId('tracking-number').textContent())!;
}

async function forwardAndAnswer(page: Page, request: APIRequestContext, phone: string, name: string) {
  const trackingNumber = await fileComplaint(page, request, phone);

  // ZEYNEP's list opens on her units, and the complaint is there: she forwards it to Parks.
  await signInToBackOffice(page, demo.zeynep);
  await openFromQueue(page, 'Şikayet ve Talepler', trackingNumber);
  await page.getByRole('button', { name: 'Başka birime yönlendir', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Başka birime yönlendir' });
  await dialog.getByLabel('Birim').selectOption({ label: 'Park ve Bahçeler Müdürlüğü' });
  await dialog.getByRole('textbox', { name: 'Not' }).fill('Bank onarımı park bahçelerin işi.');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'İşlem kaydedildi.' })).toBeVisible();
  await expectPageToBeAccessible(page);
  await shot(page, `${name}-forwarded`);
  // The receiving clerk's SMS names the tracking number only.
  expect(await inbox(request, '5460152348')).toContain(`${trackingNumber} numaralı başvuru biriminizin gelen kutusuna yönlendirildi.`);
  await signOut(page);

  // The citizen reads where it went, truthfully (the lookup shows each step's latest line).
  await lookUp(page, trackingNumber, phone);
  await expect(page.getByText('Başvurunuz Park ve Bahçeler Müdürlüğü birimine yönlendirildi; birimin gelen kutusuna alındı.')).toBeVisible();
  await expectPageToBeAccessible(page);

  // The Parks clerk finds it in his unit's inbox, takes it and answers.
  await signInToBackOffice(page, parksClerk);
  await page.goto('/yonetim/sikayetler');
  await expect(page.getByRole('link', { name: trackingNumber })).toBeVisible();
  await shot(page, `${name}-inbox`);
  await openFromQueue(page, 'Şikayet ve Talepler', trackingNumber);
  await act(page, 'Üzerime al');
  await act(page, 'Vatandaşa yanıt ver', { 'Yanıt (vatandaş takip sorgusunda bu metni görür ve SMS ile bilgilendirilir)': answer });
  await expect(page.getByText('Yanıtlandı', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Süreç geçmişi' })).toContainText(parksClerk.name);
  await expectPageToBeAccessible(page);
  await shot(page, `${name}-answered`);

  await lookUp(page, trackingNumber, phone);
  await expect(page.getByText(answer)).toBeVisible();
}

async function lookUp(page: Page, trackingNumber: string, phone: string) {
  await page.goto('/ComplaintsAndRequests');
  await page.getByRole('tab', { name: 'Başvuru Sorgula' }).click();
  await page.getByRole('textbox', { name: 'Takip numarası' }).fill(trackingNumber);
  await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(phone);
  await page.getByRole('button', { name: 'Sorgula' }).click();
}

test.describe('back office: units and their inboxes', () => {
  test('a complaint forwarded to another unit is answered there by that unit’s clerk', async ({ page, request }) => {
    test.setTimeout(240_000);
    await forwardAndAnswer(page, request, '5324447788', 'units');
  });

  test('the same on a phone @phone', async ({ page, request }) => {
    test.setTimeout(240_000);
    await forwardAndAnswer(page, request, '5324447799', 'units-phone');
  });
});
