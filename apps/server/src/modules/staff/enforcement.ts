import type { Member, OperationContext } from '../../platform/operation-context';
import { ownEmployee, type EmployeeNaming } from './employee';
import { findEnforcementCuts, findEnforcementFiles, findPayslips } from './repo';
import { isSlipVisible } from './slip-visibility';

/**
 * The caller's enforcement files with what was cut so far and what is left, and the cuts
 * per payroll month. Only the slips already shown count, so the two screens always agree.
 * A file is active when its debt is being cut on the latest slip, waiting when not yet,
 * closed when nothing is left.
 */
export async function enforcementInformation(ctx: OperationContext, member: Member, naming: EmployeeNaming) {
  const employee = await ownEmployee(ctx, member, naming);
  const hideDay = ctx.config.publicSetting.LastSalaryHideTillDay;
  const now = ctx.now();
  const [files, allCuts, slips] = await Promise.all([findEnforcementFiles(ctx.db, employee.oid), findEnforcementCuts(ctx.db, employee.oid), findPayslips(ctx.db, employee.oid)]);
  const cuts = allCuts.filter((c) => isSlipVisible(c, now, hideDay));
  const latest = slips.filter((s) => isSlipVisible(s, now, hideDay)).at(-1);
  return {
    files: files.map((f) => {
      const own = cuts.filter((c) => c.file_oid === f.oid);
      const cutTotal = own.reduce((sum, c) => sum + c.amount, 0);
      const remaining = f.total_amount - cutTotal;
      const cutOnLatest = latest !== undefined && own.some((c) => c.year === latest.year && c.month === latest.month);
      return {
        fileNumber: f.file_number,
        officeName: f.office_name,
        officeCityName: f.city_name,
        creditorName: f.creditor_name,
        isAlimony: f.is_alimony,
        notifiedOn: f.notified_on,
        queueNo: f.queue_no,
        totalAmount: f.total_amount,
        monthlyCut: f.monthly_cut,
        cutTotal,
        remaining,
        status: remaining <= 0 ? ('closed' as const) : cutOnLatest ? ('active' as const) : ('waiting' as const),
      };
    }),
    cuts: cuts.map((c) => ({ year: c.year, month: c.month, fileNumber: c.file_number, amount: c.amount })),
  };
}
