import type { ModuleHandlers } from '../../platform/operation-context';
import { signedIn } from '../../platform/auth';
import { holidayCalendar } from '../../reference-data/holiday-calendar';
import { runYearlyAccrual, summaryOf } from './yearly-run';

/** The yearly property-tax run of the revenue clerks. */
export const yearlyTaxHandlers: ModuleHandlers<'RunBackOfficeYearlyAccrual' | 'GetBackOfficeYearlyAccrualRun'> = {
  RunBackOfficeYearlyAccrual: async (body, ctx) =>
    runYearlyAccrual(ctx.db, {
      taxYear: body.taxYear,
      by: signedIn(ctx.member).userOid,
      now: ctx.now(),
      countyCode: ctx.config.publicSetting.CountyCode,
      calendar: await holidayCalendar(ctx.db),
    }),
  GetBackOfficeYearlyAccrualRun: (body, ctx) => summaryOf(ctx.db, body.taxYear),
};
