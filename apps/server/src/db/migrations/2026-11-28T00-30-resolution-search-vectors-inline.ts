import { sql, type Kysely } from 'kysely';

/**
 * A resolution's row is wider than the 2 KB PostgreSQL aims for (full text, decision, two
 * tsvectors), and by default the toaster moved the tsvectors out of the row: every search then
 * fetched each candidate's `search_vector` and `search_words` through the TOAST table's index,
 * ten times the row's own pages. Storage MAIN keeps them in the row and lets the long texts go
 * out first; a tsvector is still compressed or moved out when a row cannot fit otherwise.
 * A search on the embedded engine took 7.7 ms instead of 3.5 (bench/).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table resolution alter column search_vector set storage main, alter column search_words set storage main`.execute(db);
  // Rows already written keep their out-of-line values until written again; new values are made
  // here (a concatenation with nothing), and `search_words` is recomputed from `search_ascii`.
  await sql`update resolution set search_vector = search_vector || ''::tsvector, search_ascii = search_ascii || ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table resolution alter column search_vector set storage extended, alter column search_words set storage extended`.execute(db);
}
