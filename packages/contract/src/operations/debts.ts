import { z } from 'zod';
import { defineOperation } from '../define-operation';
import type { FileContent } from './files';
import { humanVerificationPayload } from '../identity-schemas';
import { documentLanguage, empty, gsmNumber, isoDate, kurus, nationalIdOrTaxNumber, oid, typeError, smsCodeSent } from '../schemas';

const tag = 'debts';

/** A fast-payment proof from ValidateCode (after ValidateRegistries or ValidateSubscriberNo). */
const paymentProof = z.string(typeError('Doğrulama bilgisi geçersiz.')).min(10).max(512);
const registryInfoOid = oid;

export const debtRegistrySchema = z.object({
  registryOid: z.number().int(),
  /** 'G' person, 'T' company…; the name is masked for a fast-payment caller. */
  registryType: z.string(),
  displayName: z.string(),
  identifier: z.string().nullable(),
  isOwn: z.boolean(),
  /** Reached through another member's authorisation (docs/security.md, "Acting for another"), not as its member or company officer. */
  byAuthority: z.boolean().optional(),
});

export const RetrieveDebtorRegistries = defineOperation({
  name: 'RetrieveDebtorRegistries',
  access: 'member',
  tag,
  summary:
    'The registries the member may question debts for: their own, the companies they represent (registry_representative) and those whose authorisation to see debts is in force for them (byAuthority).',
  request: empty,
  response: z.array(debtRegistrySchema),
});

export const RetrieveAccrumentModulTypes = defineOperation({
  name: 'RetrieveAccrumentModulTypes',
  access: 'member',
  tag,
  summary: 'The income types (tabs) the registry has accruals of, with how many lines are open.',
  request: z.object({ registryInfoOid }),
  response: z.array(
    z.object({ incomeTypeCode: z.string(), name: z.string(), nameEn: z.string(), sortOrder: z.number().int(), openCount: z.number().int(), subjectToDelayFine: z.boolean() }),
  ),
});

/** The water subscription a debt belongs to, as the citizen knows it: the number on the bill and the supply address. */
export const debtSubscriptionSchema = z.object({ subscriberNo: z.string(), address: z.string() });

export const openDebtSchema = z.object({
  accrumentOid: z.number().int(),
  incomeTypeCode: z.string(),
  incomeTypeName: z.string(),
  /** The English names, for a citizen reading in English: never free text. */
  incomeTypeNameEn: z.string(),
  revenueCode: z.number().int(),
  revenueType: z.number().int().nullable(),
  description: z.string(),
  descriptionEn: z.string(),
  year: z.number().int(),
  instalmentNo: z.number().int(),
  periodLabel: z.string(),
  dueDate: z.string(),
  principal: kurus,
  delayFine: kurus,
  total: kurus,
  isOverdue: z.boolean(),
  /** Instalments with the same group are one accrual: they are paid in order (CheckPayableSelection). */
  accrualGroup: z.string(),
  /** Set on a water debt: which subscription it was billed to. */
  subscription: debtSubscriptionSchema.optional(),
});

const totalsSchema = z.object({ principal: kurus, delayFine: kurus, total: kurus });

export const GetDeclarationAccrumentBalancesofEMunicipality = defineOperation({
  name: 'GetDeclarationAccrumentBalancesofEMunicipality',
  access: 'payer',
  tag,
  summary:
    'Open debts of a registry with the delay fine (6183 art. 51) as of delayFineCalculationDate (default today, Istanbul). A date before today is refused (422 FINE_DATE_IN_PAST); a later date is a what-if (isForecast) that cannot be paid. A signed-in member names one of their registries; a fast-payment caller sends the paymentProof of ValidateCode instead. Anything else is 404.',
  request: z.object({
    registryInfoOid: registryInfoOid.optional(),
    delayFineCalculationDate: isoDate.optional(),
    paymentProof: paymentProof.optional(),
    /** Only lines of this revenue code (83: the marriage fee of /FastPaymentForMatrimony). */
    revenueCode: z.number().int().positive().optional(),
  }),
  response: z.object({
    registry: debtRegistrySchema,
    delayFineCalculationDate: z.string(),
    /** The date is after today: the amounts are a what-if, and checkout charges today's. */
    isForecast: z.boolean().optional(),
    lines: z.array(openDebtSchema),
    totals: totalsSchema,
  }),
});

export const CheckPayableSelection = defineOperation({
  name: 'CheckPayableSelection',
  access: 'payer',
  tag,
  summary:
    'Checks a selection of debts before payment: every oid an open line of the caller, earlier instalments of the same accrual selected first (422 SELECTION_ORDER). Answers the lines and the total as of today, what checkout charges: another date is refused (422 FINE_DATE_IN_PAST, FINE_DATE_NOT_PAYABLE).',
  request: z.object({
    registryInfoOid: registryInfoOid.optional(),
    paymentProof: paymentProof.optional(),
    accrumentOidList: z.array(oid).min(1, 'Ödenecek borç seçiniz.').max(500, 'En fazla 500 borç seçilebilir.'),
    delayFineCalculationDate: isoDate.optional(),
  }),
  response: z.object({ registryOid: z.number().int(), lines: z.array(openDebtSchema), totals: totalsSchema }),
});

export const GetDeclarationAccruments = defineOperation({
  name: 'GetDeclarationAccruments',
  access: 'member',
  tag,
  summary: 'Every accrual of the registry (open, paid, restructured, cancelled) due in the period, with what was paid on it.',
  request: z
    .object({ registryInfoOid, accrumentDateStart: isoDate, accrumentDateFinish: isoDate })
    .refine((v) => v.accrumentDateStart <= v.accrumentDateFinish, { path: ['accrumentDateFinish'], message: 'Bitiş tarihi başlangıçtan önce olamaz.' }),
  response: z.array(
    z.object({
      accrumentOid: z.number().int(),
      incomeTypeCode: z.string(),
      incomeTypeName: z.string(),
      incomeTypeNameEn: z.string(),
      description: z.string(),
      descriptionEn: z.string(),
      year: z.number().int(),
      instalmentNo: z.number().int(),
      periodLabel: z.string(),
      dueDate: z.string(),
      amount: kurus,
      paidPrincipal: kurus,
      paidDelayFine: kurus,
      status: z.enum(['open', 'paid', 'restructured', 'cancelled']),
    }),
  ),
});

const collectionSummary = z.object({
  collectionOid: z.number().int(),
  collectedAt: z.string(),
  collectionType: z.number().int(),
  collectionTypeName: z.string(),
  channel: z.string(),
  totalAmount: kurus,
  receiptNo: z.string(),
});

export const GetDeclarationCollectionsForEMunicipality = defineOperation({
  name: 'GetDeclarationCollectionsForEMunicipality',
  access: 'member',
  tag,
  summary: 'The payments (collections) of the registry, newest first.',
  request: z.object({ registryInfoOid }),
  response: z.array(collectionSummary),
});

export const RetrieveCollectionDetailByCollectionOid = defineOperation({
  name: 'RetrieveCollectionDetailByCollectionOid',
  access: 'member',
  tag,
  summary: "A payment's receipt lines with the stored split (principal and delay fine). Another registry's collection is 404.",
  request: z.object({ collectionOid: oid }),
  response: collectionSummary.extend({
    verificationCode: z.string(),
    lines: z.array(
      z.object({
        accrumentOid: z.number().int(),
        incomeTypeName: z.string(),
        incomeTypeNameEn: z.string(),
        description: z.string(),
        descriptionEn: z.string(),
        periodLabel: z.string(),
        dueDate: z.string(),
        principalAmount: kurus,
        delayFineAmount: kurus,
      }),
    ),
  }),
});

export const CreateCollectionInfoReportForEMunicipalityWithoutAuthorization = defineOperation({
  name: 'CreateCollectionInfoReportForEMunicipalityWithoutAuthorization',
  access: 'payer',
  tag,
  summary: "The receipt PDF of a payment: for a signed-in member's own registries, or with a fast-payment proof for the proven registry (payer masked). Anything else is 404.",
  request: z.object({ data: z.object({ collectionOid: oid, paymentProof: paymentProof.optional() }), language: documentLanguage }),
  responseKind: 'file',
  response: z
    .custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value)
    .meta({
      description: 'application/pdf',
    }),
});

export const VerifyCollectionReceiptWithoutAuthorization = defineOperation({
  name: 'VerifyCollectionReceiptWithoutAuthorization',
  access: 'public',
  tag,
  summary: 'Confirms a receipt by its verification code: receipt number, date, total and the masked payer. Rate-limited per address.',
  request: z.object({
    // Typed as printed, without the dashes, or with spaces: the groups of four are put back.
    verificationCode: z
      .string(typeError('Doğrulama kodunu giriniz.'))
      .transform((code) => {
        const bare = code.replace(/[\s-]/g, '').toUpperCase();
        return /^[A-Z0-9]{12}([A-Z0-9]{4})?$/.test(bare) ? (bare.match(/.{4}/g) ?? []).join('-') : code.trim().toUpperCase();
      })
      .pipe(z.string().regex(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){2,3}$/, 'Doğrulama kodu XXXX-XXXX-XXXX biçiminde olmalıdır.')),
  }),
  response: z.object({ receiptNo: z.string(), collectedAt: z.string(), totalAmount: kurus, payerName: z.string() }),
});

export const ValidateRegistries = defineOperation({
  name: 'ValidateRegistries',
  access: 'public',
  tag,
  summary:
    'Fast payment step 1: a TCKN/VKN and the phone registered on it (a second factor, KVKK 2022/388) buy an SMS code to that phone; ValidateCode then answers a paymentProof. An unknown number and a wrong phone get the same 404. Rate-limited.',
  request: z.object({ filter: nationalIdOrTaxNumber, gsmNumber, altcha: humanVerificationPayload }),
  response: smsCodeSent,
});

const estateSchema = z.object({
  realEstateOid: z.number().int(),
  estateCode: z.number().int(),
  estateTypeName: z.string(),
  address: z.string(),
  blockNo: z.string().nullable(),
  parcelNo: z.string().nullable(),
  landArea: z.number().nullable(),
  floorArea: z.number().nullable(),
  share: z.string(),
  usageType: z.string().nullable(),
  constructionYear: z.number().int().nullable(),
  isActive: z.boolean(),
});

export const GetRegistryObservation = defineOperation({
  name: 'GetRegistryObservation',
  access: 'member',
  tag,
  summary: "The registry record (identity, address, tax office, contact), its real estates and water subscriptions. Only the member's own registries.",
  request: z.object({ registryInfoOid }),
  response: z.object({
    registry: z.object({
      registryOid: z.number().int(),
      registryType: z.string(),
      nationalId: z.string().nullable(),
      taxNumber: z.string().nullable(),
      name: z.string(),
      fatherName: z.string().nullable(),
      motherName: z.string().nullable(),
      birthDate: z.string().nullable(),
      birthPlace: z.string().nullable(),
      taxOfficeCode: z.string().nullable(),
      gsm: z.string().nullable(),
      email: z.string().nullable(),
      address: z.string(),
    }),
    estates: z.array(estateSchema),
    subscriptions: z.array(
      z.object({
        subscriptionOid: z.number().int(),
        subscriberNo: z.string(),
        subscriberType: z.string(),
        tariff: z.string(),
        meterNo: z.string(),
        depositAmount: kurus,
        waterLineStatus: z.number().int(),
        address: z.string(),
        startedOn: z.string(),
        endedOn: z.string().nullable(),
      }),
    ),
  }),
});
