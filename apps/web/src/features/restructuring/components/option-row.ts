/** One option as the citizen compares it, formatted. */
export interface OptionRow {
  count: number;
  name: string;
  coefficient: string;
  each: string;
  total: string;
  saving: string;
  savingPositive: boolean;
  lastDue: string;
  selected: boolean;
}
