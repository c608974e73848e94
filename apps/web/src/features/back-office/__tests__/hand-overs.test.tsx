import type { ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import BackOfficeArea from '../back-office-area';

const admin: ResponseOf<'GetMyBackOfficeRoles'> = { userOid: 1, name: 'FATMA ŞAHİN', isAdmin: true, roles: ['COMPLAINTS_CLERK'], queues: ['complaints'], unitCodes: [] };
const lookups: ResponseOf<'GetBackOfficeLookups'> = {
  units: [],
  complaintCategories: [],
  districts: [],
  colleagues: [
    { userOid: 7, name: 'ZEYNEP KAYA', roles: ['COMPLAINTS_CLERK'] },
    { userOid: 9, name: 'AYŞE DEMİR', roles: ['COMPLAINTS_CLERK'] },
  ],
};
const zeynep: ResponseOf<'GetBackOfficeStaff'>['items'][number] = {
  userOid: 7,
  name: 'ZEYNEP KAYA',
  title: 'Memur',
  department: 'Yazı İşleri',
  roles: [{ role: 'COMPLAINTS_CLERK', grantedAt: '2026-11-20T08:00:00Z', grantedBy: 'FATMA ŞAHİN' }],
  unitCodes: [],
};
const complaint: ResponseOf<'GetBackOfficeComplaint'> = {
  complaintOid: 5,
  trackingNumber: 'ST-ABCDE-FGHJK',
  subject: 'Sokak lambaları yanmıyor',
  categoryName: 'Sokak Aydınlatması',
  districtName: 'İSKENDERİYE',
  contactName: 'Deniz Yıldız',
  status: 'inProgress',
  unitCode: 'FEN',
  unitName: 'Fen İşleri Müdürlüğü',
  assignedTo: { userOid: 7, name: 'ZEYNEP KAYA' },
  createdAt: '2026-11-20T08:00:00Z',
  version: 3,
  dueAt: '2026-12-20',
  overdue: false,
  stepAt: '2026-11-21T08:00:00Z',
  applicationTypeName: 'Şikayet',
  categoryCode: '3',
  description: 'İki direk bir haftadır yanmıyor.',
  districtCode: 1,
  streetName: 'IŞIK',
  locationDescription: null,
  gsm: '5321112233',
  email: null,
  nationalId: null,
  answer: null,
  updatedAt: '2026-11-20T08:00:00Z',
  attachments: [],
  history: [],
  allowedActions: ['assign', 'note', 'reply', 'move', 'forward'],
  allowedMoves: ['answered'],
};
const area = [{ path: '/yonetim/*', element: <BackOfficeArea /> }];

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '64211142102', memberName: 'FATMA', memberSurname: 'ŞAHİN' }, Registry: { Oid: 3 }, representedRegistries: [] });
});

describe('hand-overs in the web', () => {
  it('revoking a role lists the clerk’s open items, asks a reason and where they go, and sends both', async () => {
    const calls = stubApi({
      GetMyBackOfficeRoles: () => admin,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeStaff: () => ({ items: [zeynep], total: 1, pageIndex: 0, pageSize: 10 }),
      GetBackOfficeRoleAudit: () => ({ items: [], total: 0, pageIndex: 0, pageSize: 10 }),
      GetBackOfficeHeldItems: () => ({
        items: [
          { queue: 'complaints', itemOid: 5, reference: 'ST-ABCDE-FGHJK', status: 'inProgress' },
          { queue: 'complaints', itemOid: 6, reference: 'ST-KLMNP-QRSTU', status: 'inProgress' },
        ],
      }),
      RevokeBackOfficeRole: () => ({ ...zeynep, roles: [], itemsHandedOver: 2 }),
    });
    renderApp(area, '/yonetim/roller');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Şikayet görevlisi' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: /rolünü geri al/ });
    expect(await within(dialog).findByRole('heading', { name: 'Üzerindeki açık işler (2)' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Şikayet ve Talepler · ST-ABCDE-FGHJK · İşlemde', 'Şikayet ve Talepler · ST-KLMNP-QRSTU · İşlemde']);
    expect(calls.find((c) => c.name === 'GetBackOfficeHeldItems')?.body).toMatchObject({ userOid: 7, role: 'COMPLAINTS_CLERK' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Gerekçe/ }), 'Kısa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rolü geri al' }));
    expect(await within(dialog).findByText('Gerekçe en az 10 karakter olmalıdır.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'RevokeBackOfficeRole')).toBe(false);

    // The colleague losing the role is not offered to take her own items.
    const handTo = within(dialog).getByRole('combobox', { name: 'Bu işler nereye gitsin?' });
    expect(
      within(handTo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['İş kutusuna (atanmamış)', 'AYŞE DEMİR']);
    await userEvent.selectOptions(handTo, 'AYŞE DEMİR');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Gerekçe/ }), ' bir süreliğine zabıtaya geçti');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rolü geri al' }));
    expect(await screen.findByText(/2 açık iş AYŞE DEMİR adlı çalışana devredildi/)).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'RevokeBackOfficeRole')?.body).toMatchObject({
      userOid: 7,
      role: 'COMPLAINTS_CLERK',
      reason: 'Kısa bir süreliğine zabıtaya geçti',
      handToUserOid: 9,
    });
  });

  it('a grant asks for the reason too', async () => {
    const calls = stubApi({
      GetMyBackOfficeRoles: () => admin,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeStaff: () => ({ items: [zeynep], total: 1, pageIndex: 0, pageSize: 10 }),
      GetBackOfficeRoleAudit: () => ({ items: [], total: 0, pageIndex: 0, pageSize: 10 }),
      GrantBackOfficeRole: () => zeynep,
    });
    renderApp(area, '/yonetim/roller');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Su işleri görevlisi' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: /rolünü ver/ });
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Gerekçe/ }), 'Su işleri birimine atandı');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rolü ver' }));
    await screen.findByRole('status');
    expect(calls.find((c) => c.name === 'GrantBackOfficeRole')?.body).toMatchObject({ userOid: 7, role: 'WATER_CLERK', reason: 'Su işleri birimine atandı' });
    expect(calls.some((c) => c.name === 'GetBackOfficeHeldItems')).toBe(false);
  });

  it('taking an item a colleague holds asks for confirmation naming her, then sends takeOver', async () => {
    const calls = stubApi({
      GetMyBackOfficeRoles: () => admin,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeComplaint: () => complaint,
      ActOnBackOfficeComplaint: () => ({ ...complaint, assignedTo: { userOid: 1, name: 'FATMA ŞAHİN' }, version: 4 }),
    });
    renderApp(area, '/yonetim/sikayetler/5');
    expect(screen.queryByRole('button', { name: 'Üzerime al' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Devral' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Devral' });
    expect(within(dialog).getByText(/ZEYNEP KAYA adlı çalışana atanmış/)).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'ActOnBackOfficeComplaint')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devral' }));
    await screen.findByText('İşlem kaydedildi.', undefined, { timeout: 5000 });
    expect(calls.find((c) => c.name === 'ActOnBackOfficeComplaint')?.body).toMatchObject({ complaintOid: 5, version: 3, action: { kind: 'assign', takeOver: true } });
    expect((calls.find((c) => c.name === 'ActOnBackOfficeComplaint')?.body as { action: object }).action).toEqual({ kind: 'assign', takeOver: true });
  });

  it('the clerk holding an item may release it with a note; nobody else is offered to', async () => {
    const calls = stubApi({
      GetMyBackOfficeRoles: () => admin,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeComplaint: () => ({ ...complaint, assignedTo: { userOid: 1, name: 'FATMA ŞAHİN' } }),
      ActOnBackOfficeComplaint: () => ({ ...complaint, assignedTo: null, version: 4 }),
    });
    renderApp(area, '/yonetim/sikayetler/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Bırak (iş kutusuna geri ver)' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Bırak (iş kutusuna geri ver)' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Not/ }), 'Yıllık izne çıkıyorum');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await screen.findByRole('button', { name: 'Üzerime al' }, { timeout: 5000 });
    expect((calls.find((c) => c.name === 'ActOnBackOfficeComplaint')?.body as { action: object }).action).toEqual({ kind: 'release', note: 'Yıllık izne çıkıyorum' });
  });
});
