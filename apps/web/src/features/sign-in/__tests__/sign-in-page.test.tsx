import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rememberedNationalId, session } from '../../../lib/session';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { humanCheckChallenge, memberInfo } from '../../../testing/contract-fixtures';
import { renderApp } from '../../../testing/render-app';
import SignInPage from '../sign-in-page';

vi.mock('../../../lib/human-verification/solve-challenge', () => ({ solveChallenge: async () => 'solved-payload' }));
afterEach(() => vi.unstubAllGlobals());
// The form's validation loads on first use; loaded here once, so the first test's
// wait is not the test runner compiling zod.
beforeAll(async () => {
  await import('../sign-in-schema');
}, 60_000);

const member = memberInfo();
const challenge = () => humanCheckChallenge;
const routes = [
  { path: '/session/signin', element: <SignInPage /> },
  { path: '*', element: <p>landed</p> },
];

async function fillIn(id: string, password: string) {
  await userEvent.clear(screen.getByRole('textbox', { name: /T.C. Kimlik/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /T.C. Kimlik/ }), id);
  await userEvent.type(screen.getByLabelText(/^Şifre\s*\*?$/), password);
}
const verify = async () => {
  await userEvent.click(screen.getByRole('checkbox', { name: 'Ben robot değilim' }));
  await screen.findByRole('checkbox', { name: 'Doğrulandı' });
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));

describe('sign-in screen', () => {
  it('is titled, remembers by default and starts from the remembered ID number', async () => {
    rememberedNationalId.set('10000000146');
    renderApp(routes, '/session/signin');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Belediye Sistemine Giriş' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Beni Hatırla' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /T.C. Kimlik/ })).toHaveValue('10000000146');
    expect(screen.getByRole('link', { name: 'Şifremi Unuttum' })).toHaveAttribute('href', '/session/forgot-password');
    expect(screen.getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('href', '/anasayfa');
    expect(screen.getByRole('link', { name: /e-Devlet ile Giriş/ })).toHaveAttribute('target', '_blank');
  });

  it('accepts digits only and checks the TCKN/VKN checksum', async () => {
    const calls = stubApi({});
    renderApp(routes, '/session/signin');
    await screen.findByRole('heading', { level: 1 });
    await fillIn('1000000014a5', 'x');
    expect(screen.getByRole('textbox', { name: /T.C. Kimlik/ })).toHaveValue('10000000145');
    await submit();
    expect(await screen.findByText('Geçerli bir T.C. Kimlik veya Vergi Numarası giriniz.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends nothing and warns until the challenge is solved', async () => {
    const calls = stubApi({});
    renderApp(routes, '/session/signin');
    await screen.findByRole('heading', { level: 1 });
    await fillIn('10000000146', 'Demo.1234');
    await submit();
    expect(await screen.findByText('Lütfen gerçek kişi olduğunuzu doğrulayınız')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('signs in with the ticket of RetrievePassword and goes to the kept address', async () => {
    const calls = stubApi({
      CreateHumanVerificationChallenge: challenge,
      RetrievePassword: () => ({ Password: 'ticket-0123456789abcdef' }),
      ValidateUserForEMunicipality: () => ({ AccessToken: 'a', RefreshToken: 'r', Message: 'Giriş başarılı.' }),
      GetUserOfEMunicipality: () => member,
    });
    const { router } = renderApp(routes, '/session/signin?redirectUrl=%2FUserUpdate');
    await screen.findByRole('heading', { level: 1 });
    await fillIn('10000000146', 'Demo.1234');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beni Hatırla' }));
    await verify();
    await submit();
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/UserUpdate');
    expect(calls.map((c) => c.name)).toEqual(['CreateHumanVerificationChallenge', 'RetrievePassword', 'ValidateUserForEMunicipality', 'GetUserOfEMunicipality']);
    expect(calls[1]!.body).toMatchObject({ userName: '10000000146', altcha: 'solved-payload' });
    expect(calls[2]!.body).toMatchObject({ userName: '10000000146', password: 'Demo.1234', encryptedPassword: 'ticket-0123456789abcdef' });
    expect(rememberedNationalId.get()).toBeNull();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Demo.1234');
    expect(session.accessToken()).toBe('a');
  });

  it("marks the field the server refuses with the server's hint, instead of a message above the button", async () => {
    const hint = 'Şifre en fazla 128 karakter olabilir.';
    stubApi({
      CreateHumanVerificationChallenge: challenge,
      RetrievePassword: () => ({ Password: 'ticket-0123456789abcdef' }),
      ValidateUserForEMunicipality: () => new Refusal(400, 'VALIDATION_FAILED', 'Girilen bilgiler geçersiz.', { password: hint }),
    });
    renderApp(routes, '/session/signin');
    await screen.findByRole('heading', { level: 1 });
    await fillIn('10000000146', 'Demo.1234');
    await verify();
    await submit();
    const password = screen.getByLabelText(/^Şifre\s*\*?$/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(hint);
    expect(password).toHaveFocus();
    expect(screen.queryByText('Girilen bilgiler geçersiz.')).not.toBeInTheDocument();
  });

  it.each([
    [
      'an unknown member',
      { RetrievePassword: () => new Refusal(404, 'MEMBER_NOT_FOUND', 'Kullanıcı kaydı bulunamadı Lütfen üyelik alınız.') },
      'Kullanıcı kaydı bulunamadı Lütfen üyelik alınız.',
    ],
    ['a wrong password', { ValidateUserForEMunicipality: () => new Refusal(422, 'INVALID_CREDENTIALS', 'Kullanıcı adı veya şifre hatalı.') }, 'Kullanıcı adı veya şifre hatalı.'],
    [
      'an answer without a token but with a message',
      { ValidateUserForEMunicipality: () => ({ AccessToken: '', RefreshToken: '', Message: 'Hesabınız kilitli.' }) },
      'Hesabınız kilitli.',
    ],
    ['an answer without a token or a message', { ValidateUserForEMunicipality: () => ({ AccessToken: '', RefreshToken: '', Message: '' }) }, 'Kullanıcı adı veya şifre hatalı.'],
  ])('shows the message of %s inline and is ready again', async (_case, handlers, message) => {
    stubApi({ CreateHumanVerificationChallenge: challenge, RetrievePassword: () => ({ Password: 'ticket-0123456789abcdef' }), ...handlers });
    renderApp(routes, '/session/signin');
    await screen.findByRole('heading', { level: 1 });
    await fillIn('10000000146', 'Wrong.1234');
    await verify();
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled());
    // The solution was spent: the next attempt needs a new one.
    expect(screen.getByRole('checkbox', { name: 'Ben robot değilim' })).not.toBeChecked();
    expect(session.accessToken()).toBeNull();
  });

  it('keeps the e-Devlet button off when the setting disables it', async () => {
    const { appSettingFixture } = await import('../../../testing/app-setting-fixture');
    renderApp(routes, '/session/signin', { ...appSettingFixture, IsEDevletLoginDisable: true });
    const button = await screen.findByRole('link', { name: /e-Devlet ile Giriş/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});
