import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo, signInAs } from '../identity/identity-pages';
import { cancellationDemo, enterCode, latestCode, newestSms, sendCode, shot } from './water-pages';

test.describe.configure({ mode: 'serial' });

test.describe('water contract cancellation', () => {
  test('a subscriber cancels with an IBAN refund after the SMS code; a wrong code and an invalid IBAN are refused; the application is followed', async ({ page, request }) => {
    await page.goto('/ContractCancellation');
    await expect(page.getByRole('heading', { level: 1, name: 'Abonelik İptali' })).toBeVisible();
    // The demo municipality lets the online application stand alone, and says so before anything is asked.
    await expect(page.getByText('Başvurunuz çevrim içi tamamlanır; belediyeye imzalı dilekçe getirmeniz gerekmez.')).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'cancellation-proof');

    await page.getByRole('textbox', { name: 'Abone numarası' }).fill(cancellationDemo.subscriberNo);
    await page.getByRole('textbox', { name: 'Kayıtlı cep telefonu' }).fill(cancellationDemo.gsm);
    await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
    await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
    await sendCode(page);
    const code = await latestCode(request, cancellationDemo.gsm);

    await enterCode(page, code === '000000' ? '111111' : '000000');
    await expect(page.getByRole('alert').filter({ hasText: 'Doğrulama kodu hatalı.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '2. İptal bilgileri' })).toHaveCount(0);

    await enterCode(page, code);
    await expect(page.getByRole('heading', { level: 2, name: '2. İptal bilgileri' })).toBeVisible();
    // Nothing was stored by the wrong code: the form is open, with no application pending.
    await expect(page.getByText('sonuçlanmamış bir iptal başvurusu')).toHaveCount(0);
    await expect(page.getByText('968,40 ₺')).toBeVisible();
    await expect(page.getByText('728,30 ₺')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Ödenmemiş su borçları' }).getByText('240,10 ₺')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Yazışma adresi' })).toHaveValue('Çay Mah. Zeytin Sok. No:7 İç Kapı:2 Defne/Hatay');
    await expectPageToBeAccessible(page);

    await page.getByRole('textbox', { name: 'Hesap sahibinin adı soyadı' }).fill(cancellationDemo.owner);
    await page.getByRole('textbox', { name: 'IBAN' }).fill('TR330006100519786457841327');
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(cancellationDemo.gsm);
    await page.getByRole('button', { name: 'İptal Başvurusunu Gönder' }).click();
    await expect(page.getByText('Geçerli bir TR IBAN numarası giriniz (TR ile başlayan 26 karakter).')).toBeVisible();
    await shot(page, 'cancellation-form');

    await page.getByRole('textbox', { name: 'IBAN' }).fill('TR330006100519786457841326');
    await expect(page.getByRole('textbox', { name: 'IBAN' })).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    await page.getByRole('button', { name: 'İptal Başvurusunu Gönder' }).click();
    const done = page.getByRole('status').filter({ hasText: 'İptal başvurunuz alındı' });
    await expect(done).toBeVisible();
    const trackingNumber = /AI-[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}/.exec((await done.textContent()) ?? '')![0];
    await expect(page.getByText('Kesme Talebi Gönderildi').first()).toBeVisible();
    expect(await newestSms(request, cancellationDemo.gsm)).toContain(`Takip no: ${trackingNumber}`);
    await expectPageToBeAccessible(page);
    await shot(page, 'cancellation-done');

    await page.getByRole('tab', { name: 'Başvuru Sorgula' }).click();
    await expect(page.getByRole('textbox', { name: 'Takip numarası' })).toHaveValue(trackingNumber);
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(page.getByRole('heading', { name: `Başvuru ${trackingNumber}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Su hattı durumu geçmişi' }).getByText(/Kesme Talebi Gönderildi/)).toBeVisible();
    await expect(page.getByText('TR** **** **** **** **** 8413 26')).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'cancellation-follow');
  });

  test('a second application for the same subscription is refused with a clear message', async ({ page }) => {
    await signInAs(page, demo.zeynep);
    await page.goto('/ContractCancellation');
    await page.getByRole('combobox', { name: 'Aboneliğiniz' }).click();
    await page.getByRole('option', { name: new RegExp(`^${cancellationDemo.subscriberNo} `) }).click();
    // Signed in, the member is already identified: no phone, no SMS code.
    await expect(page.getByRole('button', { name: 'Doğrulama Kodu Gönder' })).toHaveCount(0);
    await shot(page, 'cancellation-member-start');
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /takip numaralı, sonuçlanmamış bir iptal başvurusu var/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'İptal Başvurusunu Gönder' })).toHaveCount(0);
    await expectPageToBeAccessible(page);
    await shot(page, 'cancellation-second');

    await page.getByRole('tab', { name: 'Başvurularım' }).click();
    await expect(page.getByRole('heading', { name: /^Başvuru AI-/ })).toHaveCount(1);
    await expectPageToBeAccessible(page);
  });

  test('a member sees the open water debts and past payments of their subscriptions', async ({ page }) => {
    await signInAs(page, demo.zeynep);
    await page.goto('/WaterDebts');
    await expect(page.getByRole('heading', { level: 1, name: 'Su Borçlarım' })).toBeVisible();
    const second = page.getByRole('region', { name: `Abone no ${cancellationDemo.subscriberNo}` });
    await expect(second.getByRole('table', { name: 'Ödenmemiş borçlar' }).getByText('240,10 ₺').first()).toBeVisible();
    await expect(second.getByRole('table', { name: 'Geçmiş ödemeler' }).getByText('968,40 ₺')).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'water-debts');
  });

  test('the cancellation screen at phone width @phone', async ({ page }) => {
    await page.goto('/ContractCancellation');
    await expect(page.getByRole('heading', { level: 1, name: 'Abonelik İptali' })).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'cancellation-proof');
    await signInAs(page, demo.zeynep);
    await page.goto('/WaterDebts');
    await expect(page.getByRole('heading', { level: 1, name: 'Su Borçlarım' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Ödenmemiş borçlar' }).first()).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'water-debts');
  });
});
