import { setTimeout as sleep } from 'node:timers/promises';

/** Where a rate reads the time and waits: the process's monotonic clock, or a test's. */
export interface RateTimer {
  now(): number;
  sleep(ms: number): Promise<unknown>;
}

const realTimer: RateTimer = { now: () => performance.now(), sleep: (ms) => sleep(ms) };

/**
 * At most `perSecond` sends a second: each send is let go at least 1000 / perSecond ms after the one before it, in the
 * order they asked. Measured from when the previous one actually went, so a stalled process does not catch up with a
 * burst the provider would refuse.
 */
export class SendRate {
  private readonly intervalMs: number;
  private nextAt = Number.NEGATIVE_INFINITY;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    perSecond: number,
    private readonly timer: RateTimer = realTimer,
  ) {
    if (!(perSecond > 0)) throw new Error(`A send rate must be above 0 a second (got ${perSecond})`);
    this.intervalMs = 1000 / perSecond;
  }

  /** Resolves when the caller may send. */
  take(): Promise<void> {
    const turn = this.queue.then(async () => {
      const wait = this.nextAt - this.timer.now();
      if (wait > 0) await this.timer.sleep(wait);
      this.nextAt = this.timer.now() + this.intervalMs;
    });
    this.queue = turn;
    return turn;
  }
}

export interface SendRates {
  sms: number;
  whatsapp: number;
  email: number;
}

/** Each channel's turn to send: resolves when the next message may go, at the provider's rate. */
export type SendTurns = Record<keyof SendRates, () => Promise<void>>;

/** The turns of each channel at its rate (messages a second, from the configuration). */
export function sendTurns(rates: SendRates, timer?: RateTimer): SendTurns {
  const sms = new SendRate(rates.sms, timer);
  const whatsapp = new SendRate(rates.whatsapp, timer);
  const email = new SendRate(rates.email, timer);
  return { sms: () => sms.take(), whatsapp: () => whatsapp.take(), email: () => email.take() };
}
