import { applicationTypes, depositReturnTypeCodes } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { movesOf } from '../../platform/work-queue-repo';
import { findLineHistories, type CancellationRow } from './cancellation-repo';
import { citizenStatusOf, filedStage } from './cancellation-machine';
import type { StageValue } from './back-office-repo';
import { waterLineStatusName } from '../../subscriptions/water-line';

const returnTypeNames: Record<number, string> = {
  [depositReturnTypeCodes.iban]: 'IBAN numarasına iade',
  [depositReturnTypeCodes.bankBranch]: 'Banka şubesinden ödeme',
  [depositReturnTypeCodes.setOff]: 'Borçlara mahsup',
};

/**
 * Applications with their stage and its steps (the clerks' machine, so the subscriber reads
 * "refund approved" when a clerk approved it) and the water line's history; the set-off and
 * refund as filed, then as the final bill fixed them; the IBAN shows only its last four digits.
 */
export async function toApplications(db: Db, rows: CancellationRow[]) {
  const oids = rows.map((r) => r.oid);
  const [histories, moves] = await Promise.all([findLineHistories(db, oids), movesOf(db, 'waterCancellations', oids)]);
  return rows.map((r) => ({
    trackingNumber: r.tracking_number,
    applicationType: r.application_type,
    applicationTypeName: applicationTypes.cancellation.tr,
    subscriberNo: r.subscriber_no,
    status: citizenStatusOf(r.stage),
    stage: r.stage,
    steps: [
      { stage: filedStage, at: new Date(r.created_at).toISOString() },
      ...moves.filter((m) => Number(m.item_oid) === r.oid).map((m) => ({ stage: m.to_status as StageValue, at: new Date(m.at).toISOString() })),
    ],
    waterLineStatus: r.water_line_status,
    waterLineStatusName: waterLineStatusName(r.water_line_status),
    waterLineCuttingDate: String(r.water_line_cutting_date).slice(0, 10),
    depositReturnType: r.deposit_return_type,
    depositReturnTypeName: returnTypeNames[r.deposit_return_type] ?? String(r.deposit_return_type),
    maskedIban: r.bank_iban_no ? `TR** **** **** **** **** ${r.bank_iban_no.slice(-6, -2)} ${r.bank_iban_no.slice(-2)}` : null,
    bankBranchName: r.branch_name ? `${r.bank_name ?? ''} ${r.branch_name}`.trim() : null,
    depositAmount: Number(r.deposit_amount),
    // Once the line is cut the final bill fixes them: what is refunded is that, not the filing's estimate.
    setOffAmount: Number(r.final_set_off_amount ?? r.set_off_amount),
    refundAmount: Number(r.final_refund_amount ?? r.refund_amount),
    createdAt: new Date(r.created_at).toISOString(),
    history: histories
      .filter((h) => h.cancellation_oid === r.oid)
      .map((h) => ({ waterLineStatus: h.to_status, statusName: waterLineStatusName(h.to_status), at: new Date(h.changed_at).toISOString(), reason: h.reason })),
  }));
}
