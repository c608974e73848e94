import { normalizeGsm } from '@ebelediye/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { registerSmsCodeTexts, SMS_CODE_NAMESPACE } from './sms-code-texts';

registerSmsCodeTexts();

/**
 * How long "send again" waits after a code went out: long enough for a slow SMS to arrive, so a
 * citizen does not spend one of the phone's few codes on impatience. The server's per-phone
 * limit stays the rule; this only keeps the button from inviting a wasted try.
 */
export const RESEND_WAIT_SECONDS = 60;

/** What a "send code" operation answers (ValidateRegistries, SendWaterApplicationCode). */
export interface SmsCodeAnswer {
  operationReferenceNumber: string;
  maskedGsm: string;
  expiresInSeconds: number;
  resendsLeft: number;
}

export interface SmsCodeSent {
  /** What the code was asked for (the phone typed then), when the caller names it. */
  target: string | undefined;
  reference: string;
  masked: string;
  minutes: number;
  resendsLeft: number;
}

/**
 * Where the caller's own field texts are: `<prefix>.identifier`, `.gsm`, `.invalidId`, `.invalidGsm`
 * (or the key `invalidGsm` names) and whatever its `invalidInput` reads. The labels of the code
 * itself (send, resend, sent, code, verify) are the shared ones of `sms-code-texts.ts`.
 */
export interface SmsCodeTexts {
  namespace: string;
  prefix: string;
  invalidGsm?: string;
}

interface SmsCodeSendingOptions {
  texts: SmsCodeTexts;
  /** The text of what is wrong in the caller's own fields, or null when the code may be sent; `text` reads the step's texts. */
  invalidInput?(say: { t: TFunction; text: (name: string) => string }): string | null;
  /** False where the caller already proved being a person (signed in): no ALTCHA is asked for, and send gets none. */
  humanCheck?: boolean;
  send(altcha: string | undefined, target: string | undefined): Promise<SmsCodeAnswer>;
}

interface SmsCodeOptions<Proof> extends SmsCodeSendingOptions {
  /** Throws with the text to show when the code does not prove the visitor. */
  check(request: { operationReferenceNumber: string; userEntredCode: string }, sent: SmsCodeSent): Promise<Proof>;
  onProved(proof: Proof): void;
}

/**
 * Sending a code to a phone: the human check, the sent code's reference and expiry, and what
 * went wrong. A request that carries the typed code itself (a complaint) uses this alone.
 */
export function useSmsCodeSending({ texts, invalidInput, humanCheck = true, send }: SmsCodeSendingOptions, onSent?: () => void) {
  const { t } = useTranslation(texts.namespace);
  const { t: shared } = useTranslation(SMS_CODE_NAMESPACE);
  const text = (name: string, values?: Record<string, unknown>) => t(`${texts.prefix}.${name}`, values);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [sent, setSent] = useState<SmsCodeSent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  const resendIn = useResendCountdown(sent);

  /** Sends a code; `target` names what it is for (the phone typed), kept with the sent code. */
  const sendCode = async (target?: string) => {
    setProblem(null);
    const invalid = invalidInput?.({ t, text }) ?? null;
    if (invalid) return setProblem(invalid);
    if (humanCheck && !altcha) return setProblem(shared('humanRequired'));
    setBusy('send');
    try {
      const answer = await send(altcha ?? undefined, target);
      setSent({ target, reference: answer.operationReferenceNumber, masked: answer.maskedGsm, minutes: Math.round(answer.expiresInSeconds / 60), resendsLeft: answer.resendsLeft });
      onSent?.();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      // A solution is accepted once: the check renews itself for the next code.
      setAltcha(null);
      setBusy(null);
    }
  };

  return { t, text, shared, humanCheck, altcha, setAltcha, sent, setSent, problem, setProblem, busy, setBusy, resendIn, sendCode };
}
export type SmsCodeSendingState = ReturnType<typeof useSmsCodeSending>;

/** Seconds until "send again" is offered after the last code; 0 when it may be asked for now. */
function useResendCountdown(sent: SmsCodeSent | null): number {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!sent) return setUntil(0);
    const start = Date.now();
    setNow(start);
    setUntil(start + RESEND_WAIT_SECONDS * 1000);
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    const stop = window.setTimeout(() => window.clearInterval(timer), RESEND_WAIT_SECONDS * 1000 + 1000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(stop);
    };
  }, [sent]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Sending a code to a phone and checking it: the sending above, the typed code, and the check
 * that turns it into the caller's proof. A phone the caller already knows (an application's)
 * uses this alone; the ID number + phone step below adds its two fields.
 */
export function useSmsCode<Proof>({ check, onProved, ...options }: SmsCodeOptions<Proof>) {
  const [code, setTypedCode] = useState('');
  // What is wrong with the typed code (the server's word on it, a wrong code or too many tries) shows under the code's field.
  const [codeError, setCodeError] = useState<string | null>(null);
  const {
    t: _t,
    setSent,
    setProblem,
    setBusy,
    ...sending
  } = useSmsCodeSending(options, () => {
    setTypedCode('');
    setCodeError(null);
  });
  const { sent, shared } = sending;

  const setCode = (typed: string) => {
    setTypedCode(typed);
    setCodeError(null);
  };

  const verify = async () => {
    setProblem(null);
    setCodeError(null);
    if (!sent || !/^\d{4,8}$/.test(code)) return setCodeError(shared('invalidCode'));
    setBusy('check');
    try {
      onProved(await check({ operationReferenceNumber: sent.reference, userEntredCode: code }, sent));
    } catch (error) {
      setCodeError((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  /** Back to "send code", keeping what the caller's fields hold. */
  const reset = () => {
    setSent(null);
    setTypedCode('');
    setCodeError(null);
    setProblem(null);
  };

  return { ...sending, setProblem, code, setCode, codeError, verify, reset };
}
export type SmsCodeState = ReturnType<typeof useSmsCode>;

interface SmsCodeStepOptions<Proof> extends Omit<SmsCodeOptions<Proof>, 'invalidInput' | 'humanCheck' | 'send'> {
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
    send: (altcha) => send({ identifier, gsmNumber: gsmNumber!, altcha: altcha! }),
  });
  return { ...smsCode, identifier, setIdentifier, gsm, setGsm };
}
export type SmsCodeStepState = ReturnType<typeof useSmsCodeStep>;
