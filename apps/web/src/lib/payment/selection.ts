/**
 * The client side of the municipality's selection rule (the server checks it again), the
 * same on every screen that pays debts: instalments of one accrual are paid in order, so
 * choosing a later one brings the earlier open ones with it, and dropping an earlier one
 * drops the later ones.
 */
export interface SelectableLine {
  accrumentOid: number;
  /** The server's key of one accrual's instalments. */
  accrualGroup: string;
  instalmentNo: number;
}

const sameAccrual = (a: SelectableLine, b: SelectableLine) => a.accrualGroup === b.accrualGroup;

export function toggleLine(lines: readonly SelectableLine[], selected: ReadonlySet<number>, oid: number): { selected: Set<number>; addedEarlier: boolean } {
  const line = lines.find((l) => l.accrumentOid === oid);
  const next = new Set(selected);
  if (!line) return { selected: next, addedEarlier: false };
  let addedEarlier = false;
  if (next.has(oid)) {
    next.delete(oid);
    for (const other of lines) if (sameAccrual(other, line) && other.instalmentNo > line.instalmentNo) next.delete(other.accrumentOid);
  } else {
    next.add(oid);
    for (const other of lines) {
      if (sameAccrual(other, line) && other.instalmentNo < line.instalmentNo && !next.has(other.accrumentOid)) {
        next.add(other.accrumentOid);
        addedEarlier = true;
      }
    }
  }
  return { selected: next, addedEarlier };
}

export const selectedTotal = <T extends { accrumentOid: number; total: number }>(lines: readonly T[], selected: ReadonlySet<number>) =>
  lines.reduce((sum, l) => (selected.has(l.accrumentOid) ? sum + l.total : sum), 0);
