import type { ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import BackOfficeArea from '../back-office-area';

const clerk: ResponseOf<'GetMyBackOfficeRoles'> = { userOid: 7, name: 'ZEYNEP KAYA', isAdmin: false, roles: ['COMPLAINTS_CLERK'], queues: ['complaints'], unitCodes: [] };
const area = [{ path: '/yonetim/*', element: <BackOfficeArea /> }];
const reason = 'Telefonla başvuru: durum soruldu';

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '12345678950', memberName: 'ZEYNEP', memberSurname: 'KAYA' }, Registry: { Oid: 3 }, representedRegistries: [] });
});

describe('member record: the person’s requests', () => {
  it('reads a list only when its tab is opened, with the reason the record was opened with, and links each item to its page', async () => {
    const calls = stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeMemberRecord: () => ({
        userName: '10000000146',
        name: 'AHMET YILMAZ',
        registryType: 'G',
        gsm: '5321234567',
        email: null,
        memberSince: '2026-11-07T09:00:00Z',
        status: 'ACTIVE',
      }),
      GetBackOfficeMemberRequests: (body) => ({
        items:
          body.list === 'complaints'
            ? [{ itemOid: 5, reference: 'ST-ABCDE-FGHJK', title: 'Sokak lambaları yanmıyor', status: 'inProgress', at: '2026-11-20T08:00:00Z', amount: null }]
            : [{ itemOid: null, reference: '2026/2', title: 'Emlak Vergisi (Bina)', status: 'open', at: '2026-11-30T00:00:00Z', amount: 537_438 }],
      }),
    });
    renderApp(area, '/yonetim/uyeler');
    await userEvent.type(await screen.findByLabelText(/T.C. kimlik \/ vergi no/, undefined, { timeout: 5000 }), '10000000146');
    await userEvent.type(screen.getByLabelText(/Gerekçe/), reason);
    await userEvent.click(screen.getByRole('button', { name: 'Kaydı Aç' }));
    expect(await screen.findByRole('heading', { name: 'Başvuruları ve kayıtları' })).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'GetBackOfficeMemberRequests')).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: 'Şikâyet ve talepler' }));
    const complaints = await screen.findByRole('tabpanel', { name: 'Şikâyet ve talepler' });
    expect(await within(complaints).findByRole('link', { name: 'ST-ABCDE-FGHJK' })).toHaveAttribute('href', '/yonetim/sikayetler/5');
    expect(within(complaints).getByRole('row', { name: /ST-ABCDE-FGHJK/ })).toHaveTextContent('İşlemde');

    await userEvent.click(screen.getByRole('tab', { name: 'Borçlar' }));
    const debts = await screen.findByRole('tabpanel', { name: 'Borçlar' });
    expect(await within(debts).findByRole('row', { name: /2026\/2/ })).toHaveTextContent('5.374,38');
    expect(calls.filter((c) => c.name === 'GetBackOfficeMemberRequests').map((c) => c.body)).toEqual([
      expect.objectContaining({ nationalId: '10000000146', reason, list: 'complaints' }),
      expect.objectContaining({ nationalId: '10000000146', reason, list: 'debts' }),
    ]);
  });
});
