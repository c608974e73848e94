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

const texts = {
  identifier: 'Kimlik',
  gsm: 'Telefon',
  human: 'İnsan mısın',
  humanBusy: 'Bekle',
  humanDone: 'İnsansın',
  humanRequired: 'İnsan doğrulaması gerekli',
  send: 'Gönder',
  resend: 'Yeniden gönder',
  sent: 'Kod {{gsm}} numarasına gönderildi, {{minutes}} dakika geçerli.',
  code: 'Kod',
  verify: 'Doğrula',
  invalidId: 'Kimlik geçersiz',
  invalidGsm: 'Telefon geçersiz',
  invalidCode: 'Kod geçersiz',
};
registerTranslations('smsCodeStepTest', { tr: { step: texts }, en: { step: texts } });
const sentAnswer: SmsCodeAnswer = { operationReferenceNumber: 'ref-1', maskedGsm: '(5**) *** ** 67', expiresInSeconds: 300, resendsLeft: 2 };

function Harness(props: { send(request: unknown): Promise<SmsCodeAnswer>; check(request: unknown): Promise<string>; onProved(proof: string): void }) {
  const step = useSmsCodeStep<string>({ texts: { namespace: 'smsCodeStepTest', prefix: 'step' }, isValidIdentifier: isValidTckn, ...props });
  return <SmsCodeStep step={step} ids={{ identifier: 'id', identifierName: 'id', gsm: 'gsm', code: 'code' }} padding={{ xs: 2 }} />;
}

async function fill(identifier: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Kimlik/ }), identifier);
  await userEvent.type(screen.getByRole('textbox', { name: /Telefon/ }), '5321234567');
  await userEvent.click(screen.getByRole('button', { name: 'İnsan mısın' }));
  await screen.findByText('İnsansın');
  await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
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
    expect(await screen.findByText('Kod (5**) *** ** 67 numarasına gönderildi, 5 dakika geçerli.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ identifier: '10000000146', gsmNumber: '5321234567', altcha: 'solved-payload' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Kod' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Kod geçersiz')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Kod' }), '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Doğrulama kodu hatalı.')).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith({ operationReferenceNumber: 'ref-1', userEntredCode: '123456' }, expect.objectContaining({ reference: 'ref-1', masked: '(5**) *** ** 67' }));
    expect(onProved).not.toHaveBeenCalled();
  });

  it('hands the proof on when the code is right', async () => {
    stubApi({ CreateHumanVerificationChallenge: () => humanCheckChallenge });
    const onProved = vi.fn();
    render(<Harness send={async () => sentAnswer} check={async () => 'proof-1'} onProved={onProved} />);
    await fill('10000000146');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Kod' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await vi.waitFor(() => expect(onProved).toHaveBeenCalledWith('proof-1'));
  });
});
