import type { APIRequestContext, Page } from '@playwright/test';
import { demo, signInAs } from '../identity/identity-pages';
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
    // A privacy notice, not a consent box (KVKK art. 5/2-ç, art. 10).
    await expect(page.getByText(/^Aydınlatma:/)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /KVKK/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
    await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
    await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(await codeSentTo(request, phone));
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();

    const trackingNumber = await expectReceived(page, phone);
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

  test('an anonymous tip-off asks no name and is found with the phone; an empty required field says it is required', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tipPhone = '5321112244';
    await page.goto('/ComplaintsAndRequests');
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await expect(page.getByText('Konu zorunludur.')).toBeVisible();
    await expect(page.getByText('Açıklama zorunludur.')).toBeVisible();
    await expect(page.getByText('Ad soyad zorunludur.')).toBeVisible();
    await expect(page.getByText('Cep telefonu zorunludur.')).toBeVisible();

    await expect(page.getByRole('checkbox', { name: 'Kimliğimi belirtmeden ihbar etmek istiyorum' })).toHaveCount(0);
    await page.getByLabel('Başvuru türü').selectOption({ label: 'İhbar' });
    await page.getByRole('checkbox', { name: 'Kimliğimi belirtmeden ihbar etmek istiyorum' }).check();
    await expect(page.getByRole('textbox', { name: 'Ad soyad' })).toHaveCount(0);
    await expect(page.getByText(/belediye personeli telefonunuzu göremez/)).toBeVisible();
    await page.getByLabel('Konu kategorisi').selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Konu', exact: true }).fill('Kaçak yapı ihbarı');
    await page.getByRole('textbox', { name: 'Açıklama' }).fill('Mahalledeki boş arsada ruhsatsız bir yapı inşa ediliyor, gece saatlerinde çalışılıyor.');
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(tipPhone);
    await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
    await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
    await expect(page.getByText(/kalan hak: \d/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(await codeSentTo(request, tipPhone));
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    const trackingNumber = await expectReceived(page, tipPhone);

    await page.getByRole('button', { name: 'Durumu Sorgula' }).click();
    await expect(page.getByRole('textbox', { name: 'Takip numarası' })).toHaveValue(trackingNumber);
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(tipPhone);
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(page.getByText('Kaçak yapı ihbarı')).toBeVisible();
  });

  test('a signed-in member finds their name and phone filled in, and sends a phone camera’s 12 MP photo', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, demo.zeynep);
    await page.goto('/ComplaintsAndRequests');
    await expect(page.getByRole('textbox', { name: 'Ad soyad' })).toHaveValue(/ZEYNEP KAYA/i);
    await expect(page.getByRole('textbox', { name: 'Cep telefonu' })).toHaveValue('(533) 765 43 21');
    await expect(page.getByText(/telefon doğrulaması gerekmez/)).toBeVisible();

    const camera = await cameraPhoto(page);
    // Over the 5 MB limit as it comes from the camera: only the browser's scaling lets it through.
    expect(camera.length).toBeGreaterThan(5 * 1024 * 1024);
    await page.getByLabel('Başvuru türü').selectOption({ label: 'Şikayet' });
    await page.getByLabel('Konu kategorisi').selectOption({ label: 'Yol, Kaldırım ve Asfalt' });
    await page.getByRole('textbox', { name: 'Konu', exact: true }).fill('Kaldırımda çökme');
    await page.getByRole('textbox', { name: 'Açıklama' }).fill('Okul önündeki kaldırımda yarım metrelik bir çökme var, çocuklar yola inmek zorunda kalıyor.');
    await page.locator('input[type=file]').setInputFiles({ name: 'IMG_20261129_101500.jpg', mimeType: 'image/jpeg', buffer: camera });
    await expect(page.getByRole('button', { name: 'IMG_20261129_101500.jpg' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await expectReceived(page, demo.zeynep.gsm);
    const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
    const mine = await page.request.post('/api/GetMemberComplaintRequests', { data: { pageIndex: 0, pageSize: 5 }, headers: { authorization: `Bearer ${token}` } });
    const newest = ((await mine.json()) as { items: { subject: string; attachmentCount: number }[] }).items[0]!;
    expect(newest).toMatchObject({ subject: 'Kaldırımda çökme', attachmentCount: 1 });
  });
});

async function codeSentTo(request: APIRequestContext, gsm: string): Promise<string> {
  const inbox = (await (await request.get(`/sim/sms?gsm=${gsm}&format=json`)).json()) as { body: string; typeCode: number }[];
  return /kodunuz: (\d+)/.exec(inbox.find((m) => m.typeCode === 6)!.body)![1]!;
}

/** The received page: the tracking number whole on one line with a copy button, the SMS, and what comes next. */
async function expectReceived(page: Page, gsm: string): Promise<string> {
  await expect(page.getByRole('alert').filter({ hasText: 'Başvurunuz alındı' })).toBeVisible();
  const number = page.getByTestId('tracking-number');
  const trackingNumber = (await number.textContent())!;
  expect(trackingNumber).toMatch(/^ST-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  const box = (await number.boundingBox())!;
  const lineHeight = await number.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(box.height).toBeLessThan(lineHeight * 1.5);
  await expect(page.getByRole('button', { name: 'Kopyala' })).toBeVisible();
  await expect(page.getByText('Bundan sonra ne olacak?')).toBeVisible();
  await expect(page.getByText(/en geç \d{2}\.\d{2}\.\d{4} tarihine kadar yanıtlar/)).toBeVisible();
  const inbox = (await (await page.request.get(`/sim/sms?gsm=${gsm}&format=json`)).json()) as { body: string }[];
  expect(inbox[0]!.body).toContain(`Takip numaranız ${trackingNumber}`);
  return trackingNumber;
}

/** A 4000 × 3000 photo as a phone camera makes it (noise, so JPEG cannot shrink it), made by the browser's own encoder. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(4000, 3000);
    let seed = 7;
    for (let i = 0; i < image.data.length; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      image.data[i] = i % 4 === 3 ? 255 : seed % 256;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}
