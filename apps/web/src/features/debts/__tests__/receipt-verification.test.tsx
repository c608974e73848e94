import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import ReceiptVerificationPage from '../receipt-verification-page';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/ReceiptVerification', element: <ReceiptVerificationPage /> }];
const checks = (calls: { name: string; body: unknown }[]) =>
  calls.filter((c) => c.name === 'VerifyCollectionReceiptWithoutAuthorization').map((c) => (c.body as { verificationCode: string }).verificationCode);
const valid = { receiptNo: '2026-00001816', collectedAt: '2026-11-23T10:00:00.000Z', totalAmount: 1_304_042, payerName: 'AH*** YI***' };

describe("receipt verification (the address a receipt's QR code opens)", () => {
  it('fills in the code carried by ?verificationCode= and checks it once, without a click', async () => {
    const calls = stubApi({ VerifyCollectionReceiptWithoutAuthorization: () => valid });
    renderApp(routes, '/ReceiptVerification?verificationCode=tsj5-df66-ycgd');
    expect(await screen.findByRole('status')).toHaveTextContent('2026-00001816');
    expect(screen.getByRole('textbox', { name: /Doğrulama kodu/ })).toHaveValue('TSJ5-DF66-YCGD');
    expect(checks(calls)).toEqual(['TSJ5-DF66-YCGD']);
  });

  it('without a code in the address it waits for one to be typed', async () => {
    const calls = stubApi({ VerifyCollectionReceiptWithoutAuthorization: () => new Refusal(404, 'RECEIPT_NOT_FOUND', 'Makbuz bulunamadı.') });
    renderApp(routes, '/ReceiptVerification');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('textbox', { name: /Doğrulama kodu/ })).toHaveValue('');
    expect(checks(calls)).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /Doğrulama kodu/ }), 'abcd-efgh-jkmn');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Makbuz bulunamadı.');
    expect(checks(calls)).toEqual(['ABCD-EFGH-JKMN']);
  });
});

describe('receipt verification, typed by hand', () => {
  it('accepts the code typed without dashes or with spaces, and sends it as printed', async () => {
    const calls = stubApi({ VerifyCollectionReceiptWithoutAuthorization: () => valid });
    renderApp(routes, '/ReceiptVerification');
    const field = await screen.findByRole('textbox', { name: /Doğrulama kodu/ });
    await userEvent.type(field, 'tsj5 df66ycgd');
    expect(field).toHaveValue('TSJ5-DF66-YCGD');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2026-00001816');
    expect(checks(calls)).toEqual(['TSJ5-DF66-YCGD']);
  });

  it("marks the code field with the server's hint when the server refuses the code's shape", async () => {
    const hint = 'Doğrulama kodu XXXX-XXXX-XXXX biçiminde olmalıdır.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ Message: 'Geçersiz istek.', code: 'VALIDATION_FAILED', fields: { verificationCode: hint } }), { status: 400 })),
    );
    renderApp(routes, '/ReceiptVerification');
    const field = await screen.findByRole('textbox', { name: /Doğrulama kodu/ });
    await userEvent.type(field, 'abcd-ef');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(hint);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
