import type { ResponseOf } from '@ebelediye/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastPaymentProof } from '../../../lib/fast-payment-proof';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { humanCheckChallenge } from '../../../testing/contract-fixtures';
import { renderApp } from '../../../testing/render-app';
import FastPaymentPage from '../fast-payment-page';

vi.mock('../../../lib/human-verification/solve-challenge', () => ({ solveChallenge: async () => `solved-${Math.random()}` }));

const routes = [{ path: '/FastPayment', element: <FastPaymentPage /> }];
const PROOF = 'proof-0123456789abcdef';

const balances: ResponseOf<'GetDeclarationAccrumentBalancesofEMunicipality'> = {
  registry: { registryOid: 7, registryType: 'G', displayName: 'AH*** YI***', identifier: '100******46', isOwn: false },
  delayFineCalculationDate: '2026-11-23',
  lines: [
    {
      accrumentOid: 501,
      incomeTypeCode: '1',
      incomeTypeName: 'Emlak Vergisi',
      incomeTypeNameEn: 'Property Tax',
      revenueCode: 1,
      revenueType: 1,
      description: 'Emlak Vergisi 2026/2',
      descriptionEn: 'Property tax (building)',
      year: 2026,
      instalmentNo: 2,
      periodLabel: '2026 / 2',
      dueDate: '2026-11-30',
      principal: 50_000,
      delayFine: 0,
      total: 50_000,
      isOverdue: false,
      accrualGroup: 'a-501',
    },
  ],
  totals: { principal: 50_000, delayFine: 0, total: 50_000 },
};

function stubFastPayment(refuseBalances = false) {
  return stubApi({
    CreateHumanVerificationChallenge: () => humanCheckChallenge,
    ValidateRegistries: () => ({ operationReferenceNumber: 'ref-0000000000000001', maskedGsm: '(5**) *** ** 67', expiresInSeconds: 300, resendsLeft: 2 }),
    ValidateCode: () => ({ verificationToken: 'token', paymentProof: PROOF, paymentProofExpiresInSeconds: 900 }),
    GetDeclarationAccrumentBalancesofEMunicipality: () =>
      refuseBalances ? new Refusal(422, 'PAYMENT_PROOF_INVALID', 'Doğrulamanın süresi dolmuş. Lütfen cep telefonunuza gönderilen kod ile yeniden doğrulayınız.') : balances,
  });
}

const smsCalls = (calls: { name: string }[]) => calls.filter((c) => c.name === 'ValidateRegistries' || c.name === 'ValidateCode').length;

afterEach(() => sessionStorage.clear());

describe('fast payment keeps its verified session', () => {
  it('shows the debts again after a reload without a new SMS code, and says how long the verification holds', async () => {
    const calls = stubFastPayment();
    const first = renderApp(routes, '/FastPayment');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(screen.getByRole('textbox', { name: /T.C. Kimlik \/ Vergi No/ }), '10000000146');
    await userEvent.type(screen.getByRole('textbox', { name: /Kayıtlı cep telefonu/ }), '0532 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Doğrulama Kodu Gönder' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Doğrulama kodu/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula ve Borçları Göster' }));
    expect(await screen.findByTestId('fast-holder')).toHaveTextContent('AH*** YI***');
    expect(screen.getByTestId('fast-valid-for')).toHaveTextContent('Doğrulamanız 15 dakika daha geçerlidir.');
    expect(smsCalls(calls)).toBe(2);
    // The phone went as the ten digits the server keeps.
    expect(calls.find((c) => c.name === 'ValidateRegistries')!.body).toMatchObject({ gsmNumber: '5321234567' });
    // Nothing personal in the device's storage.
    expect(localStorage.length).toBe(0);

    first.unmount();
    renderApp(routes, '/FastPayment');
    expect(await screen.findByTestId('fast-holder')).toHaveTextContent('AH*** YI***');
    expect(screen.queryByRole('button', { name: 'Doğrulama Kodu Gönder' })).not.toBeInTheDocument();
    expect(smsCalls(calls)).toBe(2);
    const asked = calls.filter((c) => c.name === 'GetDeclarationAccrumentBalancesofEMunicipality');
    expect(asked.at(-1)!.body).toMatchObject({ paymentProof: PROOF });
  });

  it('refreshes the list of a tab left open with the same verification', async () => {
    fastPaymentProof.save('/FastPayment', PROOF, 600);
    const calls = stubFastPayment();
    renderApp(routes, '/FastPayment');
    await screen.findByTestId('fast-holder');
    expect(screen.getByTestId('fast-valid-for')).toHaveTextContent('10 dakika');
    const before = calls.filter((c) => c.name === 'GetDeclarationAccrumentBalancesofEMunicipality').length;
    await userEvent.click(screen.getByRole('button', { name: 'Borçları Yenile' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.name === 'GetDeclarationAccrumentBalancesofEMunicipality').length).toBe(before + 1));
    expect(smsCalls(calls)).toBe(0);
  });

  it('drops a verification whose time has passed, says so and offers the code again', async () => {
    fastPaymentProof.save('/FastPayment', PROOF, 2);
    const calls = stubFastPayment();
    renderApp(routes, '/FastPayment');
    expect(await screen.findByTestId('fast-valid-for')).toHaveTextContent('1 dakikadan az');
    expect(await screen.findByText('Doğrulamanızın süresi doldu', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Doğrulama Kodu Gönder' })).toBeInTheDocument();
    expect(screen.queryByTestId('fast-holder')).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    expect(smsCalls(calls)).toBe(0);
  });

  it('forgets a kept verification the server refuses', async () => {
    fastPaymentProof.save('/FastPayment', PROOF, 600);
    stubFastPayment(true);
    renderApp(routes, '/FastPayment');
    expect(await screen.findByText('Doğrulamanızın süresi doldu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Doğrulama Kodu Gönder' })).toBeInTheDocument();
    expect(fastPaymentProof.read('/FastPayment')).toBeNull();
  });

  it('starts again on "Başka bir sicil sorgula" and keeps nothing', async () => {
    fastPaymentProof.save('/FastPayment', PROOF, 600);
    stubFastPayment();
    renderApp(routes, '/FastPayment');
    await screen.findByTestId('fast-holder');
    await userEvent.click(screen.getByRole('button', { name: 'Başka bir sicil sorgula' }));
    expect(await screen.findByRole('button', { name: 'Doğrulama Kodu Gönder' })).toBeInTheDocument();
    expect(screen.queryByText('Doğrulamanızın süresi doldu')).not.toBeInTheDocument();
    expect(fastPaymentProof.read('/FastPayment')).toBeNull();
  });
});
