import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { humanCheckChallenge } from '../../../testing/contract-fixtures';
import { renderApp } from '../../../testing/render-app';
import FastPaymentPage from '../fast-payment-page';

vi.mock('../../../lib/human-verification/solve-challenge', () => ({ solveChallenge: async () => `solved-${Math.random()}` }));

const routes = [{ path: '/FastPayment', element: <FastPaymentPage /> }];
const sent = (resendsLeft: number) => ({ operationReferenceNumber: 'ref-0000000000000001', maskedGsm: '(5**) *** ** 67', expiresInSeconds: 300, resendsLeft });

async function fillAndProve() {
  await screen.findByRole('heading', { level: 1 });
  await userEvent.type(screen.getByRole('textbox', { name: /T.C. Kimlik \/ Vergi No/ }), '10000000146');
  await userEvent.type(screen.getByRole('textbox', { name: /Kayıtlı cep telefonu/ }), '5321234567');
  await userEvent.click(screen.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }));
  await screen.findByText('Gerçek kişi doğrulaması tamamlandı.');
}

describe('fast payment SMS code', () => {
  it('keeps the human check after an error, so the citizen only corrects and sends again', async () => {
    let refuse = true;
    const calls = stubApi({
      CreateHumanVerificationChallenge: () => humanCheckChallenge,
      ValidateRegistries: () => (refuse ? new Refusal(429, 'RATE_LIMITED', 'Çok fazla deneme yaptınız. Lütfen 4 dakika sonra tekrar deneyiniz.') : sent(2)),
    });
    renderApp(routes, '/FastPayment');
    await fillAndProve();
    await userEvent.click(screen.getByRole('button', { name: 'Doğrulama Kodu Gönder' }));
    expect(await screen.findByText('Çok fazla deneme yaptınız. Lütfen 4 dakika sonra tekrar deneyiniz.')).toBeInTheDocument();
    // The spent solution was renewed without a click.
    expect(await screen.findByText('Gerçek kişi doğrulaması tamamlandı.')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Doğrulama Kodu Gönder' }));
    expect(await screen.findByText(/kalan hak: 2/)).toBeInTheDocument();
    const sends = calls.filter((c) => c.name === 'ValidateRegistries');
    expect(sends).toHaveLength(2);
    expect(sends[0]!.body).not.toEqual(sends[1]!.body);
  });

  it('offers a resend after the wait while some are left, and says so when none are', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let left = 1;
      stubApi({ CreateHumanVerificationChallenge: () => humanCheckChallenge, ValidateRegistries: () => sent(left--) });
      renderApp(routes, '/FastPayment');
      await fillAndProve();
      await userEvent.click(screen.getByRole('button', { name: 'Doğrulama Kodu Gönder' }));
      expect(await screen.findByText(/kalan hak: 1/)).toBeInTheDocument();
      // A slow SMS is waited for before another of the phone's few codes is spent.
      expect(screen.getByRole('button', { name: 'Kodu Yeniden Gönder' })).toBeDisabled();
      expect(screen.getByText(/Yeni kodu \d+ saniye sonra isteyebilirsiniz/)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(61_000));
      expect(screen.queryByText(/saniye sonra isteyebilirsiniz/)).not.toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Kodu Yeniden Gönder' }));
      expect(await screen.findByText(/yeni kod isteme hakkınız şimdilik doldu/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Kodu Yeniden Gönder' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
