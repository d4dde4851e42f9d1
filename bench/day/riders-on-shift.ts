// Riders on shift: each goes active where they are and sends its position every 10 s, moving toward its next stop at
// a rider's speed (the server refuses a jump faster than 80 km/h); every acknowledged fix is kept for the invariant.
import { retrying, type HttpClient } from './http-client.js';
import type { Rider } from './people.js';

/** At most this far between two fixes 10 s apart: ~43 km/h, a scooter in Gurugram traffic. */
const STEP_KM = 0.12;
const KM_PER_DEGREE = 111;

export interface AckedFix {
  riderId: string;
  at: string;
}

function stepToward(from: { lat: number; lng: number }, to: { lat: number; lng: number } | undefined) {
  if (!to) return { lat: from.lat + (Math.random() - 0.5) * 0.0004, lng: from.lng + (Math.random() - 0.5) * 0.0004 };
  const dLat = to.lat - from.lat;
  const dLng = to.lng - from.lng;
  const km = Math.hypot(dLat, dLng) * KM_PER_DEGREE;
  if (km <= STEP_KM) return { ...to };
  const f = STEP_KM / km;
  return { lat: from.lat + dLat * f, lng: from.lng + dLng * f };
}

export class Shift {
  readonly acked: AckedFix[] = [];
  refused = 0;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly http: HttpClient,
    private readonly riders: Rider[],
    private readonly everyMs = 10_000,
  ) {}

  async goActive(): Promise<void> {
    await Promise.all(
      this.riders.map((rider) =>
        retrying(() =>
          this.http.call('rider', 'POST', '/api/riders/toggle-status', {
            token: rider.token,
            address: rider.address,
            body: { isActive: true, location: rider.at },
          }),
        ),
      ),
    );
    for (const [i, rider] of this.riders.entries()) {
      // Spread over the interval, as phones are.
      const first = setTimeout(
        () => {
          void this.ping(rider);
          this.timers.push(setInterval(() => void this.ping(rider), this.everyMs));
        },
        (i * this.everyMs) / this.riders.length,
      );
      this.timers.push(first);
    }
  }

  private async ping(rider: Rider): Promise<void> {
    const next = stepToward(rider.at, rider.target);
    const at = new Date().toISOString();
    try {
      await this.http.call('rider', 'POST', '/api/riders/location', {
        token: rider.token,
        address: rider.address,
        body: { location: next, timestamp: at, accuracy: 12 },
      });
      rider.at = next;
      this.acked.push({ riderId: rider.id, at });
    } catch {
      // Unacknowledged (an instance down): the phone keeps its position and sends the next fix later.
      this.refused += 1;
    }
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }
}
