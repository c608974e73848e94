import type { ParsedRequestOf } from '@ebelediye/contract';
import type { CardData } from '../../integrations/banks/card';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { expireIfDue } from './close-order';
import { refuseDuringPause } from './open-order';
import { accepts } from './order-state';
import { requireOrder } from './order-view';
import { bankOrderOf, moveOrder, registryHolderName, updateOrderReference } from './repo';

type Ctx = OperationContext;

/** Which bank each window's operation may start (by merchant code); null: the active merchant's bank. */
export const windowBanks = {
  ThreeDSecurityZiraat3DPayHosting: '0010',
  ThreeDSecurityIsBank: '0064',
  ThreeDSecurityHalkBank: '0012',
  ThreeDSecurityOtherBanks: null,
  ThreeDSecurityVakif: '0015',
} as const;

export type WindowOperation = keyof typeof windowBanks;

/** The bank posts its result here (relative with the simulators; under callbackBaseUrl in production). */
export const callbackPath = (bankCode: string) => `/payment/bank-callback/${bankCode}`;

/**
 * Starts 3-D Secure for an open order: the hosted page's signed form (Nestpay) or, for
 * VakıfBank, the enrollment with the card (kept in memory for the provision) and the ACS form.
 */
export async function startThreeD(ctx: Ctx, operation: WindowOperation, orderNumber: string, cardInput: ParsedRequestOf<'ThreeDSecurityVakif'>['card'] | null) {
  refuseDuringPause(ctx);
  let order = await requireOrder(ctx.db, orderNumber);
  order = await expireIfDue(ctx, order);
  const wanted = windowBanks[operation] ?? ctx.config.publicSetting.ActiveBankMerchantCode;
  if (order.bank_code !== wanted) throw new DomainError('PAYMENT_BANK_MISMATCH');
  if (!accepts('startThreeD', order.status)) throw new DomainError('PAYMENT_ORDER_CLOSED');
  const adapter = ctx.services.banks.get(order.bank_code);
  if (!adapter) throw new DomainError('PAYMENT_BANK_MISMATCH');
  if (adapter.hosted === (cardInput !== null)) throw new DomainError('PAYMENT_BANK_MISMATCH');

  const card: CardData | null = cardInput
    ? {
        pan: cardInput.cardNumber,
        expiryMonth: cardInput.expiryMonth,
        expiryYear: cardInput.expiryYear,
        cvv: cardInput.securityCode,
        brandName: cardInput.brandName,
        holderName: await registryHolderName(ctx.db, order.registry_oid),
      }
    : null;
  const base = ctx.config.payments.callbackBaseUrl;
  const url = `${base}${callbackPath(order.bank_code)}`;
  let started;
  try {
    started = await adapter.startThreeD(bankOrderOf(order), { okUrl: url, failUrl: url }, card);
  } catch (error) {
    ctx.log.warn({ err: error, orderNumber: order.order_number }, 'bank 3-D start failed');
    throw new DomainError('PAYMENT_BANK_UNAVAILABLE');
  }
  if (started.kind === 'refused') throw new DomainError('PAYMENT_CARD_REFUSED', `${started.reason} Lütfen başka bir kart deneyiniz.`);
  const at = ctx.now();
  if (order.status === 'created') {
    await moveOrder(ctx.db, order.oid, 'created', 'sentTo3d', { bank_reference: started.bankReference }, { source: operation, note: null, at });
  } else if (started.bankReference !== null) {
    await updateOrderReference(ctx.db, order.oid, started.bankReference, at);
  }
  return { orderNumber: order.order_number, bankUrl: started.form.action, formFields: started.form.fields };
}
