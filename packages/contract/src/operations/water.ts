import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { humanVerificationPayload } from '../identity-schemas';
import { code, gsmNumber, isoDate, kurus, nationalIdOrTaxNumber, oid, typeError, smsCodeSent } from '../schemas';

const tag = 'water';

/** What a subscriber-number proof is for: paying water debts, or cancelling the contract. */
export const subscriptionProofPurposes = ['WATER_FAST_PAYMENT', 'CONTRACT_CANCELLATION'] as const;
export type SubscriptionProofPurpose = (typeof subscriptionProofPurposes)[number];

export const subscriberNo = z
  .string(typeError('Abone numarası giriniz.'))
  .trim()
  .regex(/^\d{4,12}$/, 'Abone numarası 4-12 haneli bir sayı olmalıdır.');

/**
 * Who may see a subscription: the signed-in member it belongs to (or a company they
 * represent), or anyone holding the paymentProof that ValidateCode answered for a
 * ValidateSubscriberNo code of that subscription.
 */
export const paymentProof = z.string().min(16, 'Geçersiz doğrulama.').max(512, 'Geçersiz doğrulama.');
const access = { paymentProof: paymentProof.optional() };

export const subscriptionSchema = z.object({
  subscriberInfoOid: z.number().int(),
  subscriberNo: z.string(),
  /** The registry the subscription belongs to: its water debts are paid under it. */
  registryOid: z.number().int(),
  /** The holder's name; masked when the caller is not a signed-in owner. */
  holderName: z.string(),
  subscriberType: z.string(),
  subscriberTypeName: z.string(),
  tariff: z.string(),
  meterNo: z.string().nullable(),
  address: z.string(),
  depositAmount: kurus,
  waterLineStatus: z.number().int(),
  waterLineStatusName: z.string(),
  startedOn: z.string(),
  endedOn: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const waterDebtSchema = z.object({
  accrumentOid: z.number().int(),
  subscriberInfoOid: z.number().int(),
  subscriberNo: z.string(),
  revenueCode: z.number().int(),
  revenueType: z.number().int(),
  revenueTypeName: z.string(),
  description: z.string(),
  periodLabel: z.string().nullable(),
  dueDate: z.string(),
  /** Remaining principal; water debts carry no delay fine (6183 does not apply). */
  amount: kurus,
  overdue: z.boolean(),
  instalmentNo: z.number().int(),
  /** As in debt questioning: instalments with the same group are one accrual, paid in order (CheckPayableSelection). */
  accrualGroup: z.string(),
});
export const waterDebtList = z.object({ debts: z.array(waterDebtSchema), total: kurus });

export const ValidateSubscriberNo = defineOperation({
  name: 'ValidateSubscriberNo',
  access: 'public',
  tag,
  summary:
    'Sends a one-time code (SMS type 6) to the phone registered on a subscription when the given phone matches it (a signed-in owner may leave the phone out). ValidateCode then answers a verificationToken (spent by a cancellation) and a paymentProof that opens that one subscription for 15 minutes. Rate-limited per phone and address.',
  request: z.object({
    subscriberNo,
    gsmNumber: gsmNumber.optional(),
    purpose: z.enum(subscriptionProofPurposes, typeError('Geçersiz işlem türü.')).default('WATER_FAST_PAYMENT'),
    /** The human-verification payload; required when the caller is not signed in. */
    altcha: humanVerificationPayload,
  }),
  response: smsCodeSent,
});

export const GetSubscriptionList = defineOperation({
  name: 'GetSubscriptionList',
  access: 'payer',
  tag,
  summary: "A signed-in member's water subscriptions (optionally one subscriber number), or the one subscription a verificationToken opens.",
  request: z.object({ subscriberNo: subscriberNo.optional(), ...access }),
  response: z.array(subscriptionSchema),
});

export const GetSubscriberListByIdentityNumber = defineOperation({
  name: 'GetSubscriberListByIdentityNumber',
  access: 'member',
  tag,
  summary: "Subscriptions held under an ID or tax number: the member's own, or a company's they represent; any other is 404.",
  request: z.object({ identityNumber: nationalIdOrTaxNumber }),
  response: z.array(subscriptionSchema),
});

export const GetSubscriberAddressString = defineOperation({
  name: 'GetSubscriberAddressString',
  access: 'payer',
  tag,
  summary: "The installation address of a subscription as one line (subscriberAddressOid is the subscription's oid).",
  request: z.object({ subscriberAddressOid: oid, ...access }),
  response: z.object({ address: z.string() }),
});

const debtQuery = {
  subscriberOidList: z.array(oid).min(1, 'En az bir abonelik seçiniz.').max(50, 'En fazla 50 abonelik seçilebilir.'),
  subscriberInfoOid: oid.optional(),
  ...access,
};

export const GetDebtListForEMunicipality = defineOperation({
  name: 'GetDebtListForEMunicipality',
  access: 'public',
  tag,
  summary: 'Open water debts of the given subscriptions, oldest first, as of lastPaymentDate (default today).',
  request: z.object({ ...debtQuery, lastPaymentDate: isoDate.optional() }),
  response: waterDebtList,
});

export const GetDebtListWithRevenueCode = defineOperation({
  name: 'GetDebtListWithRevenueCode',
  access: 'public',
  tag,
  summary: 'Open water debts of the given subscriptions with one revenue code.',
  request: z.object({
    ...debtQuery,
    revenueCode: code,
    paymentDate: isoDate.optional(),
  }),
  response: waterDebtList,
});

export const GetDebtListWithFeeCodes = defineOperation({
  name: 'GetDebtListWithFeeCodes',
  access: 'public',
  tag,
  summary: 'Open water debts of the given subscriptions whose revenue code is one of feeCodes.',
  request: z.object({
    ...debtQuery,
    paymentDate: isoDate.optional(),
    feeCodes: z.array(code).min(1, 'En az bir gelir kodu giriniz.').max(20, 'En fazla 20 gelir kodu verilebilir.'),
  }),
  response: waterDebtList,
});

export const waterAccrualSchema = waterDebtSchema.omit({ overdue: true, instalmentNo: true, accrualGroup: true }).extend({
  accruedOn: z.string(),
  /** The principal as assessed. */
  principal: kurus,
  status: z.enum(['open', 'paid', 'restructured', 'cancelled']),
});

export const GetAccrumentListForEMunicipality = defineOperation({
  name: 'GetAccrumentListForEMunicipality',
  access: 'payer',
  tag,
  summary: 'Every water accrual of a subscription (open, paid, restructured, cancelled), newest first.',
  request: z.object({ subscriberInfoOid: oid, ...access }),
  response: z.array(waterAccrualSchema),
});

export const waterCollectionSchema = z.object({
  collectionOid: z.number().int(),
  collectedAt: z.string(),
  receiptNo: z.string(),
  collectionType: z.number().int(),
  collectionTypeName: z.string(),
  accrumentOid: z.number().int(),
  revenueType: z.number().int(),
  revenueTypeName: z.string(),
  description: z.string(),
  periodLabel: z.string().nullable(),
  amount: kurus,
});

export const GetCollectedList = defineOperation({
  name: 'GetCollectedList',
  access: 'payer',
  tag,
  summary: "Past payments of a subscription's water accruals, newest first, one row per paid accrual.",
  request: z.object({ subscriberInfoOid: oid, ...access }),
  response: z.array(waterCollectionSchema),
});
