import { sql, type Kysely } from 'kysely';

/**
 * Resolution search typed without Turkish letters ('isik' for 'ışık') read `search_ascii`
 * with `like '%word%'`: no index can serve that, so every search read every resolution of
 * the body, and it matched inside words ('isik' in 'değişiklik'). `search_words` holds the
 * same ASCII-folded words as a `simple` tsvector (no stemming, no stop words), written by
 * the database from `search_ascii`, with a GIN index beside the stemmed `search_vector`'s:
 * a search now reads the index entries of its words only (ADR 17).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('resolution')
    .addColumn('search_words', sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_ascii)`).stored().notNull())
    .execute();
  await db.schema.createIndex('resolution_words_idx').on('resolution').using('gin').column('search_words').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('resolution_words_idx').execute();
  await db.schema.alterTable('resolution').dropColumn('search_words').execute();
}
