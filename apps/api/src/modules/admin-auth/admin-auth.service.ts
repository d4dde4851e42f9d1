import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@washday/core';
import type { Db } from '../../db/client.js';
import { adminUsers } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { SESSION_TTL_MS } from '../../plugins/authentication.js';
import { createSession } from '../auth/session.service.js';
import { recordSuccess, reserveAttempt } from './admin-login-throttle.js';

/** The spec's 500 ms delay on a failed admin sign-in; it also blunts guessing. */
export const FAILED_LOGIN_DELAY_MS = 500;

// Compared against when the username is unknown, so both cases cost the same.
let dummyHash: Promise<string> | undefined;

export async function signInAdmin(
  deps: { db: Db; now: () => Date; delay: (ms: number) => Promise<void> },
  input: { username: string; password: string; ip: string; userAgent?: string | undefined },
) {
  const now = deps.now();
  const attemptId = await reserveAttempt(deps.db, { username: input.username, ip: input.ip, now });

  const [admin] = await deps.db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, input.username.toLowerCase()));
  dummyHash ??= hashPassword('not-a-real-password');
  const valid = await verifyPassword(input.password, admin?.passwordHash ?? (await dummyHash));

  if (!admin || !valid) {
    await deps.delay(FAILED_LOGIN_DELAY_MS);
    throw new AppError(401, AUTH_MESSAGES.invalidCredentials, { code: 'INVALID_CREDENTIALS' });
  }
  await recordSuccess(deps.db, attemptId);
  await deps.db.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, admin.id));
  const { token, session } = await createSession(deps.db, {
    subject: 'admin',
    subjectId: admin.id,
    ttlMs: SESSION_TTL_MS.admin,
    now,
    userAgent: input.userAgent,
    ip: input.ip,
  });
  return { token, admin, session };
}

/** Creates an admin, or with `reset` replaces an existing admin's password. */
export async function createAdmin(db: Db, input: { username: string; password: string; reset?: boolean }) {
  if (input.password.length < 10) throw new Error('The password must be at least 10 characters');
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, input.username.toLowerCase()));
  if (existing) {
    if (!input.reset) throw new Error(`Admin '${existing.username}' already exists; pass --reset to set a new password`);
    await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, existing.id));
    return { username: existing.username, created: false };
  }
  await db.insert(adminUsers).values({ username: input.username, passwordHash });
  return { username: input.username, created: true };
}
