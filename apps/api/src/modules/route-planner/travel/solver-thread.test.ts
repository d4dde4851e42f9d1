import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSolution, solve, type VrpInput, type VrpSolution } from '@washday/core/routing';
import { createSolverThread, solverWorker } from './solver-thread.js';

// The local solver runs on a thread of its own: the same answers as in-process, and the API's event loop keeps
// serving while it works.

/** Jobs on a 12 × 12 grid of doors a minute apart, four riders from the corner: a second or so of search. */
function gridDay(): VrpInput {
  const side = 12;
  const points = Array.from({ length: side * side + 1 }, (_, i) =>
    i === 0 ? [0, 0] : [(i - 1) % side, Math.floor((i - 1) / side)],
  );
  const durations = points.map(([ax, ay]) => points.map(([bx, by]) => 60 * (Math.abs(ax! - bx!) + Math.abs(ay! - by!))));
  return {
    vehicles: Array.from({ length: 4 }, (_, id) => ({
      id,
      start_index: 0,
      capacity: [60],
      time_window: [0, 8 * 3600] as [number, number],
    })),
    jobs: Array.from({ length: side * side }, (_, i) => ({ id: i + 1, location_index: i + 1, service: 120, delivery: [1] })),
    matrices: { car: { durations } },
  };
}

const withoutTimes = (s: VrpSolution) => ({ ...s, summary: { ...s.summary, computing_times: null } });

describe('the route solver thread', () => {
  const thread = createSolverThread();
  afterAll(() => thread.close());

  it('answers as the solver does in-process, and the event loop turns while it solves', async () => {
    const input = gridDay();
    const options = { maxIterations: 400, seed: 7 };
    const order: string[] = [];
    const solving = thread.solve(input, options).then((solution) => {
      order.push('solved');
      return solution;
    });
    // In-process, the solve would run to its end before this callback could.
    setImmediate(() => order.push('event loop turned'));
    const solution = await solving;
    expect(order).toEqual(['event loop turned', 'solved']);
    expect(checkSolution(input, solution)).toEqual([]);
    expect(withoutTimes(solution)).toEqual(withoutTimes(solve(input, options)));
  });

  it('solves several asked at once, each answer to its own ask', async () => {
    const day = gridDay();
    const small: VrpInput = { ...day, jobs: day.jobs!.slice(0, 5) };
    const [big, little] = await Promise.all([
      thread.solve(day, { maxIterations: 50 }),
      thread.solve(small, { maxIterations: 50 }),
    ]);
    expect(big.routes.flatMap((r) => r.steps).filter((s) => s.type === 'job')).toHaveLength(144);
    expect(little.routes.flatMap((r) => r.steps).filter((s) => s.type === 'job')).toHaveLength(5);
  });

  it('refuses a bad problem with the solver’s reason, and keeps solving', async () => {
    await expect(thread.solve({ vehicles: [], jobs: [] } as unknown as VrpInput, {})).rejects.toThrow(/vehicle/i);
    await expect(thread.solve(gridDay(), { maxIterations: 10 })).resolves.toMatchObject({ code: 0 });
  });

  it('fails the solves of a thread that died, and starts another for the next', async () => {
    let started = 0;
    const dying = createSolverThread(() => {
      started++;
      // A thread that dies at once, as one would when out of memory mid-solve.
      return started === 1 ? new Worker('process.exit(3)', { eval: true }) : solverWorker();
    });
    await expect(dying.solve(gridDay(), { maxIterations: 10 })).rejects.toThrow(/exit code 3/);
    await expect(dying.solve(gridDay(), { maxIterations: 10 })).resolves.toMatchObject({ code: 0 });
    expect(started).toBe(2);
    await dying.close();
  });
});
