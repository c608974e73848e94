/** Card data typed by the payer. It lives in memory only and is never stored or logged (docs/architecture.md §7). */
export interface CardData {
  pan: string;
  /** 'MM' */
  expiryMonth: string;
  /** 'YYYY' */
  expiryYear: string;
  cvv: string;
  /** VISA 100, MASTER 200. */
  brandName: number;
  /**
   * The name VakıfBank's provision carries as CardHoldersName (docs/domain/payments-and-banks.md). The spec's card
   * form has no name field, so it is the name of the registry whose debts are paid.
   */
  holderName: string;
}

/** '4355 08** **** 4358' — the only form of a card number the portal keeps (as Nestpay shows it). */
export function maskPan(pan: string): string {
  const digits = pan.replace(/\D/g, '');
  if (digits.length < 10) return '****';
  const masked = digits.slice(0, 6) + '*'.repeat(digits.length - 10) + digits.slice(-4);
  return masked.replace(/(.{4})/g, '$1 ').trim();
}
