// The day's faults, each at its known moment, and how long the system took to recover from each: until every
// instance answered readiness again (database, job queue and Redis confirmed) and a request through nginx succeeded.
import { performance } from 'node:perf_hooks';
import type { DayPlan, FaultName } from './day-plan.js';
import type { DayTopology } from './day-topology.js';
import type { HttpClient } from './http-client.js';
import type { FaultWindow } from './report.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A probe waits this long for its answer. Under overload an answer takes seconds (the day's p95 reached 8-11 s), and
 * a short wait read a slow system as a down one: the rolling restart's recovery then showed the 120 s cap although
 * nothing failed. A down instance refuses at once, so a long wait costs nothing there.
 */
const PROBE_TIMEOUT_MS = 30_000;
/** Past this after a fault's end, the fault counts as not recovered. */
const RECOVERY_CAP_MS = 120_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export class Faults {
  readonly windows: FaultWindow[] = [];
  readonly skipped: string[] = [];
  private readonly wallStart = Date.now();

  constructor(
    private readonly topology: DayTopology,
    private readonly http: HttpClient,
    private readonly dayStart: number,
    private readonly plan: DayPlan,
  ) {}

  /** Runs each fault at its moment; resolves when the last has recovered. */
  async run(): Promise<void> {
    for (const fault of this.plan.faults) {
      const wait = this.dayStart + fault.at * this.plan.dayMs - performance.now();
      if (wait > 0) await sleep(wait);
      if (!this.topology.faults) {
        this.skipped.push(`${fault.name}: no topology (--target)`);
        continue;
      }
      try {
        await this.strike(fault.name);
      } catch (error) {
        this.skipped.push(`${fault.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  private rel(wall: number): number {
    return wall - this.wallStart;
  }

  private async strike(name: FaultName): Promise<void> {
    const faults = this.topology.faults!;
    let from: number;
    let to: number;
    switch (name) {
      case 'kill -9 api-1': {
        const r = await faults.killInstance(0);
        [from, to] = [r.downAt, r.readyAgainAt];
        break;
      }
      case 'Redis down 30 s': {
        const r = await faults.stopRedis(30_000);
        [from, to] = [r.downAt, r.upAt];
        break;
      }
      case 'PostgreSQL connections terminated': {
        const r = await faults.terminateConnections();
        [from, to] = [r.at, r.at];
        break;
      }
      case 'PostgreSQL restart': {
        if (faults.restartPostgresUnavailable) throw new Error(faults.restartPostgresUnavailable);
        const r = await faults.restartPostgres();
        [from, to] = [r.downAt, r.upAt];
        break;
      }
      case 'rolling restart': {
        const first = await faults.restartInstanceGracefully(0);
        const second = await faults.restartInstanceGracefully(1);
        [from, to] = [first.downAt, second.readyAgainAt];
        break;
      }
    }
    // Recovered: every instance ready (its database, queue and Redis confirmed) and nginx answering a database read,
    // counted when the answers came (so a slow answer counts its wait); the last round's own time is reported apart.
    for (;;) {
      const round = Date.now();
      const ready = await Promise.all(this.topology.instances.map((url) => answers(`${url}/readyz`)));
      if (ready.every(Boolean) && (await answers(`${this.topology.baseUrl}/api/health`))) {
        const recovered = Date.now();
        this.windows.push({ ...this.window(name, from, to), recoveredMs: recovered - to, probeMs: recovered - round });
        return;
      }
      if (Date.now() - to > RECOVERY_CAP_MS) break;
      await sleep(100);
    }
    this.windows.push(this.window(name, from, to));
    void this.http;
  }

  private window(name: FaultName, from: number, to: number): FaultWindow {
    return { name, from: this.rel(from), to: this.rel(to) };
  }
}
