import type { PGlite } from '@electric-sql/pglite';
import type { Sql, TransactionSql } from 'postgres';

/**
 * Rows on their way into one table, as PostgreSQL's COPY text format (tab-separated, \N for null), so both databases
 * load them with COPY: a server from STDIN, the embedded database from an in-memory file (/dev/blob).
 */
export class TableRows {
  private parts: string[] = [];
  count = 0;

  constructor(
    readonly table: string,
    readonly columns: readonly string[],
  ) {}

  add(values: readonly unknown[]): void {
    let line = '';
    for (let i = 0; i < values.length; i += 1) {
      if (i > 0) line += '\t';
      line += field(values[i]);
    }
    this.parts.push(line);
    this.count += 1;
  }

  /** The rows so far as COPY text, emptying the buffer. */
  take(): { text: string; count: number } {
    const taken = { text: this.parts.length ? `${this.parts.join('\n')}\n` : '', count: this.count };
    this.parts = [];
    this.count = 0;
    return taken;
  }
}

const SPECIAL = /[\\\t\n\r]/;
const escapeText = (text: string) =>
  SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!) : text;

function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return escapeText(JSON.stringify(value));
}

/** One batch of rows for several tables, written in order (parents first) in one transaction. */
export type Batch = ReadonlyArray<{ table: string; columns: readonly string[]; text: string }>;

/** Where the seed's rows go: batches by COPY, and plain statements on the same connection (its settings apply). */
export interface BulkLoader {
  write(batch: Batch): Promise<void>;
  exec(statement: string): Promise<void>;
}

const copyTarget = (table: string, columns: readonly string[]) => `"${table}" (${columns.map((c) => `"${c}"`).join(', ')})`;

async function copyIn(sql: TransactionSql, table: string, columns: readonly string[], text: string): Promise<void> {
  const stream = await sql.unsafe(`COPY ${copyTarget(table, columns)} FROM STDIN`).writable();
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.end(text);
  });
}

/**
 * COPY … FROM STDIN on a PostgreSQL server. With two connections (only when foreign keys are not checked, so the
 * order of tables does not matter) the batch's largest table goes in on the second while the rest go in on the first.
 */
export function postgresLoader(connections: readonly [Sql] | readonly [Sql, Sql]): BulkLoader {
  const [main, second] = connections;
  const copyAll = (sql: Sql, batch: Batch) =>
    sql.begin(async (tx) => {
      for (const { table, columns, text } of batch) if (text) await copyIn(tx, table, columns, text);
    });
  return {
    async exec(statement) {
      await main.unsafe(statement);
    },
    async write(batch) {
      if (!second) return void (await copyAll(main, batch));
      const largest = batch.reduce((a, b) => (b.text.length > a.text.length ? b : a));
      await Promise.all([
        copyAll(
          main,
          batch.filter((t) => t !== largest),
        ),
        copyAll(second, [largest]),
      ]);
    },
  };
}

/** COPY … FROM '/dev/blob' on the embedded database, one transaction per batch. */
export function pgliteLoader(client: PGlite): BulkLoader {
  return {
    async exec(statement) {
      await client.exec(statement);
    },
    async write(batch) {
      await client.transaction(async (tx) => {
        for (const { table, columns, text } of batch) {
          if (text) await tx.query(`COPY ${copyTarget(table, columns)} FROM '/dev/blob'`, [], { blob: new Blob([text]) });
        }
      });
    },
  };
}
