import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { shot, signInToBackOffice } from './back-office-pages';

/** The demo's administrator (docs/demo.md): FATMA ŞAHİN. */
const fatma = { id: '64211142102', name: 'FATMA ŞAHİN' };

const districts = ['il_kodu;il_adi;ilce_kodu;ilce_adi;mahalle_kodu;mahalle_adi;koy_mu;koy_kodu', '79;KİLİS;1476;MERKEZ;147601;AKPINAR;H;'];
const badStreets = ['mahalle_kodu;sokak_kodu;sokak_adi;sokak_turu', '147601;4760001;ATATÜRK;PATIKA', '147699;4760009;YENİ;SOKAK'];
const file = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8') });

test.describe('back office: the data import', () => {
  test('an administrator checks a file, and sees every refused row of a bad one with its reason @phone', async ({ page }) => {
    await signInToBackOffice(page, fatma);
    // On a phone the menu is folded away; the address opens the same screen.
    if ((page.viewportSize()?.width ?? 1280) < 900) await page.goto('/yonetim/veri-aktarimi');
    else await page.getByRole('link', { name: 'Veri Aktarımı' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Veri Aktarımı' })).toBeVisible();
    await expectPageToBeAccessible(page);

    await page.getByLabel('Dosya (CSV ya da Excel .xlsx)').setInputFiles(file('mahalleler.csv', districts));
    await page.getByRole('button', { name: 'Yalnız Denetle' }).click();
    await expect(page.getByText(/Dosya denetlendi, hata yok\. Yüklendiğinde: \d+ yeni/)).toBeVisible();
    await shot(page, 'imports-checked');

    await page.getByRole('combobox', { name: 'Aktarım türü' }).click();
    await page.getByRole('option', { name: '2. Cadde / sokak' }).click();
    await page.getByLabel('Dosya (CSV ya da Excel .xlsx)').setInputFiles(file('sokaklar.csv', badStreets));
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByText('Dosyada 2 hata bulundu; hiçbir satır yüklenmedi. Hataları düzeltip dosyayı yeniden yükleyiniz.')).toBeVisible();
    const rows = page.getByRole('region', { name: 'Reddedilen satırlar' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Alan izin verilen değerlerden biri değil.');
    await expect(rows.nth(2)).toContainText('Başvurulan kayıt yok; önce onu içeren dosya yüklenmeli.');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Hata Raporunu İndir (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe('aktarim-hatalari-streets.csv');
    await expectPageToBeAccessible(page);
    await shot(page, 'imports-refused');
  });
});
