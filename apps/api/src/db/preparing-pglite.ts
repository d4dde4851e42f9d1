import { parse, protocol, types, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

// PGlite's query() sends every statement unnamed, as six separate calls into the database (parse, describe, bind,
// describe, execute, sync), each a crossing into WebAssembly, and PostgreSQL parses and plans it afresh each time:
// over half of a booking's time in the embedded database. Named, a statement is parsed and described once; each later
// run is one call (bind, execute, sync together) that can reuse its plan. Bounded like decision 0025's texts, and
// capped here besides. Decision 0029.

/** Beyond this many, a new text runs unnamed, as PGlite would: a stray unbounded text cannot fill the memory. */
const MAX_PREPARED = 2000;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Field {
  name: string;
  dataTypeID: number;
}

interface Statement {
  name: string;
  paramTypes: number[];
  /** The statement's columns (none for a statement that returns no rows). */
  fields: Field[];
}

type Parser = (value: string, typeId: number) => unknown;

/**
 * The result as PGlite's `parseResults` reads it, with each column's parser chosen once per run: `parseResults` merges
 * the caller's parsers into every parser PGlite has on each call (drizzle passes its own on every query), a tenth of
 * a booking's CPU.
 */
function readResult<T>(
  messages: BackendMessage[],
  fields: Field[],
  defaults: Record<number, Parser>,
  options: QueryOptions | undefined,
): Results<T> {
  const own = options?.parsers as Record<number, Parser> | undefined;
  const parsers = fields.map(
    (f) => own?.[f.dataTypeID] ?? defaults[f.dataTypeID] ?? (types.parsers as Record<number, Parser>)[f.dataTypeID],
  );
  const value = (raw: string | null, i: number) => {
    if (raw === null) return null;
    const parser = parsers[i];
    return parser ? parser(raw, fields[i]!.dataTypeID) : raw;
  };
  const arrays = options?.rowMode === 'array';
  const rows: unknown[] = [];
  let affectedRows = 0;
  let command: string | undefined;
  let rowCount: number | undefined;
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const columns = (message as unknown as { fields: (string | null)[] }).fields;
      if (arrays) rows.push(columns.map(value));
      else {
        const row: Record<string, unknown> = {};
        columns.forEach((raw, i) => (row[fields[i]!.name] = value(raw, i)));
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const words = (message as unknown as { text: string }).text.split(' ');
      command = words[0];
      const count = parseInt(words[words.length - 1]!, 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command!)) affectedRows += count;
      if (!Number.isNaN(count)) rowCount = count;
    }
  }
  const fieldsOut = fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
  return {
    rows: rows as T[],
    fields: fieldsOut,
    affectedRows,
    ...(command !== undefined ? { command } : {}),
    ...(rowCount !== undefined ? { rowCount } : {}),
  } as Results<T>;
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Names are drawn for the process, so two clients of one database never draw the same. */
let named = 0;

const keyOf = (text: string, options: QueryOptions | undefined) =>
  options?.paramTypes ? `${options.paramTypes.join()}\u0000${text}` : text;

/** The client with every statement of a query prepared by name, its transactions' statements too. */
export function preparingPglite(pg: PGlite, { maxPrepared = MAX_PREPARED } = {}): PGlite {
  const statements = new Map<string, Statement>();
  const { serialize } = protocol;

  async function send(messages: Uint8Array[], options: QueryOptions | undefined, text: string, params: unknown[]) {
    try {
      return await pg.execProtocolStream(concat(messages), {
        syncToFs: false,
        ...(options?.onNotice ? { onNotice: options.onNotice } : {}),
      });
    } catch (error) {
      // As PGlite's own query() does, so errors read the same whichever way a statement ran.
      if (error && typeof error === 'object') Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  /** Runs one statement; the caller holds PGlite's query lock. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const key = keyOf(text, options);
    let statement = statements.get(key);
    if (!statement) {
      const name = `washday_${++named}`;
      const described = await send(
        [
          serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ],
        options,
        text,
        params,
      );
      const description = described.find((m) => m.name === 'rowDescription') as { fields?: Field[] } | undefined;
      statement = {
        name,
        paramTypes: parse.parseDescribeStatementResults(described),
        fields: (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
      statements.set(key, statement);
    }
    const { paramTypes } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    let messages: BackendMessage[];
    try {
      messages = await send(
        [serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()],
        options,
        text,
        params,
      );
    } catch (error) {
      // Gone (DEALLOCATE, DISCARD) or no longer valid for its tables: prepared again next time.
      const code = (error as { code?: string }).code;
      if (code === '26000' || code === '0A000') statements.delete(key);
      throw error;
    }
    return readResult<T>(messages, statement.fields, pg.parsers as Record<number, Parser>, options);
  }

  /** A blob (COPY) or a new text past the cap runs PGlite's own way. */
  const preparable = (text: string, options: QueryOptions | undefined) =>
    !options?.blob && (statements.size < maxPrepared || statements.has(keyOf(text, options)));

  /** `query` on the database (no transaction) or on a transaction's client, each checked as PGlite checks it. */
  const query =
    (plain: Query, transaction?: Transaction): Query =>
    async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (!preparable(text, options)) return plain<T>(text, params, options);
      // As PGlite's query() does: a database still starting is waited for, a finished transaction refuses.
      await pg.waitReady;
      if (transaction?.closed) throw new Error('Transaction is closed');
      if (transaction) return pg.runExclusive(() => run<T>(text, params, options));
      // Outside a transaction, as PGlite's query(): wait for any open transaction, then flush what it wrote.
      return pg._runExclusiveTransaction(() =>
        pg.runExclusive(async () => {
          const result = await run<T>(text, params, options);
          await pg.syncToFs();
          return result;
        }),
      );
    };

  const databaseQuery = query(pg.query.bind(pg) as Query);
  return new Proxy(pg, {
    get(target, property) {
      if (property === 'query') return databaseQuery;
      if (property === 'transaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => {
            const transactionQuery = query(tx.query.bind(tx) as Query, tx);
            return work(
              new Proxy(tx, {
                get(inner, name) {
                  if (name === 'query') return transactionQuery;
                  const value: unknown = Reflect.get(inner, name, inner);
                  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
                },
              }),
            );
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
