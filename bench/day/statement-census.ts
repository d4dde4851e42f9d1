// The day's statements, counted by PostgreSQL itself (pg_stat_statements, preloaded on the throwaway cluster): how many
// an order costs and which ones, the figure decision 0038 follows because CPU per order tracks it.
import type { SqlRunner } from './sql.js';

export interface StatementFigures {
  calls: number;
  execMs: number;
  /** The most called statements, most first: their text shortened, calls and execution time. */
  top: Array<{ query: string; calls: number; execMs: number }>;
}

export class StatementCensus {
  private constructor(private readonly sql: SqlRunner) {}

  /** Starts counting from now, or null where the extension is not loaded (a development server). */
  static async open(sql: SqlRunner): Promise<StatementCensus | null> {
    try {
      await sql('create extension if not exists pg_stat_statements');
      await sql('select pg_stat_statements_reset()');
      return new StatementCensus(sql);
    } catch {
      return null;
    }
  }

  /** What ran since `open` in this database (the census's own reads are left out), the `top` most called. */
  async close(top = 20): Promise<StatementFigures> {
    const own = `query not ilike '%pg_stat_statements%'`;
    const where = `dbid = (select oid from pg_database where datname = current_database()) and ${own}`;
    const [sum] = await this.sql<{ calls: string; ms: number }>(
      `select coalesce(sum(calls), 0)::text as calls, coalesce(sum(total_exec_time), 0)::float8 as ms from pg_stat_statements where ${where}`,
    );
    const rows = await this.sql<{ query: string; n: string; ms: number }>(
      `select query, calls::text as n, total_exec_time::float8 as ms from pg_stat_statements where ${where} order by calls desc limit ${top}`,
    );
    return {
      calls: Number(sum?.calls ?? 0),
      execMs: sum?.ms ?? 0,
      top: rows.map((r) => ({ query: shorten(r.query), calls: Number(r.n), execMs: r.ms })),
    };
  }
}

/** One line of at most 110 characters: the statement's verb and tables are what tell statements apart. */
function shorten(query: string): string {
  const line = query.replace(/\s+/g, ' ').replaceAll('|', '¦').trim();
  return line.length > 110 ? `${line.slice(0, 107)}...` : line;
}
