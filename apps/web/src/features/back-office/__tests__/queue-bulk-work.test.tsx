import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import BackOfficeArea from '../back-office-area';

const downloads = vi.hoisted(() => [] as { fileName: string; text: string }[]);
vi.mock('../../../lib/csv', async (original) => ({ ...(await original<object>()), downloadText: (fileName: string, text: string) => downloads.push({ fileName, text }) }));

const clerk: ResponseOf<'GetMyBackOfficeRoles'> = { userOid: 7, name: 'ZEYNEP KAYA', isAdmin: false, roles: ['COMPLAINTS_CLERK'], queues: ['complaints'], unitCodes: [] };
const lookups: ResponseOf<'GetBackOfficeLookups'> = { units: [], complaintCategories: [], districts: [], colleagues: [] };
type Item = ResponseOf<'GetBackOfficeComplaints'>['items'][number];
const item = (oid: number, change: Partial<Item> = {}): Item => ({
  complaintOid: oid,
  trackingNumber: `ST-AAAAA-${String(oid).padStart(5, '0')}`,
  subject: `Konu ${oid}`,
  categoryName: 'Sokak Aydınlatması',
  districtName: 'Merkez',
  contactName: 'Deniz Yıldız',
  status: 'received',
  unitCode: 'FEN',
  unitName: 'Fen İşleri Müdürlüğü',
  assignedTo: null,
  createdAt: '2026-11-20T08:00:00Z',
  version: 0,
  dueAt: '2026-12-20T08:00:00Z',
  overdue: false,
  stepAt: '2026-11-20T08:00:00Z',
  ...change,
});
const page = (items: Item[]): ResponseOf<'GetBackOfficeComplaints'> => ({
  items,
  total: items.length,
  pageIndex: 0,
  pageSize: 25,
  statusCounts: [{ status: 'received', count: items.length }],
  openStatuses: ['received', 'inProgress', 'answered'],
  scope: 'all',
  myUnitCodes: [],
});

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '12345678950', memberName: 'ZEYNEP', memberSurname: 'KAYA' }, Registry: { Oid: 3 }, representedRegistries: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  downloads.length = 0;
});

describe('a queue list as a CSV', () => {
  it('asks the server for the whole list under the filters on screen and downloads it as Turkish spreadsheets read it', async () => {
    const exports: RequestOf<'ExportBackOfficeComplaints'>[] = [];
    stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeComplaints: () => page([item(1)]),
      ExportBackOfficeComplaints: (body) => {
        exports.push(body);
        return { items: [item(1), item(2, { contactName: null, assignedTo: { userOid: 7, name: 'ZEYNEP KAYA' } })], total: 2, capped: false };
      },
    });
    renderApp([{ path: '/yonetim/*', element: <BackOfficeArea /> }], '/yonetim/sikayetler?search=lamba&sort=dueAt&dir=desc');
    await userEvent.click(await screen.findByRole('button', { name: 'CSV indir' }, { timeout: 5000 }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(exports[0]).toMatchObject({ searchText: 'lamba', sort: 'dueAt', direction: 'desc' });
    const lines = downloads[0]!.text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFTakip no;Konu;Kategori;Mahalle;Başvuran;Durum;Birim;Atanan;Başvuru tarihi;Son tarih');
    expect(lines[2]).toBe('ST-AAAAA-00002;Konu 2;Sokak Aydınlatması;Merkez;İsimsiz ihbar;Alındı;Fen İşleri Müdürlüğü;ZEYNEP KAYA;20.11.2026;20.12.2026');
    expect(downloads[0]!.fileName).toMatch(/^sikayetler-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(screen.getByRole('button', { name: 'Yazdır' })).toBeInTheDocument();
  });

  it('says so when the list was longer than the file', async () => {
    stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeComplaints: () => page([item(1)]),
      ExportBackOfficeComplaints: () => ({ items: [item(1)], total: 12000, capped: true }),
    });
    renderApp([{ path: '/yonetim/*', element: <BackOfficeArea /> }], '/yonetim/sikayetler');
    await userEvent.click(await screen.findByRole('button', { name: 'CSV indir' }, { timeout: 5000 }));
    expect(await screen.findByText(/Liste 12000 kayıt; dosyada ilk 1 kayıt var/)).toBeInTheDocument();
  });
});

describe('acting on several rows of a queue at once', () => {
  it('selects rows by name or the whole page, asks a reason of 20 characters to close, and shows what became of each', async () => {
    const sent: RequestOf<'ActOnBackOfficeComplaintsInBulk'>[] = [];
    stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeComplaints: () => page([item(1, { version: 3 }), item(2), item(3)]),
      ActOnBackOfficeComplaintsInBulk: (body) => {
        sent.push(body);
        return {
          outcomes: [
            { oid: 1, done: true, code: null, message: null },
            { oid: 3, done: false, code: 'BACKOFFICE_STALE', message: 'Kayıt siz bakarken değişti.' },
          ],
        };
      },
    });
    renderApp([{ path: '/yonetim/*', element: <BackOfficeArea /> }], '/yonetim/sikayetler');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const group = screen.getByRole('group', { name: 'Seçilenlerle işlem' });
    expect(within(group).getByRole('button', { name: 'Seçilenleri kapat' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Bu sayfadaki tüm kayıtları seç' }));
    expect(group).toHaveTextContent('3 kayıt seçili');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'ST-AAAAA-00002 kaydını seç' }));
    expect(group).toHaveTextContent('2 kayıt seçili');

    await userEvent.click(within(group).getByRole('button', { name: 'Seçilenleri kapat' }));
    const dialog = screen.getByRole('dialog', { name: '2 kaydı kapat' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kapatma gerekçesi/ }), 'Çok kısa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seçilenleri kapat' }));
    expect(within(dialog).getByText('Gerekçe en az 20 karakter olmalıdır.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kapatma gerekçesi/ }), ' değil, sorun giderildi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seçilenleri kapat' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      items: [
        { oid: 1, version: 3 },
        { oid: 3, version: 0 },
      ],
      action: { kind: 'close', reason: 'Çok kısa değil, sorun giderildi.' },
    });
    const result = await screen.findByText('1 / 2 kayıt işlendi.');
    expect(result.closest('[role="alert"]')).toHaveTextContent('ST-AAAAA-00003: yapılmadı — Kayıt siz bakarken değişti.');
    expect(group).toHaveTextContent('0 kayıt seçili');
  });
});
