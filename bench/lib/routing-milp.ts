// The exact optimum of a small route-planning problem (issue 28's bench): a pickup-and-delivery MILP with time
// windows, capacity and open routes, solved by HiGHS (npm `highs`, WebAssembly). Two-index arcs between stops plus
// an arc from each vehicle's start, a vehicle per stop (z), service starts T and loads Q chained by big-M
// constraints (which also rule out subtours, each stop taking time). Only the VROOM-shaped problems the bench builds:
// shipments with one window per stop, vehicles with a start, a shift and one capacity, no end.
import loadHighs from 'highs';
import type { VrpInput } from '../../packages/core/src/routing/vrp-types.js';

export interface MilpResult {
  status: string;
  /** Total travel (seconds) of the optimum, or NaN. */
  travel: number;
  ms: number;
}

interface Stop {
  loc: number;
  service: number;
  open: number;
  close: number;
  /** + amount at a pickup, − at a delivery. */
  q: number;
}

export async function exactOptimum(problem: VrpInput, timeLimitSeconds = 60): Promise<MilpResult> {
  const began = performance.now();
  const d = problem.matrices.car!.durations;
  const stops: Stop[] = [];
  for (const s of problem.shipments ?? []) {
    const amount = s.amount?.[0] ?? 0;
    for (const [step, q] of [
      [s.pickup, amount],
      [s.delivery, -amount],
    ] as const) {
      const tw = step.time_windows?.[0] ?? [0, Number.MAX_SAFE_INTEGER];
      stops.push({ loc: step.location_index, service: step.service ?? 0, open: tw[0], close: tw[1], q });
    }
  }
  const vehicles = problem.vehicles.map((v) => ({
    start: v.start_index ?? 0,
    from: v.time_window?.[0] ?? 0,
    to: v.time_window?.[1] ?? Number.MAX_SAFE_INTEGER,
    capacity: v.capacity?.[0] ?? Number.MAX_SAFE_INTEGER,
  }));
  const n = stops.length;
  const shiftEnd = Math.max(...vehicles.map((v) => v.to));
  const shiftStart = Math.min(...vehicles.map((v) => v.from));
  const latest = (i: number) => Math.min(stops[i]!.close, shiftEnd - stops[i]!.service);
  const earliest = (i: number) => Math.max(stops[i]!.open, shiftStart);
  const capacity = Math.max(...vehicles.map((v) => v.capacity));
  const qBig = capacity + Math.max(...stops.map((s) => Math.abs(s.q)));
  const objective: string[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const into: string[][] = stops.map(() => []);
  const out: string[][] = stops.map(() => []);
  vehicles.forEach((v, k) => {
    const used: string[] = [];
    stops.forEach((s, j) => {
      const leg = d[v.start]![s.loc]!;
      if (v.from + leg > latest(j)) return;
      const y = `y${k}_${j}`;
      binaries.push(y);
      objective.push(`${leg} ${y}`);
      into[j]!.push(y);
      used.push(y);
      rows.push(`${y} - z${j}_${k} <= 0`);
      const big = Math.max(0, v.from + leg - earliest(j));
      rows.push(`T${j} - ${big} ${y} >= ${v.from + leg - big}`);
      rows.push(`Q${j} - ${qBig} ${y} >= ${s.q - qBig}`);
    });
    if (used.length) rows.push(`${used.join(' + ')} <= 1`);
  });
  stops.forEach((a, i) =>
    stops.forEach((b, j) => {
      if (i === j) return;
      const leg = d[a.loc]![b.loc]!;
      if (earliest(i) + a.service + leg > latest(j)) return;
      const x = `x${i}_${j}`;
      binaries.push(x);
      if (leg) objective.push(`${leg} ${x}`);
      into[j]!.push(x);
      out[i]!.push(x);
      const big = Math.max(0, latest(i) + a.service + leg - earliest(j));
      rows.push(`T${j} - T${i} - ${big} ${x} >= ${a.service + leg - big}`);
      rows.push(`Q${j} - Q${i} - ${qBig} ${x} >= ${b.q - qBig}`);
      vehicles.forEach((_, k) => {
        rows.push(`${x} + z${i}_${k} - z${j}_${k} <= 1`);
        rows.push(`${x} + z${j}_${k} - z${i}_${k} <= 1`);
      });
    }),
  );
  const bounds: string[] = [];
  stops.forEach((s, i) => {
    binaries.push(`e${i}`);
    out[i]!.push(`e${i}`);
    if (!into[i]!.length) return;
    rows.push(`${into[i]!.join(' + ')} = 1`);
    rows.push(`${out[i]!.join(' + ')} = 1`);
    rows.push(`${vehicles.map((_, k) => `z${i}_${k}`).join(' + ')} = 1`);
    vehicles.forEach((_, k) => binaries.push(`z${i}_${k}`));
    bounds.push(`${earliest(i)} <= T${i} <= ${latest(i)}`);
    bounds.push(`${Math.max(0, s.q)} <= Q${i} <= ${capacity + Math.min(0, s.q)}`);
  });
  if (stops.some((_, i) => !into[i]!.length)) return { status: 'Infeasible', travel: Number.NaN, ms: 0 };
  // A shipment: one vehicle, the pickup served (and left) before the delivery.
  for (let p = 0; p < n; p += 2) {
    const a = stops[p]!;
    const b = stops[p + 1]!;
    vehicles.forEach((_, k) => rows.push(`z${p}_${k} - z${p + 1}_${k} = 0`));
    rows.push(`T${p + 1} - T${p} >= ${a.service + d[a.loc]![b.loc]!}`);
  }
  const lp = [
    'Minimize',
    ` obj: ${objective.join(' + ') || '0 e0'}`,
    'Subject To',
    ...rows.map((r, k) => ` c${k}: ${r.replace(/\+ -/g, '- ').replace(/- -/g, '+ ')}`),
    'Bounds',
    ...bounds.map((b) => ` ${b}`),
    'Binaries',
    ` ${binaries.join(' ')}`,
    'End',
  ].join('\n');
  const highs = await loadHighs();
  const result = highs.solve(lp, { output_flag: false, time_limit: timeLimitSeconds, mip_rel_gap: 1e-6 });
  return {
    status: result.Status,
    travel: result.Status === 'Optimal' ? result.ObjectiveValue : Number.NaN,
    ms: performance.now() - began,
  };
}
