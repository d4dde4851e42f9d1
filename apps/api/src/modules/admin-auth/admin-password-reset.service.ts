import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@washday/core';
import type { Db } from '../../db/client.js';
import { adminPasswordResets, adminUsers, sessions } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { hashToken } from '../auth/session.service.js';
import type { EmailSender } from '../messaging/message-sender.js';

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;
/** At most this many links per account per window, so nobody can flood an admin's mailbox. */
const LINKS_PER_ACCOUNT = 3;
const LINK_WINDOW_MS = 15 * 60_000;

export interface ResetRequestDeps {
  db: Db;
  now: () => Date;
  email: EmailSender;
  /** Where the web app is served; the link opens its reset page. */
  appUrl: string;
}

/**
 * Sends a reset link to the admin whose username or email is `login`, if there is one with an email.
 * Earlier links of that admin stop working. Callers answer the same whatever happens here, and should
 * not wait for it, so the answer takes as long whether or not the account exists.
 */
export async function requestAdminPasswordReset(deps: ResetRequestDeps, input: { login: string; ip: string }): Promise<void> {
  const login = input.login.trim().toLowerCase();
  const [admin] = await deps.db
    .select({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email })
    .from(adminUsers)
    .where(or(eq(sql`lower(${adminUsers.username})`, login), eq(sql`lower(${adminUsers.email})`, login)))
    .limit(1);
  if (!admin?.email) return;

  const now = deps.now();
  const [recent] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(adminPasswordResets)
    .where(
      and(eq(adminPasswordResets.adminId, admin.id), gt(adminPasswordResets.createdAt, new Date(now.getTime() - LINK_WINDOW_MS))),
    );
  if ((recent?.count ?? 0) >= LINKS_PER_ACCOUNT) return;

  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(adminPasswordResets)
      .set({ usedAt: now })
      .where(and(eq(adminPasswordResets.adminId, admin.id), isNull(adminPasswordResets.usedAt)));
    await tx.insert(adminPasswordResets).values({
      adminId: admin.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TTL_MS),
      ip: input.ip,
    });
  });
  // In the fragment, so the token is not sent to the server or in a Referer when the page loads.
  const link = new URL(`/admin/reset-password#token=${token}`, deps.appUrl).toString();
  await deps.email.send({
    channel: 'email',
    to: admin.email,
    subject: PASSWORD_RESET_MESSAGES.emailSubject,
    text: `Hello ${admin.username}, open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password: ${link} If you did not ask for this, ignore this email; your password stays as it is.`,
    link,
  });
}

/**
 * Sets a new password with a reset token: once, before it expires. Every other link of that admin stops
 * working and every session of theirs ends, so whoever knew the old password is signed out; answers those sessions,
 * whose live event streams the caller ends after the commit.
 */
export async function resetAdminPassword(
  deps: { db: Db; now: () => Date },
  input: { token: string; newPassword: string },
): Promise<{ endedSessionIds: string[] }> {
  const tokenHash = hashToken(input.token.trim());
  const invalid = () => new AppError(400, PASSWORD_RESET_MESSAGES.tokenInvalid, { code: 'RESET_TOKEN_INVALID', field: 'token' });
  const live = (now: Date) =>
    and(eq(adminPasswordResets.tokenHash, tokenHash), isNull(adminPasswordResets.usedAt), gt(adminPasswordResets.expiresAt, now));
  // Checked before hashing, so a made-up token costs no scrypt.
  const [found] = await deps.db.select({ id: adminPasswordResets.id }).from(adminPasswordResets).where(live(deps.now()));
  if (!found) throw invalid();
  const passwordHash = await hashPassword(input.newPassword);

  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // Conditional on still being unused: of two simultaneous uses, one wins.
    const [reset] = await tx
      .update(adminPasswordResets)
      .set({ usedAt: now })
      .where(live(now))
      .returning({ adminId: adminPasswordResets.adminId });
    if (!reset) throw invalid();
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, reset.adminId));
    await tx
      .update(adminPasswordResets)
      .set({ usedAt: now })
      .where(and(eq(adminPasswordResets.adminId, reset.adminId), isNull(adminPasswordResets.usedAt)));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.adminId, reset.adminId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return { endedSessionIds: ended.map((s) => s.id) };
  });
}

/** Gives an admin the email their reset links go to (`npm run admin:create -- --email`). */
export async function setAdminEmail(db: Db, username: string, email: string | null): Promise<void> {
  if (email?.trim() && !z.email().safeParse(email.trim()).success) throw new Error(`Not an email address: ${email}`);
  await db
    .update(adminUsers)
    .set({ email: email?.trim().toLowerCase() || null })
    .where(eq(sql`lower(${adminUsers.username})`, username.toLowerCase()));
}
