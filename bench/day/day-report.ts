// The report `npm run sim:day` prints: every invariant, then the figures, each against its target.
import type { CpuFigures } from './cpu-ledger.js';
import type { LagFigures } from './event-lag.js';
import type { DayPlan } from './day-plan.js';
import type { CallRecord } from './http-client.js';
import type { Invariant } from './invariants.js';
import type { OrderOutcome } from './order-life.js';
import { latencyTable, ms, percentile, printTable, type FaultWindow } from './report.js';
import type { Dispatcher } from './trip-dispatch.js';
import type { LiveStream } from './streams.js';
import type { StatementFigures } from './statement-census.js';

/** p99 targets: customer and rider routes outside the fault windows; event lag; recovery after each fault. */
const TARGETS = { p99Ms: 150, lagP99Ms: 1000, recoveryMs: 10_000 };

export interface DayReport {
  plan: DayPlan;
  dispatcher: Dispatcher;
  dayMs: number;
  results: OrderOutcome[];
  records: CallRecord[];
  faults: FaultWindow[];
  skippedFaults: string[];
  lag: LagFigures;
  cpu: CpuFigures;
  invariants: Invariant[];
  databaseBytes: number;
  pingsRefused: number;
  /** Connects the kernel dropped over the day at a full accept queue (the whole machine's count). */
  listenOverflows?: number;
  streams: LiveStream[];
  /** PostgreSQL's own count of the day's statements (none on a server without pg_stat_statements). */
  statements?: StatementFigures;
}

export function printDayReport(r: DayReport): void {
  const completed = r.results.filter((o) => o.completed).length;
  const failures = r.results.filter((o) => o.failure);
  const out: string[] = [];
  out.push(`\n== Washday simulated day: ${r.plan.name}`);
  out.push(
    `${r.results.filter((o) => o.acknowledged).length} bookings acknowledged, ${completed} completed ` +
      `(${r.results.filter((o) => o.paidOnline).length} paid online, the rest in cash at the door; ${r.results.filter((o) => o.refunded).length} partly refunded, ${r.results.filter((o) => o.claimed).length} with a garment claimed and compensated; ${r.results.filter((o) => o.itemised).length} quick pickups itemised at the door; ${r.results.filter((o) => o.change?.approved).length} garment changes approved and ${r.results.filter((o) => o.change && !o.change.approved).length} rejected) in ${(r.dayMs / 1000).toFixed(0)} s; ` +
      `${r.records.length} API calls; ${r.streams.length} customer streams (${r.streams.reduce((n, s) => n + s.reconnects, 0)} reconnects)`,
  );
  for (const f of failures.slice(0, 5)) out.push(`  order not finished: ${f.failure}`);

  out.push(
    printTable(
      'Invariants',
      ['invariant', 'holds', 'detail'],
      r.invariants.map((i) => [i.name, i.ok ? 'yes' : 'NO', i.detail]),
    ),
  );

  const rows = latencyTable(r.records, r.faults).map((f) => {
    const target = (f.family === 'customer' || f.family === 'rider') && f.window === 'outside';
    return [
      f.family,
      f.window,
      f.count,
      ms(f.p50),
      ms(f.p95),
      ms(f.p99),
      f.errors5xx,
      f.failed,
      target ? (f.p99 <= TARGETS.p99Ms ? 'yes' : 'NO') : '',
    ];
  });
  out.push(
    printTable(
      `Latency by route family, ms (fault windows run from each fault until 10 s after it ended); target p99 ≤ ${TARGETS.p99Ms} ms for customer and rider routes outside them`,
      ['family', 'window', 'calls', 'p50', 'p95', 'p99', '5xx', 'no answer', 'p99 on target'],
      rows,
    ),
  );
  out.push(
    printTable(
      'Event lag: a change answered → seen on the customer’s stream (inside: answered in a fault window, seen after the stream resumed)',
      ['window', 'events', 'p50 ms', 'p99 ms', 'max ms', `p99 ≤ ${TARGETS.lagP99Ms} ms`],
      (['outside', 'inside'] as const).map((w) => {
        const part = r.lag[w];
        return [
          w,
          part.count,
          ms(part.p50),
          ms(part.p99),
          ms(part.max),
          w === 'outside' ? (part.p99 <= TARGETS.lagP99Ms ? 'yes' : 'NO') : '',
        ];
      }),
    ),
  );
  out.push(`Changes whose event never reached the customer's stream: ${r.lag.unseen}`);
  const waits = (by: Dispatcher) =>
    r.results
      .flatMap((o) => o.dispatchWaits)
      .filter((w) => w.by === by)
      .map((w) => w.ms)
      .sort((a, b) => a - b);
  out.push(
    printTable(
      `Dispatch (${r.dispatcher === 'planner' ? 'the route planner, auto-dispatch on in every area; deliveries beyond its horizon by hand' : 'operators by hand'}): a trip open → its rider (the planner's as the customer's booking shows it; an operator's assignment answered)`,
      ['dispatched by', 'trips', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'moved before its rider took it'],
      (['planner', 'operators'] as const).flatMap((by) => {
        const w = waits(by);
        const moved = r.results.flatMap((o) => o.dispatchWaits).filter((t) => t.by === by && t.moved > 0).length;
        return w.length
          ? [[by, w.length, ms(percentile(w, 50)), ms(percentile(w, 95)), ms(percentile(w, 99)), ms(w.at(-1) ?? NaN), moved]]
          : [];
      }),
    ),
  );
  out.push(
    printTable(
      'Faults (ms since the day began); recovery: from the fault’s end until every instance is ready and nginx answers',
      ['fault', 'at', 'lasted', 'recovered after', 'of it, the probes’ answer', `≤ ${TARGETS.recoveryMs / 1000} s`],
      r.faults.map((f) => [
        f.name,
        Math.round(f.from),
        Math.round(f.to - f.from),
        f.recoveredMs === undefined ? 'not within 120 s' : Math.round(f.recoveredMs),
        f.probeMs === undefined ? '-' : Math.round(f.probeMs),
        (f.recoveredMs ?? Infinity) <= TARGETS.recoveryMs ? 'yes' : 'NO',
      ]),
    ),
  );
  for (const s of r.skippedFaults) out.push(`  fault not run: ${s}`);

  const apiCpu = r.cpu.processes.filter((p) => p.name.startsWith('api-')).reduce((n, p) => n + p.cpuMs, 0);
  const pgCpu = r.cpu.processes.find((p) => p.name === 'postgres')?.cpuMs ?? NaN;
  out.push(
    printTable(
      'CPU and memory per process over the day',
      ['process', 'CPU s', 'CPU share of the day', 'peak RSS MB', 'peak PSS MB'],
      r.cpu.processes.map((p) => [
        p.name,
        (p.cpuMs / 1000).toFixed(1),
        `${((p.cpuMs / r.dayMs) * 100).toFixed(0)} %`,
        p.peakRssMb.toFixed(0),
        p.peakPssMb?.toFixed(0) ?? '-',
      ]),
    ),
  );
  const perOrder = (x: number) => (completed > 0 ? (x / completed).toFixed(1) : '-');
  out.push(
    printTable(
      'The cost of one order’s whole life (per completed order; the figure to drive down)',
      ['API CPU ms', 'PostgreSQL CPU ms', 'together', 'database bytes added'],
      [
        [
          perOrder(apiCpu),
          perOrder(pgCpu),
          perOrder(apiCpu + pgCpu),
          completed > 0 ? Math.round(r.databaseBytes / completed) : '-',
        ],
      ],
    ),
  );
  if (r.statements) {
    const st = r.statements;
    out.push(
      printTable(
        `Statements over the day (PostgreSQL's count, jobs and streams included): ${st.calls.toLocaleString('en')} in all, ${perOrder(st.calls)} per completed order, ${perOrder(st.execMs)} ms of execution per order; the most called`,
        ['statement', 'calls', 'per order', 'ms per call'],
        st.top.map((q) => [q.query, q.calls, perOrder(q.calls), (q.execMs / Math.max(1, q.calls)).toFixed(3)]),
      ),
    );
  }
  out.push(`Location pings refused or unanswered: ${r.pingsRefused}`);
  if (r.listenOverflows !== undefined)
    out.push(
      `Connections dropped at a full listen queue (the kernel's TcpExt ListenOverflows, whole machine): ${r.listenOverflows}`,
    );
  console.log(out.join('\n'));
}
