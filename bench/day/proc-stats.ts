import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times (`getconf CLK_TCK`; 100 on Linux). */
export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

const PAGE_BYTES = (() => {
  try {
    return Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;
  } catch {
    return 4096;
  }
})();

interface Stat {
  pid: number;
  ppid: number;
  /** utime + stime, ticks. */
  own: number;
  /** cutime + cstime: children this process has reaped, ticks. */
  reaped: number;
  rssBytes: number;
}

function readStat(pid: number): Stat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields that follow start after the last ')'.
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(rest[n - 3]);
  return {
    pid,
    ppid: field(4),
    own: field(14) + field(15),
    reaped: field(16) + field(17),
    rssBytes: field(24) * PAGE_BYTES,
  };
}

/** Proportional set size in bytes (shared pages split among their users), or undefined when unreadable. */
function readPss(pid: number): number | undefined {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Every live process's parent, read once per sample. */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (!stat) continue;
    const list = children.get(stat.ppid) ?? [];
    list.push(stat.pid);
    children.set(stat.ppid, list);
  }
  return children;
}

export interface TreeUsage {
  /** The root and its live descendants. */
  pids: number[];
  /** CPU of the whole tree: each live process's own time plus what it reaped (backends that exited), ms. */
  cpuMs: number;
  /** Resident memory summed over the tree; shared pages (PostgreSQL's shared buffers) counted once per process. */
  rssMb: number;
  /** Proportional set size summed over the tree: shared pages split, so the tree's real share of memory. */
  pssMb: number | undefined;
}

/**
 * A process tree's CPU and memory. The live processes' own times plus each one's reaped children's (cutime, cstime)
 * count every process the tree ever ran, once: a child's time moves into its parent's cutime only when it is reaped.
 */
export function treeUsage(rootPid: number, children = childrenByParent()): TreeUsage | undefined {
  const root = readStat(rootPid);
  if (!root) return undefined;
  const pids: number[] = [];
  let ticks = 0;
  let rss = 0;
  let pss: number | undefined = 0;
  const queue = [root];
  while (queue.length > 0) {
    const stat = queue.shift()!;
    pids.push(stat.pid);
    ticks += stat.own + stat.reaped;
    rss += stat.rssBytes;
    const p = readPss(stat.pid);
    pss = p === undefined || pss === undefined ? undefined : pss + p;
    for (const child of children.get(stat.pid) ?? []) {
      const childStat = readStat(child);
      if (childStat) queue.push(childStat);
    }
  }
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return { pids, cpuMs: (ticks * 1000) / CLOCK_TICKS, rssMb: mb(rss), pssMb: pss === undefined ? undefined : mb(pss) };
}

/** Several trees read against one snapshot of the process table. */
export function treesUsage(rootPids: number[]): (TreeUsage | undefined)[] {
  const children = childrenByParent();
  return rootPids.map((pid) => treeUsage(pid, children));
}

/**
 * The machine's count of connections dropped because a listening socket's accept queue was full (TcpExt
 * ListenOverflows in /proc/net/netstat), or undefined where it cannot be read. Such a drop is a connect that nginx
 * sees time out: the rolling restart's "no live upstreams" began with them.
 */
export function listenOverflows(): number | undefined {
  try {
    // Two TcpExt lines: the counters' names, then their values.
    const [names, values] = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('TcpExt:'))
      .map((l) => l.split(/\s+/));
    const i = names?.indexOf('ListenOverflows') ?? -1;
    const value = i > 0 ? Number(values?.[i]) : NaN;
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
