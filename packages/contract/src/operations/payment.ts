import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { documentLanguage, isoDate, kurus, oid, typeError } from '../schemas';
import { cardBrandOf, cardDigits, isLuhnValid } from '../validators/card';
import type { FileContent } from './files';

const tag = 'payment';

/** 'EB' and 18 letters/digits: unguessable, because the order number alone opens its result page. */
export const orderNumber = z
  .string(typeError('Sipariş numarası giriniz.'))
  .trim()
  .regex(/^EB[0-9A-Z]{18}$/, 'Geçersiz sipariş numarası.');

export const merchantBankCode = z.string(typeError('Banka kodu giriniz.')).regex(/^\d{4}$/, 'Banka kodu 4 haneli olmalıdır.');

/** The fast-payment proof (KVKK 2022/388): absent when a signed-in member pays their own debts. */
export const paymentProof = z.string().regex(/^[A-Za-z0-9_.-]{16,512}$/, 'Geçersiz doğrulama.');

export const accrumentOidList = z
  .array(oid, typeError('Ödenecek borçları seçiniz.'))
  .min(1, 'En az bir borç seçiniz.')
  .max(200, 'Bir ödemede en fazla 200 borç seçilebilir.')
  .refine((list) => new Set(list).size === list.length, 'Aynı borç iki kez seçilmiş.');

export const onlinePaymentStatuses = ['created', 'sentTo3d', 'threeDResult', 'provisioned', 'declined', 'collected', 'expired', 'failed', 'cancelled'] as const;
export const onlinePaymentStatus = z.enum(onlinePaymentStatuses);
export type OnlinePaymentStatus = z.infer<typeof onlinePaymentStatus>;

export const onlinePaymentLineSchema = z.object({
  accrumentOid: z.number().int(),
  incomeTypeName: z.string(),
  incomeTypeNameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  year: z.number().int(),
  instalmentNo: z.number().int(),
  /** The period as the debt list names it (a water bill's month, an instalment's year/number). */
  periodLabel: z.string(),
  /** Set on a water debt: the subscription's number and supply address. */
  subscription: z.object({ subscriberNo: z.string(), address: z.string() }).optional(),
  principalAmount: kurus,
  delayFineAmount: kurus,
  totalAmount: kurus,
});

/** An order as the payer may see it: no registry, no name, no card number beyond the mask. */
export const onlinePaymentOrderSchema = z.object({
  onlinePaymentRequestOid: z.number().int(),
  orderNumber: z.string(),
  status: onlinePaymentStatus,
  bankCode: z.string(),
  bankName: z.string(),
  totalDebt: kurus,
  lines: z.array(onlinePaymentLineSchema),
  maskedPan: z.string().nullable(),
  resultMessage: z.string().nullable(),
  receiptNo: z.string().nullable(),
  verificationCode: z.string().nullable(),
  collectedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type OnlinePaymentOrder = z.infer<typeof onlinePaymentOrderSchema>;

export const activeMerchantBankSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  protocol: z.enum(['nestpay', 'payflex']),
  /** True when the card is typed on the bank's own page (3D Pay Hosting); false when the portal's form carries it (VakıfBank). */
  hostedCardPage: z.boolean(),
  isActive: z.boolean(),
});

export const GetActiveMerchantBankInfo = defineOperation({
  name: 'GetActiveMerchantBankInfo',
  access: 'public',
  tag,
  summary: 'The merchant definition of a bank (no secrets), or of the active one (ActiveBankMerchantCode) when no code is given.',
  request: z.object({ bankCode: merchantBankCode.optional() }),
  response: activeMerchantBankSchema,
});

export const GetOrderNumberForOnlinePayment = defineOperation({
  name: 'GetOrderNumberForOnlinePayment',
  access: 'public',
  tag,
  summary: 'A fresh, unguessable order number for one payment attempt.',
  request: z.object({}),
  response: z.object({ orderNumber: z.string() }),
});

export const onlinePaymentRequest = z.object({
  orderNumber,
  registryOid: oid,
  accrumentOidList,
  bankCode: merchantBankCode,
  paymentProof: paymentProof.optional(),
});

export const SaveOnlinePaymentRequest = defineOperation({
  name: 'SaveOnlinePaymentRequest',
  access: 'public',
  tag,
  summary:
    'Opens the order: the payer (a member, or a fast-payment proof) must be allowed to pay the accruals; amounts are computed here, the debts are locked. Same order number and selection answers the same order; another selection is 409.',
  request: z.object({ onlinePaymentRequest }),
  response: onlinePaymentOrderSchema,
});

export const SaveOnlinePaymentAccrument = defineOperation({
  name: 'SaveOnlinePaymentAccrument',
  access: 'public',
  tag,
  summary: 'Confirms the accruals of an open order (they were stored with it); a different list is 409.',
  request: z.object({ onlinePaymentAccruemntList: accrumentOidList, onlinePaymentRequestOid: oid, orderNumber }),
  response: onlinePaymentOrderSchema,
});

/** The bank's 3-D page to post to: the address and its fields (the hosted page or the ACS). */
export const threeDFormSchema = z.object({ orderNumber: z.string(), bankUrl: z.string(), formFields: z.record(z.string(), z.string()) });

const hostedThreeD = <const N extends string>(name: N, bank: string) =>
  defineOperation({
    name,
    access: 'public',
    tag,
    summary: `${bank}: the signed Nestpay 3D Pay Hosting form (hash ver3) for an open order; the card is typed on the bank's page.`,
    request: z.object({ orderNumber }),
    response: threeDFormSchema,
  });

export const ThreeDSecurityZiraat3DPayHosting = hostedThreeD('ThreeDSecurityZiraat3DPayHosting', 'Ziraat Bankası (0010)');
export const ThreeDSecurityIsBank = hostedThreeD('ThreeDSecurityIsBank', 'İş Bankası (0064)');
export const ThreeDSecurityHalkBank = hostedThreeD('ThreeDSecurityHalkBank', 'Halkbank (0012)');
export const ThreeDSecurityOtherBanks = hostedThreeD('ThreeDSecurityOtherBanks', "Cards of other banks through the active merchant's gateway");

const currentYear = new Date().getUTCFullYear();

export const cardFields = z
  .object({
    cardNumber: z
      .string(typeError('Kart numarasını giriniz.'))
      .transform(cardDigits)
      .pipe(
        z
          .string()
          .regex(/^\d{16}$/, 'Kart numarası 16 haneli olmalıdır.')
          .refine(isLuhnValid, 'Kart numarası geçersiz.'),
      ),
    expiryMonth: z.string(typeError('Son kullanma ayını seçiniz.')).regex(/^(0[1-9]|1[0-2])$/, 'Son kullanma ayını seçiniz.'),
    expiryYear: z
      .string(typeError('Son kullanma yılını seçiniz.'))
      .regex(/^20\d{2}$/, 'Son kullanma yılını seçiniz.')
      .refine((y) => Number(y) >= currentYear - 1, 'Kartınızın süresi dolmuş.'),
    securityCode: z.string(typeError('Güvenlik kodunu giriniz.')).regex(/^\d{3}$/, 'Güvenlik kodu 3 haneli olmalıdır.'),
    brandName: z.union([z.literal(100), z.literal(200)], typeError('Kart tipi VISA (100) veya MASTER (200) olmalıdır.')),
  })
  .superRefine((card, ctx) => {
    if (cardBrandOf(card.cardNumber) !== card.brandName) ctx.addIssue({ code: 'custom', path: ['brandName'], message: 'Kart tipi kart numarası ile uyuşmuyor.' });
  });

export const ThreeDSecurityVakif = defineOperation({
  name: 'ThreeDSecurityVakif',
  access: 'public',
  tag,
  summary: 'VakıfBank: MPI enrollment with the card (kept in memory only until the provision), answering the ACS form.',
  request: z.object({ orderNumber, card: cardFields }),
  response: threeDFormSchema,
});

/** The fields a bank posts back, as they arrived. */
export const bankPostedFields = z.record(z.string().max(64), z.string().max(4096)).refine((f) => Object.keys(f).length <= 120, 'Çok fazla alan.');

export const SaveOnlinePaymentResponse = defineOperation({
  name: 'SaveOnlinePaymentResponse',
  access: 'public',
  tag,
  summary: "Records the bank's result for an order after checking it (hash, order, amount); collects nothing. Repeats answer the recorded state.",
  request: z.object({ onlinePaymentResponse: bankPostedFields, bankCode: merchantBankCode }),
  response: onlinePaymentOrderSchema,
});

export const CompleteThreeDPaymentOperation = defineOperation({
  name: 'CompleteThreeDPaymentOperation',
  access: 'public',
  tag,
  summary: "Checks the bank's 3-D result, records it, provisions where the protocol needs it, and collects an approved order — once, however often it is called.",
  request: z.object({ mpiResponse: bankPostedFields, bankCode: merchantBankCode }),
  response: onlinePaymentOrderSchema,
});

export const ControlCollection = defineOperation({
  name: 'ControlCollection',
  access: 'payer',
  tag,
  summary: 'Whether the accruals can be paid now: allowed for the payer, still open and not in another open order; the server-computed total.',
  request: z.object({ accrumentOidList, concreteCollection: z.object({ registryOid: oid, paymentProof: paymentProof.optional() }) }),
  response: z.object({ payable: z.boolean(), totalDebt: kurus, lockedAccrumentOidList: z.array(z.number().int()), paidAccrumentOidList: z.array(z.number().int()) }),
});

export const OnlineOperationCollectDebt = defineOperation({
  name: 'OnlineOperationCollectDebt',
  access: 'public',
  tag,
  summary: 'Writes the collection (type 4) of an order the bank approved, if not yet written; the accruals must be those of the order.',
  request: z.object({ accrumentOidList, concreteCollection: z.object({ orderNumber }), ipAddress: z.string().max(64).optional() }),
  response: onlinePaymentOrderSchema,
});

/** An unfinished payment that holds some of the chosen debts, as its payer may see it. */
export const openPaymentAttemptSchema = z.object({
  orderNumber: z.string(),
  status: onlinePaymentStatus,
  bankCode: z.string(),
  bankName: z.string(),
  totalDebt: kurus,
  /** Every debt the attempt holds (it may hold more than were chosen now). */
  accrumentOidList: z.array(z.number().int()),
  startedAt: z.string(),
  /** When the debts are freed at the latest if nobody acts: the order's own time limit. */
  freedBy: z.string(),
  /** False while the bank's answer is being processed: it cannot be given up then. */
  cancellable: z.boolean(),
});
export type OpenPaymentAttempt = z.infer<typeof openPaymentAttemptSchema>;

export const IsOnlinePaymentAccrumentsTriedBefore = defineOperation({
  name: 'IsOnlinePaymentAccrumentsTriedBefore',
  access: 'payer',
  tag,
  summary:
    'Whether any of the accruals is in an open order (another tab or an unfinished payment), after settling stale ones; the attempt with its bank, amount and the time its debts are freed.',
  request: z.object({ accrumentOidList, registryOid: oid, paymentProof: paymentProof.optional() }),
  response: z.object({
    triedBefore: z.boolean(),
    orderNumber: z.string().nullable(),
    status: onlinePaymentStatus.nullable(),
    attempt: openPaymentAttemptSchema.nullable(),
  }),
});

export const CancelOnlinePaymentRequest = defineOperation({
  name: 'CancelOnlinePaymentRequest',
  access: 'payer',
  tag,
  summary:
    "Gives up an unfinished payment of the caller's debts so they can be paid again now. The bank is asked first: a sale it made is collected (the answer is then the collected order), one it refused is declined; otherwise the order is cancelled and its debts freed. A late sale on the abandoned bank page is still collected, or refunded by a person if the debts were paid meanwhile. 409 PAYMENT_RESULT_AWAITED while the bank's answer is being processed.",
  request: z.object({ orderNumber, paymentProof: paymentProof.optional() }),
  response: onlinePaymentOrderSchema,
});

export const CheckRegistryUnpaidOnlinePayment = defineOperation({
  name: 'CheckRegistryUnpaidOnlinePayment',
  access: 'member',
  tag,
  summary: "The member's orders from this date on that are still open or that the bank approved but are not collected yet.",
  request: z.object({ processDate: isoDate, registryOid: oid }),
  response: z.object({ hasUnpaid: z.boolean(), orders: z.array(onlinePaymentOrderSchema) }),
});

export const QueryOnlinePaymentOrderStatus = defineOperation({
  name: 'QueryOnlinePaymentOrderStatus',
  access: 'public',
  tag,
  summary: 'Asks the bank for the live status of an open order and settles it (collect, decline, expire or fail on an amount mismatch).',
  request: z.object({ orderNumber }),
  response: onlinePaymentOrderSchema,
});

export const GetOnlinePaymentAccrumentListWithoutAuthorization = defineOperation({
  name: 'GetOnlinePaymentAccrumentListWithoutAuthorization',
  access: 'public',
  tag,
  summary: 'The result page of an order by its unguessable number: status, lines, masked card, receipt number.',
  request: z.object({ orderNumber }),
  response: onlinePaymentOrderSchema,
});

export const CollectBankRelatedPendingDebtsBeforeDebtListing = defineOperation({
  name: 'CollectBankRelatedPendingDebtsBeforeDebtListing',
  access: 'member',
  tag,
  summary:
    "Before a water subscription's debts are listed (subscriberInfoOid: one of the member's subscriptions), settles with the banks every open order holding one of its debts, so a bill the bank took is never shown as owed. Another's subscription is 404.",
  request: z.object({ subscriberInfoOid: oid }),
  response: z.object({ checkedOrderCount: z.number().int(), collectedOrderCount: z.number().int() }),
});

export const GetOnlinePaymentReceipt = defineOperation({
  name: 'GetOnlinePaymentReceipt',
  access: 'public',
  tag,
  responseKind: 'file',
  summary:
    "The receipt PDF (with its verification code) of a collected order. The payer's name and ID number are shown in full to the order's own member or to a fast-payment caller who sends the paymentProof of the order's registry (they proved its phone by SMS); with the order number alone they are masked.",
  request: z.object({ orderNumber, paymentProof: paymentProof.optional(), language: documentLanguage }),
  response: z.custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value).meta({ description: 'The receipt PDF.' }),
});
