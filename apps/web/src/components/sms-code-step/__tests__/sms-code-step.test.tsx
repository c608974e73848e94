import { isValidTckn } from '@ebelediye/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registerTranslations } from '../../../lib/i18n';
import { stubApi } from '../../../testing/api-stub';
import { humanCheckChallenge } from '../../../testing/contract-fixtures';
import { SmsCodeStep } from '../sms-code-step';
import { useSmsCodeStep, type SmsCodeAnswer } from '../use-sms-code-step';

vi.mock('../../../lib/human-verification/solve-challenge', () => ({ solveChallenge: async () => 'solved-payload' }));

// The caller's own fields; the code's labels are the shared ones every SMS-code step shows.
const texts = { identifier: 'Kimlik', gsm: 'Telefon', invalidId: 'Kimlik geçersiz', invalidGsm: 'Telefon geçersiz' };
registerTranslations('smsCodeStepTest', { tr: { step: texts }, en: { step: texts } });
const sentAnswer: SmsCodeAnswer = { operationReferenceNumber: 'ref-1', maskedGsm: '(5**) *** ** 67', expiresInSeconds: 300, resendsLeft: 2 };

function Harness(props: { send(request: unknown): Promise<SmsCodeAnswer>; check(request: unknown): Promise<string>; onProved(proof: string): void }) {
  const step = useSmsCodeStep<string>({ texts: { namespace: 'smsCodeStepTest', prefix: 'step' }, isValidIdentifier: isValidTckn, ...props });
  return <SmsCodeStep step={step} ids={{ identifier: 'id', identifierName: 'id', gsm: 'gsm', code: 'code' }} padding={{ xs: 2 }} />;
}

async function fill(identifier: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Kimlik/ }), identifier);
  await userEvent.type(screen.getByRole('textbox', { name: /Telefon/ }), '5321234567');
  await userEvent.click(screen.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }));
  await screen.findByText('Gerçek kişi doğrulaması tamamlandı.');
  await userEvent.click(screen.getByRole('button', { name: 'Doğrulama Kodu Gönder' }));
}

describe('the ID number + phone + SMS code step', () => {
  it('refuses a wrong ID number without calling the operation', async () => {
    stubApi({ CreateHumanVerificationChallenge: () => humanCheckChallenge });
    const send = vi.fn(async () => sentAnswer);
    render(<Harness send={send} check={vi.fn()} onProved={vi.fn()} />);
    await fill('10000000147');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kimlik geçersiz');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the masked phone once the code is sent, and the reason a wrong code is refused', async () => {
    stubApi({ CreateHumanVerificationChallenge: () => humanCheckChallenge });
    const send = vi.fn(async () => sentAnswer);
    const check = vi.fn(async () => {
      throw new Error('Doğrulama kodu hatalı.');
    });
    const onProved = vi.fn();
    render(<Harness send={send} check={check} onProved={onProved} />);
    await fill('10000000146');
    expect(await screen.findByText(/^Doğrulama kodu \(5\*\*\) \*\*\* \*\* 67 numarasına gönderildi\. Kod 5 dakika geçerlidir\. .*kalan hak: 2/)).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ identifier: '10000000146', gsmNumber: '5321234567', altcha: 'solved-payload' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Doğrulama kodu' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Kodu Doğrula' }));
    expect(await screen.findByRole('textbox', { name: 'Doğrulama kodu' })).toHaveAccessibleDescription('Telefonunuza gönderilen doğrulama kodunu giriniz.');
    expect(check).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Doğrulama kodu' }), '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Kodu Doğrula' }));
    // The server's word on the code shows under the field, marks it, and is announced.
    const field = screen.getByRole('textbox', { name: 'Doğrulama kodu' });
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription('Doğrulama kodu hatalı.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Doğrulama kodu hatalı.').closest('[role="alert"]')).not.toBeNull();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(check).toHaveBeenCalledWith({ operationReferenceNumber: 'ref-1', userEntredCode: '123456' }, expect.objectContaining({ reference: 'ref-1', masked: '(5**) *** ** 67' }));
    expect(onProved).not.toHaveBeenCalled();
  });

  it('hands the proof on when the code is right', async () => {
    stubApi({ CreateHumanVerificationChallenge: () => humanCheckChallenge });
    const onProved = vi.fn();
    render(<Harness send={async () => sentAnswer} check={async () => 'proof-1'} onProved={onProved} />);
    await fill('10000000146');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Doğrulama kodu' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Kodu Doğrula' }));
    await vi.waitFor(() => expect(onProved).toHaveBeenCalledWith('proof-1'));
  });
});
