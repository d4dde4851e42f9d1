import { drizzle } from 'drizzle-orm/postgres-js';
import type { Db } from '../../apps/api/src/db/client.js';
import * as schema from '../../apps/api/src/db/schema/index.js';
import { connect } from './postgres.js';

// The plans behind the list pages: the API's own service functions run here against the same database with a
// logger that keeps each statement, and each statement is then run again under EXPLAIN ANALYZE. So the plans are
// those of the code in this checkout (the queries are not copied into the bench), whichever build is measured.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export interface PlanSummary {
  statements: number;
  /** Execution time of all the statements, as EXPLAIN ANALYZE measured it. */
  executionMs: number;
  indexes: string[];
  /** Tables read whole (a sequential scan) with the rows read, when that is 1,000 rows or more. */
  seqScans: string[];
  /** The slowest statement's top plan node and time. */
  slowest: string;
}

/** One line for a table note: time, indexes used, any table scanned whole, the slowest statement's top node. */
export function describePlan(plan: PlanSummary): string {
  const seq = plan.seqScans.length ? `SEQ SCAN ${plan.seqScans.join(', ')}` : 'no seq scan of 1,000 rows or more';
  return `EXPLAIN: ${plan.statements} statements, ${plan.executionMs.toFixed(1)} ms in the database; ${seq}; indexes ${plan.indexes.join(', ') || 'none'}; slowest ${plan.slowest}`;
}

/** Runs `work` with the API's services on `url`, then EXPLAIN (ANALYZE, BUFFERS OFF) on every statement it ran. */
export async function explainWork(url: string, work: (db: Db) => Promise<unknown>): Promise<PlanSummary> {
  const client = connect(url, 4);
  const statements: Array<{ text: string; params: unknown[] }> = [];
  const db = drizzle(client, {
    schema,
    logger: { logQuery: (text, params) => void statements.push({ text, params }) },
  }) as unknown as Db;
  try {
    await work(db);
    const summary: PlanSummary = { statements: statements.length, executionMs: 0, indexes: [], seqScans: [], slowest: '' };
    let slowestMs = -1;
    for (const { text, params } of statements) {
      const [row] = await client.unsafe(`EXPLAIN (ANALYZE, BUFFERS OFF, FORMAT JSON) ${text}`, params as never[]);
      const [result] = (row as unknown as { 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }> })['QUERY PLAN'];
      if (!result) continue;
      summary.executionMs += result['Execution Time'];
      walk(result.Plan, (node) => {
        if (node['Index Name'] && !summary.indexes.includes(node['Index Name'])) summary.indexes.push(node['Index Name']);
        // A small table (the riders, the status totals) is rightly read whole; a scan is worth a note from 1,000 rows.
        const read = ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1);
        if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && read >= 1000)
          summary.seqScans.push(`${node['Relation Name']} (${Math.round(read).toLocaleString('en-US')} rows)`);
      });
      if (result['Execution Time'] > slowestMs) {
        slowestMs = result['Execution Time'];
        let first: PlanNode | undefined;
        walk(result.Plan, (node) => void (first ??= node['Index Name'] || node['Node Type'].includes('Scan') ? node : undefined));
        const scan = first
          ? `, first ${first['Node Type']}${first['Index Name'] ? ` using ${first['Index Name']}` : first['Relation Name'] ? ` on ${first['Relation Name']}` : ''}`
          : '';
        summary.slowest = `${result.Plan['Node Type']} ${slowestMs.toFixed(1)} ms${scan}`;
      }
    }
    return summary;
  } finally {
    await client.end({ timeout: 5 });
  }
}
