import { tooManyRequests } from './errors.js';

/**
 * A fixed-window counter per key, in memory. Enough to stop one client from monopolising a shared
 * upstream (the geocoder's one-request-a-second budget); state resets on restart by design.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 when `key` has used up its window. */
  take(key: string, message = 'Too many requests, please try again later'): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count > this.limit) throw tooManyRequests(message, Math.ceil((window.resetAt - now) / 1000));
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
