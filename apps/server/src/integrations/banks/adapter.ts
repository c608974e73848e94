import type { BankSetting } from '../../config/payment-settings';
import type { CardData } from './card';

export interface BankOrder {
  orderNumber: string;
  /** kuruş */
  amount: number;
  /** The bank's own reference for the attempt, when the protocol has one (PayFlex VerifyEnrollmentRequestId). */
  bankReference: string | null;
  /** The payer's address as the portal saw it when the order was made (PayFlex ClientIp). */
  clientIp: string;
}

/** Where the bank sends the payer back to (absolute in production, same-origin paths with the simulators). */
export interface ReturnUrls {
  okUrl: string;
  failUrl: string;
}

/** A form the browser posts to the bank: the hosted payment page or the ACS. */
export interface ThreeDForm {
  action: string;
  fields: Record<string, string>;
}

export type ThreeDStart = { kind: 'form'; form: ThreeDForm; bankReference: string | null } | { kind: 'refused'; reason: string };

/**
 * What a bank said about a payment. 'untrusted' means the message did not prove it came
 * from the bank (bad hash, wrong order): nothing in it may be believed.
 */
export type BankResult =
  | { kind: 'approved'; amount: number; authCode: string; hostReference: string; maskedPan: string | null; mdStatus: string }
  | { kind: 'declined'; amount: number | null; code: string; reason: string; maskedPan: string | null; mdStatus: string }
  | { kind: 'untrusted'; reason: string };

/** The bank's live view of an order (status query, used by reconciliation). */
export type BankOrderStatus = { kind: 'approved'; amount: number; authCode: string } | { kind: 'failed'; reason: string } | { kind: 'pending' } | { kind: 'unknown' };

/** One protocol behind one interface (docs/architecture.md §6); each bank is an instance with its own setting. */
export interface BankAdapter {
  readonly setting: BankSetting;
  /** True when the bank's page takes the card (3D Pay Hosting); false when the portal must pass it on (PayFlex). */
  readonly hosted: boolean;
  startThreeD(order: BankOrder, urls: ReturnUrls, card: CardData | null): Promise<ThreeDStart>;
  /** The bank's posted result for this order: checked (hash, order, amount) before anything is trusted. */
  completeThreeD(order: BankOrder, posted: Record<string, string>): Promise<BankResult>;
  queryStatus(order: BankOrder): Promise<BankOrderStatus>;
  /** The order number a posted result claims to be about (read before it is verified). */
  orderNumberOf(posted: Record<string, string>): string | null;
}

/** Kuruş as the banks write amounts: '100.25' (Nestpay, PayFlex). Never through a float. */
export function decimalAmount(kurus: number): string {
  const lira = Math.trunc(kurus / 100);
  return `${lira}.${String(kurus % 100).padStart(2, '0')}`;
}

/** '100.25' / '100.5' / '100' → kuruş; null when not a plain decimal amount. */
export function kurusOf(text: string | undefined): number | null {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
