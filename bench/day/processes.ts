import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';

export interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Run as this user (PostgreSQL refuses root); only when this process is root. */
  uid?: number;
  gid?: number;
}

/** A child that was started, with the log its stdout and stderr go to. */
export interface Started {
  child: ChildProcess;
  pid: number;
  log: string;
}

const live = new Set<ChildProcess>();
const scratch = new Set<string>();
let hooked = false;

/** Folders removed if the harness ends without its own stop (a throwaway cluster must not fill the disk). */
export function removeOnExit(dir: string, remove = true): void {
  if (remove) scratch.add(dir);
  else scratch.delete(dir);
}

/** Kills every child still running, whole process groups (nginx's workers, PostgreSQL's backends), at once. */
export function killAllNow(): void {
  for (const child of live) {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  live.clear();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  scratch.clear();
}

/** No orphans: whatever the harness started dies with it, however it ends (exit, Ctrl-C, SIGTERM, a crash). */
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAllNow();
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
}

/**
 * Starts a command in its own process group (so killing the group takes its children too), appending its output
 * to `<logsDir>/<name>.log`.
 */
export function startProcess(
  name: string,
  logsDir: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Started {
  hookExit();
  const log = path.join(logsDir, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    uid: options.uid,
    gid: options.gid,
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  if (child.pid === undefined) throw new Error(`Could not start ${name}: ${command} ${args.join(' ')}`);
  live.add(child);
  child.once('exit', () => live.delete(child));
  return { child, pid: child.pid, log };
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Sends `signal` to the child's process group and waits for the child to exit; SIGKILL after `graceMs`. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 30_000): Promise<void> {
  if (!isRunning(child) || child.pid === undefined) return;
  const exited = once(child, 'exit');
  const kill = (s: NodeJS.Signals) => {
    try {
      // The group for SIGKILL; a polite signal to the leader only, which stops its own children (PostgreSQL, nginx).
      process.kill(s === 'SIGKILL' ? -child.pid! : child.pid!, s);
    } catch {
      // gone already
    }
  };
  kill(signal);
  const timer = signal === 'SIGKILL' ? undefined : setTimeout(() => kill('SIGKILL'), graceMs);
  await exited;
  if (timer) clearTimeout(timer);
  // Children of a killed leader (a backend, a worker) may outlive it for a moment: the group goes with it.
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // none left
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it returns true; throws with `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(everyMs);
  }
}
