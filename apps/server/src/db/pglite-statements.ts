import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many statements stay prepared; the least recently run one is closed to make room. */
const STATEMENT_LIMIT = 256;

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

/**
 * Runs statements on PGlite as named prepared statements. PGlite's own `query()` makes five
 * calls into the database for every statement (parse, describe, bind, describe, execute) and
 * parses and plans it again each time; here a statement is parsed and described once, each run
 * after that is one call, and PostgreSQL may keep a generic plan instead of planning again.
 * On the embedded engine that halved the cost of a council resolution search (issue 18).
 * Values are written with PGlite's own serializers for the types the statement described, and
 * rows read with its own parsers, so results are the same as `query()`'s.
 */
export class PreparedStatements {
  /** In the order last run: the first is the one to close when the limit is reached. */
  private readonly bySql = new Map<string, Statement>();
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
    const statement = await this.prepared(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pglite.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.pglite.execProtocolStream(
      joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, this.pglite.parsers)[0] as Results<R>;
  }

  private async prepared(sql: string): Promise<Statement> {
    const known = this.bySql.get(sql);
    if (known) {
      this.bySql.delete(sql);
      this.bySql.set(sql, known);
      return known;
    }
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

  /** Closes every prepared statement; each is prepared again when next run. */
  private async forget() {
    if (this.bySql.size === 0) return;
    const closes = [...this.bySql.values()].map((s) => serialize.close({ type: 'S', name: s.name }));
    this.bySql.clear();
    await this.pglite.execProtocolStream(joined([...closes, serialize.sync()]), { syncToFs: false });
  }
}
