// What the day runs on: the topology (two instances, nginx, a throwaway PostgreSQL and Redis; topology.ts), or an
// instance already running (`--target`, development only: no faults, no process figures).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { startTopology, type Faults, type ProcessSample } from './topology.js';
import type { UnplannedExit } from './topology-types.js';
import { treeUsage } from './proc-stats.js';

export interface DayTopology {
  baseUrl: string;
  /** Each instance's own address (past nginx). */
  instances: string[];
  databaseUrl: string;
  faults?: Faults;
  sample?: () => ProcessSample[];
  /** Customers' SMS/WhatsApp copies the instances' outbox journals recorded, by notification id: each send's pid. */
  noticeSends?: () => Promise<Map<string, number[]>>;
  /** The instances' processes the day killed with SIGKILL. */
  killedPids?: () => number[];
  logs?: string;
  /** Instances that exited by themselves during the run (each started again, as systemd would). */
  unplannedExits?: () => UnplannedExit[];
  stop: () => Promise<void>;
}

/** Raised for the day: one machine plays thousands of phones, each with its own forwarded address. */
const DAY_ENV = {
  OPEN_BOOKINGS_PER_CUSTOMER: '1000',
  BOOKINGS_PER_CUSTOMER_PER_HOUR: '1000',
  LOG_LEVEL: 'warn',
};

export async function openTopology(options: {
  target?: string;
  database?: string;
  /** The target instance's process id: its CPU and memory are then reported (PostgreSQL's are not: it is shared). */
  targetPid?: number;
  smoke: boolean;
}): Promise<DayTopology> {
  if (options.target) {
    if (!options.database) throw new Error('--target needs --database <postgres url> (the invariants read it)');
    const pid = options.targetPid;
    const sample = (): ProcessSample[] => {
      const usage = pid === undefined ? undefined : treeUsage(pid);
      return usage ? [{ name: 'api-1', at: Date.now(), up: true, ...usage }] : [];
    };
    return {
      baseUrl: options.target,
      instances: [options.target],
      databaseUrl: options.database,
      ...(pid === undefined ? {} : { sample }),
      stop: async () => {},
    };
  }
  const topology = await startTopology({
    env: DAY_ENV,
    // Each instance journals what its development outbox sent (across restarts), for the exactly-once invariant.
    instanceEnv: ({ name, logs }) => ({ OUTBOX_JOURNAL: path.join(logs, `outbox-${name}.jsonl`) }),
    log: (line) => console.log(`  topology: ${line}`),
  });
  return {
    baseUrl: topology.baseUrl,
    instances: topology.instances.map((i) => i.url),
    databaseUrl: topology.databaseUrl,
    faults: topology.faults,
    sample: () => topology.sample(),
    logs: topology.logs,
    noticeSends: async () => readJournals(topology.logs),
    killedPids: () => topology.killedPids(),
    unplannedExits: () => topology.unplannedExits(),
    stop: () => topology.stop(),
  };
}

/** Every `outbox-*.jsonl` line with a reference (a notification id): the pid of the process that sent it, each time. */
function readJournals(dir: string): Map<string, number[]> {
  const sends = new Map<string, number[]>();
  if (!existsSync(dir)) return sends;
  for (const file of readdirSync(dir).filter((f) => f.startsWith('outbox-') && f.endsWith('.jsonl'))) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line) continue;
      const entry = JSON.parse(line) as { kind: string; reference?: string; pid?: number };
      if (entry.kind === 'notice' && entry.reference)
        sends.set(entry.reference, [...(sends.get(entry.reference) ?? []), entry.pid ?? 0]);
    }
  }
  return sends;
}
