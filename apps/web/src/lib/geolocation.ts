// The browser's geolocation, wrapped in promises with the spec's rules (customer-app.md §8, §9). Shared by the
// address form (precise "Use current location") and the header's location line (one quick, cached reading).

/** The spec's user-facing messages (customer-app.md §8, Location). */
export const GEOLOCATION_MESSAGES = {
  denied: 'Please enable location access in your browser settings',
  unavailable: 'Your location could not be determined. Please try again.',
  timeout: 'Location request timed out. Please try again.',
  unknown: 'Unable to get your location. Please try again.',
  unsupported: 'Geolocation is not supported',
} as const;

export type GeolocationFailureReason = keyof typeof GEOLOCATION_MESSAGES;

/**
 * The spec's short names of the two failures the browser reports by code (PERMISSION_DENIED, POSITION_UNAVAILABLE):
 * a toast's title over the sentence that says what to do.
 */
export const GEOLOCATION_TITLES = {
  denied: 'Location access denied',
  unavailable: 'Location unavailable',
} as const satisfies Partial<Record<GeolocationFailureReason, string>>;

/** A reading that failed, with the spec's message for it. */
export class GeolocationFailure extends Error {
  override readonly name = 'GeolocationFailure';
  readonly reason: GeolocationFailureReason;

  constructor(reason: GeolocationFailureReason, options?: { cause?: unknown }) {
    super(GEOLOCATION_MESSAGES[reason], options);
    this.reason = reason;
  }

  /** The failure's short name ('Location access denied'), or null when the spec gives it none. */
  get title(): string | null {
    return this.reason === 'denied' || this.reason === 'unavailable' ? GEOLOCATION_TITLES[this.reason] : null;
  }
}

/** GeolocationPositionError codes (1, 2, 3), as numbers so fakes in tests need not build the real class. */
const ERROR_CODES: Record<number, GeolocationFailureReason> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export function toGeolocationFailure(error: unknown): GeolocationFailure {
  if (error instanceof GeolocationFailure) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return new GeolocationFailure((typeof code === 'number' && ERROR_CODES[code]) || 'unknown', { cause: error });
}

/** The spec's sentence for any failure of a reading. */
export function geolocationErrorMessage(error: unknown): string {
  return toGeolocationFailure(error).message;
}

export interface GeoFix {
  lat: number;
  lng: number;
  /** Metres (radius of 95% confidence), as the browser reports it. */
  accuracy: number;
}

function currentGeolocation(): Geolocation | undefined {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && navigator.geolocation
    ? navigator.geolocation
    : undefined;
}

/** One reading. Rejects with a GeolocationFailure. */
export function getPosition(
  options: PositionOptions,
  geolocation: Geolocation | undefined = currentGeolocation(),
): Promise<GeoFix> {
  if (!geolocation) return Promise.reject(new GeolocationFailure('unsupported'));
  return new Promise<GeoFix>((resolve, reject) => {
    try {
      geolocation.getCurrentPosition(
        (position) =>
          resolve({ lat: position.coords.latitude, lng: position.coords.longitude, accuracy: position.coords.accuracy }),
        (error) => reject(toGeolocationFailure(error)),
        options,
      );
    } catch (error) {
      reject(toGeolocationFailure(error));
    }
  });
}

/** The header's automatic check: one reading, 10 s limit, a reading up to 5 minutes old is fine. */
export const QUICK_POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60 * 1000 };

export function getQuickPosition(geolocation?: Geolocation): Promise<GeoFix> {
  return getPosition(QUICK_POSITION_OPTIONS, geolocation);
}

/** "Use current location": up to 5 tries 1 s apart, 8 s for the first and 5 s for the others, until ±10 m. */
export const PRECISE_LOCATION_RULES = {
  maxTries: 5,
  intervalMs: 1_000,
  firstTimeoutMs: 8_000,
  retryTimeoutMs: 5_000,
  targetAccuracyM: 10,
} as const;

export interface PrecisePositionOptions {
  /** Called with every better reading, so the map can follow while the search goes on. */
  onFix?: (fix: GeoFix, attempt: number) => void;
  signal?: AbortSignal;
  geolocation?: Geolocation;
  /** Injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The best of up to 5 high-accuracy readings, stopping early at ±10 m. A refused permission (or no geolocation
 * at all) stops at once; other failures are retried. Rejects with the last failure when no reading arrived.
 */
export async function getPrecisePosition({
  onFix,
  signal,
  geolocation = currentGeolocation(),
  sleep = defaultSleep,
}: PrecisePositionOptions = {}): Promise<GeoFix> {
  const rules = PRECISE_LOCATION_RULES;
  if (!geolocation) throw new GeolocationFailure('unsupported');
  let best: GeoFix | null = null;
  let lastFailure: GeolocationFailure = new GeolocationFailure('unknown');
  for (let attempt = 1; attempt <= rules.maxTries; attempt++) {
    if (signal?.aborted) break;
    try {
      const fix = await getPosition(
        { enableHighAccuracy: true, timeout: attempt === 1 ? rules.firstTimeoutMs : rules.retryTimeoutMs, maximumAge: 0 },
        geolocation,
      );
      if (!best || fix.accuracy < best.accuracy) {
        best = fix;
        onFix?.(fix, attempt);
      }
      if (fix.accuracy <= rules.targetAccuracyM) break;
    } catch (error) {
      lastFailure = toGeolocationFailure(error);
      if (lastFailure.reason === 'denied' || lastFailure.reason === 'unsupported') throw lastFailure;
    }
    if (attempt < rules.maxTries && !signal?.aborted) await sleep(rules.intervalMs);
  }
  if (best) return best;
  throw lastFailure;
}
