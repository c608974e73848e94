import { normalizeGsm } from '@ebelediye/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** What a "send code" operation answers (ValidateRegistries, SendWaterApplicationCode). */
export interface SmsCodeAnswer {
  operationReferenceNumber: string;
  maskedGsm: string;
  expiresInSeconds: number;
  resendsLeft: number;
}

export interface SmsCodeSent {
  reference: string;
  masked: string;
  minutes: number;
  resendsLeft: number;
}

/**
 * Where the step's texts are: `<prefix>.identifier`, `.gsm`, `.human`, `.humanBusy`, `.humanDone`,
 * `.humanRequired`, `.send`, `.resend`, `.sent`, `.code`, `.verify`, `.invalidId`, `.invalidCode`,
 * `.invalidGsm` (or the key `invalidGsm` names), and with `resendNote` `.resendsLeft`, `.noResend`.
 */
export interface SmsCodeTexts {
  namespace: string;
  prefix: string;
  invalidGsm?: string;
}

interface SmsCodeOptions<Proof> {
  texts: SmsCodeTexts;
  /** The text of what is wrong in the caller's own fields, or null when the code may be sent; `text` reads the step's texts. */
  invalidInput?(say: { t: TFunction; text: (name: string) => string }): string | null;
  send(altcha: string): Promise<SmsCodeAnswer>;
  /** Throws with the text to show when the code does not prove the visitor. */
  check(request: { operationReferenceNumber: string; userEntredCode: string }): Promise<Proof>;
  onProved(proof: Proof): void;
}

/**
 * Sending a code to a phone and checking it: the human check, the sent code's reference and
 * expiry, the typed code and what went wrong. A phone the caller already knows (an application's)
 * uses this alone; the ID number + phone step below adds its two fields.
 */
export function useSmsCode<Proof>({ texts, invalidInput, send, check, onProved }: SmsCodeOptions<Proof>) {
  const { t } = useTranslation(texts.namespace);
  const text = (name: string, values?: Record<string, unknown>) => t(`${texts.prefix}.${name}`, values);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [sent, setSent] = useState<SmsCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);

  const sendCode = async () => {
    setProblem(null);
    const invalid = invalidInput?.({ t, text }) ?? null;
    if (invalid) return setProblem(invalid);
    if (!altcha) return setProblem(text('humanRequired'));
    setBusy('send');
    try {
      const answer = await send(altcha);
      setSent({ reference: answer.operationReferenceNumber, masked: answer.maskedGsm, minutes: Math.round(answer.expiresInSeconds / 60), resendsLeft: answer.resendsLeft });
      setCode('');
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setAltcha(null);
      setBusy(null);
    }
  };

  const verify = async () => {
    setProblem(null);
    if (!sent || !/^\d{4,8}$/.test(code)) return setProblem(text('invalidCode'));
    setBusy('check');
    try {
      onProved(await check({ operationReferenceNumber: sent.reference, userEntredCode: code }));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  /** Back to "send code", keeping what the caller's fields hold. */
  const reset = () => {
    setSent(null);
    setCode('');
    setProblem(null);
  };

  return { text, altcha, setAltcha, sent, code, setCode, problem, busy, sendCode, verify, reset };
}

interface SmsCodeStepOptions<Proof> extends Omit<SmsCodeOptions<Proof>, 'invalidInput' | 'send'> {
  isValidIdentifier(value: string): boolean;
  send(request: { identifier: string; gsmNumber: string; altcha: string }): Promise<SmsCodeAnswer>;
}

/**
 * The state of the "ID number + registered phone + SMS code" step (KVKK 2022/388). It lives in the
 * caller so that a flow can hide the step and show it again with the typed ID and phone kept.
 */
export function useSmsCodeStep<Proof>({ isValidIdentifier, send, ...options }: SmsCodeStepOptions<Proof>) {
  const [identifier, setIdentifier] = useState('');
  const [gsm, setGsm] = useState('');
  const gsmNumber = normalizeGsm(gsm);
  const smsCode = useSmsCode<Proof>({
    ...options,
    invalidInput: ({ t, text }) => {
      if (!isValidIdentifier(identifier)) return text('invalidId');
      if (!gsmNumber) return options.texts.invalidGsm ? t(options.texts.invalidGsm) : text('invalidGsm');
      return null;
    },
    send: (altcha) => send({ identifier, gsmNumber: gsmNumber!, altcha }),
  });
  return { ...smsCode, identifier, setIdentifier, gsm, setGsm };
}
export type SmsCodeStepState = ReturnType<typeof useSmsCodeStep>;
