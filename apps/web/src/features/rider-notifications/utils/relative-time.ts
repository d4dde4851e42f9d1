const UNITS: [ms: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
];

/**
 * The spec's relative time (rider-portal.md §2.2): days, hours or minutes ago ('3 minutes ago', '3 मिनट पहले' in
 * `locale`), otherwise `justNow`.
 */
export function relativeTime(createdAt: string, now: Date, { locale, justNow }: { locale: string; justNow: string }): string {
  const elapsed = now.getTime() - new Date(createdAt).getTime();
  for (const [ms, unit] of UNITS) {
    const n = Math.floor(elapsed / ms);
    if (n >= 1) return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-n, unit);
  }
  return justNow;
}
