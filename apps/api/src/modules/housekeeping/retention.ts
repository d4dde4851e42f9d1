import { lt, or } from 'drizzle-orm';
import { LOCATION_PING_RETENTION_DAYS } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { detectedLocations, idempotencyKeys, phoneCodes, riderLocationPings, sessions } from '../../db/schema/index.js';
import { purgeLiveEvents } from '../../events/live-events.service.js';
import { retireOldSheets } from '../garments/tag-sheets.service.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long records are kept once they stop working (decision record 0010). Long enough for every rule that
 * still reads them and for a support question about yesterday; not longer, as they are personal data.
 */
export const RETENTION_MS = {
  /** Sign-in codes: a day after they expire. They work for 5 minutes; the send limits look back one hour. */
  phoneCodesAfterExpiry: DAY_MS,
  /** Sessions: a week after they expire or are signed out (they hold the address and browser they were used from). */
  sessionsAfterEnd: 7 * DAY_MS,
  /** Idempotency keys: as soon as they expire, 24 hours after the request (bookings/idempotency.ts); a later retry is a new request. */
  idempotencyKeysAfterExpiry: 0,
  /** Detected locations: 90 days after they were recorded, enough to see where demand comes from over a season. */
  detectedLocations: 90 * DAY_MS,
  /** Riders' location pings: 14 days after the fix (decision record 0011), long enough for a dispute about last week's trip. */
  locationPings: LOCATION_PING_RETENTION_DAYS * DAY_MS,
} as const;

export interface PurgeCounts {
  phoneCodes: number;
  sessions: number;
  idempotencyKeys: number;
  detectedLocations: number;
  locationPings: number;
  /** Live events past their resume window (events/live-events.service.ts). */
  liveEvents: number;
  /** Label sheets a year old that no open order carries (decision 0034): retired, so their codes can come back. */
  labelSheetsRetired: number;
}

function before(now: Date, ms: number): Date {
  return new Date(now.getTime() - ms);
}

/** Deletes what has outlived its retention at `now`; each table in its own statement, so none holds the others up. */
export async function purgeExpiredRecords(db: DbOrTx, now: Date): Promise<PurgeCounts> {
  const codes = await db
    .delete(phoneCodes)
    .where(lt(phoneCodes.expiresAt, before(now, RETENTION_MS.phoneCodesAfterExpiry)))
    .returning({ id: phoneCodes.id });
  const sessionCutoff = before(now, RETENTION_MS.sessionsAfterEnd);
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sessionCutoff), lt(sessions.revokedAt, sessionCutoff)))
    .returning({ id: sessions.id });
  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, before(now, RETENTION_MS.idempotencyKeysAfterExpiry)))
    .returning({ id: idempotencyKeys.id });
  const locations = await db
    .delete(detectedLocations)
    .where(lt(detectedLocations.createdAt, before(now, RETENTION_MS.detectedLocations)))
    .returning({ id: detectedLocations.id });
  const pings = await db
    .delete(riderLocationPings)
    .where(lt(riderLocationPings.recordedAt, before(now, RETENTION_MS.locationPings)))
    .returning({ id: riderLocationPings.id });
  const events = await purgeLiveEvents(db, now);
  const sheets = await retireOldSheets(db, now);
  return {
    phoneCodes: codes.length,
    sessions: ended.length,
    idempotencyKeys: keys.length,
    detectedLocations: locations.length,
    locationPings: pings.length,
    liveEvents: events,
    labelSheetsRetired: sheets,
  };
}
