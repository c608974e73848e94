import type { ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import type * as csvModule from '../../../lib/csv';
import BackOfficeArea from '../back-office-area';

const downloads = vi.hoisted(() => [] as { fileName: string; text: string }[]);
vi.mock('../../../lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof csvModule>()),
  downloadText: (fileName: string, text: string) => void downloads.push({ fileName, text }),
}));

const admin: ResponseOf<'GetMyBackOfficeRoles'> = { userOid: 3, name: 'FATMA ŞAHİN', isAdmin: true, roles: [], queues: [], unitCodes: [] };
const area = [{ path: '/yonetim/*', element: <BackOfficeArea /> }];
const base: ResponseOf<'RunBackOfficeImport'> = {
  kind: 'estates',
  format: 'csv',
  encoding: 'windows-1254',
  rows: 3,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  loaded: false,
  dryRun: true,
  rejections: [],
  rejectionCount: 0,
};

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '64211142102', memberName: 'FATMA', memberSurname: 'ŞAHİN' }, Registry: { Oid: 3 }, representedRegistries: [] });
});

const chooseFile = async () => {
  const file = new File(['tasinmaz_no;sicil_no;tasinmaz_turu\r\n'], 'tasinmazlar.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText('Dosya (CSV ya da Excel .xlsx)'), file);
};
const pick = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the data import screen', () => {
  it('is in an ADMIN’s menu; checks a file, then loads it, with the counts', async () => {
    const calls = stubApi({
      GetMyBackOfficeRoles: () => admin,
      GetBackOfficeDashboard: () => ({ queues: [] }),
      RunBackOfficeImport: (body) =>
        (body as { dryRun: boolean }).dryRun ? { ...base, inserted: 2, unchanged: 1 } : { ...base, dryRun: false, loaded: true, inserted: 2, unchanged: 1 },
    });
    renderApp(area, '/yonetim');
    await userEvent.click(await screen.findByRole('link', { name: 'Veri Aktarımı' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Veri Aktarımı' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yalnız Denetle' }));
    expect(await screen.findByText('Lütfen bir dosya seçiniz.')).toBeInTheDocument();

    await pick('Aktarım türü', '6. Taşınmaz');
    await pick('Karakter kodlaması (CSV)', 'Windows-1254 (Türkçe)');
    await chooseFile();
    expect(screen.getByText('tasinmazlar.csv')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yalnız Denetle' }));
    expect(await screen.findByText(/Dosya denetlendi, hata yok. Yüklendiğinde: 2 yeni, 0 güncellenen, 1 değişmeyen kayıt./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText(/Dosya yüklendi: 2 yeni, 0 güncellenen, 1 değişmeyen kayıt./)).toBeInTheDocument();
    const runs = calls.filter((c) => c.name === 'RunBackOfficeImport').map((c) => c.body);
    expect(runs).toEqual([
      expect.objectContaining({ kind: 'estates', fileName: 'tasinmazlar.csv', encoding: 'windows-1254', dryRun: true, contentBase64: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) }),
      expect.objectContaining({ kind: 'estates', dryRun: false }),
    ]);
  });

  it('lists every refused row with its line, field and Turkish reason, and downloads them as a report', async () => {
    const refused = {
      ...base,
      dryRun: false,
      rejectionCount: 2,
      rejections: [
        { line: 2, field: 'adres_kodu', code: 'REQUIRED', reason: 'Zorunlu alan boş.', value: '' },
        { line: 3, field: 'hisse_pay', code: 'BAD_SHARE', reason: 'Hisse payı paydasından büyük olamaz.', value: '3/2' },
      ],
    };
    stubApi({ GetMyBackOfficeRoles: () => admin, RunBackOfficeImport: () => refused });
    renderApp(area, '/yonetim/veri-aktarimi');
    await screen.findByRole('heading', { level: 1, name: 'Veri Aktarımı' });
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText('Dosyada 2 hata bulundu; hiçbir satır yüklenmedi. Hataları düzeltip dosyayı yeniden yükleyiniz.')).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Reddedilen satırlar' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['SatırAlanNedenDeğer', '2adres_koduZorunlu alan boş.', '3hisse_payHisse payı paydasından büyük olamaz.3/2']);
    await userEvent.click(screen.getByRole('button', { name: 'Hata Raporunu İndir (CSV)' }));
    expect(downloads).toEqual([
      {
        fileName: 'aktarim-hatalari-estates.csv',
        text: '\uFEFFSatır;Alan;Kod;Neden;Değer\r\n2;adres_kodu;REQUIRED;Zorunlu alan boş.;\r\n3;hisse_pay;BAD_SHARE;Hisse payı paydasından büyük olamaz.;3/2\r\n',
      },
    ]);
  });

  it('is not in the menu of a clerk who is not an ADMIN', async () => {
    stubApi({ GetMyBackOfficeRoles: () => ({ ...admin, isAdmin: false, roles: ['COMPLAINTS_CLERK'], queues: ['complaints'] }), GetBackOfficeDashboard: () => ({ queues: [] }) });
    renderApp(area, '/yonetim');
    expect(await screen.findByRole('link', { name: 'Bekleyen İşler' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Veri Aktarımı' })).not.toBeInTheDocument();
  });
});
