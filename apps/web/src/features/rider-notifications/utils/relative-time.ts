const UNITS: [ms: number, unit: string][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
];

/** The spec's relative time (rider-portal.md §2.2): days, hours or minutes ago, otherwise 'Just now'. */
export function relativeTime(createdAt: string, now: Date): string {
  const elapsed = now.getTime() - new Date(createdAt).getTime();
  for (const [ms, unit] of UNITS) {
    const n = Math.floor(elapsed / ms);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return 'Just now';
}
