import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import { signInAs } from '../../../testing/signed-in';
import AuthoritiesPage from '../authorities-page';

const authority = (changes: Partial<{ authorityOid: number; status: 'offered' | 'active' | 'revoked'; principalName: string; granteeName: string }> = {}) => ({
  authorityOid: 7,
  principalRegistryOid: 1,
  principalName: 'AHMET YILMAZ',
  granteeNationalId: '12345678950',
  granteeName: 'ZE*** KA***',
  scopes: ['see-debts' as const, 'pay' as const],
  validFrom: '2026-11-23',
  validUntil: '2026-12-31',
  status: 'offered' as const,
  history: [{ status: 'offered' as const, at: '2026-11-23T13:00:00+03:00', byName: 'AHMET YILMAZ' }],
  ...changes,
});

const page = () => renderApp([{ path: '/Yetkilendirmeler', element: <AuthoritiesPage /> }], '/Yetkilendirmeler');

beforeEach(() => {
  signInAs();
});

describe('the authorisations page', () => {
  it('offers an authorisation with the chosen scopes and dates, and shows the server’s refusal at its field', async () => {
    const calls = stubApi({
      RetrieveMemberAuthorities: () => ({ given: [], received: [], uses: [] }),
      GrantMemberAuthority: () =>
        new Refusal(422, 'AUTHORITY_GRANTEE_NOT_FOUND', 'Bu T.C. Kimlik No ile yetki verilebilecek bir e-Belediye üyesi bulunamadı.', {
          granteeNationalId: 'Bu T.C. Kimlik No ile yetki verilebilecek bir e-Belediye üyesi bulunamadı.',
        }),
    });
    page();
    expect(await screen.findByText('Verdiğiniz bir yetki yok.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Yetki verilecek kişinin T.C. Kimlik No/ }), '12345678950');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ödeme' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Bitiş tarihi/ }), '31122026');
    await userEvent.click(screen.getByRole('button', { name: 'Yetki Ver' }));
    const field = screen.getByRole('textbox', { name: /Yetki verilecek kişinin T.C. Kimlik No/ });
    expect(await screen.findByText('Bu T.C. Kimlik No ile yetki verilebilecek bir e-Belediye üyesi bulunamadı.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.name === 'GrantMemberAuthority')?.body).toMatchObject({
      principalRegistryOid: 1,
      granteeNationalId: '12345678950',
      scopes: ['see-debts', 'pay'],
      validUntil: '2026-12-31',
    });
  });

  it('lets the grantee accept an offer, and the principal revoke only after confirming', async () => {
    const calls = stubApi({
      RetrieveMemberAuthorities: () => ({
        given: [authority({ authorityOid: 8, status: 'active' })],
        received: [authority({ principalName: 'FATMA ŞAHİN', granteeName: 'AHMET YILMAZ' })],
        uses: [{ authorityOid: 8, principalName: 'AHMET YILMAZ', actedByName: 'ZEYNEP KAYA', action: 'pay', detail: 'ORDER1', at: '2026-11-23T14:00:00+03:00' }],
      }),
      AcceptMemberAuthority: () => authority({ status: 'active' }),
      RevokeMemberAuthority: () => authority({ authorityOid: 8, status: 'revoked' }),
    });
    page();
    const received = await screen.findByRole('region', { name: 'Bana verilen yetkiler' });
    await userEvent.click(within(received).getByRole('button', { name: 'Kabul Et' }));
    expect(calls.filter((c) => c.name === 'AcceptMemberAuthority').map((c) => c.body.authorityOid)).toEqual([7]);
    expect(screen.getByRole('region', { name: 'Yetkiyle yapılan işlemler' })).toHaveTextContent('ZEYNEP KAYA — Ödeme (Sipariş no ORDER1)');

    const given = screen.getByRole('region', { name: 'Verdiğim yetkiler' });
    await userEvent.click(within(given).getByRole('button', { name: 'Geri Al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yetkiyi geri al' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitForElementToBeRemoved(dialog);
    expect(calls.map((c) => c.name)).not.toContain('RevokeMemberAuthority');
    await userEvent.click(within(given).getByRole('button', { name: 'Geri Al' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Yetkiyi geri al' })).getByRole('button', { name: 'Evet, Geri Al' }));
    expect(calls.filter((c) => c.name === 'RevokeMemberAuthority').map((c) => c.body.authorityOid)).toEqual([8]);
  });
});
