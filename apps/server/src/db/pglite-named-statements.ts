import { messages, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/** What the backend said of a named statement when it was parsed: parameter and result column types. */
interface Statement {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

const { serialize } = protocol;
const EXECUTE = serialize.execute({});
const SYNC = serialize.sync();
/** SQLSTATE invalid_sql_statement_name: the session lost the statement (DEALLOCATE, DISCARD ALL). */
const STATEMENT_GONE = '26000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The `query` of a PGlite, with each distinct statement text parsed once under a name and every later call run as
 * Bind, Execute and Sync in ONE call into the WebAssembly backend.
 *
 * Why: PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls, parses and plans
 * the text every time (the planner also asks the file system for each relation's size), and copies its whole
 * type-parser table for every result; Drizzle passes a statement's name through to node-postgres but PGlite drops
 * it. For a one-row lookup by primary key that is ~0.7 ms, against ~0.1 ms here (bench/exhibitor-read.ts).
 *
 * Only for statements written in code (a small, fixed set): every text keeps a named statement for the life of the
 * database. Calls wait for any running transaction and run one at a time, like PGlite's own `query`.
 */
export class PgliteNamedStatements {
  private readonly statements = new Map<string, Promise<Statement>>();

  constructor(private readonly pglite: PGlite) {}

  async query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    try {
      return await this.run<T>(await this.statement(text), params, options);
    } catch (err) {
      if (!(err instanceof messages.DatabaseError) || err.code !== STATEMENT_GONE) throw err;
      this.statements.delete(text);
      return this.run<T>(await this.statement(text), params, options);
    }
  }

  private statement(text: string): Promise<Statement> {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.prepare(`showfloor_${this.statements.size + 1}`, text);
      // A text that does not parse is not remembered: the next call reports the error again.
      statement.catch(() => this.statements.delete(text));
      this.statements.set(text, statement);
    }
    return statement;
  }

  private async prepare(name: string, text: string): Promise<Statement> {
    const answer = await this.exclusive(() =>
      this.pglite.execProtocol(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), SYNC]),
      ),
    );
    let paramTypes: number[] = [];
    let fields: Statement['fields'] = [];
    for (const m of answer.messages) {
      if (m instanceof messages.ParameterDescriptionMessage) paramTypes = m.dataTypeIDs;
      if (m instanceof messages.RowDescriptionMessage)
        fields = m.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    }
    return { name, paramTypes, fields };
  }

  private async run<T>(s: Statement, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const oid = s.paramTypes[i]!;
      const serializer = options.serializers?.[oid] ?? this.pglite.serializers[oid];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await this.exclusive(() =>
      this.pglite.execProtocol(concat([serialize.bind({ statement: s.name, values }), EXECUTE, SYNC])),
    );
    const parsers = s.fields.map(
      ({ dataTypeID }) => options.parsers?.[dataTypeID] ?? this.pglite.parsers[dataTypeID],
    );
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const m of answer.messages) {
      if (m instanceof messages.DataRowMessage) {
        const row = m.fields.map((v: string | null, i: number) => {
          const parse = parsers[i];
          return v === null || !parse ? v : parse(v, s.fields[i]!.dataTypeID);
        });
        rows.push(
          options.rowMode === 'array' ? row : Object.fromEntries(s.fields.map((f, i) => [f.name, row[i]])),
        );
      } else if (
        m instanceof messages.CommandCompleteMessage &&
        /^(INSERT|UPDATE|DELETE|MERGE) /.test(m.text)
      ) {
        affectedRows = Number(m.text.split(' ').at(-1));
      }
    }
    return { rows: rows as T[], fields: s.fields, affectedRows };
  }

  /** Waits for a running transaction, then holds the backend, as PGlite's `query` does. */
  private exclusive<R>(fn: () => Promise<R>): Promise<R> {
    return this.pglite._runExclusiveTransaction(() => this.pglite.runExclusive(fn));
  }
}
