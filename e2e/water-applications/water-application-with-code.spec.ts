import type { APIRequestContext, Page } from '@playwright/test';
import { openFromQueue, signInToBackOffice, signOut } from '../backoffice/back-office-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { applicationCard, attach, shot } from './water-applications-pages';

/** A subscriber without an e-Belediye account, whom no other spec reads (seed: subscription 2000014). */
const citizen = { id: '86119615434', gsm: '5422288160', subscriberNo: '2000014' };

/** The demo's water clerk (README, demo logins). */
const emine = { id: '73257708098', name: 'EMİNE KARA' };

/** From the side menu's 'Su İşlemleri' entry to the ID + phone + SMS code step of one type. */
async function startWithCode(page: Page, typeName: string) {
  await page.goto('/anasayfa');
  await page.getByRole('button', { name: 'Menüyü aç veya kapat' }).click();
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  await menu.getByRole('button', { name: /Su İşlemleri/ }).click();
  const entry = menu.getByRole('link', { name: 'Üye Olmadan Başvuru' });
  await expect(entry).toBeVisible();
  await shot(page, 'with-code-menu');
  // On a phone the drawer still animates while the group opens: a tap that lands mid-move is taken
  // again, until the page it opens is there (once seen on a busy CI run).
  const heading = page.getByRole('heading', { level: 1, name: 'Giriş Yapmadan Su Başvurusu' });
  await expect(async () => {
    if (!(await heading.isVisible())) await entry.click({ timeout: 2_000 });
    await expect(heading).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // Only the types whose rule allows the SMS path are offered.
  await expect(page.getByRole('article', { name: 'Yeni Abonelik' })).toHaveCount(0);
  await page.getByRole('article', { name: typeName }).getByRole('button', { name: 'Başvur' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${typeName} başvurusu: kimlik doğrulama` })).toBeVisible();
}

const smsCode = async (request: APIRequestContext) => {
  const inbox = (await (await request.get(`/sim/sms?gsm=${citizen.gsm}&format=json`)).json()) as { body: string }[];
  return /kodunuz: (\d+)/.exec(inbox[0]!.body)![1]!;
};

async function proveWithCode(page: Page, request: APIRequestContext) {
  await page.getByRole('textbox', { name: 'T.C. Kimlik No' }).fill(citizen.id);
  await page.getByRole('textbox', { name: 'Kayıtlı cep telefonu' }).fill(citizen.gsm);
  await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
  await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
  await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(await smsCode(request));
  await page.getByRole('button', { name: 'Doğrula ve Forma Geç' }).click();
}

async function fileAndTrack(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  const filed = page.getByTestId('water-filed');
  await expect(filed).toBeVisible();
  const trackingNumber = /SB-[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}/.exec((await filed.textContent()) ?? '')![0];
  await expectPageToBeAccessible(page);
  await shot(page, 'with-code-filed');
  return trackingNumber;
}

/** The water clerk asks for the authorisation letter in the back office. */
async function clerkAsksForAuthorisation(page: Page, trackingNumber: string) {
  await signInToBackOffice(page, emine);
  await openFromQueue(page, 'Su Başvuruları', trackingNumber);
  await page.getByRole('button', { name: 'Eksik belge iste', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Eksik belge iste' });
  await dialog.getByRole('checkbox', { name: /Vekâletname/ }).check();
  await dialog.getByRole('textbox', { name: 'Not' }).fill('Başvuru başkası adına yapılmış.');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'İşlem kaydedildi.' })).toBeVisible();
  await signOut(page);
}

/** Without an account: the lookup, a code to the phone on the application, then only the requested document. */
async function addMissingDocumentWithCode(page: Page, request: APIRequestContext, trackingNumber: string) {
  await page.goto('/WaterApplicationStatus');
  await page.getByRole('textbox', { name: 'Takip numarası' }).fill(trackingNumber);
  await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(citizen.gsm);
  await page.getByRole('button', { name: 'Sorgula' }).click();
  const card = applicationCard(page, trackingNumber);
  await expect(card.getByTestId('water-application-status')).toHaveText('Eksik belge');
  await expect(card.getByText(/Su işleri birimi şu belgeleri istedi: Vekâletname/)).toBeVisible();
  await expectPageToBeAccessible(page);
  await shot(page, 'documents-code');
  await card.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
  await expect(card.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
  await card.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
  await expect(card.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
  await card.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(await smsCode(request));
  await card.getByRole('button', { name: 'Doğrula ve Belgeleri Ekle' }).click();
  // Only the requested kind is offered.
  await expect(card.getByTestId(/^document-/)).toHaveCount(1);
  await attach(page, 'authorisation', 'vekaletname.png');
  await expectPageToBeAccessible(page);
  await shot(page, 'documents-upload');
  await card.getByRole('button', { name: 'Belgeleri gönder' }).click();
  await expect(card.getByTestId('water-application-status')).toHaveText('Başvuru alındı');
  await expect(card.getByText(/Eksik belgeler eklendi/)).toBeVisible();
  await expectPageToBeAccessible(page);
  await shot(page, 'documents-added');
}

test.describe('water applications without signing in', () => {
  test('a citizen who is not signed in files an invoice and meter appeal with the SMS code and follows it by tracking number', async ({ page, request }) => {
    test.setTimeout(240_000);
    await startWithCode(page, 'Fatura ve Sayaç İtirazı');
    await expectPageToBeAccessible(page);
    await shot(page, 'with-code-identity');
    await proveWithCode(page, request);
    await expect(page.getByRole('heading', { level: 2, name: 'Fatura ve Sayaç İtirazı başvurusu' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Aboneliğiniz' }).selectOption({ index: 1 });
    await expect(page.getByRole('combobox', { name: 'Aboneliğiniz' })).toContainText(citizen.subscriberNo);
    await page.getByRole('spinbutton', { name: /endeks/i }).fill('1234');
    await page.getByRole('textbox', { name: /Açıklama/ }).fill('Son faturadaki tüketim sayaçtaki endeksle uyuşmuyor.');
    await attach(page, 'invoiceCopy', 'fatura.png');
    await attach(page, 'meterPhoto', 'sayac.png');
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(citizen.gsm);
    await expectPageToBeAccessible(page);
    await shot(page, 'with-code-form');
    const trackingNumber = await fileAndTrack(page);

    await page.getByTestId('water-filed').getByRole('link', { name: 'Başvurunuzu izleyin' }).click();
    await page.getByRole('textbox', { name: 'Takip numarası' }).fill(trackingNumber);
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(citizen.gsm);
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(applicationCard(page, trackingNumber).getByTestId('water-application-status')).toHaveText('Başvuru alındı');

    await clerkAsksForAuthorisation(page, trackingNumber);
    await addMissingDocumentWithCode(page, request, trackingNumber);
  });

  test('the SMS-code steps, the form and a missing document at phone width @phone', async ({ page, request }) => {
    test.setTimeout(240_000);
    await startWithCode(page, 'Sayaç Değişimi');
    await expectPageToBeAccessible(page);
    await shot(page, 'with-code-identity');
    await proveWithCode(page, request);
    await expect(page.getByRole('heading', { level: 2, name: 'Sayaç Değişimi başvurusu' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Aboneliğiniz' })).toContainText(citizen.subscriberNo);
    await page.getByRole('combobox', { name: 'Aboneliğiniz' }).selectOption({ index: 1 });
    await page.getByRole('spinbutton', { name: /endeks/i }).fill('4321');
    await page.getByRole('textbox', { name: /Açıklama/ }).fill('Sayacın camı kırık, endeks okunmuyor.');
    await attach(page, 'meterPhoto', 'sayac.png');
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(citizen.gsm);
    await expectPageToBeAccessible(page);
    await shot(page, 'with-code-form');
    const trackingNumber = await fileAndTrack(page);
    await clerkAsksForAuthorisation(page, trackingNumber);
    await addMissingDocumentWithCode(page, request, trackingNumber);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
