// A statement drizzle builds once per shape, with a placeholder for every value, and then only binds and runs on
// whichever database or transaction it is given. `preparedPerDb` keeps a statement per database; a transaction is new
// each time, so the statements a booking runs in its transaction were built afresh on every request: a fifth of a
// booking's CPU on PostgreSQL (the write alone ~260 µs). Decision 0027.
import { sql, type Placeholder, type Query } from 'drizzle-orm';
import { PgDatabase, PgDialect, PgSession, type PgTransaction, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client.js';

/** What a builder hands its session when it is prepared: the SQL with its parameters and how its rows are read. */
interface Built {
  query: Query;
  fields: SelectedFieldsOrdered | undefined;
  arrayMode: boolean;
  mapper: ((rows: unknown[][]) => unknown) | undefined;
  /** Set by select builders on what they prepared (nullable joined tables); none for the statements here. */
  joinsNotNullableMap?: Record<string, boolean>;
}

/** Stands for a prepared statement while the template is built; `.prepare()` sets up and returns it. */
class Capture {
  joinsNotNullableMap?: Record<string, boolean>;
  setToken(): this {
    return this;
  }
}

/** A session that runs nothing: it keeps what a builder of its database asks it to prepare. */
class BuildingSession extends PgSession {
  last: Built | undefined;
  capture: Capture | undefined;

  prepareQuery(
    query: Query,
    fields: SelectedFieldsOrdered | undefined,
    _name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => unknown,
  ): never {
    this.last = { query, fields, arrayMode: isResponseInArrayMode, mapper: customResultMapper };
    this.capture = new Capture();
    return this.capture as never;
  }

  transaction(): never {
    throw new Error('A statement template is built, never run, on its own database');
  }
}

const dialect = new PgDialect();

interface Preparable {
  prepare(name?: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}
type ResultOf<B extends Preparable> = Awaited<ReturnType<ReturnType<B['prepare']>['execute']>>;

/**
 * Statements built by `build` once per shape (`shapeOf` names it: which columns are given, how many rows) and run with
 * `values` for their placeholders. `build` may read the input only for its shape, never put a value in the text:
 * values go through `placeholdersFor` and `valuesFor`.
 */
export function statementTemplate<I, B extends Preparable>(
  shapeOf: (input: I) => string,
  build: (db: Db, input: I) => B,
): (db: DbOrTx, input: I, values: Record<string, unknown>) => Promise<ResultOf<B>> {
  const built = new Map<string, Built>();
  return (db, input, values) => {
    const shape = shapeOf(input);
    let statement = built.get(shape);
    if (!statement) {
      const session = new BuildingSession(dialect);
      build(new PgDatabase(dialect, session, undefined) as unknown as Db, input).prepare();
      if (!session.last) throw new Error('A statement template built nothing to run');
      statement = {
        ...session.last,
        ...(session.capture?.joinsNotNullableMap ? { joinsNotNullableMap: session.capture.joinsNotNullableMap } : {}),
      };
      built.set(shape, statement);
    }
    const prepared = (db as PgTransaction<never, never, never>)._.session.prepareQuery(
      statement.query,
      statement.fields,
      undefined,
      statement.arrayMode,
      statement.mapper,
    );
    if (statement.joinsNotNullableMap) Object.assign(prepared, { joinsNotNullableMap: statement.joinsNotNullableMap });
    return prepared.execute(values) as Promise<ResultOf<B>>;
  };
}

/** The keys of `row` given a value (an undefined one is left to the column's default, as drizzle does): its shape. */
export function keysOf(row: object): string[] {
  return Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined);
}

/** A placeholder for each key of `row` given a value, named `prefix` + key: the row's shape as a template's values. */
export function placeholdersFor<T extends object>(prefix: string, row: T): { [K in keyof T]: Placeholder } {
  return Object.fromEntries(keysOf(row).map((key) => [key, sql.placeholder(prefix + key)])) as { [K in keyof T]: Placeholder };
}

/** The values of `row` under the names `placeholdersFor(prefix, row)` gave them. */
export function valuesFor(prefix: string, row: object, into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(row)) if (value !== undefined) into[prefix + key] = value;
  return into;
}
