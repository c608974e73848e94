import { expect, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/expect-accessible';

/** A small real PDF: the supporting document the citizen attaches. */
export const documentPdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

export const shots = process.env.E2E_SHOTS_DIR;

/** A declaration screen as the citizen uses it. */
export const declarationScreen = (page: Page) => ({
  async address(outerDoor: string, innerDoor?: string) {
    await page.getByLabel('Mahalle').selectOption({ label: 'AKASYA' });
    await page.getByLabel('Cadde/Sokak').selectOption({ label: 'GÜL SOKAK' });
    await page.getByLabel('Dış kapı no').selectOption({ label: outerDoor });
    if (innerDoor) await page.getByLabel(/^İç kapı/).selectOption({ label: innerDoor });
  },
  async building(floorArea: string) {
    await this.address('1/A', '2');
    await page.getByLabel('Kullanım türü').selectOption({ label: 'Konut' });
    await page.getByLabel('Yapı tarzı').selectOption({ label: 'Betonarme karkas' });
    await page.getByLabel('Yapı sınıfı').selectOption({ label: 'İkinci sınıf' });
    await page.getByLabel('Yapım yılı').fill('2012');
    await page.getByLabel('Brüt alan (m²)').fill(floorArea);
  },
  async attach(documentName: string) {
    await page.getByLabel('Belge adı').fill(documentName);
    await page.locator('#Declaration_UploadList input[type=file]').setInputFiles({ name: 'belge.pdf', mimeType: 'application/pdf', buffer: documentPdf });
    await expect(page.locator('#Declaration_TempFileList').getByText(documentName)).toBeVisible();
  },
  /** Computes, checks the tax is shown, confirms; answers the shown yearly tax. */
  async calculateAndFile(instalments: number, shot?: string) {
    await page.getByRole('button', { name: 'Vergiyi Hesapla' }).click();
    const amount = page.getByTestId('tax-amount');
    await expect(amount).toHaveText(/^[\d.]+,\d{2} ₺$/);
    const tax = (await amount.textContent())!;
    await expect(page.getByRole('heading', { name: 'Hesaplanan vergi' })).toBeVisible();
    await expectPageToBeAccessible(page);
    if (shots && shot) await page.screenshot({ path: `${shots}/${shot}-preview.png`, fullPage: true });
    await page.getByRole('button', { name: 'Onayla ve Beyannameyi Gönder' }).click();
    const done = page.getByRole('alert').filter({ hasText: 'Beyannameniz alındı' });
    await expect(done).toContainText(`${instalments} taksit borçlarınıza eklendi`);
    await expect(page.locator('#Declaration_TempFileList')).toContainText('Henüz belge eklenmedi.');
    return { tax, declarationNo: /[A-Z]{3}-\d{4}-\d{7}/.exec((await done.textContent())!)![0] };
  },
});
