import { describe, expect, it } from 'vitest';
import { checkSolution, totalTravel } from './check-solution.js';
import { randomInstance, type RandomInstanceOptions } from './random-instance.js';
import { solve } from './solve.js';
import { vrpInputSchema, type VrpInput, type VrpSolution } from './vrp-types.js';

const ITERATIONS = { maxIterations: 200 };

const taskKeys = (input: VrpInput) => [
  ...(input.jobs ?? []).map((j) => `job:${j.id}`),
  ...(input.shipments ?? []).flatMap((s) => [`pickup:${s.pickup.id}`, `delivery:${s.delivery.id}`]),
];
const placedKeys = (solution: VrpSolution) =>
  solution.routes.flatMap((r) => r.steps.filter((s) => s.type !== 'start' && s.type !== 'end').map((s) => `${s.type}:${s.id}`));

const cases: RandomInstanceOptions[] = [
  { seed: 1, jobs: 30, vehicles: 4, capacity: [20] },
  { seed: 2, jobs: 40, vehicles: 3, capacity: [15, 12], windowWidth: 1800 },
  { seed: 3, jobs: 20, shipments: 8, vehicles: 4, capacity: [10] },
  { seed: 4, jobs: 25, shipments: 5, vehicles: 5, capacity: [12, 8], extras: true, windowWidth: 1200 },
  { seed: 5, jobs: 60, vehicles: 3, capacity: [30], windowWidth: 900, horizon: 4 * 3600 },
  { seed: 6, jobs: 15, shipments: 10, vehicles: 2, openEnded: true, distances: true },
  { seed: 7, jobs: 50, vehicles: 8, windowWidth: 0, capacity: [12] },
  { seed: 8, jobs: 35, shipments: 6, vehicles: 6, capacity: [9], extras: true, service: 600 },
];

describe('solve: every answer is feasible and complete', () => {
  it.each(cases)('random instance %#', (options) => {
    const input = randomInstance(options);
    const solution = solve(input, { ...ITERATIONS, objective: options.distances ? 'distance' : 'duration' });
    expect(checkSolution(input, solution)).toEqual([]);
    const placed = placedKeys(solution);
    const unassigned = solution.unassigned.map((u) => `${u.type}:${u.id}`);
    expect(new Set([...placed, ...unassigned]).size).toBe(placed.length + unassigned.length);
    expect([...placed, ...unassigned].sort()).toEqual(taskKeys(input).sort());
    expect(solution.summary.unassigned).toBe(unassigned.length);
    expect(solution.summary.duration).toBeCloseTo(totalTravel(input, solution, 'durations'), 6);
  });

  it('keeps a shipment on one vehicle, pickup first, even when its delivery is on the way to the pickup', () => {
    const durations = [
      [0, 100, 50],
      [100, 0, 50],
      [50, 50, 0],
    ];
    const input: VrpInput = {
      vehicles: [
        { id: 1, start_index: 0, end_index: 0, capacity: [1] },
        { id: 2, start_index: 0, end_index: 0, capacity: [1] },
      ],
      shipments: [{ amount: [1], pickup: { id: 1, location_index: 1 }, delivery: { id: 2, location_index: 2 } }],
      matrices: { car: { durations } },
    };
    const solution = solve(input, ITERATIONS);
    expect(checkSolution(input, solution)).toEqual([]);
    expect(solution.routes).toHaveLength(1);
    expect(solution.routes[0]!.steps.map((s) => s.type)).toEqual(['start', 'pickup', 'delivery', 'end']);
    expect(solution.routes[0]!.steps.map((s) => s.load[0])).toEqual([0, 1, 0, 0]);
  });

  it('waits for a window that has not opened and reports the wait', () => {
    const input: VrpInput = {
      vehicles: [{ id: 1, start_index: 0, end_index: 0, time_window: [0, 10_000] }],
      jobs: [{ id: 1, location_index: 1, service: 60, time_windows: [[1000, 2000]] }],
      matrices: {
        car: {
          durations: [
            [0, 100],
            [100, 0],
          ],
        },
      },
    };
    const solution = solve(input, ITERATIONS);
    const job = solution.routes[0]!.steps[1]!;
    expect(job).toMatchObject({ arrival: 100, waiting_time: 900, service: 60, duration: 100 });
    expect(solution.routes[0]!.steps[2]).toMatchObject({ type: 'end', arrival: 1160, duration: 200 });
  });
});

describe('solve: vehicles of every shape', () => {
  it('handles no work, a vehicle with only an end, and two profiles with their own matrices', () => {
    const car = randomInstance({ seed: 21, jobs: 12, shipments: 3, vehicles: 1, capacity: [40] });
    const durations = car.matrices.car!.durations;
    const bike = { durations: durations.map((row) => row.map((d) => d * 2)) };
    const input: VrpInput = {
      ...car,
      vehicles: [
        { id: 1, end_index: 0, capacity: [40], profile: 'bike' },
        { id: 2, start_index: 0, end_index: 0, capacity: [40] },
      ],
      matrices: { car: { durations }, bike },
    };
    const solution = solve(input, ITERATIONS);
    expect(checkSolution(input, solution)).toEqual([]);
    // Shipment 501's pickup window opens after its delivery's closes: nothing else is left out.
    expect(solution.unassigned.map((u) => [u.id, u.reason])).toEqual([
      [501, 'time_window'],
      [701, 'time_window'],
    ]);
    const empty = solve({ ...input, jobs: [], shipments: [] }, ITERATIONS);
    expect(empty).toMatchObject({ routes: [], unassigned: [], summary: { cost: 0, routes: 0 } });
  });
});

describe('solve: what cannot be placed comes back unassigned, with the reason', () => {
  const durations = [
    [0, 100, 100, 100, 100],
    [100, 0, 10, 10, 10],
    [100, 10, 0, 10, 10],
    [100, 10, 10, 0, 10],
    [100, 10, 10, 10, 0],
  ];
  const input: VrpInput = {
    vehicles: [{ id: 1, start_index: 0, end_index: 0, capacity: [5], time_window: [0, 1000], skills: [1] }],
    jobs: [
      { id: 1, location_index: 1, delivery: [6] },
      { id: 2, location_index: 2, skills: [2] },
      { id: 3, location_index: 3, time_windows: [[0, 50]] },
      { id: 4, location_index: 4, service: 500, time_windows: [[100, 120]] },
      { id: 5, location_index: 1, service: 500, time_windows: [[100, 120]] },
      { id: 6, location_index: 2, delivery: [1] },
    ],
    matrices: { car: { durations } },
  };

  it('names skills, capacity, time windows and full routes', () => {
    const solution = solve(input, ITERATIONS);
    expect(checkSolution(input, solution)).toEqual([]);
    const reasons = Object.fromEntries(solution.unassigned.map((u) => [u.id, u.reason]));
    expect(reasons).toMatchObject({ 1: 'capacity', 2: 'skills', 3: 'time_window' });
    // Jobs 4 and 5 each fit alone but not together: one is placed, the other left for full routes.
    expect([reasons[4], reasons[5]].sort()).toEqual(['routes_full', undefined].sort());
    expect(placedKeys(solution)).toContain('job:6');
    expect(solution.unassigned.every((u) => u.message.length > 0)).toBe(true);
  });
});

describe('solve: objectives and options', () => {
  it('is deterministic for the same input and iteration budget', () => {
    const input = randomInstance({ seed: 11, jobs: 40, shipments: 4, vehicles: 4, capacity: [12] });
    const strip = (s: VrpSolution) => ({ routes: s.routes, unassigned: s.unassigned, cost: s.summary.cost });
    expect(strip(solve(input, { maxIterations: 300 }))).toEqual(strip(solve(input, { maxIterations: 300 })));
    expect(solve(input, { maxIterations: 300 }).summary.iterations).toBe(300);
  });

  it('minimises distance when asked, and durations otherwise', () => {
    // Location 1 then 2 is short in time, 2 then 1 short in distance.
    const durations = [
      [0, 10, 50],
      [50, 0, 10],
      [10, 50, 0],
    ];
    const distances = [
      [0, 50, 10],
      [10, 0, 50],
      [50, 10, 0],
    ];
    const input: VrpInput = {
      vehicles: [{ id: 1, start_index: 0, end_index: 0 }],
      jobs: [
        { id: 1, location_index: 1 },
        { id: 2, location_index: 2 },
      ],
      matrices: { car: { durations, distances } },
    };
    const order = (s: VrpSolution) => s.routes[0]!.steps.map((step) => step.id).filter((x) => x !== undefined);
    expect(order(solve(input, ITERATIONS))).toEqual([1, 2]);
    const byDistance = solve(input, { ...ITERATIONS, objective: 'distance' });
    expect(order(byDistance)).toEqual([2, 1]);
    expect(byDistance.summary.distance).toBe(30);
    expect(() => solve({ ...input, matrices: { car: { durations } } }, { objective: 'distance' })).toThrow(/distances/);
  });

  it('uses no more vehicles when asked to minimise them', () => {
    const input = randomInstance({ seed: 12, jobs: 40, vehicles: 12, windowWidth: 1200, horizon: 3 * 3600 });
    const free = solve(input, ITERATIONS);
    const fewest = solve(input, { ...ITERATIONS, minimiseVehicles: true });
    expect(checkSolution(input, fewest)).toEqual([]);
    expect(fewest.summary.unassigned).toBeLessThanOrEqual(free.summary.unassigned);
    expect(fewest.summary.routes).toBeLessThanOrEqual(free.summary.routes);
    expect(fewest.routes.every((r) => r.cost === r.duration)).toBe(true);
  });

  it('charges a vehicle fixed cost (VROOM costs.fixed) in the objective', () => {
    const input = randomInstance({ seed: 13, jobs: 20, vehicles: 6, windowWidth: 0 });
    const withFixed: VrpInput = { ...input, vehicles: input.vehicles.map((v) => ({ ...v, costs: { fixed: 100_000 } })) };
    const solution = solve(withFixed, ITERATIONS);
    expect(solution.summary.routes).toBe(1);
    expect(solution.summary.cost).toBeCloseTo(solution.summary.duration + 100_000, 6);
  });
});

describe('vrpInputSchema', () => {
  const base: VrpInput = {
    vehicles: [{ id: 1, start_index: 0 }],
    jobs: [{ id: 1, location_index: 1 }],
    matrices: {
      car: {
        durations: [
          [0, 1],
          [1, 0],
        ],
      },
    },
  };
  const messages = (input: unknown) => {
    const result = vrpInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts a valid problem', () => expect(messages(base)).toEqual([]));

  it('refuses locations outside the matrix, twice-used ids, ragged matrices and missing profiles', () => {
    expect(messages({ ...base, jobs: [{ id: 1, location_index: 2 }] })).toContain('Location 2 is outside the matrix (2)');
    expect(messages({ ...base, jobs: [...base.jobs!, { id: 1, location_index: 0 }] })).toContain('job id 1 is used twice');
    expect(messages({ ...base, matrices: { car: { durations: [[0, 1], [1]] } } })).toContain(
      'matrices.car.durations must be square',
    );
    expect(messages({ ...base, vehicles: [{ id: 1, start_index: 0, profile: 'bike' }] })).toContain(
      "No matrix for profile 'bike'",
    );
    expect(messages({ ...base, vehicles: [{ id: 1 }] })).toContain('A vehicle needs a start_index or an end_index');
    expect(messages({ ...base, jobs: [{ id: 1, location_index: 1, time_windows: [[5, 1]] }] })).toContain(
      'A time window must end after it starts',
    );
  });

  it('refuses a matrix with a negative or non-numeric entry', () => {
    const msg = 'A matrix is an array of rows of non-negative numbers';
    expect(
      messages({
        ...base,
        matrices: {
          car: {
            durations: [
              [0, -1],
              [1, 0],
            ],
          },
        },
      }),
    ).toContain(msg);
    expect(
      messages({
        ...base,
        matrices: {
          car: {
            durations: [
              [0, '1'],
              [1, 0],
            ],
          },
        } as never,
      }),
    ).toContain(msg);
  });
});

describe('solve: the time budget', () => {
  it('is measured on the clock given (a fake one here, one ms a reading)', () => {
    const input = randomInstance({ seed: 3, jobs: 20, vehicles: 3, capacity: [10] });
    let ms = 0;
    const answer = solve(input, { maxMs: 400, maxIterations: 10_000, clock: () => ms++ });
    expect(checkSolution(input, answer)).toEqual([]);
    expect(answer.summary.iterations).toBeGreaterThan(0);
    expect(answer.summary.iterations).toBeLessThan(400);
  });
});
