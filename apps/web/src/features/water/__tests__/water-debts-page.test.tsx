import type { ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentBasket } from '../../../lib/payment/payment-basket';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import WaterDebtsPage from '../water-debts-page';

afterEach(() => vi.unstubAllGlobals());
const routes = [
  { path: '/WaterDebts', element: <WaterDebtsPage /> },
  { path: '/ziraat-banka', element: <p>Banka penceresi</p> },
];

/** A represented company's subscription: its debts are paid under the company's registry (7), not the member's. */
const subscription: ResponseOf<'GetSubscriptionList'>[number] = {
  subscriberInfoOid: 5,
  subscriberNo: '1000005',
  registryOid: 7,
  holderName: 'ASİ GIDA',
  subscriberType: 'T',
  subscriberTypeName: 'Tüzel',
  tariff: 'İŞYERİ',
  meterNo: 'SY1',
  address: 'Merkez Mah. No:1 Antakya/Hatay',
  depositAmount: 150_000,
  waterLineStatus: 1,
  waterLineStatusName: 'Aktif',
  startedOn: '2021-03-01',
  endedOn: null,
};
const bill = (accrumentOid: number, month: number, amount: number) => ({
  accrumentOid,
  subscriberInfoOid: 5,
  subscriberNo: '1000005',
  revenueCode: 5001,
  revenueType: 1,
  revenueTypeName: 'Kullanım',
  description: 'Su Kullanım Bedeli',
  periodLabel: `2026/${String(month).padStart(2, '0')}`,
  dueDate: `2026-${String(month + 1).padStart(2, '0')}-20`,
  amount,
  overdue: month < 10,
  instalmentNo: 1,
  accrualGroup: 'SU|5001|subscription|5|2026',
});
const debts = [bill(31, 8, 25_000), bill(32, 9, 27_500), bill(33, 10, 30_000)];

describe('/WaterDebts', () => {
  it('settles pending bank payments first, then lets the member choose bills and pay them under the subscription’s registry', async () => {
    let settle!: () => void;
    const bankAnswered = new Promise<void>((resolve) => (settle = resolve));
    const calls = stubApi({
      GetSubscriptionList: () => [subscription],
      CollectBankRelatedPendingDebtsBeforeDebtListing: async () => {
        await bankAnswered;
        return { checkedOrderCount: 1, collectedOrderCount: 1 };
      },
      GetDebtListForEMunicipality: () => ({ debts, total: 82_500 }),
      GetCollectedList: () => [],
      CheckPayableSelection: () => ({ registryOid: 7, lines: [], totals: { principal: 0, delayFine: 0, total: 0 } }),
    });
    const { router } = renderApp(routes, '/WaterDebts');
    await waitFor(() => expect(calls.find((c) => c.name === 'CollectBankRelatedPendingDebtsBeforeDebtListing')?.body).toMatchObject({ subscriberInfoOid: 5 }));
    expect(calls.some((c) => c.name === 'GetDebtListForEMunicipality' || c.name === 'GetCollectedList')).toBe(false);
    settle();
    const open = await screen.findByRole('table', { name: 'Ödenmemiş borçlar' });
    expect(screen.getByRole('button', { name: 'Öde' })).toBeDisabled();

    await userEvent.click(within(open).getByRole('checkbox', { name: '2026/08 Kullanım borcunu seç' }));
    await userEvent.click(within(open).getByRole('checkbox', { name: '2026/10 Kullanım borcunu seç' }));
    expect(screen.getByText('Seçilen 2 borç')).toBeInTheDocument();
    expect(screen.getByTestId('selected-total')).toHaveTextContent('550,00 ₺');

    await userEvent.click(screen.getByRole('button', { name: 'Öde' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ziraat-banka'));
    expect(calls.find((c) => c.name === 'CheckPayableSelection')!.body).toMatchObject({ registryInfoOid: 7, accrumentOidList: [31, 33] });
    expect(paymentBasket.read()).toEqual({ accrumentOidList: [31, 33], registryOid: 7, returnPath: '/WaterDebts' });
  });

  it('lists the debts even when the bank check fails, and selects all with one box', async () => {
    stubApi({
      GetSubscriptionList: () => [subscription],
      GetDebtListForEMunicipality: () => ({ debts, total: 82_500 }),
      GetCollectedList: () => [],
    });
    renderApp(routes, '/WaterDebts');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Tümünü seç' }));
    expect(screen.getByTestId('selected-total')).toHaveTextContent('825,00 ₺');
    expect(screen.getByText('Bu abonelik için kayıtlı bir ödeme yok.')).toBeInTheDocument();
  });
});
