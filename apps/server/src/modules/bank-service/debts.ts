import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { accrualsInCardPayment, openAccruals, totalsOf, type OpenAccrual } from '../../ledger';
import { findPayer } from './payer';
import type { PayerKey } from './requests';

/** One debt as a bank's teller, ATM or app shows it; money in kuruş. */
const toBankDebt = (l: OpenAccrual) => ({
  id: l.oid,
  kind: l.incomeTypeCode,
  kindName: l.incomeTypeName,
  description: l.description,
  period: l.periodLabel,
  ...(l.subscription ? { subscriberNo: l.subscription.subscriberNo } : {}),
  dueDate: l.dueDate,
  principal: l.principal,
  delayFine: l.delayFine,
  total: l.total,
});

/**
 * The open debts a bank may collect today: the payer's (or the one subscription's), with the delay
 * fine to today, less those held by a card payment in progress, which only that payment may settle
 * (docs/domain/payments-and-banks.md, "Rules for every bank").
 */
export async function payableDebts(db: Db, key: PayerKey, now: Date) {
  const payer = await findPayer(db, key);
  const asOf = istanbulDate(now);
  const open = await openAccruals(db, { registryOid: payer.registryOid, asOf, ...(payer.subscriptionOid !== undefined ? { subscriptionOid: payer.subscriptionOid } : {}) });
  const held = new Set(
    await accrualsInCardPayment(
      db,
      open.map((l) => l.oid),
    ),
  );
  const offered = open.filter((l) => !held.has(l.oid));
  return { payerName: payer.maskedName, asOf, debts: offered.map(toBankDebt), total: totalsOf(offered).total };
}
