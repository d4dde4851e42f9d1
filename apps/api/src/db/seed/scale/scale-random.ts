/** A small, fast, seedable random source (sfc32), so a seed with the same --seed draws the same data. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 12; i += 1) this.next();
  }

  /** [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of `items` by its weight. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  /** A random UUID (version 4) from this source, so ids are reproducible too. */
  uuid(): string {
    const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
    const a = hex(this.next() * 4294967296);
    const b = hex(this.next() * 4294967296);
    const c = hex(this.next() * 4294967296);
    const d = hex(this.next() * 4294967296);
    const variant = ((parseInt(c[0]!, 16) & 0x3) | 0x8).toString(16);
    return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
  }
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
const IST_MS = 330 * MINUTE_MS;

/** The IST calendar day (YYYY-MM-DD) of an instant: faster than Intl for millions of rows. */
export const istDate = (ms: number) => new Date(ms + IST_MS).toISOString().slice(0, 10);
/** The IST hour (0-23) of an instant. */
export const istHour = (ms: number) => new Date(ms + IST_MS).getUTCHours();
/** The instant of an IST day and hour. */
export const istInstant = (date: string, hour: number) => Date.parse(`${date}T00:00:00Z`) + hour * HOUR_MS - IST_MS;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const slot = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
