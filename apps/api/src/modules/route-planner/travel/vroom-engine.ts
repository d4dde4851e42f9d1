import {
  solve,
  vrpInputSchema,
  type VrpInput,
  type VrpProblem,
  type VrpRoute,
  type VrpSolution,
  type VrpStep,
  type VrpUnassigned,
} from '@washday/core/routing';
import { VRP_UNASSIGNED_MESSAGES } from '@washday/core/routing';
import type { RouteEngine } from '../route-engine.js';

// The route engine that sends the problem to a VROOM server (github.com/VROOM-Project/vroom, docs/API.md; usually
// vroom-express in front of it, with OSRM). Our problem is already in VROOM's input shape (matrices by profile,
// location_index, jobs, shipments, vehicles' time_window, capacity, skills, costs.fixed), so it goes as it is; the
// answer comes back in VROOM's output shape and is read into ours. VROOM minimises its own cost (travel time): the
// solver options (objective, budget, seed) do not travel.

/** The parts of VROOM's output this adapter reads (docs/API.md, "Output"); everything else is ignored. */
interface VroomStep {
  type: 'start' | 'job' | 'pickup' | 'delivery' | 'break' | 'end';
  id?: number;
  location_index?: number;
  arrival: number;
  duration: number;
  distance?: number;
  service?: number;
  waiting_time?: number;
  load?: number[];
}
interface VroomRoute {
  vehicle: number;
  cost: number;
  steps: VroomStep[];
  service?: number;
  duration: number;
  waiting_time?: number;
  distance?: number;
  delivery?: number[];
  pickup?: number[];
}
interface VroomAnswer {
  /** 0: solved; 1 internal error; 2 input error; 3 routing error (then `error` says what). */
  code: number;
  error?: string;
  summary?: {
    cost: number;
    service?: number;
    duration: number;
    waiting_time?: number;
    distance?: number;
    computing_times?: { loading?: number; solving?: number; routing?: number };
  };
  unassigned?: { id: number; type: 'job' | 'pickup' | 'delivery'; location_index?: number }[];
  routes?: VroomRoute[];
}

export class RouteEngineError extends Error {}

const VROOM_CODES: Record<number, string> = { 1: 'internal error', 2: 'input error', 3: 'routing error' };

export interface VroomEngineOptions {
  url: string;
  timeoutMs: number;
  /** Replaced in tests, which answer with recorded VROOM output and never reach the network. */
  fetch?: typeof fetch;
}

export function createVroomEngine({ url, timeoutMs, fetch: send = fetch }: VroomEngineOptions): RouteEngine {
  return {
    name: 'vroom',
    async solve(input: VrpInput): Promise<VrpSolution> {
      const problem = vrpInputSchema.parse(input);
      const began = performance.now();
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(problem),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new RouteEngineError(
          timedOut
            ? `VROOM at ${url} did not answer within ${timeoutMs} ms`
            : `VROOM at ${url} is unreachable: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      const text = await response.text();
      let answer: VroomAnswer;
      try {
        answer = JSON.parse(text) as VroomAnswer;
      } catch {
        throw new RouteEngineError(`VROOM at ${url} answered ${response.status} without JSON: ${text.slice(0, 200)}`);
      }
      if (answer.code !== 0 || !response.ok)
        throw new RouteEngineError(
          `VROOM at ${url} refused the problem (${VROOM_CODES[answer.code] ?? `code ${answer.code}`}): ${answer.error ?? response.status}`,
        );
      return fromVroom(problem, answer, Math.round(performance.now() - began));
    },
  };
}

/** VROOM's answer in our solution's shape, with a reason for each task it left out. */
export function fromVroom(problem: VrpProblem, answer: VroomAnswer, tookMs = 0): VrpSolution {
  const dims = Math.max(0, ...problem.vehicles.map((v) => v.capacity?.length ?? 0));
  const amounts = (a: number[] | undefined) => (a?.length ? a : new Array<number>(dims).fill(0));
  const routes: VrpRoute[] = (answer.routes ?? []).map((route) => {
    const steps: VrpStep[] = route.steps
      // We send no breaks; should a server add any, they are not stops.
      .filter((s) => s.type !== 'break')
      .map((s) => ({
        type: s.type as VrpStep['type'],
        ...(s.id === undefined || s.type === 'start' || s.type === 'end' ? {} : { id: s.id }),
        location_index: s.location_index ?? locationOf(problem, route.vehicle, s),
        arrival: s.arrival,
        waiting_time: s.waiting_time ?? 0,
        service: s.service ?? 0,
        duration: s.duration,
        distance: s.distance ?? 0,
        load: amounts(s.load),
      }));
    return {
      vehicle: route.vehicle,
      cost: route.cost,
      steps,
      service: route.service ?? 0,
      duration: route.duration,
      waiting_time: route.waiting_time ?? 0,
      distance: route.distance ?? 0,
      delivery: amounts(route.delivery),
      pickup: amounts(route.pickup),
    };
  });
  const unassigned = (answer.unassigned ?? []).map((u) => withReason(problem, u));
  const summary = answer.summary;
  return {
    code: 0,
    summary: {
      cost: summary?.cost ?? routes.reduce((s, r) => s + r.cost, 0),
      routes: routes.length,
      unassigned: unassigned.length,
      service: summary?.service ?? 0,
      duration: summary?.duration ?? 0,
      waiting_time: summary?.waiting_time ?? 0,
      distance: summary?.distance ?? 0,
      computing_times: {
        loading: summary?.computing_times?.loading ?? 0,
        solving: summary?.computing_times?.solving ?? tookMs,
      },
      // VROOM does not report its iterations.
      iterations: 0,
    },
    unassigned,
    routes,
  };
}

/** Where a step is, when VROOM left out location_index (start and end of a vehicle given by index always carry it). */
function locationOf(problem: VrpProblem, vehicleId: number, step: VroomStep): number {
  const vehicle = problem.vehicles.find((v) => v.id === vehicleId);
  if (step.type === 'start') return vehicle?.start_index ?? vehicle?.end_index ?? 0;
  if (step.type === 'end') return vehicle?.end_index ?? vehicle?.start_index ?? 0;
  return taskLocation(problem, step.type, step.id ?? -1) ?? 0;
}

function taskLocation(problem: VrpProblem, type: string, id: number): number | undefined {
  if (type === 'job') return problem.jobs.find((j) => j.id === id)?.location_index;
  const shipment = problem.shipments.find((s) => (type === 'pickup' ? s.pickup.id : s.delivery.id) === id);
  return type === 'pickup' ? shipment?.pickup.location_index : shipment?.delivery.location_index;
}

/**
 * VROOM says what it left out, not why. Our own rules say it: the task alone with every vehicle, solved by the local
 * solver (construction only). Left out even so, the local reason (skills, capacity, time window) stands; placed,
 * it only did not fit beside the other stops ('routes_full').
 */
function withReason(
  problem: VrpProblem,
  task: { id: number; type: VrpUnassigned['type']; location_index?: number },
): VrpUnassigned {
  const location = task.location_index ?? taskLocation(problem, task.type, task.id) ?? 0;
  const alone: VrpInput = {
    vehicles: problem.vehicles,
    matrices: problem.matrices,
    jobs: task.type === 'job' ? problem.jobs.filter((j) => j.id === task.id) : [],
    shipments:
      task.type === 'job'
        ? []
        : problem.shipments.filter((s) => (task.type === 'pickup' ? s.pickup.id : s.delivery.id) === task.id),
  };
  const local = solve(alone, { maxIterations: 0 }).unassigned.find((u) => u.type === task.type && u.id === task.id);
  const reason = local?.reason ?? 'routes_full';
  return { id: task.id, type: task.type, location_index: location, reason, message: VRP_UNASSIGNED_MESSAGES[reason] };
}
