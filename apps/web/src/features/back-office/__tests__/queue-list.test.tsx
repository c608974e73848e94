import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import BackOfficeArea from '../back-office-area';

const clerk: ResponseOf<'GetMyBackOfficeRoles'> = { userOid: 7, name: 'ZEYNEP KAYA', isAdmin: false, roles: ['COMPLAINTS_CLERK'], queues: ['complaints'], unitCodes: [] };
const lookups: ResponseOf<'GetBackOfficeLookups'> = { units: [], complaintCategories: [], districts: [], colleagues: [] };
const DAY = 24 * 3600 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type Item = ResponseOf<'GetBackOfficeComplaints'>['items'][number];
const item = (oid: number, change: Partial<Item> = {}): Item => ({
  complaintOid: oid,
  trackingNumber: `ST-AAAAA-${String(oid).padStart(5, '0')}`,
  subject: `Konu ${oid}`,
  categoryName: 'Sokak Aydınlatması',
  districtName: null,
  contactName: 'Deniz Yıldız',
  status: 'received',
  unitCode: 'FEN',
  unitName: 'Fen İşleri Müdürlüğü',
  assignedTo: null,
  createdAt: '2026-11-20T08:00:00Z',
  version: 0,
  dueAt: inDays(10.5),
  overdue: false,
  stepAt: '2026-11-20T08:00:00Z',
  ...change,
});

/** 23 open complaints (8 received, 10 in progress, 5 answered) and 4 closed; pages of what was asked. */
function listStub(requests: RequestOf<'GetBackOfficeComplaints'>[]) {
  return (body: RequestOf<'GetBackOfficeComplaints'>): ResponseOf<'GetBackOfficeComplaints'> => {
    requests.push(body);
    const size = body.pageSize ?? 25;
    const start = (body.pageIndex ?? 0) * size;
    const items = Array.from({ length: 23 }, (_, i) => item(i + 1)).slice(start, start + size);
    if (start === 0) {
      items[0] = item(1, { dueAt: inDays(3.5), stepAt: inDays(-(2 + 5 / 24)) });
      items[1] = item(2, { dueAt: inDays(-1.5), overdue: true });
    }
    return {
      items,
      total: 23,
      pageIndex: body.pageIndex ?? 0,
      pageSize: size,
      statusCounts: [
        { status: 'received', count: 8 },
        { status: 'inProgress', count: 10 },
        { status: 'answered', count: 5 },
        { status: 'closed', count: 4 },
      ],
      openStatuses: ['received', 'inProgress', 'answered'],
      scope: 'all' as const,
      myUnitCodes: [],
    };
  };
}

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '12345678950', memberName: 'ZEYNEP', memberSurname: 'KAYA' }, Registry: { Oid: 3 }, representedRegistries: [] });
});

describe('a queue list', () => {
  it('opens on the open work with the totals per status, the due dates in words and an overdue flag in text', async () => {
    const requests: RequestOf<'GetBackOfficeComplaints'>[] = [];
    stubApi({ GetMyBackOfficeRoles: () => clerk, GetBackOfficeLookups: () => lookups, GetBackOfficeComplaints: listStub(requests) });
    renderApp([{ path: '/yonetim/*', element: <BackOfficeArea /> }], '/yonetim/sikayetler?size=10');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(requests[0]).not.toHaveProperty('statuses');
    const totals = screen.getByRole('group', { name: 'Durumlara göre kayıt sayıları' });
    // 8 + 10 + 5 open; 27 in all.
    expect(within(totals).getByRole('button', { name: 'Açık işler 23' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(totals).getByRole('button', { name: 'Kapandı 4' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(totals).getByRole('button', { name: 'Tüm durumlar 27' })).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('3 gün kaldı');
    // At its current step for 2 days 5 hours, whenever it was filed.
    expect(first).toHaveTextContent('2 gün 5 saat');
    expect(first).not.toHaveTextContent('Süresi geçti');
    expect(second).toHaveTextContent('2 gün gecikti');
    expect(second).toHaveTextContent('Süresi geçti');
    expect(table).toHaveTextContent('Toplam 23 kayıt · Sayfa 1 / 3');

    await userEvent.click(within(totals).getByRole('button', { name: 'Kapandı 4' }));
    expect(requests.at(-1)!.statuses).toEqual(['closed']);
    await userEvent.click(screen.getByRole('button', { name: 'Tüm durumlar 27' }));
    expect(requests.at(-1)!.statuses).toEqual(['received', 'inProgress', 'answered', 'closed']);
  });

  it('sorts by a column header (aria-sort says which way) and pages by number, the filters kept in the address', async () => {
    const requests: RequestOf<'GetBackOfficeComplaints'>[] = [];
    stubApi({ GetMyBackOfficeRoles: () => clerk, GetBackOfficeLookups: () => lookups, GetBackOfficeComplaints: listStub(requests) });
    renderApp([{ path: '/yonetim/*', element: <BackOfficeArea /> }], '/yonetim/sikayetler?size=10&search=lamba');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const dueHeader = within(table).getByRole('columnheader', { name: 'Son tarih' });
    expect(dueHeader).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('columnheader', { name: /Başvuru tarihi/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(dueHeader).getByRole('button', { name: 'Son tarih' }));
    expect(requests.at(-1)).toMatchObject({ sort: 'dueAt', direction: 'asc', pageIndex: 0, searchText: 'lamba' });
    expect(within(table).getByRole('columnheader', { name: /Son tarih/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /Son tarih/ }));
    expect(requests.at(-1)).toMatchObject({ sort: 'dueAt', direction: 'desc' });
    expect(within(table).getByRole('columnheader', { name: /Son tarih/ })).toHaveAttribute('aria-sort', 'descending');

    const pages = screen.getByRole('navigation', { name: 'Sayfalar' });
    await userEvent.click(within(pages).getByRole('button', { name: '3. sayfa' }));
    expect(requests.at(-1)).toMatchObject({ sort: 'dueAt', direction: 'desc', pageIndex: 2, pageSize: 10, searchText: 'lamba' });
    expect(await screen.findByText(/Toplam 23 kayıt · Sayfa 3 \/ 3/)).toBeInTheDocument();
    // The item's link carries the list (filters, sort, page) and its place in it: 3 items on page 3, the first at place 20.
    expect(screen.getByRole('link', { name: 'ST-AAAAA-00021' })).toHaveAttribute('href', '/yonetim/sikayetler/21?search=lamba&sort=dueAt&dir=desc&page=3&size=10&at=20');
  });
});

describe('an item opened from a list', () => {
  const complaint = (oid: number): ResponseOf<'GetBackOfficeComplaint'> => ({
    ...item(oid, { dueAt: inDays(-1.5), overdue: true }),
    applicationTypeName: 'Şikayet',
    categoryCode: '3',
    description: 'İki direk bir haftadır yanmıyor.',
    districtCode: 1,
    streetName: null,
    locationDescription: null,
    gsm: null,
    email: null,
    nationalId: null,
    answer: null,
    updatedAt: '2026-11-20T08:00:00Z',
    attachments: [],
    history: [],
    allowedActions: ['note'],
    allowedMoves: [],
  });

  it('goes back to the same list and on to the next item of it, across a page end', async () => {
    const requests: RequestOf<'GetBackOfficeComplaints'>[] = [];
    stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeComplaints: listStub(requests),
      GetBackOfficeComplaint: (b) => complaint(b.complaintOid),
    });
    // Complaint 20 is the last of page 2 (places 10–19): the next is the first of page 3.
    renderApp([{ path: '/yonetim/*', element: <BackOfficeArea /> }], '/yonetim/sikayetler/20?status=all&sort=status&page=2&size=10&at=19');
    expect(await screen.findByText('2 gün gecikti', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listeye dön' })).toHaveAttribute('href', '/yonetim/sikayetler?status=all&sort=status&page=2&size=10');
    const next = await screen.findByRole('link', { name: 'Sonraki kayıt' });
    expect(next).toHaveAttribute('href', '/yonetim/sikayetler/21?status=all&sort=status&page=3&size=10&at=20');
    expect(requests.map((r) => r.pageIndex)).toEqual(expect.arrayContaining([1, 2]));
    expect(requests.every((r) => r.sort === 'status' && r.statuses?.length === 4)).toBe(true);
  });

  it('says so at the end of the list, and opened from elsewhere offers only the way back', async () => {
    stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeComplaints: listStub([]),
      GetBackOfficeComplaint: (b) => complaint(b.complaintOid),
    });
    const { unmount } = renderApp([{ path: '/yonetim/*', element: <BackOfficeArea /> }], '/yonetim/sikayetler/23?page=3&size=10&at=22');
    expect(await screen.findByText('Listede sonraki kayıt yok.', {}, { timeout: 5000 })).toBeInTheDocument();
    unmount();
    renderApp([{ path: '/yonetim/*', element: <BackOfficeArea /> }], '/yonetim/sikayetler/5');
    expect(await screen.findByRole('link', { name: 'Listeye dön' }, { timeout: 5000 })).toHaveAttribute('href', '/yonetim/sikayetler');
    expect(screen.queryByRole('link', { name: 'Sonraki kayıt' })).toBeNull();
  });
});
