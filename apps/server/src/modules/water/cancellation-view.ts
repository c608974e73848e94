import { applicationTypes, depositReturnTypeCodes } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { findLineHistories, type CancellationRow } from './cancellation-repo';
import { waterLineStatusName } from '../../subscriptions/water-line';

const returnTypeNames: Record<number, string> = {
  [depositReturnTypeCodes.iban]: 'IBAN numarasına iade',
  [depositReturnTypeCodes.bankBranch]: 'Banka şubesinden ödeme',
  [depositReturnTypeCodes.setOff]: 'Borçlara mahsup',
};

/** Applications with their line status history; the IBAN shows only its last four digits. */
export async function toApplications(db: Db, rows: CancellationRow[]) {
  const histories = await findLineHistories(
    db,
    rows.map((r) => r.oid),
  );
  return rows.map((r) => ({
    trackingNumber: r.tracking_number,
    applicationType: r.application_type,
    applicationTypeName: applicationTypes.cancellation.tr,
    subscriberNo: r.subscriber_no,
    status: r.status,
    waterLineStatus: r.water_line_status,
    waterLineStatusName: waterLineStatusName(r.water_line_status),
    waterLineCuttingDate: String(r.water_line_cutting_date).slice(0, 10),
    depositReturnType: r.deposit_return_type,
    depositReturnTypeName: returnTypeNames[r.deposit_return_type] ?? String(r.deposit_return_type),
    maskedIban: r.bank_iban_no ? `TR** **** **** **** **** ${r.bank_iban_no.slice(-6, -2)} ${r.bank_iban_no.slice(-2)}` : null,
    bankBranchName: r.branch_name ? `${r.bank_name ?? ''} ${r.branch_name}`.trim() : null,
    depositAmount: Number(r.deposit_amount),
    setOffAmount: Number(r.set_off_amount),
    refundAmount: Number(r.refund_amount),
    createdAt: new Date(r.created_at).toISOString(),
    history: histories
      .filter((h) => h.cancellation_oid === r.oid)
      .map((h) => ({ waterLineStatus: h.to_status, statusName: waterLineStatusName(h.to_status), at: new Date(h.changed_at).toISOString(), reason: h.reason })),
  }));
}
