import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import { signInAs } from '../../../testing/signed-in';
import ChangePasswordPage from '../change-password-page';

afterEach(() => vi.unstubAllGlobals());
beforeAll(async () => {
  await Promise.all([import('../change-password-schema'), import('@hookform/resolvers/zod')]);
}, 60_000);

const routes = [{ path: '/sifre-degistir', element: <ChangePasswordPage /> }];
const current = () => screen.getByLabelText(/^Mevcut Şifre\s*\*?$/);
const next = () => screen.getByLabelText(/^Yeni Şifre\s*\*?$/);
const again = () => screen.getByLabelText(/^Yeni Şifre \(Tekrar\)/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));

describe('/sifre-degistir', () => {
  it('holds a weak or mistyped new password back with the rule it breaks', async () => {
    signInAs();
    const calls = stubApi({});
    renderApp(routes, '/sifre-degistir');
    expect(await screen.findByRole('heading', { level: 1, name: 'Şifre Değiştir' })).toBeInTheDocument();
    await userEvent.type(current(), 'Demo.1234');
    await userEvent.type(next(), 'kucukharf1');
    await userEvent.type(again(), 'kucukharf2');
    await submit();
    expect(await screen.findAllByText('Şifre en az bir büyük harf içermelidir.')).not.toHaveLength(0);
    expect(screen.getByText('Yeni şifreler birbiriyle aynı olmalıdır.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the current and the new password, says it is done and empties the form', async () => {
    signInAs();
    const calls = stubApi({ ChangePassword: () => ({ Message: 'Şifreniz değiştirilmiştir.' }) });
    renderApp(routes, '/sifre-degistir');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(current(), 'Demo.1234');
    await userEvent.type(next(), 'Yeni.Sifre42');
    await userEvent.type(again(), 'Yeni.Sifre42');
    await submit();
    expect(await screen.findByText('Şifreniz değiştirilmiştir.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ name: 'ChangePassword', body: { currentPassword: 'Demo.1234', newPassword: 'Yeni.Sifre42' } });
    await waitFor(() => expect(current()).toHaveValue(''));
  });

  it('shows the refusal of a wrong current password', async () => {
    signInAs();
    stubApi({ ChangePassword: () => new Refusal(422, 'INVALID_CREDENTIALS', 'Mevcut şifreniz hatalı.') });
    renderApp(routes, '/sifre-degistir');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(current(), 'Yanlis.1234');
    await userEvent.type(next(), 'Yeni.Sifre42');
    await userEvent.type(again(), 'Yeni.Sifre42');
    await submit();
    expect(await screen.findByText('Mevcut şifreniz hatalı.')).toBeInTheDocument();
    expect(current()).toHaveValue('Yanlis.1234');
  });
});
