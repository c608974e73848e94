import type { ResponseOf } from '@ebelediye/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { humanCheckChallenge } from '../../../testing/contract-fixtures';
import { renderApp } from '../../../testing/render-app';
import RegisterPage from '../register-page';

vi.mock('../../../lib/human-verification/solve-challenge', () => ({ solveChallenge: async () => 'solved-payload' }));
afterEach(() => vi.unstubAllGlobals());
beforeAll(async () => {
  await Promise.all([import('../register-schema'), import('@hookform/resolvers/zod')]);
}, 60_000);

const routes = [
  { path: '/Register', element: <RegisterPage /> },
  { path: '/session/signin', element: <p>Giriş ekranı</p> },
];
const record = { registryType: 'G', maskedName: 'AH*** YI***', maskedGsm: '(5**) *** ** 67' } as const;
const registrable: ResponseOf<'ValidateEMunicipalityUserForRegister'> = { canRegister: true, ...record };
const codeSent = { operationReferenceNumber: 'ref-0000000000000001', maskedGsm: '(5**) *** ** 67', expiresInSeconds: 180, resendsLeft: 2 };

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
async function proveIdentity() {
  await heading('Kimlik Bilgileri');
  await userEvent.type(screen.getByRole('textbox', { name: /T.C. Kimlik Numarası/ }), '10000000146');
  await userEvent.type(screen.getByRole('textbox', { name: /Doğum Tarihi/ }), '12041980');
  await userEvent.click(screen.getByRole('button', { name: 'Devam' }));
}
async function provePhone() {
  await heading('Telefon Doğrulama');
  await userEvent.type(screen.getByRole('textbox', { name: /Kayıtlı Cep Telefonunuz/ }), '5321234567');
  await userEvent.click(screen.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }));
  await screen.findByText('Gerçek kişi doğrulaması tamamlandı.');
  await userEvent.click(screen.getByRole('button', { name: 'Doğrulama Kodu Gönder' }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'Doğrulama kodu' }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Kodu Doğrula' }));
}
const happyPath = {
  GetRetailRegistryInfoViaNISWithoutAuthorization: () => record,
  ValidateEMunicipalityUserForRegister: () => registrable,
  CreateHumanVerificationChallenge: () => humanCheckChallenge,
  SendSms: () => codeSent,
  ValidateCode: () => ({ verificationToken: 'phone-proof-token' }),
};

// Three steps are typed through in each story: seconds on a busy machine.
describe('/Register', () => {
  it('checks the ID number and the birth date before asking the registry', async () => {
    const calls = stubApi(happyPath);
    renderApp(routes, '/Register');
    await heading('Kimlik Bilgileri');
    await userEvent.type(screen.getByRole('textbox', { name: /T.C. Kimlik Numarası/ }), '10000000145');
    await userEvent.click(screen.getByRole('button', { name: 'Devam' }));
    expect(await screen.findByText('Geçerli bir T.C. Kimlik Numarası giriniz.')).toBeInTheDocument();
    expect(screen.getByText('Doğum tarihinizi giriniz.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks a company for its tax number and tax office instead of a birth date', async () => {
    stubApi({ RetrieveParametersWithoutAuthorization: () => [] });
    renderApp(routes, '/Register');
    await heading('Kimlik Bilgileri');
    await userEvent.click(screen.getByRole('checkbox', { name: /Şirket adına başvuruyorum/ }));
    expect(screen.getByRole('textbox', { name: /Vergi Kimlik Numarası/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Doğum Tarihi/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Devam' }));
    expect(await screen.findByText('Vergi Kimlik Numarası giriniz.')).toBeInTheDocument();
    expect(screen.getByText('Vergi dairesini seçiniz.')).toBeInTheDocument();
  });

  it("marks the field the server refuses with the server's hint", async () => {
    const hint = 'Doğum tarihi nüfus kaydı ile uyuşmuyor.';
    stubApi({
      ...happyPath,
      ValidateEMunicipalityUserForRegister: () => new Refusal(400, 'VALIDATION_FAILED', 'Girilen bilgiler geçersiz.', { 'concreteRegistry.birthDate': hint }),
    });
    renderApp(routes, '/Register');
    await proveIdentity();
    const birthDate = screen.getByRole('textbox', { name: /Doğum Tarihi/ });
    await waitFor(() => expect(birthDate).toHaveAttribute('aria-invalid', 'true'));
    expect(birthDate).toHaveAccessibleDescription(hint);
    expect(screen.queryByText('Girilen bilgiler geçersiz.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kimlik Bilgileri' })).toBeInTheDocument();
  });

  it('stays on the first step with the registry’s refusal', async () => {
    stubApi({ ...happyPath, ValidateEMunicipalityUserForRegister: () => new Refusal(422, 'ALREADY_MEMBER', 'Bu kimlik numarası ile daha önce üye olunmuş.') });
    renderApp(routes, '/Register');
    await proveIdentity();
    expect(await screen.findByText('Bu kimlik numarası ile daha önce üye olunmuş.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kimlik Bilgileri' })).toBeInTheDocument();
  });

  it('says a record without a phone cannot register online', async () => {
    stubApi({ ...happyPath, ValidateEMunicipalityUserForRegister: () => ({ ...registrable, maskedGsm: null }) });
    renderApp(routes, '/Register');
    await proveIdentity();
    expect(await screen.findByText(/Sicil kaydınızda cep telefonu bulunmuyor/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Doğrulama Kodu Gönder' })).not.toBeInTheDocument();
  });

  it('goes from the identity through the phone code to the account, and sends the proofs with it', async () => {
    const calls = stubApi({
      ...happyPath,
      CreateUserForEmunicipality: () => ({ userPidNo: '10000000146', status: 'PENDING', Message: 'Hesap oluşturuldu.' }),
      CreateUserDetail: () => ({ Message: 'Bilgiler kaydedildi.' }),
      CreateUserStatus: () => ({ Message: 'Üyeliğiniz tamamlandı. Giriş yapabilirsiniz.' }),
    });
    const { router } = renderApp(routes, '/Register');
    await proveIdentity();
    expect(await screen.findByText('AH*** YI***')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'GetRetailRegistryInfoViaNISWithoutAuthorization')!.body).toMatchObject({ personPidNo: '10000000146', year: 1980, month: 4, day: 12 });
    await provePhone();
    expect(calls.find((c) => c.name === 'SendSms')!.body).toMatchObject({
      sourceLocationCode: 'REGISTER',
      recipientInformationList: [{ nationalId: '10000000146', gsmNumber: '5321234567' }],
      altcha: 'solved-payload',
    });

    await heading('Üyelik Bilgileri');
    await userEvent.type(screen.getByRole('textbox', { name: /E-posta/ }), 'ahmet@example.com.tr');
    await userEvent.type(screen.getByLabelText(/^Şifre\s*\*?$/), 'Demo.1234');
    await userEvent.type(screen.getByLabelText(/Şifre \(Tekrar\)/), 'Demo.1235');
    await userEvent.click(screen.getByRole('button', { name: 'Üyeliği Tamamla' }));
    expect(await screen.findByText('Şifreler birbiriyle aynı olmalıdır.')).toBeInTheDocument();
    expect(screen.getByText('Kişisel verilerin korunması aydınlatma metnini onaylayınız.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'CreateUserForEmunicipality')).toBe(false);

    await userEvent.clear(screen.getByLabelText(/Şifre \(Tekrar\)/));
    await userEvent.type(screen.getByLabelText(/Şifre \(Tekrar\)/), 'Demo.1234');
    await userEvent.click(screen.getByRole('checkbox', { name: /Aydınlatma metnini okudum/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Üyeliği Tamamla' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/signin'));
    expect(calls.find((c) => c.name === 'CreateUserForEmunicipality')!.body).toMatchObject({
      userPidNo: '10000000146',
      password: 'Demo.1234',
      validationKey: 'phone-proof-token',
      yearOfBirth: 1980,
      monthOfBirth: 4,
      dayOfBirth: 12,
    });
    expect(calls.find((c) => c.name === 'CreateUserDetail')!.body).toMatchObject({ userEmail: 'ahmet@example.com.tr', userGsmNumber: '5321234567', kvkkConsent: true });
    expect(await screen.findByText('Üyeliğiniz tamamlandı. Giriş yapabilirsiniz.')).toBeInTheDocument();
  });

  it('shows a wrong code and stays on the phone step', async () => {
    stubApi({ ...happyPath, ValidateCode: () => new Refusal(422, 'SMS_CODE_INVALID', 'Doğrulama kodu hatalı.') });
    renderApp(routes, '/Register');
    await proveIdentity();
    await provePhone();
    expect(await screen.findByText('Doğrulama kodu hatalı.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Telefon Doğrulama' })).toBeInTheDocument();
  });
});
