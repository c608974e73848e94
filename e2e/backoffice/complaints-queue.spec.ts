import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo, signInScreen } from '../identity/identity-pages';
import { act, inbox, latestCode, openFromQueue, shot, signInToBackOffice, signOut } from './back-office-pages';

const phone = '5324445566';
const answer = 'Arızalı iki aydınlatma direğinin lambaları bugün ekiplerimizce değiştirildi. İlginiz için teşekkür ederiz.';

test.describe.configure({ mode: 'serial' });

test.describe('back office: complaints', () => {
  test('a citizen sends a complaint; a clerk takes it and replies; the citizen sees the reply and gets an SMS', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.goto('/ComplaintsAndRequests');
    await page.getByLabel('Başvuru türü').selectOption({ label: 'Şikayet' });
    await page.getByLabel('Konu kategorisi').selectOption({ label: 'Sokak Aydınlatması' });
    await page.getByRole('textbox', { name: 'Konu', exact: true }).fill('Sokak lambaları yanmıyor');
    await page.getByRole('textbox', { name: 'Açıklama' }).fill('IŞIK Sokak üzerindeki iki aydınlatma direği bir haftadır yanmıyor, akşamları sokak karanlık kalıyor.');
    await page.getByLabel('Mahalle').selectOption({ label: 'İSKENDERİYE' });
    await page.getByLabel('Cadde/Sokak').selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Ad soyad' }).fill('Deniz Yıldız');
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(phone);
    await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
    await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
    await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(await latestCode(request, phone));
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    const done = page.getByRole('alert').filter({ hasText: 'Başvurunuz alındı' });
    await expect(done).toBeVisible();
    const trackingNumber = (await page.getByTestId('tracking-number').textContent())!;
    expect(trackingNumber).toMatch(/^ST-[A-Z0-9]{5}-[A-Z0-9]{5}$/);

    // The complaints clerk: the dashboard, the queue, the item.
    await signInToBackOffice(page, demo.zeynep);
    const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    await expect(menu.getByRole('link')).toHaveText(['Bekleyen İşler', 'Şikayet ve Talepler', 'Üye Kaydı', 'Vatandaş portalına dön']);
    await expect(page.getByRole('listitem', { name: 'Şikayet ve Talepler' })).toContainText('Bekleyen');
    await expectPageToBeAccessible(page);
    await shot(page, 'dashboard');
    await openFromQueue(page, 'Şikayet ve Talepler', trackingNumber);
    await expect(page.getByRole('heading', { level: 1, name: `Şikayet ${trackingNumber}` })).toBeVisible();
    await expect(page.getByText('Alındı', { exact: true }).first()).toBeVisible();
    await expectPageToBeAccessible(page);

    await act(page, 'Üzerime al');
    await expect(page.getByRole('button', { name: 'Üzerime al' })).toHaveCount(0);
    await act(page, 'Vatandaşa yanıt ver', { 'Yanıt (vatandaş takip sorgusunda bu metni görür ve SMS ile bilgilendirilir)': answer });
    await expect(page.getByText('Yanıtlandı', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Süreç geçmişi' })).toContainText('ZEYNEP KAYA');
    await expectPageToBeAccessible(page);
    await shot(page, 'complaint');

    // The citizen's tracking lookup shows the reply, and the SMS says so.
    expect((await inbox(request, phone))[0]).toContain(`${trackingNumber} numaralı başvurunuz yanıtlandı`);
    await page.goto('/ComplaintsAndRequests');
    await page.getByRole('tab', { name: 'Başvuru Sorgula' }).click();
    await page.getByRole('textbox', { name: 'Takip numarası' }).fill(trackingNumber);
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(phone);
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(page.getByText(answer)).toBeVisible();
    await expect(page.getByText('Yanıtlandı', { exact: true }).first()).toBeVisible();
    await expectPageToBeAccessible(page);

    // The administrator finds both SMS by the tracking number and by the phone; the code only as sent.
    await page.goto('/yonetim');
    await signOut(page);
    await signInToBackOffice(page, demo.fatma);
    await page.getByRole('link', { name: 'Bildirimler' }).click();
    const search = page.getByRole('searchbox', { name: 'Telefon, e-posta veya takip numarası' });
    await search.fill(trackingNumber);
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    const messages = page.getByRole('list', { name: 'İletiler' });
    // The filing's SMS and the reply's both name the tracking number.
    await expect(messages.getByRole('listitem')).toHaveCount(2);
    await expect(messages).toContainText(`${trackingNumber} numaralı başvurunuz yanıtlandı`);
    await expect(messages).toContainText(`Takip numaranız ${trackingNumber}`);
    await search.fill(`0${phone}`);
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(messages.getByText('İçerik gizlidir (doğrulama kodu veya şifre).').first()).toBeVisible();
    await expect(messages).toContainText(`${trackingNumber} numaralı başvurunuz yanıtlandı`);
    await expect(page).toHaveURL(/ara=0/);
    await expectPageToBeAccessible(page);
    await shot(page, 'sms-log');
  });

  test('a member with no back-office role is told so', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/session/signin');
    await signInScreen(page).signIn(demo.ahmet.id, demo.password);
    await expect(page.getByRole('button', { name: `Hesap menüsü: ${demo.ahmet.name}` })).toBeVisible();
    await page.goto('/yonetim');
    await expect(page.getByRole('heading', { level: 1, name: 'Bu alana erişim yetkiniz yok' })).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'no-access');
  });
});
