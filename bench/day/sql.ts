// The simulator reads the database only to check the day's invariants and to hire the fleet before the day.
import { connect } from '../lib/postgres.js';

export type SqlRunner = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export function sqlRunner(url: string): { run: SqlRunner; end: () => Promise<void> } {
  const sql = connect(url);
  return {
    run: async (text, params = []) => [...(await sql.unsafe(text, params as never[]))] as never,
    end: () => sql.end({ timeout: 5 }),
  };
}
