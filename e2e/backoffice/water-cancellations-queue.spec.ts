import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { act, inbox, latestCode, openFromQueue, refundDemo, shot, signInToBackOffice, signOut } from './back-office-pages';

/** The demo's water clerks (README, demo logins): FATMA approves, EMİNE marks paid. */
const fatma = { id: '64211142102', name: 'FATMA ŞAHİN' };
const emine = { id: '73257708098', name: 'EMİNE KARA' };

test.describe('back office: water cancellations', () => {
  test('a subscriber asks to cancel; one clerk orders the cut, records it and approves the refund, another marks it paid; the subscriber is told', async ({ page, request }) => {
    test.setTimeout(360_000);
    await page.goto('/ContractCancellation');
    await page.getByRole('textbox', { name: 'Abone numarası' }).fill(refundDemo.subscriberNo);
    await page.getByRole('textbox', { name: 'Kayıtlı cep telefonu' }).fill(refundDemo.gsm);
    await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
    await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
    await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(await latestCode(request, refundDemo.gsm));
    await page.getByRole('button', { name: 'Kodu Doğrula' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '2. İptal bilgileri' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Hesap sahibinin adı soyadı' }).fill(refundDemo.owner);
    await page.getByRole('textbox', { name: 'IBAN' }).fill(refundDemo.iban);
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(refundDemo.gsm);
    await page.getByRole('button', { name: 'İptal Başvurusunu Gönder' }).click();
    const done = page.getByRole('status').filter({ hasText: 'İptal başvurunuz alındı' });
    await expect(done).toBeVisible();
    const trackingNumber = /AI-[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}/.exec((await done.textContent()) ?? '')![0];

    // Clerk A: cut order, line cut, refund approved; the four-eyes rule keeps "paid" from her.
    await signInToBackOffice(page, fatma);
    await openFromQueue(page, 'Abonelik İptalleri', trackingNumber);
    await expect(page.getByRole('heading', { level: 1, name: `Abonelik iptali ${trackingNumber}` })).toBeVisible();
    await expect(page.getByText('TR33 0006 1005 1978 6457 8413 26')).toBeVisible();
    await expectPageToBeAccessible(page);
    await act(page, 'Üzerime al');
    await act(page, 'Kesme emri gönder', {});
    await expect(page.getByText('Kesme emri verildi', { exact: true }).first()).toBeVisible();
    // The cut asks the meter's final index (or its status, for an estimate): the final bill is made from it.
    await page.getByRole('button', { name: 'Hat kesildi olarak kaydet', exact: true }).click();
    const cutDialog = page.getByRole('dialog', { name: 'Hat kesildi olarak kaydet' });
    await cutDialog.getByRole('combobox', { name: 'Sayaç durumu' }).selectOption({ label: 'Çalışıyor (son endeks okundu)' });
    await cutDialog.getByRole('spinbutton', { name: 'Son endeks (m³)' }).fill('1500');
    await cutDialog.getByRole('textbox', { name: 'Not (isteğe bağlı)' }).fill('Sayaç söküldü, hat mühürlendi.');
    await shot(page, 'cancellation-cut-dialog');
    await cutDialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(cutDialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'İşlem kaydedildi.' })).toBeVisible();
    await expect(page.getByText('Hat kesildi', { exact: true }).first()).toBeVisible();
    const bill = page.getByRole('table', { name: 'Kesin hesap ve güvence mahsubu' });
    await expect(bill.getByRole('row', { name: /İade edilecek tutar/ })).toContainText('728,30 ₺');
    await act(page, 'İadeyi onayla', {});
    await expect(page.getByText('İade onaylandı', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Bu iadeyi siz onayladınız. Ödendi olarak başka bir çalışan işaretlemelidir (dört göz ilkesi).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'İade ödendi olarak işaretle' })).toHaveCount(0);
    await expectPageToBeAccessible(page);
    await shot(page, 'cancellation-approved');
    await signOut(page);

    // Clerk B marks it paid.
    await signInToBackOffice(page, emine);
    await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link')).toHaveText([
      'Bekleyen İşler',
      'Abonelik İptalleri',
      'Su Başvuruları',
      'Su Aboneleri',
      'Endeks Okuma',
      'Su Tarifeleri',
      'Su Faturalama',
      'Gecikmiş Borçlar',
      'Üye Kaydı',
      'Vatandaş portalına dön',
    ]);
    await openFromQueue(page, 'Abonelik İptalleri', trackingNumber);
    await act(page, 'İade ödendi olarak işaretle', { 'Ödeme referansı (dekont no)': 'EFT-2026-000417' });
    await expect(page.getByText('Tamamlandı', { exact: true }).first()).toBeVisible();
    const trail = page.getByRole('region', { name: 'İade (dört göz)' });
    await expect(trail).toContainText('FATMA ŞAHİN');
    await expect(trail).toContainText('EMİNE KARA');
    await expect(trail).toContainText('EFT-2026-000417');
    await expect(page.getByRole('heading', { name: 'İşlemler' }).locator('..').getByRole('button', { name: 'İade ödendi olarak işaretle' })).toHaveCount(0);
    await expectPageToBeAccessible(page);
    await shot(page, 'cancellation-paid');

    // The subscriber: an SMS, and the application completed in the status lookup.
    expect((await inbox(request, refundDemo.gsm))[0]).toContain(`${trackingNumber} numaralı abonelik iptal başvurunuz sonuçlandı; 728,30 TL güvence bedeli iadeniz ödendi.`);
    await signOut(page);
    await page.goto('/ContractCancellation');
    await page.getByRole('tab', { name: 'Başvuru Sorgula' }).click();
    await page.getByRole('textbox', { name: 'Takip numarası' }).fill(trackingNumber);
    await page.getByRole('textbox', { name: 'Başvurudaki cep telefonu' }).fill(refundDemo.gsm);
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(page.getByRole('heading', { name: `Başvuru ${trackingNumber}` })).toBeVisible();
    // The subscriber reads the clerks' own steps, each with its time.
    const steps = page.getByRole('list', { name: 'Başvurunuzun adımları' });
    await expect(steps.getByRole('listitem')).toHaveCount(5);
    await expect(steps).toContainText('Güvence bedeli iadesi onaylandı');
    await expect(steps.getByRole('listitem').last()).toContainText('Tamamlandı');
    await expectPageToBeAccessible(page);
    await shot(page, 'cancellation-citizen-steps');
  });
});
