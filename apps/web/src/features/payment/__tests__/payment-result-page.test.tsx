import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { paymentBasket } from '../../../lib/payment/payment-basket';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import { FailedOperationPage, SuccessOperationPage } from '../pages';
import { basket, paymentOrder } from './payment-order';

const downloads = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/csv', async (original) => ({ ...(await original<object>()), downloadBlob: (fileName: string) => downloads.push(fileName) }));
afterEach(async () => {
  vi.unstubAllGlobals();
  downloads.length = 0;
  await i18n.changeLanguage('tr');
});
const routes = [
  { path: '/success-operation', element: <SuccessOperationPage /> },
  { path: '/failed-operation', element: <FailedOperationPage /> },
];
const ORDER = 'EB7K2M9Q4X1A8C3D5F6H';
const noSecondPayment = () => {
  expect(screen.queryByRole('link', { name: 'Yeniden Dene' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Yeniden Dene' })).not.toBeInTheDocument();
};

describe('payment result pages', () => {
  it('tells a collected payment from the server’s record, offers the receipt and empties the basket', async () => {
    paymentBasket.save(basket);
    const calls = stubApi({
      QueryOnlinePaymentOrderStatus: () =>
        paymentOrder({ status: 'collected', maskedPan: '4355 08** **** 4358', receiptNo: 'M-2026-000123', verificationCode: 'K7Q2-9XPA', collectedAt: '2026-11-27T07:12:00.000Z' }),
    });
    // The failure address with a collected order still says it was paid: the address decides nothing.
    renderApp(routes, `/failed-operation?orderNumber=${ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ name: 'QueryOnlinePaymentOrderStatus', body: { orderNumber: ORDER } });
    expect(screen.getByText('M-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('27.11.2026 10:12')).toBeInTheDocument();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('1.524,50 ₺');
    // The paid water bill names its subscription and month, as the debt list did.
    const paid = screen.getByRole('table', { name: 'Ödemedeki borçlar' });
    expect(within(paid).getByTestId('summary-subscription')).toHaveTextContent('Abone No 1000001');
    expect(within(paid).getAllByText('2026/07').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Makbuzu İndir (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Borç Ekranına Dön' })).toHaveAttribute('href', '/DebtQuestioning');
    noSecondPayment();
    await waitFor(() => expect(paymentBasket.read()).toBeNull());
  });

  it.each([
    ['tr', 'Makbuzu İndir (PDF)'],
    ['en', 'Download receipt (PDF)'],
  ] as const)('downloads the receipt in the screen’s language (%s)', async (language, button) => {
    await i18n.changeLanguage(language);
    paymentBasket.save(basket);
    const calls = stubApi({
      QueryOnlinePaymentOrderStatus: () =>
        paymentOrder({ status: 'collected', receiptNo: 'M-2026-000123', verificationCode: 'K7Q2-9XPA', collectedAt: '2026-11-27T07:12:00.000Z' }),
      GetOnlinePaymentReceipt: () => ({ bytes: new TextEncoder().encode('%PDF-1.7'), contentType: 'application/pdf', fileName: 'makbuz.pdf', disposition: 'attachment' }),
    });
    renderApp(routes, `/success-operation?orderNumber=${ORDER}`);
    await userEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(downloads).toEqual(['makbuz-M-2026-000123.pdf']));
    expect(calls.find((c) => c.name === 'GetOnlinePaymentReceipt')?.body).toMatchObject({ orderNumber: ORDER, language });
  });

  it.each([
    ['an order the bank has not answered yet', 'sentTo3d', 'Ödemeniz kontrol ediliyor', /lütfen tekrar ödeme yapmayınız/],
    ['an order charged but not booked', 'failed', 'Ödemeniz incelenecek', /çekim yapılmış olabilir/],
  ] as const)('never invites a second payment for %s', async (_case, status, title, text) => {
    paymentBasket.save(basket);
    stubApi({ QueryOnlinePaymentOrderStatus: () => paymentOrder({ status }) });
    renderApp(routes, `/success-operation?orderNumber=${ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    noSecondPayment();
    expect(screen.queryByRole('button', { name: 'Makbuzu İndir (PDF)' })).not.toBeInTheDocument();
    expect(paymentBasket.read()).toEqual(basket);
  });

  it('offers a retry at the same bank only when the bank declined, with the bank’s reason', async () => {
    paymentBasket.save(basket);
    stubApi({ QueryOnlinePaymentOrderStatus: () => paymentOrder({ status: 'declined', resultMessage: 'Yetersiz bakiye' }) });
    renderApp(routes, `/failed-operation?orderNumber=${ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ödeme tamamlanamadı' })).toBeInTheDocument();
    expect(screen.getByText('Yetersiz bakiye')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeniden Dene' })).toHaveAttribute('href', '/ziraat-banka');
  });

  it('says it cannot tell without an order, and looks a typed order number up', async () => {
    paymentBasket.save(basket);
    const calls = stubApi({ QueryOnlinePaymentOrderStatus: () => paymentOrder({ status: 'collected' }) });
    const { router } = renderApp(routes, '/success-operation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ödemenizin sonucunu buradan göremiyoruz' })).toBeInTheDocument();
    expect(screen.getByText(/Kartınızdan çekim yapılmış olabilir/)).toBeInTheDocument();
    noSecondPayment();
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Sipariş numarası/ }), 'EB123');
    await userEvent.click(screen.getByRole('button', { name: 'Durumu Sorgula' }));
    expect(screen.getByText(/Geçersiz sipariş numarası/)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Sipariş numarası/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Sipariş numarası/ }), ORDER.toLowerCase());
    await userEvent.click(screen.getByRole('button', { name: 'Durumu Sorgula' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?orderNumber=${ORDER}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeInTheDocument();
  });

  it('shows the server’s refusal and still does not say the payment failed', async () => {
    stubApi({ QueryOnlinePaymentOrderStatus: () => new Refusal(404, 'ORDER_NOT_FOUND', 'Sipariş bulunamadı.') });
    renderApp(routes, `/failed-operation?orderNumber=${ORDER}`);
    expect(await screen.findByText('Sipariş bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ödemenizin sonucunu buradan göremiyoruz' })).toBeInTheDocument();
    expect(screen.queryByText('Ödeme tamamlanamadı')).not.toBeInTheDocument();
  });
});
