import type { ModuleHandlers } from '../../platform/operation-context';
import { signedIn } from '../../platform/auth';
import { holidayCalendar } from '../../reference-data/holiday-calendar';
import { runYearlyPropertyTax, summaryOf } from './yearly-run';

/** The yearly property-tax run of the revenue clerks. */
export const yearlyTaxHandlers: ModuleHandlers<'RunBackOfficeYearlyPropertyTax' | 'GetBackOfficeYearlyPropertyTaxRun'> = {
  RunBackOfficeYearlyPropertyTax: async (body, ctx) =>
    runYearlyPropertyTax(ctx.db, {
      taxYear: body.taxYear,
      by: signedIn(ctx.member).userOid,
      now: ctx.now(),
      countyCode: ctx.config.publicSetting.CountyCode,
      calendar: await holidayCalendar(ctx.db),
    }),
  GetBackOfficeYearlyPropertyTaxRun: (body, ctx) => summaryOf(ctx.db, body.taxYear),
};
