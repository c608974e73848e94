import type { ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentBasket } from '../../../lib/payment/payment-basket';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import { postToBank } from '../components/post-to-bank';
import { OtherBanksWindowPage, VakifWindowPage, ZiraatWindowPage } from '../pages';
import { basket, paymentOrder } from './payment-order';

vi.mock('../components/post-to-bank', () => ({ postToBank: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(postToBank).mockClear();
});

const routes = [
  { path: '/ziraat-banka', element: <ZiraatWindowPage /> },
  { path: '/payment-other-banks', element: <OtherBanksWindowPage /> },
  { path: '/vakif-banka', element: <VakifWindowPage /> },
];
const ziraat: ResponseOf<'GetActiveMerchantBankInfo'> = { bankCode: '0010', bankName: 'Ziraat Bankası', protocol: 'nestpay', hostedCardPage: true, isActive: true };
const threeDForm = { orderNumber: 'EB7K2M9Q4X1A8C3D5F6H', bankUrl: 'https://sanalpos.example/3d', formFields: { clientid: '190100000', hash: 'abc' } };
const orderFlow = {
  GetActiveMerchantBankInfo: () => ziraat,
  GetOrderNumberForOnlinePayment: () => ({ orderNumber: 'EB7K2M9Q4X1A8C3D5F6H' }),
  SaveOnlinePaymentRequest: () => paymentOrder(),
};

// The card form is typed field by field: seconds on a busy machine.
describe('bank payment windows', () => {
  it('says nothing was chosen when there is no basket, and opens no order', async () => {
    const calls = stubApi(orderFlow);
    renderApp(routes, '/ziraat-banka');
    expect(await screen.findByText('Ödenecek borç seçilmedi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('href', '/anasayfa');
    await waitFor(() => expect(calls.map((c) => c.name)).toEqual(['GetActiveMerchantBankInfo']));
  });

  it('shows the debts as the server priced them and sends the payer to the bank’s own card page', async () => {
    paymentBasket.save(basket);
    const calls = stubApi({ ...orderFlow, ThreeDSecurityZiraat3DPayHosting: () => threeDForm });
    renderApp(routes, '/ziraat-banka');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ziraat Bankası ile Ödeme' })).toBeInTheDocument();
    const lines = await screen.findByRole('table', { name: 'Ödenecek borçlar' });
    expect(within(lines).getByText('Emlak Vergisi (Bina)')).toBeInTheDocument();
    // Every line of the basket, each named as the debt list names it: a water bill by its month and subscription.
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2026/1');
    expect(rows[1]).toHaveTextContent('2026/07');
    expect(rows[1]).not.toHaveTextContent('2026 / 1');
    expect(within(rows[1]!).getByTestId('summary-subscription')).toHaveTextContent('Abone No 1000001 · Bostancık Köyü Ilgın Cad. No:5 İç Kapı:5');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('1.524,50 ₺');
    expect(calls.find((c) => c.name === 'SaveOnlinePaymentRequest')!.body.onlinePaymentRequest).toEqual({
      orderNumber: 'EB7K2M9Q4X1A8C3D5F6H',
      registryOid: 1,
      accrumentOidList: [11, 12],
      bankCode: '0010',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Banka Ödeme Sayfasına Git' }));
    await waitFor(() => expect(postToBank).toHaveBeenCalledWith('https://sanalpos.example/3d', threeDForm.formFields));
    expect(calls.find((c) => c.name === 'ThreeDSecurityZiraat3DPayHosting')!.body).toMatchObject({ orderNumber: 'EB7K2M9Q4X1A8C3D5F6H' });
    expect(screen.getByRole('button', { name: 'Banka sayfasına yönlendiriliyorsunuz...' })).toBeDisabled();
  });

  it('uses the active merchant for other banks’ cards', async () => {
    paymentBasket.save(basket);
    const calls = stubApi({ ...orderFlow, ThreeDSecurityOtherBanks: () => threeDForm });
    renderApp(routes, '/payment-other-banks');
    await userEvent.click(await screen.findByRole('button', { name: 'Banka Ödeme Sayfasına Git' }));
    await waitFor(() => expect(postToBank).toHaveBeenCalled());
    expect(calls.find((c) => c.name === 'GetActiveMerchantBankInfo')!.body).toMatchObject({ bankCode: '0010' });
    expect(calls.some((c) => c.name === 'ThreeDSecurityOtherBanks')).toBe(true);
  });

  it('checks the card on the portal’s own form for VakıfBank before anything is sent', async () => {
    paymentBasket.save(basket);
    const calls = stubApi({
      ...orderFlow,
      GetActiveMerchantBankInfo: () => ({ bankCode: '0015', bankName: 'VakıfBank', protocol: 'payflex', hostedCardPage: false, isActive: true }),
      ThreeDSecurityVakif: () => threeDForm,
    });
    renderApp(routes, '/vakif-banka');
    const cardNumber = await screen.findByRole('textbox', { name: /Kart numarası/ });
    expect(screen.queryByRole('button', { name: 'Banka Ödeme Sayfasına Git' })).not.toBeInTheDocument();
    await userEvent.type(cardNumber, '4355084355084359');
    await userEvent.click(screen.getByRole('button', { name: '3-D Secure ile Öde' }));
    expect(await screen.findByText('Kart numarası geçersiz.')).toBeInTheDocument();
    expect(screen.getByText('Son kullanma ayını seçiniz.')).toBeInTheDocument();
    expect(screen.getByText('Güvenlik kodu 3 haneli olmalıdır.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'ThreeDSecurityVakif')).toBe(false);

    const nextYear = String(new Date().getFullYear() + 1);
    await userEvent.clear(cardNumber);
    await userEvent.type(cardNumber, '4355084355084358');
    await userEvent.click(screen.getByRole('combobox', { name: /Son kullanma ayı/ }));
    await userEvent.click(await screen.findByRole('option', { name: '12' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Son kullanma yılı/ }));
    await userEvent.click(await screen.findByRole('option', { name: nextYear }));
    await userEvent.type(screen.getByLabelText(/Güvenlik kodu/), '000');
    await userEvent.click(screen.getByRole('button', { name: '3-D Secure ile Öde' }));
    await waitFor(() => expect(postToBank).toHaveBeenCalledWith('https://sanalpos.example/3d', threeDForm.formFields));
    expect(calls.find((c) => c.name === 'ThreeDSecurityVakif')!.body).toMatchObject({
      orderNumber: 'EB7K2M9Q4X1A8C3D5F6H',
      card: { cardNumber: '4355084355084358', expiryMonth: '12', expiryYear: nextYear, securityCode: '000', brandName: 100 },
    });
  });

  it('shows why the debts cannot be paid and leads back to the debt screen', async () => {
    paymentBasket.save(basket);
    stubApi({ ...orderFlow, SaveOnlinePaymentRequest: () => new Refusal(422, 'DEBT_ALREADY_PAID', 'Seçilen borçlardan biri ödenmiş.') });
    renderApp(routes, '/ziraat-banka');
    expect(await screen.findByText('Seçilen borçlardan biri ödenmiş.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Geri Dön' })).toHaveAttribute('href', '/DebtQuestioning');
    expect(screen.queryByRole('button', { name: 'Banka Ödeme Sayfasına Git' })).not.toBeInTheDocument();
  });

  describe('an unfinished payment holding the debts', () => {
    // Started 13:02 Istanbul with Ziraat; its own limit frees the debts at 13:32.
    const attempt = {
      orderNumber: 'EBOLDATTEMPT000000001',
      status: 'sentTo3d' as const,
      bankCode: '0010',
      bankName: 'Ziraat Bankası',
      totalDebt: 152_450,
      accrumentOidList: [11, 12],
      startedAt: '2026-11-27T10:02:00.000Z',
      freedBy: '2026-11-27T10:32:00.000Z',
      cancellable: true,
    };
    const held = () => new Refusal(409, 'PAYMENT_IN_PROGRESS', 'Seçtiğiniz borçlar için devam eden bir ödeme işlemi var.');

    afterEach(() => vi.useRealTimers());

    it('says when it started, when it lets go by itself, and pays again at once once it is given up', async () => {
      vi.useFakeTimers({ now: new Date('2026-11-27T10:10:00.000Z'), toFake: ['Date'] });
      paymentBasket.save(basket);
      let givenUp = false;
      const calls = stubApi({
        ...orderFlow,
        GetOrderNumberForOnlinePayment: () => ({ orderNumber: givenUp ? 'EBNEWATTEMPT000000002' : 'EB7K2M9Q4X1A8C3D5F6H' }),
        SaveOnlinePaymentRequest: (body) => (givenUp ? paymentOrder({ orderNumber: body.onlinePaymentRequest.orderNumber }) : held()),
        IsOnlinePaymentAccrumentsTriedBefore: () => ({ triedBefore: true, orderNumber: attempt.orderNumber, status: attempt.status, attempt }),
        CancelOnlinePaymentRequest: () => {
          givenUp = true;
          return paymentOrder({ orderNumber: attempt.orderNumber, status: 'cancelled', resultMessage: 'Bu ödemeden vazgeçildi.' });
        },
      });
      renderApp(routes, '/ziraat-banka');
      const box = await screen.findByTestId('open-attempt');
      expect(box).toHaveTextContent('13:02 saatinde Ziraat Bankası ile başlatılan 1.524,50 ₺ tutarındaki ödeme henüz sonuçlanmadı.');
      // 10:10 → 10:32 UTC is 22 minutes.
      expect(within(box).getByTestId('open-attempt-freed-by')).toHaveTextContent('en geç 13:32 saatinde (yaklaşık 22 dakika sonra)');

      await userEvent.click(within(box).getByRole('button', { name: 'Bu Ödemeden Vazgeç' }));
      expect(await screen.findByRole('button', { name: 'Banka Ödeme Sayfasına Git' })).toBeEnabled();
      expect(calls.find((c) => c.name === 'CancelOnlinePaymentRequest')!.body).toMatchObject({ orderNumber: attempt.orderNumber });
      // The given-up order's number is not reused: the new order has its own.
      expect(calls.filter((c) => c.name === 'SaveOnlinePaymentRequest').at(-1)!.body.onlinePaymentRequest).toMatchObject({
        orderNumber: 'EBNEWATTEMPT000000002',
        accrumentOidList: [11, 12],
      });
    });

    it('carries on with the unfinished order when the payer resumes it', async () => {
      paymentBasket.save({ ...basket, accrumentOidList: [11] });
      const calls = stubApi({
        ...orderFlow,
        SaveOnlinePaymentRequest: (body) =>
          body.onlinePaymentRequest.orderNumber === attempt.orderNumber ? paymentOrder({ orderNumber: attempt.orderNumber, status: 'sentTo3d' }) : held(),
        IsOnlinePaymentAccrumentsTriedBefore: () => ({ triedBefore: true, orderNumber: attempt.orderNumber, status: attempt.status, attempt }),
      });
      renderApp(routes, '/ziraat-banka');
      await userEvent.click(await screen.findByRole('button', { name: 'Ödemeye Devam Et' }));
      expect(await screen.findByRole('button', { name: 'Banka Ödeme Sayfasına Git' })).toBeEnabled();
      // The attempt holds both debts: the window now shows and pays the attempt's order as it was.
      expect(calls.filter((c) => c.name === 'SaveOnlinePaymentRequest').at(-1)!.body.onlinePaymentRequest).toMatchObject({
        orderNumber: attempt.orderNumber,
        accrumentOidList: [11, 12],
      });
      expect(paymentBasket.read()!.accrumentOidList).toEqual([11, 12]);
      expect(calls.some((c) => c.name === 'CancelOnlinePaymentRequest')).toBe(false);
    });

    it('tells the payer the bank already took it, instead of letting them pay twice', async () => {
      paymentBasket.save(basket);
      stubApi({
        ...orderFlow,
        SaveOnlinePaymentRequest: held,
        IsOnlinePaymentAccrumentsTriedBefore: () => ({ triedBefore: true, orderNumber: attempt.orderNumber, status: attempt.status, attempt }),
        CancelOnlinePaymentRequest: () => paymentOrder({ orderNumber: attempt.orderNumber, status: 'collected', receiptNo: '2026-000123' }),
      });
      renderApp(routes, '/ziraat-banka');
      await userEvent.click(await screen.findByRole('button', { name: 'Bu Ödemeden Vazgeç' }));
      expect(await screen.findByText('Bu ödeme bankanızca alınmış')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ödeme Sonucunu Gör' })).toHaveAttribute('href', `/success-operation?orderNumber=${attempt.orderNumber}`);
      expect(screen.queryByRole('button', { name: 'Banka Ödeme Sayfasına Git' })).not.toBeInTheDocument();
    });
  });
});
