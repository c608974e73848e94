import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { empty, kurus, oid, typeError } from '../schemas';

const tag = 'restructuring';

/** Which debts: the member's own registry unless a represented company's is named; the chosen accruals for a plan. */
export const accrumentQueryCriteria = z.object({
  registryInfoOid: oid.optional(),
  accrumentOidList: z.array(oid).max(200, 'En fazla 200 borç seçebilirsiniz.').optional(),
});

const chosenDebts = accrumentQueryCriteria.extend({
  accrumentOidList: z.array(oid, typeError('Yapılandırılacak borçları seçiniz.')).min(1, 'Yapılandırılacak en az bir borç seçiniz.').max(200, 'En fazla 200 borç seçebilirsiniz.'),
});

const instalmentCount = z.number(typeError('Taksit sayısı seçiniz.')).int('Taksit sayısı seçiniz.').min(1, 'Taksit sayısı seçiniz.').max(120, 'Taksit sayısı seçiniz.');

export const restructuringOptionSchema = z.object({
  instalmentCount: z.number().int(),
  periodMonths: z.number().int(),
  /** Ten-thousandths: 10450 is 1,045. */
  coefficient: z.number().int(),
});

const ruleText = z.object({ tr: z.string(), en: z.string() });

export const restructuringSchemeSchema = z.object({
  schemeOid: z.number().int(),
  lawNo: z.string(),
  title: z.string(),
  /** Demo data: not the municipality's signed-off scheme. */
  isDemo: z.boolean(),
  note: z.string().nullable(),
  effectiveFrom: z.string(),
  applicationDeadline: z.string(),
  dueDateCutoff: z.string(),
  indexName: z.string(),
  indexEndPeriod: z.string(),
  firstInstalmentDeadline: z.string(),
  waivesDelayFine: z.boolean(),
  /** Basis points of the index amount waived on payment at once (9000 is 90 %). */
  cashDiscountOnIndex: z.number().int(),
  writeOffThreshold: kurus,
  tolerance: z.object({ lateInstalments: z.number().int(), graceDays: z.number().int() }),
  /**
   * The scheme's rules in words, built by the server from the parameters above: the terms and
   * the consent show these sentences and the petition PDF prints the same Turkish ones.
   */
  rules: z.object({
    /** What paying at once waives, e.g. "Endeks tutarının %90'ı silinir." */
    cashDiscount: ruleText,
    /** When a plan breaks, what a late instalment costs, what breaking costs, where the paid money goes. */
    breaking: z.array(ruleText),
  }),
  incomeTypes: z.array(z.object({ code: z.string(), name: z.string() })),
  options: z.array(restructuringOptionSchema),
});

export const GetCurrentRestructuringParameter = defineOperation({
  name: 'GetCurrentRestructuringParameter',
  access: 'member',
  tag,
  summary: 'The restructuring scheme open today: law, dates, qualifying income types, what is waived, index restatement, instalment options. 422 when none is open.',
  request: empty,
  response: restructuringSchemeSchema,
});

export const restructurableDebtSchema = z.object({
  accrumentOid: z.number().int(),
  incomeTypeCode: z.string(),
  incomeTypeName: z.string(),
  description: z.string(),
  year: z.number().int().nullable(),
  instalmentNo: z.number().int().nullable(),
  dueDate: z.string(),
  principal: kurus,
  /** Delay fine as of today: the scheme waives it. */
  delayFine: kurus,
  /** Its replacement: the Yİ-ÜFE restatement of the principal. */
  indexAmount: kurus,
});

export const GetDebtListWillBeRestructured = defineOperation({
  name: 'GetDebtListWillBeRestructured',
  access: 'member',
  tag,
  summary: "The open debts of the member's registry (or a represented company's) that the open scheme covers, with the delay fine it waives and the index amount replacing it.",
  request: z.object({ accrumentQueryCriteria: accrumentQueryCriteria.default({}) }),
  response: z.object({ registryInfoOid: z.number().int(), asOf: z.string(), debts: z.array(restructurableDebtSchema) }),
});

export const planInstalmentSchema = z.object({ instalmentNo: z.number().int(), dueDate: z.string(), amount: kurus });

/** The terms and amounts a plan is made of, in a preview and in a saved restructuring alike. */
const planTerms = {
  periodMonths: z.number().int(),
  coefficient: z.number().int(),
  principal: kurus,
  delayFineWaived: kurus,
  indexAmount: kurus,
  indexDiscount: kurus,
};

export const restructuringPlanSchema = z.object({
  instalmentCount: z.number().int(),
  ...planTerms,
  restructuredTotal: kurus,
  originalTotal: kurus,
  saving: kurus,
  debts: z.array(restructurableDebtSchema),
  /** Due dates on a weekend or an official holiday are moved to the next working day (VUK art. 18). */
  instalments: z.array(planInstalmentSchema),
  /** Said when a due date lies in a year whose official holidays are not loaded yet: it was moved off weekends only. */
  holidayNote: z.string().nullable(),
});

export const concreteDebtRestructuringAccrumentInfo = z.object({ instalmentCount });

export const AuthorizedAdjustDebtRestructuringInstallments = defineOperation({
  name: 'AuthorizedAdjustDebtRestructuringInstallments',
  access: 'member',
  tag,
  summary:
    'The plan for the chosen debts and instalment option: restructured amount, each instalment with its due date, and the saving against the debt with delay fines. Changes nothing.',
  request: z.object({ accrumentQueryCriteria: chosenDebts, concreteDebtRestructuringAccrumentInfo }),
  response: restructuringPlanSchema,
});

export const AuthorizedSaveDebtRestructuringInstallments = defineOperation({
  name: 'AuthorizedSaveDebtRestructuringInstallments',
  access: 'member',
  tag,
  summary: 'Applies: closes the chosen accruals as restructured, creates the instalments as accruals, stores the plan and the petition PDF, attaches uploaded documents.',
  request: z.object({
    accrumentQueryCriteria: chosenDebts,
    concreteDebtRestructuringAccrumentInfo: concreteDebtRestructuringAccrumentInfo.extend({
      /** The member read the plan and the petition and applies. */
      confirmed: z.literal(true, { error: 'Başvuru için yapılandırma koşullarını onaylamanız gerekir.' }),
      /** The total the member saw; a different plan today is a 409 so they look again. */
      restructuredTotal: kurus.optional(),
    }),
    documentList: z
      .array(z.object({ fileOid: oid }), typeError('Belge listesi geçersiz.'))
      .max(5, 'En fazla 5 belge ekleyebilirsiniz.')
      .default([]),
  }),
  response: z.object({ restructuringLogOid: z.number().int(), applicationNo: z.string(), petitionFileOid: z.number().int() }),
});

export const restructuringStatuses = ['active', 'broken', 'completed'] as const;
export const restructuringStatus = z.enum(restructuringStatuses);
export const instalmentStatus = z.enum(['paid', 'open', 'overdue', 'cancelled']);

export const restructuringSummarySchema = z.object({
  restructuringLogOid: z.number().int(),
  applicationNo: z.string(),
  appliedAt: z.string(),
  status: restructuringStatus,
  lawNo: z.string(),
  instalmentCount: z.number().int(),
  restructuredTotal: kurus,
  paidTotal: kurus,
});

export const AuthorizedGetRestructuringDetailInfo = defineOperation({
  name: 'AuthorizedGetRestructuringDetailInfo',
  access: 'member',
  tag,
  summary: "One of the member's restructurings: the plan, each instalment with what is paid, the restructured debts, the petition and documents. Anyone else's is 404.",
  request: z.object({ restructuringLogOid: oid }),
  response: restructuringSummarySchema.extend({
    /** The registry that owes the instalments (the member's own or a represented company's): instalments are paid under it. */
    registryOid: z.number().int(),
    schemeTitle: z.string(),
    isDemo: z.boolean(),
    brokenAt: z.string().nullable(),
    ...planTerms,
    restoredPrincipal: kurus,
    petitionFileOid: z.number().int(),
    instalments: z.array(planInstalmentSchema.extend({ accrumentOid: z.number().int(), status: instalmentStatus, paidAmount: kurus, paidAt: z.string().nullable() })),
    debts: z.array(z.object({ accrumentOid: z.number().int(), description: z.string(), dueDate: z.string(), principal: kurus, delayFineWaived: kurus, indexAmount: kurus })),
    documents: z.array(z.object({ fileOid: z.number().int(), fileName: z.string(), documentName: z.string(), kind: z.enum(['petition', 'upload']) })),
  }),
});

export const GetRestructuringLogList = defineOperation({
  name: 'GetRestructuringLogList',
  access: 'member',
  tag,
  summary: "The member's restructurings (own registry and represented companies), newest first; readable after the scheme closes.",
  request: empty,
  response: z.object({ items: z.array(restructuringSummarySchema) }),
});
