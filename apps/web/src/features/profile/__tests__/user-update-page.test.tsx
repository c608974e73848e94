import type { ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { memberInfo } from '../../../testing/contract-fixtures';
import { renderApp } from '../../../testing/render-app';
import { signInAs } from '../../../testing/signed-in';
import UserUpdatePage from '../user-update-page';

afterEach(() => vi.unstubAllGlobals());
beforeAll(async () => {
  await Promise.all([import('../profile-schema'), import('@hookform/resolvers/zod')]);
}, 60_000);

const routes = [{ path: '/UserUpdate', element: <UserUpdatePage /> }];
const signIns: ResponseOf<'RetrieveRecentSignIns'> = [
  { time: '2026-11-27T06:30:00.000Z', method: 'edevlet', success: true, ipAddress: '203.0.113.7' },
  { time: '2026-11-26T18:05:00.000Z', method: 'password', success: false, ipAddress: '198.51.100.4' },
];
const codeSent = { operationReferenceNumber: 'ref-0000000000000002', maskedGsm: '(5**) *** ** 99', expiresInSeconds: 180, resendsLeft: 2 };

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText(/^Mevcut Şifre\s*\*?$/);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

describe('/UserUpdate', () => {
  it('shows who is signed in, their details to edit and their last sign-ins on the Istanbul clock', async () => {
    signInAs();
    stubApi({ RetrieveRecentSignIns: () => signIns });
    renderApp(routes, '/UserUpdate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilgilerimi Güncelle' })).toBeInTheDocument();
    expect(screen.getByText('10000000146')).toBeInTheDocument();
    expect(field(/^Ad/)).toHaveValue('AHMET');
    expect(field(/Soyad/)).toHaveValue('YILMAZ');
    expect(field(/Cep Telefonu/)).toHaveValue('(532) 123 45 67');
    expect(field(/E-posta/)).toHaveValue('ahmet@example.com.tr');
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('27.11.2026 09:30e-DevletBaşarılı203.0.113.7');
    expect(rows[2]).toHaveTextContent('26.11.2026 21:05ŞifreBaşarısız198.51.100.4');
  });

  it('saves a new e-mail with the current password, and shows a refusal of the password', async () => {
    const member = signInAs();
    let answer: ResponseOf<'UpdateUserForEMunicipality'> | Refusal = new Refusal(422, 'INVALID_CREDENTIALS', 'Mevcut şifreniz hatalı.');
    const calls = stubApi({ RetrieveRecentSignIns: () => [], UpdateUserForEMunicipality: () => answer });
    renderApp(routes, '/UserUpdate');
    await screen.findByText('Kayıtlı giriş bulunmuyor.');
    await userEvent.clear(field(/E-posta/));
    await userEvent.type(field(/E-posta/), 'yeni@example.com.tr');
    await save();
    expect(await screen.findByText('Şifrenizi giriniz.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'UpdateUserForEMunicipality')).toBe(false);

    await userEvent.type(password(), 'Yanlis.1234');
    await save();
    expect(await screen.findByText('Mevcut şifreniz hatalı.')).toBeInTheDocument();
    answer = memberInfo({ email: 'yeni@example.com.tr' });
    await save();
    expect(await screen.findByText('Bilgileriniz güncellenmiştir.')).toBeInTheDocument();
    const body = calls.filter((c) => c.name === 'UpdateUserForEMunicipality').at(-1)!.body;
    expect(body).toMatchObject({ userPidNo: member.UserDetail.userName, email: 'yeni@example.com.tr', gsmNumber: '5321234567', password: 'Yanlis.1234' });
    expect(body.validationKey).toBeUndefined();
    await waitFor(() => expect(password()).toHaveValue(''));
  });

  it('saves a new phone only once a code sent to it is verified', async () => {
    signInAs();
    const calls = stubApi({
      RetrieveRecentSignIns: () => [],
      SendSms: () => codeSent,
      ValidateCode: () => ({ verificationToken: 'new-phone-proof' }),
      UpdateUserForEMunicipality: () => memberInfo({ gsmNumber: '5329876599' }),
    });
    renderApp(routes, '/UserUpdate');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Yeni cep telefonunuzu doğrulamanız gerekir.')).not.toBeInTheDocument();
    await userEvent.clear(field(/Cep Telefonu/));
    await userEvent.type(field(/Cep Telefonu/), '5329876599');
    await userEvent.type(password(), 'Demo.1234');
    await save();
    expect(await screen.findByText('Yeni cep telefonunuzu doğrulayınız.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'UpdateUserForEMunicipality')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Doğrulama Kodu Gönder' }));
    expect(calls.find((c) => c.name === 'SendSms')!.body).toMatchObject({ sourceLocationCode: 'UPDATE_PHONE', recipientInformationList: [{ gsmNumber: '5329876599' }] });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Doğrulama kodu' }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Kodu Doğrula' }));
    expect(await screen.findByText('Yeni cep telefonunuz doğrulandı.')).toBeInTheDocument();
    await save();
    await screen.findByText('Bilgileriniz güncellenmiştir.');
    expect(calls.find((c) => c.name === 'UpdateUserForEMunicipality')!.body).toMatchObject({ gsmNumber: '5329876599', validationKey: 'new-phone-proof' });
  });

  it('offers a member without a password (an e-Devlet sign-up) the reset instead of the form', async () => {
    const member = memberInfo();
    signInAs({ ...member, UserDetail: { ...member.UserDetail, hasPassword: false } });
    stubApi({ RetrieveRecentSignIns: () => [] });
    renderApp(routes, '/UserUpdate');
    expect(await screen.findByText(/henüz bir şifreniz yok/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Şifremi Unuttum' })).toHaveAttribute('href', '/session/forgot-password');
    expect(screen.queryByRole('button', { name: 'Kaydet' })).not.toBeInTheDocument();
  });
});
