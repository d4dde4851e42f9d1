import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSolution, solve, type VrpInput } from '@washday/core/routing';
import { loadEnv } from '../../../config/env.js';
import { createLocalRouteEngine, createRouteEngine } from './engines.js';
import { RouteEngineError, createVroomEngine } from './vroom-engine.js';

// The VROOM adapter against answers in VROOM's documented output format (vroom-fixtures/README.md: written to the
// format by hand, as no VROOM server runs here), through an injected fetch: no network.

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'vroom-fixtures');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8'));
const fixture = (name: string) => ({
  input: read(`${name}.input.json`) as VrpInput,
  output: read(`${name}.output.json`),
});
const URL = 'http://vroom.test:3000/';

/** A fetch that answers with the given body and records what it was sent. */
function recordedFetch(answer: unknown, status = 200) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const fake: typeof fetch = async (url, init) => {
    sent.push({ url: String(url), init });
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fake, sent };
}

const engineFor = (answer: unknown, status = 200) => {
  const { fake, sent } = recordedFetch(answer, status);
  return { engine: createVroomEngine({ url: URL, timeoutMs: 5_000, fetch: fake }), sent };
};

describe('the recorded VROOM answers', () => {
  it.each(['job', 'shipment', 'unassigned'])('%s: the answer keeps every rule of its problem (checkSolution)', async (name) => {
    const { input, output } = fixture(name);
    const { engine } = engineFor(output);
    const solution = await engine.solve(input, {});
    expect(checkSolution(input, solution)).toEqual([]);
    // Small enough for the local solver to find the optimum too: the written answers cost what an optimum costs.
    expect(solution.summary.cost).toBe(solve(input, { maxIterations: 200 }).summary.cost);
  });
});

describe('the VROOM engine', () => {
  it('posts the problem as VROOM input JSON to VROOM_URL', async () => {
    const { input, output } = fixture('job');
    const { engine, sent } = engineFor(output);
    await engine.solve(input, { maxMs: 100 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(URL);
    expect(sent[0]!.init?.method).toBe('POST');
    expect(new Headers(sent[0]!.init?.headers).get('content-type')).toBe('application/json');
    const body = JSON.parse(String(sent[0]!.init?.body)) as VrpInput;
    expect(body.vehicles).toEqual(input.vehicles);
    expect(body.jobs).toEqual(input.jobs);
    expect(body.matrices).toEqual(input.matrices);
    expect(sent[0]!.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads routes, steps, times, loads and distances into our solution', async () => {
    const { input, output } = fixture('job');
    const solution = await engineFor(output).engine.solve(input, {});
    expect(solution.code).toBe(0);
    expect(solution.summary).toMatchObject({ cost: 1500, routes: 1, unassigned: 0, service: 600, distance: 8000 });
    const [route] = solution.routes;
    expect(route).toMatchObject({ vehicle: 1, duration: 1500, distance: 8000, pickup: [2], delivery: [0] });
    expect(route!.steps.map((s) => [s.type, s.id, s.location_index, s.arrival, s.load])).toEqual([
      ['start', undefined, 0, 0, [0]],
      ['job', 1, 1, 900, [1]],
      ['job', 2, 2, 1800, [2]],
      ['end', undefined, 2, 2100, [2]],
    ]);
  });

  it('reads a shipment in order, with the wait for its window, and no distances when VROOM gives none', async () => {
    const { input, output } = fixture('shipment');
    const solution = await engineFor(output).engine.solve(input, {});
    const steps = solution.routes[0]!.steps;
    expect(steps.map((s) => `${s.type}:${s.id ?? ''}`)).toEqual(['start:', 'pickup:10', 'job:3', 'delivery:11', 'end:']);
    expect(steps.find((s) => s.type === 'pickup')).toMatchObject({ arrival: 600, waiting_time: 1800, load: [2] });
    expect(steps.every((s) => s.distance === 0)).toBe(true);
    expect(solution.summary.waiting_time).toBe(1800);
  });

  it('gives each task VROOM left out the reason our own rules find', async () => {
    const { input, output } = fixture('unassigned');
    const solution = await engineFor(output).engine.solve(input, {});
    expect(solution.unassigned.map((u) => [u.id, u.type, u.location_index, u.reason])).toEqual([
      [2, 'job', 2, 'routes_full'],
      [5, 'job', 3, 'time_window'],
      [6, 'job', 3, 'capacity'],
    ]);
    expect(solution.unassigned.every((u) => u.message.length > 0)).toBe(true);
    // The local solver, given the same problem, leaves out the same kinds of task for the same reasons.
    const local = solve(input, { maxIterations: 200 });
    expect(local.unassigned.map((u) => u.reason).sort()).toEqual(['capacity', 'routes_full', 'time_window']);
  });

  it("says clearly what went wrong: VROOM's error, a non-JSON answer, an unreachable server, a timeout", async () => {
    const { input } = fixture('job');
    await expect(engineFor({ code: 2, error: 'Invalid vehicles.' }, 400).engine.solve(input, {})).rejects.toThrow(
      /VROOM at http:\/\/vroom\.test:3000\/ refused the problem \(input error\): Invalid vehicles\./,
    );
    await expect(engineFor('<html>Bad gateway</html>', 502).engine.solve(input, {})).rejects.toThrow(/answered 502 without JSON/);
    const unreachable = createVroomEngine({
      url: URL,
      timeoutMs: 5_000,
      fetch: async () => {
        throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:3000') });
      },
    });
    await expect(unreachable.solve(input, {})).rejects.toThrow(RouteEngineError);
    await expect(unreachable.solve(input, {})).rejects.toThrow(/is unreachable: fetch failed/);
    const slow = createVroomEngine({
      url: URL,
      timeoutMs: 2_000,
      fetch: async () => {
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      },
    });
    await expect(slow.solve(input, {})).rejects.toThrow(/did not answer within 2000 ms/);
  });
});

describe('choosing the engine', () => {
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

  it('is the local solver by default, and VROOM with ROUTING_ENGINE=vroom and its URL', async () => {
    const local = createRouteEngine(loadEnv(base));
    expect(local.name).toBe('local');
    await local.close?.();
    const env = loadEnv({ ...base, ROUTING_ENGINE: 'vroom', VROOM_URL: URL });
    const { fake, sent } = recordedFetch(fixture('job').output);
    const engine = createRouteEngine(env, fake);
    expect(engine.name).toBe('vroom');
    await engine.solve(fixture('job').input, {});
    expect(sent).toHaveLength(1);
  });

  it('refuses at boot to use VROOM without VROOM_URL', () => {
    expect(() => loadEnv({ ...base, ROUTING_ENGINE: 'vroom' })).toThrow(/VROOM_URL: required when ROUTING_ENGINE=vroom/);
    expect(() => loadEnv({ ...base, ROUTING_ENGINE: 'osrm' })).toThrow(/ROUTING_ENGINE/);
  });

  it('the local engine solves within the plan budget unless told otherwise, and its answer keeps the rules', async () => {
    const { input } = fixture('shipment');
    const local = createLocalRouteEngine();
    const solution = await local.solve(input, {}).finally(() => local.close?.());
    expect(checkSolution(input, solution)).toEqual([]);
    expect(solution.summary.cost).toBe(2100);
  });
});
