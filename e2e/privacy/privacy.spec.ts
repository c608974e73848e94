import { expect, test } from '../support/fixtures';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { readPdf } from '../support/pdf-text';
import { demo, signInAs } from '../identity/identity-pages';
import { signInToBackOffice, signOut } from '../backoffice/back-office-pages';
import { fillBasket, openDebtOids, payOnBank, registryOidOf } from '../payment/payment-pages';
import { ahmetEmail, expectNoSidewaysScroll, mailInbox, shot } from './privacy-pages';

test.describe('notifications, e-mail and my data (issue 20)', () => {
  test.describe(() => {
    // Pays AHMET's oldest debt: no other file's test may pay or total his debts meanwhile.
    test.use({ moneyOf: ['ahmet'] });

    test('a member opts in to e-mailed receipts, pays a debt, and the receipt mail with its PDF is in the inbox; its unsubscribe link works once, a forged one changes nothing', async ({
      page,
      request,
    }) => {
      await signInAs(page, demo.ahmet);
      await page.goto('/NotificationPreferences');
      await expect(page.getByRole('heading', { level: 1, name: 'Bildirim Tercihlerim' })).toBeVisible();
      const receipts = page.getByRole('group', { name: 'Ödeme makbuzları' });
      await receipts.getByRole('checkbox', { name: 'E-posta' }).check();
      await page.getByRole('button', { name: 'Tercihlerimi Kaydet' }).click();
      await expect(page.getByRole('status')).toHaveText('Bildirim tercihleriniz kaydedildi.');
      await expect(receipts.getByText(/^Son değişiklik: /)).toBeVisible();
      await expectPageToBeAccessible(page);
      await shot(page, 'preferences');

      const before = (await mailInbox(request, ahmetEmail)).length;
      const registryOid = await registryOidOf(page);
      await fillBasket(page, registryOid, await openDebtOids(page, registryOid, 1));
      await page.goto('/ziraat-banka');
      await page.getByRole('button', { name: 'Banka Ödeme Sayfasına Git' }).click();
      await payOnBank(page, { hosted: true });
      await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();

      await expect.poll(async () => (await mailInbox(request, ahmetEmail)).length).toBe(before + 1);
      const [mail] = await mailInbox(request, ahmetEmail);
      expect(mail!.subject).toMatch(/ödeme makbuzunuz/);
      expect(mail!.text).toContain('ödemeniz alınmıştır');
      expect(mail!.html).toContain('abonelikten çıkın');
      expect(mail!.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', fileName: expect.stringMatching(/^makbuz-.*\.pdf$/) })]);
      const pdf = await request.get(mail!.attachments[0]!.url);
      const { text } = await readPdf(await pdf.body());
      expect(text).toContain('TAHSİLAT MAKBUZU');
      // E-mail leaves the municipality: the attached receipt masks the payer like the public copy.
      expect(text).toContain('100******46');

      // The simulator's inbox page shows it too, with the attachment to open.
      await page.goto(`/sim/mail?to=${ahmetEmail}`);
      await expect(page.getByRole('heading', { level: 2, name: mail!.subject }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: mail!.attachments[0]!.fileName }).first()).toBeVisible();

      const link = /https?:\/\/\S+\/Unsubscribe\?token=\S+/.exec(mail!.text)![0];
      const address = new URL(link);
      const token = address.searchParams.get('token')!;
      const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      await page.goto(`/Unsubscribe?token=${encodeURIComponent(forged)}`);
      await expect(page.getByRole('alert')).toContainText('geçersiz');
      await page.goto('/NotificationPreferences');
      await expect(page.getByRole('group', { name: 'Ödeme makbuzları' }).getByRole('checkbox', { name: 'E-posta' })).toBeChecked();

      await page.goto(`${address.pathname}${address.search}`);
      await expect(page.getByText('Artık E-posta ile “Ödeme makbuzları” bildirimi almayacaksınız.', { exact: false })).toBeVisible();
      await expectPageToBeAccessible(page);
      await shot(page, 'unsubscribed');
      await page.goto(`${address.pathname}${address.search}`);
      await expect(page.getByRole('alert')).toContainText('daha önce kullanılmış');
      await page.goto('/NotificationPreferences');
      await expect(page.getByRole('group', { name: 'Ödeme makbuzları' }).getByRole('checkbox', { name: 'E-posta' })).not.toBeChecked();
    });
  });

  test('a clerk opens the member in the back office and the member’s access log shows it', async ({ page }) => {
    const reason = `Telefonla başvuru ${Date.now()}`;
    await signInToBackOffice(page, demo.fatma);
    await page.getByRole('link', { name: 'Üye Kaydı' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Üye Kaydı' })).toBeVisible();
    await page.getByLabel(/T.C. kimlik \/ vergi no/).fill(demo.ahmet.id);
    await page.getByLabel(/Gerekçe/).fill(reason);
    await page.getByRole('button', { name: 'Kaydı Aç' }).click();
    await expect(page.getByText('Bu açılış vatandaşın erişim kaydına yazıldı.')).toBeVisible();
    await expect(page.getByText(ahmetEmail)).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'member-record');
    await page.getByRole('link', { name: 'Bildirimler' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'notifications');
    await signOut(page);

    await signInAs(page, demo.ahmet);
    await page.goto('/MyPersonalData');
    await expect(page.getByRole('heading', { level: 1, name: 'Kişisel Verilerim' })).toBeVisible();
    const log = page.getByRole('table', { name: 'Kaydıma erişen belediye çalışanları' });
    const row = log.getByRole('row').filter({ hasText: reason });
    await expect(row).toContainText('Sistem yöneticisi /');
    await expect(row).toContainText('Vatandaş kaydı');
    await expect(log).not.toContainText('ŞAHİN');
    await expect(page.getByRole('table', { name: 'Hesabıma girişler' }).getByRole('row').nth(1)).toContainText('Bilgisayar');
    await expect(page.getByText('T.C. kimlik no')).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'my-data');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'JSON olarak indir' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const json = JSON.parse(await readFile(file!, 'utf8')) as { identity: { nationalId: string }; accessLog: { staffAccesses: { reason: string }[] } };
    expect(json.identity.nationalId).toBe(demo.ahmet.id);
    expect(json.accessLog.staffAccesses.map((a) => a.reason)).toContain(reason);
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF olarak indir' }).click();
    expect((await pdfDownload).suggestedFilename()).toBe('kisisel-verilerim.pdf');
  });

  test('every page’s footer links the privacy notice and the accessibility statement', async ({ page }) => {
    await page.goto('/anasayfa');
    await page.getByRole('contentinfo').getByRole('link', { name: 'KVKK Aydınlatma Metni' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kişisel Verilerin Korunması Aydınlatma Metni' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('Veri sorumlusu');
    await expect(page.getByRole('article')).toContainText('11. madde');
    await expectPageToBeAccessible(page);
    await shot(page, 'privacy-notice');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Erişilebilirlik Beyanı' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Erişilebilirlik Beyanı' })).toBeVisible();
    await expectPageToBeAccessible(page);
    await page.goto('/session/signin');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toBeVisible();
    await expectPageToBeAccessible(page);
  });

  test('on a phone, my data, the preferences and the notice read without sideways scrolling @phone', async ({ page }) => {
    await signInAs(page, demo.ahmet);
    for (const [path, title] of [
      ['/MyPersonalData', 'Kişisel Verilerim'],
      ['/NotificationPreferences', 'Bildirim Tercihlerim'],
      ['/PrivacyNotice', 'Kişisel Verilerin Korunması Aydınlatma Metni'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectPageToBeAccessible(page);
      await shot(page, path.slice(1));
    }
  });
});
