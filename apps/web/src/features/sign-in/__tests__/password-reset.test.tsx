import type { ResponseOf } from '@ebelediye/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { humanCheckChallenge } from '../../../testing/contract-fixtures';
import { renderApp } from '../../../testing/render-app';
import ForgotPasswordPage from '../forgot-password-page';

vi.mock('../../../lib/human-verification/solve-challenge', () => ({ solveChallenge: async () => 'solved-payload' }));
afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/session/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/session/signin', element: <p>sign-in page</p> },
];

const codeSent: ResponseOf<'SendPasswordForMember'> = {
  operationReferenceNumber: '3f0c2a1e-0b1d-4c55-9a7e-2d8f1b6c4e90',
  maskedGsm: '(5**) *** ** 33',
  expiresInSeconds: 300,
  resendsLeft: 2,
};

async function fillAndSend() {
  await userEvent.type(screen.getByRole('textbox', { name: /T.C. Kimlik/ }), '64211142102');
  await userEvent.type(screen.getByRole('textbox', { name: /Cep Telefonu/ }), '05051112233');
  expect(screen.getByRole('textbox', { name: /Cep Telefonu/ })).toHaveValue('(505) 111 22 33');
  await userEvent.click(screen.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }));
  await screen.findByText('Gerçek kişi doğrulaması tamamlandı.');
  await userEvent.click(screen.getByRole('button', { name: 'Onay' }));
}

async function enterCode(code: string) {
  const field = await screen.findByRole('textbox', { name: 'Doğrulama kodu' });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Şifremi Sıfırla' }));
}

describe('password-reset screen (a code before the new password, docs/security.md)', () => {
  it('requires a valid ID number and the phone in the (###) ### ## ## pattern before anything is sent', async () => {
    const calls = stubApi({ CreateHumanVerificationChallenge: () => humanCheckChallenge });
    renderApp(routes, '/session/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Belediye Şifre Sıfırlama' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /T.C. Kimlik/ }), '64211142102');
    await userEvent.type(screen.getByRole('textbox', { name: /Cep Telefonu/ }), '505111');
    await userEvent.click(screen.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }));
    await screen.findByText('Gerçek kişi doğrulaması tamamlandı.');
    await userEvent.click(screen.getByRole('button', { name: 'Onay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cep telefonunu 5 ile başlayan 10 haneli numara olarak giriniz (ör. 0505 111 22 33).');
    expect(screen.getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('href', '/anasayfa');
    expect(calls.map((call) => call.name)).not.toContain('SendPasswordForMember');
  });

  it('asks for the code, sends it with the ID number, then shows the info toast and goes to sign-in', async () => {
    let answer: (value: ResponseOf<'ResetPasswordWithCode'>) => void = () => {};
    const calls = stubApi({
      CreateHumanVerificationChallenge: () => humanCheckChallenge,
      SendPasswordForMember: () => codeSent,
      ResetPasswordWithCode: () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp(routes, '/session/forgot-password');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSend();
    expect(
      await screen.findByText(/^Bilgileriniz kayıtlı bilgilerle eşleşiyorsa \(5\*\*\) \*\*\* \*\* 33 numarasına bir doğrulama kodu gönderildi\. Kod 5 dakika geçerlidir\./),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'SendPasswordForMember')!.body).toMatchObject({ userName: '64211142102', gsmNumber: '5051112233', validationKey: 'solved-payload' });
    await enterCode('123456');
    expect(await screen.findByText('Yükleniyor...')).toBeInTheDocument();
    answer(true);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(await screen.findByText('Yeni şifreniz sms olarak cep telefonunuza gönderilmiştir.')).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'ResetPasswordWithCode')!.body).toMatchObject({
      userName: '64211142102',
      operationReferenceNumber: '3f0c2a1e-0b1d-4c55-9a7e-2d8f1b6c4e90',
      userEntredCode: '123456',
    });
  });

  it("shows the server's one refusal of a code and stays, so the code can be typed again", async () => {
    stubApi({
      CreateHumanVerificationChallenge: () => humanCheckChallenge,
      SendPasswordForMember: () => codeSent,
      ResetPasswordWithCode: () =>
        new Refusal(422, 'PASSWORD_RESET_CODE_INVALID', 'Doğrulama kodu hatalı, süresi dolmuş veya daha önce kullanılmış. Lütfen kodu kontrol ediniz ya da yeni kod isteyiniz.'),
    });
    renderApp(routes, '/session/forgot-password');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSend();
    await enterCode('654321');
    expect(await screen.findByText('Doğrulama kodu hatalı, süresi dolmuş veya daha önce kullanılmış. Lütfen kodu kontrol ediniz ya da yeni kod isteyiniz.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Doğrulama kodu' })).toHaveValue('654321');
    expect(screen.queryByText('sign-in page')).not.toBeInTheDocument();
    expect(screen.queryByText('Kullanıcı kaydı bulunamadı Lütfen üyelik alınız.')).not.toBeInTheDocument();
  });
});
