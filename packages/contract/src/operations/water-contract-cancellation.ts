import { z } from 'zod';
import { issuedTrackingNumber } from '../tracking-number';
import { defineOperation } from '../define-operation';
import { emailAddress, opaqueToken } from '../identity-schemas';
import { empty, gsmNumber, isoDate, kurus, oid, typeError } from '../schemas';
import { isValidTurkishIban } from '../validators/iban';
import type { FileContent } from './files';
import { paymentProof } from './water';
import { cancellationStage } from './back-office-water-cancellations';

const tag = 'contract-cancellation';

/** Deposit return types (parameter type 17): to an IBAN, paid at a bank branch, set off against debts. */
export const depositReturnTypeCodes = { iban: 1, bankBranch: 2, setOff: 3 } as const;

/** The municipality's rule for open water debts at cancellation (a parameter, docs/domain/water.md). */
export const debtSettlementRules = ['SET_OFF', 'PAY_FIRST'] as const;

/** 'AI-' (abonelik iptali) and two groups of five, without 0/O and 1/I. */
export const cancellationTrackingNumber = issuedTrackingNumber('AI');

const subscription = { subscriberInfoOid: oid };

export const GetContractCancellationSummary = defineOperation({
  name: 'GetContractCancellationSummary',
  access: 'payer',
  tag,
  summary:
    'What the cancellation form shows for a subscription: deposit, open water debts, the set-off or pay-first rule and its result, the earliest cutting date, the non-working days ahead, and an open application if there is one.',
  request: z.object({ ...subscription, paymentProof: paymentProof.optional() }),
  response: z.object({
    subscriberNo: z.string(),
    holderName: z.string(),
    waterLineStatus: z.number().int(),
    waterLineStatusName: z.string(),
    depositAmount: kurus,
    openDebtTotal: kurus,
    debtSettlementRule: z.enum(debtSettlementRules),
    setOffAmount: kurus,
    refundAmount: kurus,
    /** Debts left after the set-off (or all of them under PAY_FIRST): these block the application. */
    debtToPayFirst: kurus,
    earliestCuttingDate: z.string(),
    nonWorkingDays: z.array(z.object({ date: z.string(), name: z.string() })),
    openApplicationTrackingNumber: z.string().nullable(),
  }),
});

export const startContractCancellationRequest = z
  .object({
    ...subscription,
    /**
     * The ValidateCode token of a CONTRACT_CANCELLATION code for this subscription: the SMS
     * confirmation. Left out by a signed-in member for a subscription of their own, whose session
     * is the proof; required of anyone else.
     */
    verificationToken: opaqueToken.optional(),
    waterLineCuttingDate: isoDate,
    depositReturnType: z.union([z.literal(1), z.literal(2), z.literal(3)], typeError('Güvence bedelinin iade şeklini seçiniz.')),
    ibanOwner: z.string().trim().max(150, 'Hesap sahibi en fazla 150 karakter olabilir.').optional(),
    bankIbanNo: z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => value === '' || isValidTurkishIban(value), 'Geçerli bir TR IBAN numarası giriniz (TR ile başlayan 26 karakter).')
      .optional(),
    bankBranchOid: oid.optional(),
    cancellationReasonCode: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'Geçerli bir iptal nedeni seçiniz.')
      .optional(),
    address: z.string(typeError('Adres giriniz.')).trim().min(10, 'Adres en az 10 karakter olmalıdır.').max(300, 'Adres en fazla 300 karakter olabilir.'),
    email: emailAddress.optional().or(z.literal('')),
    gsmNumber,
  })
  .superRefine((value, ctx) => {
    if (value.depositReturnType === depositReturnTypeCodes.iban) {
      if (!value.bankIbanNo) ctx.addIssue({ code: 'custom', path: ['bankIbanNo'], message: 'IBAN numarası giriniz.' });
      if (!value.ibanOwner) ctx.addIssue({ code: 'custom', path: ['ibanOwner'], message: 'Hesap sahibinin adını soyadını giriniz.' });
    }
    if (value.depositReturnType === depositReturnTypeCodes.bankBranch && !value.bankBranchOid) {
      ctx.addIssue({ code: 'custom', path: ['bankBranchOid'], message: 'Ödemenin yapılacağı banka şubesini seçiniz.' });
    }
  });

export const cancellationStatuses = ['received', 'completed', 'rejected'] as const;

export const cancellationApplicationSchema = z.object({
  trackingNumber: z.string(),
  applicationType: z.number().int(),
  applicationTypeName: z.string(),
  subscriberNo: z.string(),
  status: z.enum(cancellationStatuses),
  /** Where the clerks have it now (the one state machine both sides read). */
  stage: cancellationStage,
  /** Each stage it reached, from the filing on, with when. */
  steps: z.array(z.object({ stage: cancellationStage, at: z.string() })),
  waterLineStatus: z.number().int(),
  waterLineStatusName: z.string(),
  waterLineCuttingDate: z.string(),
  depositReturnType: z.number().int(),
  depositReturnTypeName: z.string(),
  /** Only the last four digits of the refund IBAN. */
  maskedIban: z.string().nullable(),
  bankBranchName: z.string().nullable(),
  depositAmount: kurus,
  /** As computed at filing; once the line is cut, as the final bill fixed them. */
  setOffAmount: kurus,
  refundAmount: kurus,
  createdAt: z.string(),
  history: z.array(z.object({ waterLineStatus: z.number().int(), statusName: z.string(), at: z.string(), reason: z.string() })),
});

export const StartElectronicStateContractCancellation = defineOperation({
  name: 'StartElectronicStateContractCancellation',
  access: 'public',
  tag,
  summary:
    'Files a water contract cancellation (application type 6) for a subscription proven by an SMS code (verificationToken, spent here) or, for a signed-in member, one of their own subscriptions, sets its water line to "cut request sent" (2) and confirms by SMS. One open cancellation per subscription.',
  request: startContractCancellationRequest,
  response: cancellationApplicationSchema,
});

export const GetContractCancellationStatus = defineOperation({
  name: 'GetContractCancellationStatus',
  access: 'public',
  tag,
  summary: 'A cancellation application and its status history, by tracking number and the phone given on it. Rate-limited per address.',
  request: z.object({ trackingNumber: cancellationTrackingNumber, gsmNumber }),
  response: cancellationApplicationSchema,
});

export const GetContractCancellationPetition = defineOperation({
  name: 'GetContractCancellationPetition',
  access: 'public',
  tag,
  responseKind: 'file',
  summary:
    'The cancellation petition (dilekçe) as a PDF to print and sign: by tracking number and the phone given on it (rate-limited per address), or by tracking number alone for the signed-in member whose subscription it is.',
  request: z.object({ trackingNumber: cancellationTrackingNumber, gsmNumber: gsmNumber.optional() }),
  response: z.custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value).meta({ description: 'The petition PDF.' }),
});

export const GetMemberContractCancellations = defineOperation({
  name: 'GetMemberContractCancellations',
  access: 'member',
  tag,
  summary: "Cancellation applications of the signed-in member's subscriptions, newest first.",
  request: empty,
  response: z.array(cancellationApplicationSchema),
});
