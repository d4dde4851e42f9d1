import { Worker } from 'node:worker_threads';
import type { SolveOptions, VrpInput, VrpSolution } from '@washday/core/routing';
import type { SolveReply, SolveRequest } from './solver-worker.js';

// Core's solver on a thread of its own (decision 0035): construction and search on a day of hundreds of trips take
// seconds of CPU, and on the API's event loop every request of that instance waited for them. One thread per app,
// started on the first solve and stopped with the app; a thread that dies fails the solves it held, and the next
// solve starts another.

export interface SolverThread {
  solve(input: VrpInput, options: SolveOptions): Promise<VrpSolution>;
  close(): Promise<void>;
}

/**
 * The thread: its code is `dist/solver-worker.js` beside the bundled `dist/main.js` (scripts/build.mjs builds both),
 * or, run from source (tests, `tsx`), the TypeScript file beside this one, loaded through tsx's loader registered in
 * the thread (Node 20 does not pass `--import` loaders on to threads; tsx is found from the working directory).
 */
export function solverWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./solver-worker.js', import.meta.url));
  const source = new URL('./solver-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`, {
    eval: true,
  });
}

export function createSolverThread(start: () => Worker = solverWorker): SolverThread {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (s: VrpSolution) => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const running = () => {
    if (worker) return worker;
    const started = start();
    started.on('message', (reply: SolveReply) => {
      const caller = waiting.get(reply.id);
      if (!caller) return;
      waiting.delete(reply.id);
      if ('error' in reply) caller.reject(new Error(reply.error));
      else caller.resolve(reply.solution);
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`The route solver's thread stopped (exit code ${code})`));
    });
    // Idle, it keeps no process alive; a solve in flight holds it (ref) until answered.
    started.unref();
    worker = started;
    return started;
  };
  return {
    solve(input, options) {
      const { clock: _clock, ...sendable } = options;
      const thread = running();
      const id = nextId++;
      return new Promise<VrpSolution>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.ref();
        thread.postMessage({ id, input, options: sendable } satisfies SolveRequest);
      }).finally(() => {
        if (!waiting.size) worker?.unref();
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      if (stopping) await stopping.terminate();
    },
  };
}
