import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { isoDate, kurus, typeError } from '../schemas';
import { backOfficeTag } from './back-office';

/**
 * The yearly property-tax run: every estate of the register assessed once a year from its declared
 * facts with that year's tables (revenue clerks).
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
  /** Estates accrued by the run, and the sum of their yearly tax. */
  accrued: z.number().int(),
  accruedAmount: kurus,
  /** Estates whose year a declaration of that year had accrued already. */
  declared: z.number().int(),
  /** Estates whose year the ledger held already (an opening balance, an earlier system). */
  alreadyAccrued: z.number().int(),
  /** Estates the run could not assess, with why (the first 200 by estate). */
  notAssessed: z.array(z.object({ realEstateOid: z.number().int(), registryOid: z.number().int(), outcome: z.enum(['noFacts', 'invalidFacts']), reason: z.string() })),
  notAssessedCount: z.number().int(),
});

export const RunBackOfficeYearlyPropertyTax = defineOperation({
  name: 'RunBackOfficeYearlyPropertyTax',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag: backOfficeTag,
  summary: "Accrues every estate's property tax of a tax year from its declared facts and that year's tables, in small batches; a second call resumes or changes nothing.",
  request: z.object({ taxYear }),
  response: yearlyTaxRunSchema,
});

export const GetBackOfficeYearlyPropertyTaxRun = defineOperation({
  name: 'GetBackOfficeYearlyPropertyTaxRun',
  access: 'staff',
  role: 'REVENUE_CLERK',
  tag: backOfficeTag,
  summary: 'The yearly property-tax run of a tax year: how many estates it accrued, left to a declaration or the ledger, and could not assess, and why.',
  request: z.object({ taxYear }),
  response: yearlyTaxRunSchema.nullable(),
});
