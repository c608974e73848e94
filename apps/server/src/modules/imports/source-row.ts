/** One row as read: its line in the file (the header is line 1) and its cells in column order. */
export interface SourceRow {
  line: number;
  values: string[];
}
