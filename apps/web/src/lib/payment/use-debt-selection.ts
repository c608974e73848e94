import { useState } from 'react';
import { selectedTotal, toggleLine, type SelectableLine } from './selection';

export type PayableLine = SelectableLine & { total: number };

/** What a debt screen knows of its selection; the pay bar shows it. */
export interface DebtSelectionState {
  selected: ReadonlySet<number>;
  total: number;
  /** The last choice brought earlier instalments with it: the screen says so once. */
  addedEarlier: boolean;
  toggle(oid: number): void;
  /** Chooses or drops every line, or only those `among` (one tab's), keeping the others' choice. */
  toggleAll(all: boolean, among?: readonly number[]): void;
  dismissNotice(): void;
}

/**
 * The choice of debts to pay among `lines`, kept in the in-order rule. Lines that left the
 * list (paid meanwhile) leave the selection too; a screen with tabs passes every tab's lines,
 * so a choice in one tab stays while the citizen chooses in another. `initial` is chosen at first.
 */
export function useDebtSelection(lines: readonly PayableLine[], initial: readonly number[] = []): DebtSelectionState {
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(initial));
  const [addedEarlier, setAddedEarlier] = useState(false);
  const selected = new Set([...chosen].filter((oid) => lines.some((l) => l.accrumentOid === oid)));
  return {
    selected,
    total: selectedTotal(lines, selected),
    addedEarlier,
    toggle: (oid) => {
      const next = toggleLine(lines, selected, oid);
      setChosen(next.selected);
      setAddedEarlier(next.addedEarlier);
    },
    toggleAll: (all, among) => {
      const scope = among ?? lines.map((l) => l.accrumentOid);
      const next = new Set(selected);
      for (const oid of scope) {
        if (all) next.add(oid);
        else next.delete(oid);
      }
      setChosen(next);
      setAddedEarlier(false);
    },
    dismissNotice: () => setAddedEarlier(false),
  };
}
