import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import BackOfficeArea from '../back-office-area';

// Units and their inboxes (docs/architecture.md, "Units and routing").
const clerk: ResponseOf<'GetMyBackOfficeRoles'> = {
  userOid: 7,
  name: 'ZEYNEP KAYA',
  isAdmin: false,
  roles: ['COMPLAINTS_CLERK'],
  queues: ['complaints'],
  unitCodes: ['FEN_ISLERI'],
};
const admin: ResponseOf<'GetMyBackOfficeRoles'> = { ...clerk, userOid: 1, name: 'FATMA ŞAHİN', isAdmin: true, unitCodes: [] };
const lookups: ResponseOf<'GetBackOfficeLookups'> = {
  units: [
    { unitCode: 'BEYAZ_MASA', name: 'Beyaz Masa' },
    { unitCode: 'FEN_ISLERI', name: 'Fen İşleri Müdürlüğü' },
    { unitCode: 'PARK_BAHCE', name: 'Park ve Bahçeler Müdürlüğü' },
  ],
  complaintCategories: [],
  districts: [],
  colleagues: [],
};
const area = [{ path: '/yonetim/*', element: <BackOfficeArea /> }];

function listStub(requests: RequestOf<'GetBackOfficeComplaints'>[], myUnitCodes: string[]) {
  return (body: RequestOf<'GetBackOfficeComplaints'>): ResponseOf<'GetBackOfficeComplaints'> => {
    requests.push(body);
    return {
      items: [],
      total: 0,
      pageIndex: 0,
      pageSize: 25,
      statusCounts: [],
      openStatuses: ['received', 'inProgress', 'answered'],
      scope: body.scope ?? (myUnitCodes.length > 0 && !body.unitCode ? 'mine' : 'all'),
      myUnitCodes,
    };
  };
}

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '12345678950', memberName: 'ZEYNEP', memberSurname: 'KAYA' }, Registry: { Oid: 3 }, representedRegistries: [] });
});

describe('the complaints list of a clerk who belongs to units', () => {
  it('opens on "Birimim" and asks for every unit only when "Tüm birimler" is chosen', async () => {
    const requests: RequestOf<'GetBackOfficeComplaints'>[] = [];
    stubApi({ GetMyBackOfficeRoles: () => clerk, GetBackOfficeLookups: () => lookups, GetBackOfficeComplaints: listStub(requests, ['FEN_ISLERI']) });
    renderApp(area, '/yonetim/sikayetler');
    const unit = await screen.findByRole('combobox', { name: 'Birim' }, { timeout: 5000 });
    expect(unit).toHaveDisplayValue('Birimim');
    await within(unit).findByRole('option', { name: 'Park ve Bahçeler Müdürlüğü' });
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Birimim', 'Tüm birimler', 'Beyaz Masa', 'Fen İşleri Müdürlüğü', 'Park ve Bahçeler Müdürlüğü']);
    expect(requests[0]).not.toHaveProperty('scope');
    expect(requests[0]).not.toHaveProperty('unitCode');

    await userEvent.selectOptions(unit, 'Tüm birimler');
    expect(requests.at(-1)).toMatchObject({ scope: 'all' });
    await userEvent.selectOptions(unit, 'Park ve Bahçeler Müdürlüğü');
    expect(requests.at(-1)).toMatchObject({ unitCode: 'PARK_BAHCE' });
    expect(requests.at(-1)).not.toHaveProperty('scope');
  });

  it('an ADMIN opens on every unit, with no "Birimim" choice', async () => {
    const requests: RequestOf<'GetBackOfficeComplaints'>[] = [];
    stubApi({ GetMyBackOfficeRoles: () => admin, GetBackOfficeLookups: () => lookups, GetBackOfficeComplaints: listStub(requests, []) });
    renderApp(area, '/yonetim/sikayetler');
    const unit = await screen.findByRole('combobox', { name: 'Birim' }, { timeout: 5000 });
    await within(unit).findByRole('option', { name: 'Park ve Bahçeler Müdürlüğü' });
    expect(unit).toHaveDisplayValue('Tümü');
    expect(within(unit).queryByRole('option', { name: 'Birimim' })).toBeNull();
  });
});

describe("an ADMIN sets a clerk's units", () => {
  it('chooses the units and gives the reason, which the server audits', async () => {
    const zeynep: ResponseOf<'GetBackOfficeStaff'>['items'][number] = {
      userOid: 7,
      name: 'ZEYNEP KAYA',
      title: 'Memur',
      department: 'Yazı İşleri',
      roles: [{ role: 'COMPLAINTS_CLERK', grantedAt: '2026-11-20T08:00:00Z', grantedBy: 'FATMA ŞAHİN' }],
      unitCodes: ['BEYAZ_MASA'],
    };
    const calls = stubApi({
      GetMyBackOfficeRoles: () => admin,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeStaff: () => ({ items: [zeynep], total: 1, pageIndex: 0, pageSize: 10 }),
      GetBackOfficeRoleAudit: () => ({ items: [], total: 0, pageIndex: 0, pageSize: 10 }),
      SetBackOfficeStaffUnits: () => ({ ...zeynep, unitCodes: ['BEYAZ_MASA', 'PARK_BAHCE'] }),
    });
    renderApp(area, '/yonetim/roller');
    expect(await screen.findByText('Birimleri: Beyaz Masa', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Birimleri düzenle: ZEYNEP KAYA' }));
    const dialog = await screen.findByRole('dialog', { name: 'ZEYNEP KAYA: birimleri' });
    expect(within(dialog).getByRole('checkbox', { name: 'Beyaz Masa' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Park ve Bahçeler Müdürlüğü' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Birimleri kaydet' }));
    expect(within(dialog).getByRole('textbox', { name: /Gerekçe/ })).toHaveAccessibleDescription(/en az 10 karakter/i);
    expect(calls.some((c) => c.name === 'SetBackOfficeStaffUnits')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Gerekçe/ }), 'Parklar birimine de destek veriyor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Birimleri kaydet' }));
    expect(await screen.findByText('ZEYNEP KAYA için birimler kaydedildi.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'SetBackOfficeStaffUnits')?.body).toMatchObject({
      userOid: 7,
      unitCodes: ['BEYAZ_MASA', 'PARK_BAHCE'],
      reason: 'Parklar birimine de destek veriyor',
    });
  });
});
