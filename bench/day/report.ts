// The day's figures: latency percentiles by route family in and out of fault windows, event lag, and the table printer.
import type { CallRecord, Family } from './http-client.js';

export interface FaultWindow {
  name: string;
  /** Milliseconds since the day's start. */
  from: number;
  to: number;
  /** Until the system answered again through the public address; absent when it had not within the cap. */
  recoveredMs?: number;
  /** How long the probes that found it recovered took to be answered (part of recoveredMs). */
  probeMs?: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const fmt = (ms: number) => (Number.isNaN(ms) ? '-' : ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

/** How long after a fault's end the system still counts as recovering (its calls counted inside the window). */
export const RECOVERY_GRACE_MS = 10_000;

/** Whether a moment, or a call from `at` lasting `ms` (one in flight when a fault began), falls in a fault window. */
export function inFault(at: number, faults: readonly FaultWindow[], ms = 0): boolean {
  return faults.some((f) => at + ms >= f.from && at <= f.to + RECOVERY_GRACE_MS);
}

export interface FamilyFigures {
  family: Family;
  window: 'outside' | 'inside';
  count: number;
  p50: number;
  p95: number;
  p99: number;
  errors5xx: number;
  failed: number;
}

export function latencyTable(records: readonly CallRecord[], faults: readonly FaultWindow[]): FamilyFigures[] {
  const groups = new Map<string, CallRecord[]>();
  for (const r of records) {
    const key = `${r.family}|${inFault(r.at, faults, r.ms) ? 'inside' : 'outside'}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(r);
  }
  return [...groups.entries()]
    .map(([key, list]) => {
      const [family, window] = key.split('|') as [Family, 'outside' | 'inside'];
      const ms = list.map((r) => r.ms).sort((a, b) => a - b);
      return {
        family,
        window,
        count: list.length,
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
        p99: percentile(ms, 99),
        errors5xx: list.filter((r) => r.status >= 500).length,
        failed: list.filter((r) => r.status === 0).length,
      };
    })
    .sort((a, b) => a.family.localeCompare(b.family) || a.window.localeCompare(b.window));
}

export function printTable(title: string, head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [`\n${title}`, line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join(
    '\n',
  );
}

export const ms = fmt;
