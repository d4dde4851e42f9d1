// A service's turnaround as the catalogue writes it ('24 hours', '24-48 hours': core's estimatedTimeSchema keeps it
// in that shape), so the screen can say it in the interface language.

const TURNAROUND = /^(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?\s*hours?$/i;

/** '24-48 hours' → '24-48'; null for anything not in the catalogue's shape (shown as written). */
export function turnaroundHours(estimatedTime: string): string | null {
  const [, from, to] = TURNAROUND.exec(estimatedTime.trim()) ?? [];
  if (!from) return null;
  return to ? `${from}-${to}` : from;
}
