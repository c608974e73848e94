import type { Db } from '../../db/kysely';
import type { Rejection, RejectionCode } from './rejections';

/** The cells of one data row by header name, trimmed; an empty cell is ''. */
export type Cells = Readonly<Record<string, string>>;

/** Collects the refusals of the row being checked. */
export interface RowIssues {
  reject(field: string, code: RejectionCode, value?: string): void;
}

/** A row of another kind (or of the database) that a row needs. */
export interface Reference {
  field: string;
  kind: string;
  key: string;
}

/** A checked row: what the file says, and the other rows it needs, resolved to local ids. */
export interface CheckedRow<T> {
  line: number;
  key: string;
  record: T;
  hash: string;
}

export interface LoadRow<T> extends CheckedRow<T> {
  /** The local row an earlier import made from the same source key, if any. */
  localId: number | null;
  /** Local ids of the references, by `${kind}:${key}`. */
  refs: ReadonlyMap<string, number>;
}

/** What the database knows of each key a batch refers to: local id by key. */
export type Resolver = (db: Db, keys: readonly string[]) => Promise<Map<string, number>>;

/**
 * One kind of import file: its columns (Turkish header names, docs/operations.md), how a row is
 * checked, which rows it refers to, and how a batch of checked rows is written through the
 * tables' owners.
 */
export interface ImportKind<T> {
  name: string;
  columns: readonly { header: string; required: boolean }[];
  /** The column holding the row's key in the source system. */
  keyColumn: string;
  /** How local rows of this kind are found by their keys, when not through the import keys (national codes that are primary keys). */
  resolve?: Resolver;
  /** The record a row gives, or null when the row has refusals (reported through `issues`). */
  parse(cells: Cells, issues: RowIssues, today: string): T | null;
  /** The row's key in the source system. */
  key(record: T): string;
  /** Other rows this one needs, by their kind and key. */
  references(record: T): Reference[];
  /** Values that, like the key, may appear only once in a file (T.C. Kimlik No, VKN). */
  uniques?(record: T): { field: string; value: string }[];
  /** Facts every row of the file must state alike (a county code's name): `key` names the fact, `value` is what this row says. */
  agreements?(record: T): { field: string; key: string; value: string }[];
  /** Checks needing the database beyond references: answers refusals for rows of the batch. */
  checkAgainstDatabase?(db: Db, rows: readonly LoadRow<T>[]): Promise<Rejection[]>;
  /** Writes a batch (new and changed rows) in the caller's transaction; answers each row's local id in order. */
  load(trx: Db, rows: readonly LoadRow<T>[], today: string): Promise<number[]>;
}

/** A key's local id in a batch's resolved references; the rows were checked, so it exists. */
export function refOf(row: LoadRow<unknown>, kind: string, key: string): number {
  const id = row.refs.get(`${kind}:${key}`);
  if (id === undefined) throw new Error(`Import reference not resolved: ${kind} ${key}`);
  return id;
}
