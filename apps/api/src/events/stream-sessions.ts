import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { riders, sessions } from '../db/schema/index.js';

/** Session ids per query: well under PostgreSQL's limit of bound parameters, whatever the number of open streams. */
const CHUNK = 1_000;

/**
 * Of these session ids, those a stream may still speak for: not revoked, not expired at `now`, not deleted with their
 * account, and not a rejected rider's. One query per thousand sessions, however many streams each holds.
 */
export async function sessionsStillLive(db: DbOrTx, ids: readonly string[], now: Date): Promise<Set<string>> {
  const live = new Set<string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .leftJoin(riders, eq(riders.id, sessions.riderId))
      .where(
        and(
          inArray(sessions.id, ids.slice(start, start + CHUNK)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          or(isNull(sessions.riderId), ne(riders.status, 'rejected')),
        ),
      );
    for (const row of rows) live.add(row.id);
  }
  return live;
}
