import { and, eq, gt, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@washday/core';
import type { Db } from '../../db/client.js';
import { adminLoginAttempts } from '../../db/schema/index.js';
import { tooManyRequests } from '../../lib/errors.js';

const WINDOW_MS = 15 * 60_000;
/** Failed tries one address may make at one username; then that address is shut out for the window. */
export const MAX_FAILURES_PER_USERNAME_AND_IP = 5;
/** Failed tries one address may make at any usernames. */
const MAX_FAILURES_PER_IP = 20;
/**
 * Past this many failures at one username from all addresses together, tries from addresses that
 * have never signed in as it are paced to one per PACE_MS: slowed, never locked, so an attacker
 * spread over many addresses cannot lock the owner out, nor guess quickly.
 */
export const PACE_AFTER_FAILURES_PER_USERNAME = 10;
export const PACE_MS = 30_000;
/** An address that signed in as the username this recently is the owner's, and is not paced. */
const KNOWN_ADDRESS_MS = 30 * 86_400_000;

const attempts = adminLoginAttempts;

/**
 * Books a sign-in attempt before the password is checked, or refuses with 429. The checks and the
 * booking run under locks on the username and the address, so parallel tries are counted one by
 * one: no burst gets more checks than the limits allow. The attempt is booked as a failure;
 * `recordSuccess` turns it into a success.
 */
export async function reserveAttempt(db: Db, input: { username: string; ip: string; now: Date }): Promise<string> {
  const name = input.username.toLowerCase();
  const since = new Date(input.now.getTime() - WINDOW_MS);
  return db.transaction(async (tx) => {
    // Always username first, then address (separate key spaces), so two requests cannot deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(1, hashtext(${name}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(2, hashtext(${input.ip}))`);
    const [byName] = await tx
      .select({
        failures: sql<number>`(count(*) filter (where not ${attempts.succeeded}))::int`,
        pairFailures: sql<number>`(count(*) filter (where not ${attempts.succeeded} and ${attempts.ip} = ${input.ip}))::int`,
        lastAttemptAt: sql<string | null>`max(${attempts.attemptedAt})`,
      })
      .from(attempts)
      .where(and(eq(sql`lower(${attempts.username})`, name), gt(attempts.attemptedAt, since)));
    const [byIp] = await tx
      .select({ failures: sql<number>`count(*)::int` })
      .from(attempts)
      .where(and(eq(attempts.ip, input.ip), eq(attempts.succeeded, false), gt(attempts.attemptedAt, since)));
    if ((byName?.pairFailures ?? 0) >= MAX_FAILURES_PER_USERNAME_AND_IP || (byIp?.failures ?? 0) >= MAX_FAILURES_PER_IP) {
      throw tooManyRequests(AUTH_MESSAGES.tooManyLogins, WINDOW_MS / 1000);
    }
    if ((byName?.failures ?? 0) >= PACE_AFTER_FAILURES_PER_USERNAME && byName?.lastAttemptAt) {
      const waitMs = new Date(byName.lastAttemptAt).getTime() + PACE_MS - input.now.getTime();
      if (waitMs > 0 && !(await isKnownAddress(tx, name, input)))
        throw tooManyRequests(AUTH_MESSAGES.tooManyLogins, Math.ceil(waitMs / 1000));
    }
    const [booked] = await tx
      .insert(attempts)
      .values({ username: input.username, ip: input.ip, succeeded: false, attemptedAt: input.now })
      .returning({ id: attempts.id });
    return booked!.id;
  });
}

async function isKnownAddress(db: Pick<Db, 'select'>, name: string, input: { ip: string; now: Date }): Promise<boolean> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(sql`lower(${attempts.username})`, name),
        eq(attempts.ip, input.ip),
        eq(attempts.succeeded, true),
        gt(attempts.attemptedAt, new Date(input.now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function recordSuccess(db: Db, attemptId: string): Promise<void> {
  await db.update(attempts).set({ succeeded: true }).where(eq(attempts.id, attemptId));
}
