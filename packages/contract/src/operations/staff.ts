import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { empty, kurus, nationalIdOrTaxNumber, typeError, year } from '../schemas';
import type { FileContent } from './files';

const tag = 'staff';

/**
 * Staff self-service. Every staff operation answers for the signed-in member's
 * own employee record, found from the access token. The spec's request fields that name an
 * employee are accepted, but must name the caller: anyone else's is 404.
 */
const corporationRegistryNumber = z
  .string(typeError('Geçerli bir kurum sicil numarası giriniz.'))
  .trim()
  .min(1, 'Geçerli bir kurum sicil numarası giriniz.')
  .max(30, 'Geçerli bir kurum sicil numarası giriniz.');

const month = z.number(typeError('Geçerli bir ay giriniz.')).int().min(1, 'Geçerli bir ay giriniz.').max(12, 'Geçerli bir ay giriniz.');

export const staffCategories = ['memur', 'isci'] as const;
export const staffCategory = z.enum(staffCategories);

export const IsEmployeeActive = defineOperation({
  name: 'IsEmployeeActive',
  access: 'member',
  tag,
  summary: "Whether the signed-in member is an active employee of the municipality. identityNumber must be the caller's own (else 404).",
  request: z.object({ identityNumber: nationalIdOrTaxNumber }),
  response: z.boolean(),
});

export const employeeDetailSchema = z.object({
  employeeCorporationRegistryNumber: z.string(),
  identityNumber: z.string(),
  name: z.string(),
  surname: z.string(),
  title: z.string(),
  department: z.string(),
  staffCategory,
  cadreDegree: z.number().int().nullable(),
  cadreStep: z.number().int().nullable(),
  maskedIban: z.string(),
  startedOn: z.string(),
  serviceYears: z.number().int(),
});

export const RetrieveEmployeeDetailedInformation = defineOperation({
  name: 'RetrieveEmployeeDetailedInformation',
  access: 'staff',
  tag,
  summary: "The caller's own employee record. queryType 2 looks up by corporation registry number (or user detail oid); only the caller's own is found.",
  request: z.object({
    queryType: z.literal(2, { error: 'Sorgu türü 2 olmalıdır.' }),
    userDetailOidOrEmployeeCorporationRegistryNumber: corporationRegistryNumber.optional(),
  }),
  response: employeeDetailSchema,
});

export const payslipLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  amount: kurus,
  /** Set on enforcement cuts: the file the cut was paid to. */
  enforcementFileNumber: z.string().nullable(),
});

export const payslipSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  paidOn: z.string(),
  workedDays: z.number().int(),
  earnings: z.array(payslipLineSchema),
  deductions: z.array(payslipLineSchema),
  grossTotal: kurus,
  deductionTotal: kurus,
  netPay: kurus,
  incomeTaxBase: kurus,
  cumulativeIncomeTaxBase: kurus,
});

export const payslipSummarySchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  grossTotal: kurus,
  deductionTotal: kurus,
  enforcementTotal: kurus,
  netPay: kurus,
});

export const payslipYearTotalsSchema = z.object({
  grossTotal: kurus,
  incomeTax: kurus,
  stampDuty: kurus,
  socialSecurity: kurus,
  unemploymentInsurance: kurus,
  enforcement: kurus,
  otherDeductions: kurus,
  deductionTotal: kurus,
  netPay: kurus,
});

export const GetEmployeeScoreCardAccrumentSummaries = defineOperation({
  name: 'GetEmployeeScoreCardAccrumentSummaries',
  access: 'staff',
  tag,
  summary:
    "The caller's payslips: the years with slips, the months of the chosen year with their totals and the year's totals, and the chosen month's slip. The current month's slip is hidden until the LastSalaryHideTillDay day (Europe/Istanbul).",
  request: z.object({ employeeCorporationRegistryNumber: corporationRegistryNumber.optional(), year: year.optional(), month: month.optional() }),
  response: z.object({
    years: z.array(z.number().int()),
    year: z.number().int().nullable(),
    months: z.array(payslipSummarySchema),
    yearTotals: payslipYearTotalsSchema,
    slip: payslipSchema.nullable(),
    /** The current month's slip exists but is not shown yet; it is shown from this date. */
    hiddenUntil: z.string().nullable(),
  }),
});

/** The PDF answers with the file's bytes (Content-Type application/pdf), as GetFile does. */
export const RetrieveEmployeeScoreCardDocument = defineOperation({
  name: 'RetrieveEmployeeScoreCardDocument',
  access: 'staff',
  tag,
  responseKind: 'file',
  summary: "A PDF of one of the caller's payslips. A hidden, missing or another employee's slip is 404.",
  request: z.object({ employeeCorporationRegistryNumber: corporationRegistryNumber.optional(), year, month }),
  response: z.custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value).meta({ description: 'The payslip PDF.' }),
});

export const leaveKindSchema = z.object({
  leaveKindOid: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Who may take it: civil servants (memur), workers (isci) or both. */
  staffCategory: z.enum(['memur', 'isci', 'all']),
  lawReference: z.string(),
  dayBasis: z.enum(['working', 'calendar']),
  description: z.string(),
});

export const RetrieveLeaveKindsWithoutAuthorization = defineOperation({
  name: 'RetrieveLeaveKindsWithoutAuthorization',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Kinds of leave (657 and 4857 laws) with who may take them and how days are counted.',
  request: empty,
  response: z.array(leaveKindSchema),
});

export const leaveApplicationStatuses = ['approved', 'pending', 'rejected', 'cancelled'] as const;

export const leaveApplicationSchema = z.object({
  applicationNo: z.string(),
  leaveKindCode: z.string(),
  leaveKindName: z.string(),
  appliedOn: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  dayCount: z.number().int(),
  status: z.enum(leaveApplicationStatuses),
  description: z.string(),
});

const concreteEmployeeInformation = z.object({
  identityNumber: nationalIdOrTaxNumber.optional(),
  employeeCorporationRegistryNumber: corporationRegistryNumber.optional(),
});

export const RetrieveLeaveApplicationInformations = defineOperation({
  name: 'RetrieveLeaveApplicationInformations',
  access: 'staff',
  tag,
  summary: 'The caller\'s leave applications of a year (all years when none is given), newest first. queryType "1": by employee.',
  request: z.object({
    queryType: z.literal('1', { error: 'Sorgu türü "1" olmalıdır.' }),
    concreteEmployeeInformation: concreteEmployeeInformation.optional(),
    year: year.optional(),
  }),
  response: z.array(leaveApplicationSchema),
});

export const leaveBalanceSchema = z.object({
  leaveKindCode: z.string(),
  leaveKindName: z.string(),
  /** This year's entitlement; null where the law sets no yearly limit (e.g. sick leave by report). */
  entitlement: z.number().int().nullable(),
  carriedOver: z.number().int(),
  total: z.number().int().nullable(),
  used: z.number().int(),
  pending: z.number().int(),
  remaining: z.number().int().nullable(),
});

export const CalculateTotalAndRemaingAndUsedLeavesOfEmployee = defineOperation({
  name: 'CalculateTotalAndRemaingAndUsedLeavesOfEmployee',
  access: 'staff',
  tag,
  summary: "The caller's total, used and remaining leave days per kind for a year (this year when none is given).",
  request: concreteEmployeeInformation.extend({ year: year.optional() }),
  response: z.object({ year: z.number().int(), years: z.array(z.number().int()), balances: z.array(leaveBalanceSchema) }),
});

export const enforcementFileStatuses = ['active', 'waiting', 'closed'] as const;

export const enforcementFileSchema = z.object({
  fileNumber: z.string(),
  officeName: z.string(),
  officeCityName: z.string(),
  creditorName: z.string(),
  isAlimony: z.boolean(),
  notifiedOn: z.string(),
  queueNo: z.number().int(),
  totalAmount: kurus,
  monthlyCut: kurus,
  cutTotal: kurus,
  remaining: kurus,
  status: z.enum(enforcementFileStatuses),
});

export const enforcementCutSchema = z.object({ year: z.number().int(), month: z.number().int(), fileNumber: z.string(), amount: kurus });

export const RetrieveEnforcementInformation = defineOperation({
  name: 'RetrieveEnforcementInformation',
  access: 'staff',
  tag,
  summary: "The caller's enforcement (garnishment) files and the cuts taken from the payslips shown so far, newest month first.",
  request: concreteEmployeeInformation,
  response: z.object({ files: z.array(enforcementFileSchema), cuts: z.array(enforcementCutSchema) }),
});
