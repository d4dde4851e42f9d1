import { parentPort } from 'node:worker_threads';
import { solve, type SolveOptions, type VrpInput } from '@washday/core/routing';

// The local solver's thread (solver-thread.ts): solves each problem it is sent and answers with its id. A solve is
// seconds of CPU at a city's volume; here it does not hold up the requests on the API's event loop.

export interface SolveRequest {
  id: number;
  input: VrpInput;
  options: Omit<SolveOptions, 'clock'>;
}

export type SolveReply = { id: number; solution: ReturnType<typeof solve> } | { id: number; error: string };

parentPort?.on('message', ({ id, input, options }: SolveRequest) => {
  let reply: SolveReply;
  try {
    reply = { id, solution: solve(input, options) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
