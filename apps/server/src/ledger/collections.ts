import { randomInt } from 'node:crypto';
import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import { findCollectionByOrder, insertCollection, nextCollectionOid, nextReceiptNumber } from './collection-repo';
import { markAccrualsPaid } from './ledger-repo';
import { openAccruals, type OpenAccrual } from './open-accruals';
import { checkPayableSelection } from './selection';

export interface CollectionInput {
  registryOid: number;
  accrualOids: readonly number[];
  /** 1 cash, 2 postal cheque, 3 debit note, 4 credit card, 5 deposit debit note. */
  collectionType: 1 | 2 | 3 | 4 | 5;
  /** Where the money came in: 'online', 'bank', 'desk', … */
  channel: string;
  /** The business day the delay fine is computed to (ISO date). */
  asOf: string;
  collectedAt: Date;
  /** The paid online order: a second call for the same order returns the first collection. */
  onlineOrderOid?: number;
  /** When given, the money received: it must equal the total of the lines (else AMOUNT_MISMATCH). */
  expectedTotal?: number;
  /** Only for seeds and imports that need fixed codes; otherwise drawn from the CSPRNG. */
  verificationCode?: string;
  /**
   * Collect at most this much (a deposit set off against bills): the lines in order, each
   * principal before its fine, the last one perhaps in part; a line settled in part stays open
   * with what is left of it.
   */
  upTo?: number;
  /** The member who paid for another's registry under an authorisation: the receipt names them. */
  actedByMemberOid?: number | null;
}

export interface SplitLine {
  accrualOid: number;
  principalAmount: number;
  delayFineAmount: number;
}

export interface RecordedCollection {
  collectionOid: number;
  receiptNo: string;
  verificationCode: string;
  totalAmount: number;
  lines: SplitLine[];
  /** False when an earlier call for the same online order already recorded it. */
  created: boolean;
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A receipt's public check code, e.g. 7KQ4-M2XH-9TBA (no 0/O, 1/I to misread). */
export function newVerificationCode(): string {
  const chars = Array.from({ length: 12 }, () => codeAlphabet[randomInt(codeAlphabet.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** '2026-00000042': the 42nd receipt of 2026 (numbered without gaps within the year). */
export const receiptNumber = (year: number, numberInYear: number) => `${year}-${String(numberInYear).padStart(8, '0')}`;

/**
 * The split of a payment over open lines (docs/domain/payments-and-banks.md): oldest due first and, within a
 * line, principal before delay fine. Lines are always settled whole here (the portal pays
 * selected lines, never part of one), so each line's split is its principal and its fine.
 */
export function apportion(lines: readonly OpenAccrual[]): SplitLine[] {
  return [...lines]
    .sort((a, b) => (a.dueDate === b.dueDate ? a.oid - b.oid : a.dueDate < b.dueDate ? -1 : 1))
    .map((l) => ({ accrualOid: l.oid, principalAmount: l.principal, delayFineAmount: l.delayFine }));
}

/** The split of at most `amount` over the lines, in the order of `apportion`: the last line may be met in part. */
export function apportionUpTo(lines: readonly OpenAccrual[], amount: number): SplitLine[] {
  let left = amount;
  const split: SplitLine[] = [];
  for (const line of apportion(lines)) {
    const principalAmount = Math.min(line.principalAmount, left);
    left -= principalAmount;
    const delayFineAmount = Math.min(line.delayFineAmount, left);
    left -= delayFineAmount;
    if (principalAmount + delayFineAmount > 0) split.push({ accrualOid: line.accrualOid, principalAmount, delayFineAmount });
    if (left === 0) break;
  }
  return split;
}

/**
 * Records a collection inside the caller's transaction: locks the payer's open lines,
 * checks the selection, stores the split, marks the lines paid and returns the receipt, whose
 * number is the year's next (a rolled-back collection does not use one up).
 */
export async function recordCollection(trx: Db, input: CollectionInput): Promise<RecordedCollection> {
  if (input.onlineOrderOid !== undefined) {
    const earlier = await findCollectionByOrder(trx, input.onlineOrderOid);
    if (earlier) {
      if (earlier.registry_oid !== input.registryOid) throw new DomainError('CONFLICT');
      return {
        collectionOid: earlier.oid,
        receiptNo: earlier.receipt_no,
        verificationCode: earlier.verification_code,
        totalAmount: earlier.total_amount,
        lines: [],
        created: false,
      };
    }
  }
  const open = await openAccruals(trx, { registryOid: input.registryOid, asOf: input.asOf, forUpdate: true });
  checkPayableSelection(open, input.accrualOids);
  const chosen = new Set(input.accrualOids);
  const selected = open.filter((l) => chosen.has(l.oid));
  const lines = input.upTo === undefined ? apportion(selected) : apportionUpTo(selected, input.upTo);
  const whole = new Map(selected.map((l) => [l.oid, l.principal + l.delayFine]));
  const settled = lines.filter((l) => l.principalAmount + l.delayFineAmount === whole.get(l.accrualOid));
  const totalAmount = lines.reduce((sum, l) => sum + l.principalAmount + l.delayFineAmount, 0);
  if (input.expectedTotal !== undefined && input.expectedTotal !== totalAmount) throw new DomainError('AMOUNT_MISMATCH');

  const collectionOid = await nextCollectionOid(trx);
  // Last before the insert: the year's counter row stays locked only for the rest of this transaction.
  const year = Number(input.asOf.slice(0, 4));
  const receiptNo = receiptNumber(year, await nextReceiptNumber(trx, year));
  const verificationCode = input.verificationCode ?? newVerificationCode();
  await insertCollection(
    trx,
    {
      oid: collectionOid,
      registry_oid: input.registryOid,
      collected_at: input.collectedAt,
      collection_type: input.collectionType,
      channel: input.channel,
      total_amount: totalAmount,
      receipt_no: receiptNo,
      verification_code: verificationCode,
      online_order_oid: input.onlineOrderOid ?? null,
      acted_by_member_oid: input.actedByMemberOid ?? null,
    },
    lines.map((l) => ({ collection_oid: collectionOid, accrual_oid: l.accrualOid, principal_amount: l.principalAmount, delay_fine_amount: l.delayFineAmount })),
  );
  // A deposit smaller than the one bill it meets settles none of them whole.
  if (settled.length > 0) {
    await markAccrualsPaid(
      trx,
      input.registryOid,
      settled.map((l) => l.accrualOid),
    );
  }
  return { collectionOid, receiptNo, verificationCode, totalAmount, lines, created: true };
}
