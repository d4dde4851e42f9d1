import { describe, expect, it } from 'vitest';
import { checkSolution } from './check-solution.js';
import { randomInstance } from './random-instance.js';
import { solve } from './solve.js';
import type { VrpInput, VrpSolution } from './vrp-types.js';

const ITERATIONS = { maxIterations: 150 };

const taskKeys = (input: VrpInput) => [
  ...(input.jobs ?? []).map((j) => `job:${j.id}`),
  ...(input.shipments ?? []).flatMap((s) => [`pickup:${s.pickup.id}`, `delivery:${s.delivery.id}`]),
];
const stepsOf = (solution: VrpSolution) =>
  solution.routes.flatMap((r) =>
    r.steps.filter((s) => s.id !== undefined).map((s) => ({ key: `${s.type}:${s.id}`, v: r.vehicle })),
  );

/** Feasible, every task exactly once (placed or unassigned), and nothing else. */
function expectComplete(input: VrpInput, solution: VrpSolution) {
  expect(checkSolution(input, solution)).toEqual([]);
  const placed = stepsOf(solution).map((s) => s.key);
  const unassigned = solution.unassigned.map((u) => `${u.type}:${u.id}`);
  expect([...placed, ...unassigned].sort()).toEqual(taskKeys(input).sort());
}

/** How many tasks present in both answers are on a different vehicle in the second. */
function movedTasks(before: VrpSolution, after: VrpSolution): number {
  const was = new Map(stepsOf(before).map((s) => [s.key, s.v]));
  return stepsOf(after).filter((s) => was.has(s.key) && was.get(s.key) !== s.v).length;
}

const base = () => randomInstance({ seed: 11, jobs: 40, shipments: 10, vehicles: 6, capacity: [14], windowWidth: 5400 });

describe('solve with a warm start (SolveOptions.initial)', () => {
  it('keeps the same answer when nothing changed', () => {
    const input = base();
    const first = solve(input, ITERATIONS);
    const again = solve(input, { initial: first.routes });
    expectComplete(input, again);
    expect(again.routes.map((r) => [r.vehicle, r.steps.map((s) => `${s.type}:${s.id}`)])).toEqual(
      first.routes.map((r) => [r.vehicle, r.steps.map((s) => `${s.type}:${s.id}`)]),
    );
  });

  it('drops a removed job and a removed shipment, and moves few other tasks', () => {
    const input = base();
    const first = solve(input, ITERATIONS);
    const changed: VrpInput = {
      ...input,
      jobs: input.jobs!.filter((j) => j.id !== 105),
      shipments: input.shipments!.filter((s) => s.pickup.id !== 503),
    };
    const next = solve(changed, { initial: first.routes });
    expectComplete(changed, next);
    expect(next.unassigned.length).toBeLessThanOrEqual(first.unassigned.length);
    expect(movedTasks(first, next)).toBeLessThanOrEqual(4);
  });

  it('inserts a new job and a new shipment, moving few other tasks', () => {
    const input = base();
    const first = solve(input, ITERATIONS);
    const changed: VrpInput = {
      ...input,
      jobs: [...input.jobs!, { id: 999, location_index: 3, service: 300, delivery: [1], time_windows: [[3600, 9000]] }],
      shipments: [
        ...input.shipments!,
        {
          amount: [2],
          pickup: { id: 990, location_index: 7, service: 300 },
          delivery: { id: 990, location_index: 9, service: 300 },
        },
      ],
    };
    const next = solve(changed, { initial: first.routes });
    expectComplete(changed, next);
    const placed = stepsOf(next).map((s) => s.key);
    expect(placed).toEqual(expect.arrayContaining(['job:999', 'pickup:990', 'delivery:990']));
    expect(movedTasks(first, next)).toBeLessThanOrEqual(4);
  });

  it('repairs routes that no longer fit and ignores unknown, repeated and out-of-order steps', () => {
    const input = base();
    const first = solve(input, ITERATIONS);
    // Every window now closes an hour earlier: some old routes are late somewhere.
    const tighter: VrpInput = {
      ...input,
      jobs: input.jobs!.map((j) => ({
        ...j,
        time_windows: j.time_windows?.map(([a, b]) => [a, Math.max(a, b - 3600)] as [number, number]),
      })),
    };
    const [r0, r1] = first.routes;
    const garbled = [
      // A step repeated on another vehicle, an unknown job, a delivery before its pickup, an unknown vehicle.
      { vehicle: r0!.vehicle, steps: [{ type: 'job' as const, id: 12345 }, ...r0!.steps] },
      { vehicle: r1!.vehicle, steps: [...r1!.steps, ...r0!.steps.slice(1, 3)].reverse() },
      { vehicle: 4242, steps: first.routes[2]!.steps },
      ...first.routes.slice(2),
    ];
    for (const problem of [input, tighter]) {
      const next = solve(problem, { initial: garbled });
      expectComplete(problem, next);
    }
    const tight = solve(tighter, { initial: first.routes });
    expectComplete(tighter, tight);
  });

  it('is deterministic and, given a budget, still searches', () => {
    const input = base();
    const first = solve(input, { maxIterations: 20 });
    const changed: VrpInput = { ...input, jobs: input.jobs!.slice(1) };
    const a = solve(changed, { initial: first.routes, maxIterations: 100 });
    const b = solve(changed, { initial: first.routes, maxIterations: 100 });
    expectComplete(changed, a);
    expect(a.routes).toEqual(b.routes);
    expect(a.summary.iterations).toBe(100);
    expect(a.summary.cost).toBeLessThanOrEqual(solve(changed, { initial: first.routes }).summary.cost);
  });
});
