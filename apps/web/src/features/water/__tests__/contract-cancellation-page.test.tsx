import type { ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { appSettingFixture } from '../../../testing/app-setting-fixture';
import { renderApp } from '../../../testing/render-app';
import { signInAs } from '../../../testing/signed-in';
import ContractCancellationPage from '../contract-cancellation-page';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/ContractCancellation', element: <ContractCancellationPage /> }];
const subscription: ResponseOf<'GetSubscriptionList'>[number] = {
  subscriberInfoOid: 6,
  subscriberNo: '1000006',
  registryOid: 7,
  holderName: 'ZEYNEP KAYA',
  subscriberType: 'G',
  subscriberTypeName: 'Gerçek',
  tariff: 'KONUT',
  meterNo: 'SY6',
  address: 'Çay Mah. Zeytin Sok. No:7 Defne/Hatay',
  depositAmount: 96_840,
  waterLineStatus: 1,
  waterLineStatusName: 'Aktif',
  startedOn: '2021-03-01',
  endedOn: null,
};

describe('/ContractCancellation', () => {
  it('asks a signed-in member for no phone and no code: the chosen own subscription opens the form', async () => {
    signInAs();
    const calls = stubApi({ GetSubscriptionList: () => [subscription] });
    renderApp(routes, '/ContractCancellation');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Aboneliğiniz' }));
    await userEvent.click(await screen.findByRole('option', { name: /^1000006 / }));
    expect(screen.queryByRole('button', { name: 'Doğrulama Kodu Gönder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Kayıtlı cep telefonu/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Devam' }));
    await vi.waitFor(() => expect(calls.some((c) => c.name === 'GetContractCancellationSummary')).toBe(true));
    expect(calls.find((c) => c.name === 'GetContractCancellationSummary')!.body).toMatchObject({ subscriberInfoOid: 6 });
    expect(calls.some((c) => c.name === 'ValidateSubscriberNo')).toBe(false);
  });

  it('says at the start that the signed petition is needed and within how many days', async () => {
    stubApi({});
    renderApp(routes, '/ContractCancellation');
    const notice = (await screen.findByText('İmzalı dilekçe gerekir: başvurudan sonra 10 gün içinde')).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText(/10 gün içinde belediyeye iletmeniz gerekir/)).toBeInTheDocument();
    // Before anything is asked of the citizen.
    expect(notice.compareDocumentPosition(screen.getByRole('textbox', { name: /Abone numarası/ })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says the application ends online where the municipality needs no paper', async () => {
    stubApi({});
    renderApp(routes, '/ContractCancellation', { ...appSettingFixture, waterCancellation: { signedPetitionDays: null } });
    expect(await screen.findByText('Başvurunuz çevrim içi tamamlanır; belediyeye imzalı dilekçe getirmeniz gerekmez.')).toBeInTheDocument();
    expect(screen.queryByText(/İmzalı dilekçe gerekir/)).not.toBeInTheDocument();
  });
});
