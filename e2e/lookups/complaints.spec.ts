import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';

// A 1×1 PNG: the photo the citizen attaches.
const photo = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const phone = '5321112233';

test.describe('complaints and requests', () => {
  test('an anonymous complaint with a photo is sent and its status looked up', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto('/ComplaintsAndRequests');
    await expect(page.getByRole('heading', { level: 1, name: 'Şikayet ve Talepler' })).toBeVisible();
    await expectPageToBeAccessible(page);

    await page.getByLabel('Başvuru türü').selectOption({ label: 'Şikayet' });
    await page.getByLabel('Konu kategorisi').selectOption({ label: 'Sokak Aydınlatması' });
    await page.getByRole('textbox', { name: 'Konu', exact: true }).fill('Sokak lambaları yanmıyor');
    await page.getByRole('textbox', { name: 'Açıklama' }).fill('IŞIK Sokak üzerindeki iki aydınlatma direği bir haftadır yanmıyor, akşamları sokak karanlık kalıyor.');
    await page.getByLabel('Mahalle').selectOption({ label: 'İSKENDERİYE' });
    await page.getByLabel('Cadde/Sokak').selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Ad soyad' }).fill('Deniz Yıldız');
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(phone);
    await expect(page.getByRole('textbox', { name: 'Cep telefonu' })).toHaveValue('(532) 111 22 33');
    await page.locator('input[type=file]').setInputFiles({ name: 'lamba.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('button', { name: 'lamba.png' })).toBeVisible();
    await page.getByRole('checkbox', { name: /KVKK/ }).check();

    await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
    await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
    await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
    const inbox = (await (await request.get(`/sim/sms?gsm=${phone}&format=json`)).json()) as { body: string }[];
    const code = /kodunuz: (\d+)/.exec(inbox[0]!.body)![1]!;
    await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(code);
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();

    const done = page.getByRole('alert').filter({ hasText: 'Başvurunuz alındı' });
    await expect(done).toBeVisible();
    const trackingNumber = /ST-[A-Z0-9]{5}-[A-Z0-9]{5}/.exec((await done.textContent())!)![0];
    await expectPageToBeAccessible(page);

    await page.getByRole('tab', { name: 'Başvuru Sorgula' }).click();
    await expect(page.getByRole('textbox', { name: 'Takip numarası' })).toHaveValue(trackingNumber);
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill('5329999999');
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(page.getByRole('alert')).toHaveText('Takip numarası ve cep telefonu ile eşleşen bir başvuru bulunamadı.');
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(phone);
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(page.getByText('Sokak lambaları yanmıyor')).toBeVisible();
    await expect(page.getByText('Alındı', { exact: true })).toBeVisible();
    await expect(page.getByText('Sokak Aydınlatması')).toBeVisible();
    await expectPageToBeAccessible(page);
  });
});
