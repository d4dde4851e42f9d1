import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SessionSubject } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

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
      createdAt: input.now,
      lastUsedAt: input.now,
      expiresAt: new Date(input.now.getTime() + input.ttlMs),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ip: input.ip ?? null,
    })
    .returning();
  return { token, session: session! };
}

/** The live (unexpired, unrevoked) session a token belongs to. */
export async function findLiveSession(db: DbOrTx, token: string, now: Date): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function extendSession(db: DbOrTx, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, id));
}

/** Revokes one live session; answers whose it was (null when there was none to revoke). */
export async function revokeSessionByToken(db: DbOrTx, token: string, now: Date): Promise<{ riderId: string | null } | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ riderId: sessions.riderId });
  return row ?? null;
}
