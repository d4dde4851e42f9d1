// Event lag: from a change's answer (the client was told it happened) to the customer's stream showing it. The first
// booking.updated for that booking sent after the change was asked counts; an event that arrives before the answer
// counts as 0 (the change had committed before its answer left the server).
import { inFault, percentile, type FaultWindow } from './report.js';
import type { SeenEvent } from './streams.js';

interface Pending {
  sentAt: number;
  answeredAt: number;
}

export class EventLag {
  private readonly pending = new Map<string, Pending[]>();
  private readonly early = new Map<string, number[]>();
  /** Each lag with when its change was answered (performance.now()). */
  private readonly lags: Array<{ ms: number; at: number }> = [];
  private readonly owned = new Set<string>();
  unseen = 0;

  /** The booking belongs to the day (its events are counted). */
  own(bookingId: string): void {
    this.owned.add(bookingId);
  }

  answered(bookingId: string, sentAt: number, answeredAt: number): void {
    const early = this.early.get(bookingId);
    const i = early?.findIndex((at) => at >= sentAt) ?? -1;
    if (early && i >= 0) {
      early.splice(i, 1);
      this.lags.push({ ms: 0, at: answeredAt });
      return;
    }
    (this.pending.get(bookingId) ?? this.pending.set(bookingId, []).get(bookingId)!).push({ sentAt, answeredAt });
  }

  seen(event: SeenEvent): void {
    if (event.event !== 'booking.updated') return;
    const bookingId = String(event.data.booking_id);
    const waiting = this.pending.get(bookingId);
    const i = waiting?.findIndex((p) => p.sentAt <= event.at) ?? -1;
    if (waiting && i >= 0) {
      const [p] = waiting.splice(0, i + 1);
      this.lags.push({ ms: Math.max(0, event.at - p!.answeredAt), at: p!.answeredAt });
      return;
    }
    (this.early.get(bookingId) ?? this.early.set(bookingId, []).get(bookingId)!).push(event.at);
  }

  /** Outside and inside the fault windows (ms since `dayStart`), and the changes whose event never came. */
  figures(dayStart: number, faults: readonly FaultWindow[]): LagFigures {
    const part = (inside: boolean) => {
      const sorted = this.lags
        .filter((l) => inFault(l.at - dayStart, faults) === inside)
        .map((l) => l.ms)
        .sort((a, b) => a - b);
      return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
    };
    let unseen = 0;
    for (const [id, list] of this.pending) if (this.owned.has(id)) unseen += list.length;
    return { outside: part(false), inside: part(true), unseen };
  }
}

export interface LagPart {
  count: number;
  p50: number;
  p99: number;
  max: number;
}
export interface LagFigures {
  outside: LagPart;
  inside: LagPart;
  unseen: number;
}
