import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { isoDate, kurus, typeError } from '../schemas';
import { backOfficeTag } from './back-office';

/**
 * The yearly accrual run: every estate's property tax, every workplace's ÇTV and every permanent
 * sign's advertising tax, assessed once a year from declared facts with that year's tables
 * (revenue clerks).
 */
const taxYear = z
  .number(typeError('Vergi yılı giriniz.'))
  .int('Vergi yılı tam sayı olmalıdır.')
  .min(2000, 'Geçerli bir vergi yılı giriniz.')
  .max(2100, 'Geçerli bir vergi yılı giriniz.');

export const yearlyTaxRunSchema = z.object({
  taxYear: z.number().int(),
  status: z.enum(['running', 'finished']),
  /** The instalments' filing day: the day the run started. */
  runDate: isoDate,
  /** Estates, workplaces and signs accrued by the run, and the sum of their yearly tax. */
  accrued: z.number().int(),
  accruedAmount: kurus,
  /** Subjects whose year a declaration of that year had accrued already. */
  declared: z.number().int(),
  /** Subjects whose year the ledger held already (an opening balance, an earlier system). */
  alreadyAccrued: z.number().int(),
  /** Subjects the run could not assess, with why (the first 200). */
  notAssessed: z.array(
    z.object({
      kind: z.enum(['estate', 'ect', 'advertising']),
      /** The estate, or the workplace or sign as its declaration names it. */
      subject: z.string(),
      realEstateOid: z.number().int().nullable(),
      registryOid: z.number().int(),
      outcome: z.enum(['noFacts', 'invalidFacts']),
      reason: z.string(),
    }),
  ),
  notAssessedCount: z.number().int(),
});

export const RunBackOfficeYearlyAccrual = defineOperation({
  name: 'RunBackOfficeYearlyAccrual',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag: backOfficeTag,
  summary:
    "Accrues a tax year's property tax of every estate, ÇTV of every workplace and advertising tax of every permanent sign from their declared facts and that year's tables, in small batches; a second call resumes or changes nothing.",
  request: z.object({ taxYear }),
  response: yearlyTaxRunSchema,
});

export const GetBackOfficeYearlyAccrualRun = defineOperation({
  name: 'GetBackOfficeYearlyAccrualRun',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag: backOfficeTag,
  summary: 'The yearly property-tax run of a tax year: how many estates it accrued, left to a declaration or the ledger, and could not assess, and why.',
  request: z.object({ taxYear }),
  response: yearlyTaxRunSchema.nullable(),
});
