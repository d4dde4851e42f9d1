/** One line of the bench table: a figure, and what it is measured against in the same run. */
export interface BenchRow {
  /** The table's section: 'Catalogue reads', 'Booking writes', 'Lists at 1M', 'Lighthouse', 'Live events'. */
  section: string;
  /** What was measured, e.g. 'GET /api/services (PGlite)'. */
  measure: string;
  /** NaN when the figure could not be taken here (the note says why); never a made-up number. */
  value: number;
  unit: string;
  /** The reference measured in the same run (a bare Fastify route, pgbench TPC-B), when there is one. */
  reference?: { name: string; value: number; unit: string };
  /** value ÷ reference, or another ratio the target is written in (p95 at 1M ÷ p95 at 10k). */
  ratio?: number;
  /** The target in words, e.g. '≥ 0.5 × reference', 'p95 ≤ 10 ms'. */
  target?: string;
  /** Whether the target is met; undefined when the row has no target or the run was a smoke run. */
  met?: boolean;
  /** Anything a reader needs beside the figure (an EXPLAIN plan's index, a note). */
  note?: string;
}

export interface BenchContext {
  /** A short run that only proves the scripts work (CI); figures from it mean nothing. */
  smoke: boolean;
  repoRoot: string;
  /** The production build being measured: apps/api/dist/main.js and apps/web/dist of this tree, or of another. */
  apiMain: string;
  webDist: string;
  /**
   * A PostgreSQL server to measure on: its base URL without a database (postgres://postgres@127.0.0.1:5432), or
   * undefined when none answers (the PostgreSQL rows are skipped). Suites never measure in a shared database: each
   * creates its own (`createDatabase(context, 'washday_bench_<suite>')` in lib/postgres.ts) and drops it after.
   */
  postgresUrl: string | undefined;
  /** A scratch folder for this run (PGlite data folders, logs). */
  tmpDir: string;
  log: (message: string) => void;
}

/** A bench suite measures one thing and returns its rows. */
export type BenchSuite = (context: BenchContext) => Promise<BenchRow[]>;
