import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionSubject } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { adminUsers, riders, sessions, users, vendorStaff } from '../../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;

/** Opaque random tokens; only their SHA-256 is stored, so a database leak yields no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: DbOrTx,
  input: {
    subject: SessionSubject;
    subjectId: string;
    ttlMs: number;
    now: Date;
    userAgent?: string | undefined;
    ip?: string | undefined;
  },
): Promise<{ token: string; session: SessionRow }> {
  const token = randomBytes(32).toString('base64url');
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      subject: input.subject,
      userId: input.subject === 'customer' ? input.subjectId : null,
      riderId: input.subject === 'rider' ? input.subjectId : null,
      adminId: input.subject === 'admin' ? input.subjectId : null,
      vendorStaffId: input.subject === 'vendor' ? input.subjectId : null,
      createdAt: input.now,
      lastUsedAt: input.now,
      expiresAt: new Date(input.now.getTime() + input.ttlMs),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ip: input.ip ?? null,
    })
    .returning();
  return { token, session: session! };
}

/** What a request needs of its session (not the token's hash, the browser or the address it was made from). */
const SESSION_COLUMNS = {
  id: sessions.id,
  subject: sessions.subject,
  userId: sessions.userId,
  riderId: sessions.riderId,
  adminId: sessions.adminId,
  vendorStaffId: sessions.vendorStaffId,
  createdAt: sessions.createdAt,
  lastUsedAt: sessions.lastUsedAt,
  expiresAt: sessions.expiresAt,
};
const USER_COLUMNS = { id: users.id, phone: users.phone, name: users.name };
const RIDER_COLUMNS = { id: riders.id, status: riders.status, rejectionReason: riders.rejectionReason };
const ADMIN_COLUMNS = { id: adminUsers.id, username: adminUsers.username };
const VENDOR_COLUMNS = {
  id: vendorStaff.id,
  name: vendorStaff.name,
  vendorId: vendorStaff.vendorId,
  isActive: vendorStaff.isActive,
};

/** A live (unexpired, unrevoked) session with its account: the customer, rider, admin or staff member it signs in (null if gone). */
export interface LiveSession {
  session: Pick<SessionRow, keyof typeof SESSION_COLUMNS>;
  user: Pick<typeof users.$inferSelect, keyof typeof USER_COLUMNS> | null;
  rider: Pick<typeof riders.$inferSelect, keyof typeof RIDER_COLUMNS> | null;
  admin: Pick<typeof adminUsers.$inferSelect, keyof typeof ADMIN_COLUMNS> | null;
  vendor: Pick<typeof vendorStaff.$inferSelect, keyof typeof VENDOR_COLUMNS> | null;
}

/** One prepared statement per kind: a cookie says which kind of session it holds, so only that account's table is joined. */
const liveSessionQuery = (() => {
  const live = (kind: SessionSubject | null) =>
    and(
      eq(sessions.tokenHash, sql.placeholder('tokenHash')),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, sql.placeholder('now')),
      kind ? eq(sessions.subject, kind) : undefined,
    );
  const query = (db: DbOrTx, columns: object) =>
    db
      .select({ session: SESSION_COLUMNS, ...columns })
      .from(sessions)
      .$dynamic();
  return {
    customer: preparedPerDb((db: DbOrTx) =>
      query(db, { user: USER_COLUMNS })
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(live('customer'))
        .limit(1)
        .prepare('live_session_customer'),
    ),
    rider: preparedPerDb((db: DbOrTx) =>
      query(db, { rider: RIDER_COLUMNS })
        .leftJoin(riders, eq(riders.id, sessions.riderId))
        .where(live('rider'))
        .limit(1)
        .prepare('live_session_rider'),
    ),
    admin: preparedPerDb((db: DbOrTx) =>
      query(db, { admin: ADMIN_COLUMNS })
        .leftJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
        .where(live('admin'))
        .limit(1)
        .prepare('live_session_admin'),
    ),
    vendor: preparedPerDb((db: DbOrTx) =>
      query(db, { vendor: VENDOR_COLUMNS })
        .leftJoin(vendorStaff, eq(vendorStaff.id, sessions.vendorStaffId))
        .where(live('vendor'))
        .limit(1)
        .prepare('live_session_vendor'),
    ),
    any: preparedPerDb((db: DbOrTx) =>
      query(db, { user: USER_COLUMNS, rider: RIDER_COLUMNS, admin: ADMIN_COLUMNS, vendor: VENDOR_COLUMNS })
        .leftJoin(users, eq(users.id, sessions.userId))
        .leftJoin(riders, eq(riders.id, sessions.riderId))
        .leftJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
        .leftJoin(vendorStaff, eq(vendorStaff.id, sessions.vendorStaffId))
        .where(live(null))
        .limit(1)
        .prepare('live_session_any'),
    ),
  };
})();

/**
 * The live session a token belongs to and its account, in one query: every signed-in request asks. A cookie says which
 * kind of session it holds, so only that account's table is joined; a bearer token may hold any kind.
 */
export async function findLiveSession(db: DbOrTx, token: string, now: Date, kind?: SessionSubject): Promise<LiveSession | null> {
  const [row] = await liveSessionQuery[kind ?? 'any'](db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  return row
    ? { user: null, rider: null, admin: null, vendor: null, ...(row as Partial<LiveSession> & Pick<LiveSession, 'session'>) }
    : null;
}

export async function extendSession(db: DbOrTx, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, id));
}

/** Revokes one live session; answers which it was and whose (null when there was none to revoke). */
export async function revokeSessionByToken(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<{ id: string; riderId: string | null } | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, riderId: sessions.riderId });
  return row ?? null;
}

/**
 * The rider stops sharing their position: inactive, so admins never see them active with an ageing one. Signing out
 * does this, and so does the rider's Active switch turned off (riders/rider-activity.service.ts).
 */
export async function stopRiderSharing(db: DbOrTx, riderId: string, now: Date): Promise<typeof riders.$inferSelect | null> {
  const [rider] = await db.update(riders).set({ isActive: false, updatedAt: now }).where(eq(riders.id, riderId)).returning();
  return rider ?? null;
}
