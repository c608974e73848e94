import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many statements stay prepared; the least recently run one is closed to make room. */
const STATEMENT_LIMIT = 256;
/** How many statements run once are remembered, to prepare them when they come again. */
const SEEN_LIMIT = 1024;
/**
 * A bulk statement (a chunk of rows to insert) costs more prepared than not: PostgreSQL copies
 * its long query tree to keep it and again for every plan, and its parsing is small beside its work.
 */
const MOST_PARAMS_PREPARED = 64;

/** Schema changes can change what a prepared statement returns: every statement is prepared again after one. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment)\b/i;

/** PostgreSQL's "cached plan must not change result type", should a schema change come another way. */
const PLAN_RESULT_CHANGED = '0A000';

interface Statement {
  name: string;
  paramTypes: number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** Takes `key` out of an insertion-ordered map or set and puts it back last: the most recently used. */
function touch<K, V>(map: Map<K, V>, key: K, value: V) {
  map.delete(key);
  map.set(key, value);
}

/**
 * Runs statements on PGlite in two calls into the database, or one for a statement seen before.
 * PGlite's own `query()` makes six calls for every statement (parse, describe, bind, describe,
 * execute, sync) and parses it again each time. Here a statement runs as the unnamed statement the
 * first time; when the same text comes again it becomes a named prepared statement, parsed and
 * described once, and each later run is one call. Plans are still made for each run's values
 * (`plan_cache_mode`, set by the dialect). On the embedded engine this halved the server's cost
 * of a council resolution search (bench/). Values are written with PGlite's own serializers for
 * the types the statement described, and rows read with its parsers, so results are `query()`'s.
 */
export class PreparedStatements {
  /** In the order last run: the first is the one to close when the limit is reached. */
  private readonly bySql = new Map<string, Statement>();
  private readonly seenOnce = new Map<string, true>();
  private named = 0;

  constructor(
    private readonly pglite: PGlite,
    private readonly limit = STATEMENT_LIMIT,
  ) {}

  async run<R>(sql: string, params: readonly unknown[]): Promise<Results<R>> {
    await this.pglite._checkReady();
    const result = await this.pglite.runExclusive(async () => {
      try {
        return await this.execute<R>(sql, params);
      } catch (error) {
        if ((error as { code?: string }).code !== PLAN_RESULT_CHANGED || this.pglite.isInTransaction()) throw error;
        await this.forget();
        return this.execute<R>(sql, params);
      }
    });
    if (SCHEMA_CHANGE.test(sql)) await this.pglite.runExclusive(() => this.forget());
    await this.pglite.syncToFs();
    return result;
  }

  private async execute<R>(sql: string, params: readonly unknown[]): Promise<Results<R>> {
    const known = this.bySql.get(sql);
    if (known) touch(this.bySql, sql, known);
    const statement = known ?? (this.comesAgain(sql, params) ? await this.prepare(sql) : null);
    if (!statement) return this.executeUnnamed<R>(sql, params);
    return this.results<R>([serialize.bind({ statement: statement.name, values: this.values(statement.paramTypes, params) })]);
  }

  /** Whether a statement is run for the second time (and is worth preparing); the first time, it is remembered. */
  private comesAgain(sql: string, params: readonly unknown[]): boolean {
    if (params.length > MOST_PARAMS_PREPARED) return false;
    if (this.seenOnce.delete(sql)) return true;
    this.seenOnce.set(sql, true);
    if (this.seenOnce.size > SEEN_LIMIT) this.seenOnce.delete(this.seenOnce.keys().next().value!);
    return false;
  }

  private async executeUnnamed<R>(sql: string, params: readonly unknown[]): Promise<Results<R>> {
    let bound = false;
    try {
      const described = await this.pglite.execProtocolStream(joined([serialize.parse({ text: sql }), serialize.describe({ type: 'S' })]), { syncToFs: false });
      const bind = serialize.bind({ values: this.values(parse.parseDescribeStatementResults(described), params) });
      bound = true;
      return await this.results<R>([bind]);
    } finally {
      // A statement that failed before its bind leaves the database waiting for the end of the exchange.
      if (!bound) await this.pglite.execProtocolStream(serialize.sync(), { syncToFs: false, throwOnError: false });
    }
  }

  private async results<R>(bind: Uint8Array[]): Promise<Results<R>> {
    const messages = await this.pglite.execProtocolStream(joined([...bind, serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]), { syncToFs: false });
    return parse.parseResults(messages, this.pglite.parsers)[0] as Results<R>;
  }

  private values(paramTypes: number[], params: readonly unknown[]) {
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pglite.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
  }

  private async prepare(sql: string): Promise<Statement> {
    const parts: Uint8Array[] = [];
    if (this.bySql.size >= this.limit) {
      const [oldestSql, oldest] = this.bySql.entries().next().value!;
      this.bySql.delete(oldestSql);
      parts.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `k${++this.named}`;
    parts.push(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync());
    const messages = await this.pglite.execProtocolStream(joined(parts), { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.bySql.set(sql, statement);
    return statement;
  }

  /** Closes every prepared statement; each is prepared again when it next comes twice. */
  private async forget() {
    if (this.bySql.size === 0) return;
    const closes = [...this.bySql.values()].map((s) => serialize.close({ type: 'S', name: s.name }));
    this.bySql.clear();
    await this.pglite.execProtocolStream(joined([...closes, serialize.sync()]), { syncToFs: false });
  }
}
