import type { ReactNode } from 'react';

/** One column of a data table: its header, its cell on screen and in the CSV file, and how it sorts. */
export interface DataTableColumn<T, S extends string> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  /** The cell as it goes into the CSV file (Turkish number format, no currency symbol). */
  csv(row: T): string | number | null;
  align?: 'left' | 'right';
  sortKey?: S;
}
