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

async function fillAndSend() {
  await userEvent.type(screen.getByRole('textbox', { name: /T.C. Kimlik/ }), '64211142102');
  await userEvent.type(screen.getByRole('textbox', { name: /Cep Telefonu/ }), '05051112233');
  expect(screen.getByRole('textbox', { name: /Cep Telefonu/ })).toHaveValue('(505) 111 22 33');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Ben robot değilim' }));
  await screen.findByRole('checkbox', { name: 'Doğrulandı' });
  await userEvent.click(screen.getByRole('button', { name: 'Onay' }));
}

describe('password-reset screen (spec §2, §8)', () => {
  it('requires the phone in the (###) ### ## ## pattern', async () => {
    const calls = stubApi({});
    renderApp(routes, '/session/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Belediye Şifre Sıfırlama' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Onay' }));
    expect(await screen.findByText('Cep telefonu numarası giriniz.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Cep Telefonu/ }), '505111');
    await userEvent.click(screen.getByRole('button', { name: 'Onay' }));
    expect(await screen.findByText('Cep telefonunu (5##) ### ## ## biçiminde giriniz.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('href', '/anasayfa');
    expect(calls).toEqual([]);
  });

  it('sends the national phone with the solution, shows the overlay, then the info toast and sign-in', async () => {
    let answer: (value: ResponseOf<'SendPasswordForMember'>) => void = () => {};
    const calls = stubApi({ CreateHumanVerificationChallenge: () => humanCheckChallenge, SendPasswordForMember: () => new Promise((resolve) => (answer = resolve)) });
    renderApp(routes, '/session/forgot-password');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSend();
    expect(await screen.findByText('Yükleniyor...')).toBeInTheDocument();
    answer(true);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(await screen.findByText('Yeni şifreniz sms olarak cep telefonunuza gönderilmiştir.')).toBeInTheDocument();
    expect(calls.at(-1)!.body).toMatchObject({ userName: '64211142102', gsmNumber: '5051112233', validationKey: 'solved-payload' });
  });

  it('an unknown member gets a toast; any other failure the Hata! dialog', async () => {
    let refusal = new Refusal(404, 'MEMBER_NOT_FOUND', 'Kullanıcı kaydı bulunamadı Lütfen üyelik alınız.');
    stubApi({ CreateHumanVerificationChallenge: () => humanCheckChallenge, SendPasswordForMember: () => refusal });
    renderApp(routes, '/session/forgot-password');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSend();
    expect(await screen.findByText('Kullanıcı kaydı bulunamadı Lütfen üyelik alınız.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    refusal = new Refusal(422, 'PHONE_MISMATCH', 'Girdiğiniz cep telefonu numarası kayıtlı numara ile eşleşmiyor.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ben robot değilim' }));
    await screen.findByRole('checkbox', { name: 'Doğrulandı' });
    await userEvent.click(screen.getByRole('button', { name: 'Onay' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hata!' });
    expect(dialog).toHaveTextContent('Girdiğiniz cep telefonu numarası kayıtlı numara ile eşleşmiyor.');
  });
});
