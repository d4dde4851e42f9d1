// The route planner's problem and answer, in VROOM's JSON shape (github.com/VROOM-Project/vroom docs/API.md) so the
// same problem can go to a VROOM server later (issue 28). Only the matrix form is taken (locations are indices into
// `matrices[profile].durations`); `unassigned[].reason` is ours (VROOM does not say why).
import { z } from 'zod';

const id = z.number().int().nonnegative();
const seconds = z.number().nonnegative();
const amount = z.array(z.number().int().nonnegative());
const timeWindow = z.tuple([seconds, seconds]).refine(([start, end]) => start <= end, 'A time window must end after it starts');
// Checked by a plain loop: zod's per-element parse of a 1,000-stop matrix (a million numbers) takes longer than a
// re-plan may.
const matrix = z.custom<number[][]>(
  (value) =>
    Array.isArray(value) &&
    value.every((row) => Array.isArray(row) && row.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0)),
  'A matrix is an array of rows of non-negative numbers',
);

const skills = z.array(z.number().int().nonnegative());

export const vrpJobSchema = z.object({
  id,
  description: z.string().optional(),
  location_index: z.number().int().nonnegative(),
  service: seconds.optional(),
  /** Amounts loaded at the vehicle's start and dropped here. */
  delivery: amount.optional(),
  /** Amounts collected here and kept to the route's end. */
  pickup: amount.optional(),
  skills: skills.optional(),
  time_windows: z.array(timeWindow).min(1).optional(),
});

export const vrpShipmentStepSchema = vrpJobSchema.pick({
  id: true,
  description: true,
  location_index: true,
  service: true,
  time_windows: true,
});

/** A pickup and a delivery that belong together: same vehicle, pickup first; `amount` rides between them. */
export const vrpShipmentSchema = z.object({
  pickup: vrpShipmentStepSchema,
  delivery: vrpShipmentStepSchema,
  amount: amount.optional(),
  skills: skills.optional(),
});

export const vrpVehicleSchema = z.object({
  id,
  description: z.string().optional(),
  profile: z.string().optional(),
  start_index: z.number().int().nonnegative().optional(),
  end_index: z.number().int().nonnegative().optional(),
  capacity: amount.optional(),
  skills: skills.optional(),
  /** The shift: the route leaves the start no earlier than [0] and reaches its end no later than [1]. */
  time_window: timeWindow.optional(),
  /** `fixed` is added to the objective for each vehicle used (VROOM's vehicle costs). */
  costs: z.object({ fixed: z.number().nonnegative().optional() }).optional(),
});

export const vrpMatrixSchema = z.object({ durations: matrix, distances: matrix.optional() });

export const vrpInputSchema = z
  .object({
    vehicles: z.array(vrpVehicleSchema).min(1),
    jobs: z.array(vrpJobSchema).default([]),
    shipments: z.array(vrpShipmentSchema).default([]),
    matrices: z.record(z.string(), vrpMatrixSchema),
  })
  .superRefine((input, ctx) => {
    for (const [profile, m] of Object.entries(input.matrices)) {
      const size = m.durations.length;
      const square = (rows: number[][]) => rows.length === size && rows.every((row) => row.length === size);
      if (!square(m.durations)) ctx.addIssue({ code: 'custom', message: `matrices.${profile}.durations must be square` });
      if (m.distances && !square(m.distances))
        ctx.addIssue({ code: 'custom', message: `matrices.${profile}.distances must be the size of its durations` });
    }
    const dims = new Set<number>();
    const seenVehicles = new Set<number>();
    input.vehicles.forEach((v, i) => {
      const size = input.matrices[v.profile ?? 'car']?.durations.length;
      if (size === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['vehicles', i, 'profile'],
          message: `No matrix for profile '${v.profile ?? 'car'}'`,
        });
        return;
      }
      if (seenVehicles.has(v.id))
        ctx.addIssue({ code: 'custom', path: ['vehicles', i, 'id'], message: `Vehicle id ${v.id} is used twice` });
      seenVehicles.add(v.id);
      if (v.start_index === undefined && v.end_index === undefined)
        ctx.addIssue({ code: 'custom', path: ['vehicles', i], message: 'A vehicle needs a start_index or an end_index' });
      for (const key of ['start_index', 'end_index'] as const) {
        const index = v[key];
        if (index !== undefined && index >= size)
          ctx.addIssue({
            code: 'custom',
            path: ['vehicles', i, key],
            message: `Location ${index} is outside the matrix (${size})`,
          });
      }
      if (v.capacity) dims.add(v.capacity.length);
    });
    const size = Math.min(...Object.values(input.matrices).map((m) => m.durations.length));
    const seenTasks = new Map<string, Set<number>>();
    const task = (kind: string, taskId: number, location: number, path: (string | number)[]) => {
      const seen = seenTasks.get(kind) ?? new Set<number>();
      seenTasks.set(kind, seen);
      if (seen.has(taskId))
        ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: `${kind} id ${taskId} is used twice` });
      seen.add(taskId);
      if (location >= size)
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'location_index'],
          message: `Location ${location} is outside the matrix (${size})`,
        });
    };
    input.jobs.forEach((j, i) => {
      task('job', j.id, j.location_index, ['jobs', i]);
      for (const a of [j.delivery, j.pickup]) if (a) dims.add(a.length);
    });
    input.shipments.forEach((s, i) => {
      task('pickup', s.pickup.id, s.pickup.location_index, ['shipments', i, 'pickup']);
      task('delivery', s.delivery.id, s.delivery.location_index, ['shipments', i, 'delivery']);
      if (s.amount) dims.add(s.amount.length);
    });
    if (dims.size > 1)
      ctx.addIssue({ code: 'custom', path: ['vehicles'], message: 'Every capacity and amount must have the same length' });
  });

export type VrpInput = z.input<typeof vrpInputSchema>;
export type VrpProblem = z.output<typeof vrpInputSchema>;

export const vrpObjectiveSchema = z.enum(['duration', 'distance']);
export type VrpObjective = z.infer<typeof vrpObjectiveSchema>;

export interface SolveOptions {
  /** What to minimise; 'distance' needs `distances` in the matrices. Default 'duration'. */
  objective?: VrpObjective;
  /** Ruin-and-recreate iterations after construction and local search; the run stops at whichever budget ends first. */
  maxIterations?: number;
  /** Wall-clock budget. Give only maxIterations for a deterministic answer. */
  maxMs?: number;
  /**
   * The clock `maxMs` is measured on, in ms (default `performance.now`). A benchmark on a shared machine may pass
   * the process's CPU time, so the budget is one core's work whatever else runs.
   */
  clock?: () => number;
  /** Seed of the pseudo-random generator (default 1). */
  seed?: number;
  /** Use as few vehicles as possible first (a large fixed cost per vehicle), then the objective. */
  minimiseVehicles?: boolean;
  /**
   * A warm start: the previous answer's routes (`answer.routes` will do; VROOM's vehicle `steps` in spirit). Each
   * vehicle's tasks are kept in their order where still present and feasible, new tasks go in by cheapest insertion,
   * then local search. Without maxIterations or maxMs no ruin-and-recreate follows, so other routes change little.
   */
  initial?: VrpInitialRoute[];
}

/** One vehicle's previous stops, in order; start and end steps (and unknown tasks) are ignored. */
export interface VrpInitialRoute {
  vehicle: number;
  steps: { type: VrpStepType; id?: number }[];
}

export type VrpStepType = 'start' | 'job' | 'pickup' | 'delivery' | 'end';

export interface VrpStep {
  type: VrpStepType;
  /** The job's, pickup's or delivery's id; absent on start and end. */
  id?: number;
  location_index: number;
  /** When the vehicle gets there; the service starts after waiting_time. */
  arrival: number;
  waiting_time: number;
  service: number;
  /** Travel time since the route's start. */
  duration: number;
  /** Travel distance since the route's start (0 without a distance matrix). */
  distance: number;
  /** The load after this step. */
  load: number[];
}

export interface VrpRoute {
  vehicle: number;
  cost: number;
  steps: VrpStep[];
  service: number;
  duration: number;
  waiting_time: number;
  distance: number;
  delivery: number[];
  pickup: number[];
}

export type VrpUnassignedReason = 'skills' | 'capacity' | 'time_window' | 'routes_full';

export interface VrpUnassigned {
  id: number;
  type: 'job' | 'pickup' | 'delivery';
  location_index: number;
  reason: VrpUnassignedReason;
  /** The reason in words, for an operator. */
  message: string;
}

export interface VrpSolution {
  code: 0;
  summary: {
    cost: number;
    routes: number;
    unassigned: number;
    service: number;
    duration: number;
    waiting_time: number;
    distance: number;
    computing_times: { loading: number; solving: number };
    /** Ours: how far the search went. */
    iterations: number;
  };
  unassigned: VrpUnassigned[];
  routes: VrpRoute[];
}
