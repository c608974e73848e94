import type { Db } from '../../../db/kysely';
import { recordPastCollections, remaindersOf } from '../../../ledger';
import { choice, requiredAmount, requiredDate, requiredKey } from '../fields';
import { findImportKeys } from '../import-key-repo';
import { refOf, type Cells, type ImportKind, type LoadRow, type RowIssues } from '../kind';
import type { Rejection } from '../rejections';

interface Collection {
  collectionKey: string;
  debtKey: string;
  collectedOn: string;
  collectionType: 1 | 2 | 3 | 4 | 5;
  principalAmount: number;
  delayFineAmount: number;
}

/** The delay fine paid with it: none when the cell is empty. */
const delayFine = (cells: Cells, issues: RowIssues) => ((cells.gecikme_zammi ?? '').trim() === '' ? 0 : requiredAmount(cells, issues, 'gecikme_zammi'));

function parseCollection(cells: Cells, issues: RowIssues, today: string): Collection {
  return {
    collectionKey: requiredKey(cells, issues, 'tahsilat_no'),
    debtKey: requiredKey(cells, issues, 'borc_no'),
    collectedOn: requiredDate(cells, issues, 'tahsilat_tarihi', today),
    collectionType: Number(choice(cells, issues, 'tahsilat_turu', ['1', '2', '3', '4', '5'])) as Collection['collectionType'],
    principalAmount: requiredAmount(cells, issues, 'tutar'),
    delayFineAmount: delayFine(cells, issues),
  };
}

/**
 * A collection loaded before is history: a rerun leaves it, a changed row is refused (it is
 * cancelled in the back office, not rewritten). A new one must fit what is left of its debt,
 * together with the file's other new collections of the same debt in the batch.
 */
async function checkCollections(db: Db, rows: readonly LoadRow<Collection>[]): Promise<Rejection[]> {
  const earlier = await findImportKeys(
    db,
    'collections',
    rows.map((r) => r.key),
  );
  const fresh = rows.filter((r) => r.localId === null);
  const debtOf = (r: LoadRow<Collection>) => refOf(r, 'debts', r.record.debtKey);
  const remainders = await remaindersOf(db, [...new Set(fresh.map(debtOf))]);
  const refused: Rejection[] = rows
    .filter((r) => r.localId !== null && earlier.get(r.key)?.rowHash !== r.hash)
    .map((r) => ({ line: r.line, field: 'tahsilat_no', code: 'COLLECTION_RECORDED' as const, value: r.key }));
  const left = new Map([...remainders].map(([oid, d]) => [oid, d.status === 'open' ? d.remaining : 0]));
  for (const r of fresh) {
    const remaining = left.get(debtOf(r)) ?? 0;
    if (r.record.principalAmount > remaining) refused.push({ line: r.line, field: 'tutar', code: 'COLLECTION_EXCEEDS_DEBT', value: `${r.record.principalAmount} > ${remaining}` });
    else left.set(debtOf(r), remaining - r.record.principalAmount);
  }
  return refused;
}

/**
 * Collections the previous system made on the debts loaded as opening balances, recorded through
 * the ledger so an imported debt paid in part shows what is left of it.
 */
export const collections: ImportKind<Collection> = {
  name: 'collections',
  keyColumn: 'tahsilat_no',
  columns: ['tahsilat_no', 'borc_no', 'tahsilat_tarihi', 'tutar', 'gecikme_zammi', 'tahsilat_turu'].map((header) => ({ header, required: header !== 'gecikme_zammi' })),
  parse: parseCollection,
  key: (r) => r.collectionKey,
  references: (r) => [{ field: 'borc_no', kind: 'debts', key: r.debtKey }],
  checkAgainstDatabase: checkCollections,
  load: (trx, rows) =>
    recordPastCollections(
      trx,
      rows.map((r) => ({ ...r.record, accrualOid: refOf(r, 'debts', r.record.debtKey) })),
      'import',
    ),
};
