import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  OTP_LENGTH,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_MAX_SENDS_PER_IP_PER_HOUR,
  OTP_MAX_SENDS_PER_PHONE_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  resendWaitMessage,
  toStoredPhone,
} from '@washday/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { phoneCodes } from '../../db/schema/index.js';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.js';
import type { MessageChannel, MessageSenders } from '../messaging/message-sender.js';

export type PhoneCodePurpose = (typeof phoneCodes.$inferSelect)['purpose'];

export interface PhoneCodeDeps {
  db: Db;
  senders: MessageSenders;
  now: () => Date;
  secret: string;
  /** Codes one IP address may ask for in an hour (OTP_SENDS_PER_IP_PER_HOUR; mobile networks share addresses). */
  sendsPerIpPerHour?: number;
  /** Codes one phone may be sent in an hour (OTP_SENDS_PER_PHONE_PER_HOUR; the spec's 5). */
  sendsPerPhonePerHour?: number;
  log?: { warn: (obj: object, msg: string) => void };
}

/** What the code services need, from the app. */
export function phoneCodeDeps(app: FastifyInstance): PhoneCodeDeps {
  return {
    db: app.database.db,
    senders: app.senders,
    now: app.clock.now,
    secret: app.env.APP_SECRET,
    sendsPerIpPerHour: app.env.OTP_SENDS_PER_IP_PER_HOUR,
    sendsPerPhonePerHour: app.env.OTP_SENDS_PER_PHONE_PER_HOUR,
    log: app.log,
  };
}

const HOUR_MS = 3_600_000;

function hashCode(secret: string, purpose: PhoneCodePurpose, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest('hex');
}

function messageText(code: string): string {
  return `${code} is your Washday verification code. It is valid for 5 minutes. Do not share it with anyone.`;
}

type CodeInput = { phone: string; purpose: PhoneCodePurpose; channel: MessageChannel; ip: string };
type StoredCode = { id: string; code: string; stored: string };
/** What every send answers. */
const CODE_ANSWER = { expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_SECONDS };

/**
 * Makes a new code for a phone and purpose and sends it. Throttles: one send per 60 s per phone and
 * purpose, five per hour per phone, a cap per IP address. Only the newest code works. If the provider refuses the
 * message, no code is left behind and the caller gets 'Failed to send OTP'.
 */
export async function issuePhoneCode(
  deps: PhoneCodeDeps,
  input: CodeInput,
): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }> {
  await deliverPhoneCode(deps, input.channel, await storePhoneCode(deps, input));
  return CODE_ANSWER;
}

/**
 * For a sign-in that must not tell registered numbers from others (the rider's): every number gets the same answer,
 * the same throttles and a stored code, but only `deliver`'s code is sent. An undelivered code is never known to
 * anyone, so checking a code for that number reads like a registered one's wrong code. The send is started, not
 * waited for, so the answer takes as long whoever asks; a send the provider refuses is logged and leaves no code
 * behind (the person asks again), as the customer's 502 would.
 */
export async function issuePhoneCodeAlike(
  deps: PhoneCodeDeps,
  input: CodeInput & { deliver: boolean },
): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }> {
  const created = await storePhoneCode(deps, input);
  if (input.deliver) void deliverPhoneCode(deps, input.channel, created).catch(() => undefined);
  return CODE_ANSWER;
}

/** The throttles, then a new code for the phone and purpose (earlier ones retired), stored as its hash. */
async function storePhoneCode(deps: PhoneCodeDeps, input: CodeInput): Promise<StoredCode> {
  const stored = toStoredPhone(input.phone);
  const now = deps.now();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

  const created = await deps.db.transaction(async (tx) => {
    // Serialises concurrent sends for one phone so the throttles cannot be raced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${stored}`}))`);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const recent = await tx
      .select({ createdAt: phoneCodes.createdAt, purpose: phoneCodes.purpose })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, stored), gt(phoneCodes.createdAt, hourAgo)))
      .orderBy(desc(phoneCodes.createdAt));
    // The minute between codes is per purpose (a rider who just registered may ask for a login code); the hourly cap
    // counts every purpose.
    const latest = recent.find((r) => r.purpose === input.purpose);
    if (latest) {
      const waitMs = latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw tooManyRequests(resendWaitMessage(seconds), seconds);
      }
    }
    if (recent.length >= (deps.sendsPerPhonePerHour ?? OTP_MAX_SENDS_PER_PHONE_PER_HOUR)) {
      const oldest = recent[recent.length - 1]!;
      throw tooManyRequests(AUTH_MESSAGES.tooManySends, Math.ceil((oldest.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000));
    }
    const [ipCount] = await tx
      .select({ n: sql<number>`count(*)::int`, oldest: sql<Date>`min(${phoneCodes.createdAt})` })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.ip, input.ip), gt(phoneCodes.createdAt, hourAgo)));
    if ((ipCount?.n ?? 0) >= (deps.sendsPerIpPerHour ?? OTP_MAX_SENDS_PER_IP_PER_HOUR)) {
      const oldest = new Date(ipCount!.oldest);
      throw tooManyRequests(AUTH_MESSAGES.tooManySends, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
    }
    // Only the newest code works: retire earlier ones.
    await tx
      .update(phoneCodes)
      .set({ consumedAt: now })
      .where(and(eq(phoneCodes.phone, stored), eq(phoneCodes.purpose, input.purpose), isNull(phoneCodes.consumedAt)));
    const [row] = await tx
      .insert(phoneCodes)
      .values({
        phone: stored,
        purpose: input.purpose,
        codeHash: hashCode(deps.secret, input.purpose, stored, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        ip: input.ip,
      })
      .returning({ id: phoneCodes.id });
    return row!;
  });
  return { id: created.id, code, stored };
}

/** Sends a stored code; if the provider refuses it, the code is deleted and the answer is 502 'Failed to send OTP'. */
async function deliverPhoneCode(deps: PhoneCodeDeps, channel: MessageChannel, { id, code, stored }: StoredCode) {
  try {
    await deps.senders[channel].send({ channel, to: stored, code, text: messageText(code) });
  } catch (error) {
    // A provider may echo what it was sent; the code must not reach the log.
    const reason = (error instanceof Error ? error.message : String(error)).replaceAll(code, '[code]');
    deps.log?.warn({ reason, channel }, 'phone code delivery failed');
    await deps.db.delete(phoneCodes).where(eq(phoneCodes.id, id));
    throw new AppError(502, AUTH_MESSAGES.sendFailed, { code: 'OTP_SEND_FAILED' });
  }
}

/**
 * Checks a code without using it up, and gives its id for `usePhoneCode`. Wrong tries count
 * against the code; after five it is dead even for the right code (routes that check codes also
 * take `app.limits.codeChecks`, a cap per client address). Takes the database, never a transaction:
 * a wrong try must be counted even though the caller's work is abandoned, so every change here
 * commits on its own.
 */
export async function checkPhoneCode(
  db: Db,
  deps: Pick<PhoneCodeDeps, 'now' | 'secret'>,
  input: { phone: string; purpose: PhoneCodePurpose; code: string },
): Promise<string> {
  const stored = toStoredPhone(input.phone);
  const now = deps.now();
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, stored), eq(phoneCodes.purpose, input.purpose), isNull(phoneCodes.consumedAt)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError(400, AUTH_MESSAGES.noOtp, { code: 'OTP_NOT_FOUND' });
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.update(phoneCodes).set({ consumedAt: now }).where(eq(phoneCodes.id, row.id));
    throw new AppError(400, AUTH_MESSAGES.expired, { code: 'OTP_EXPIRED' });
  }
  if (row.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) {
    throw new AppError(429, AUTH_MESSAGES.tooManyAttempts, { code: 'OTP_LOCKED', extra: { attemptsRemaining: 0 } });
  }

  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(deps.secret, input.purpose, stored, input.code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    // Counted in the database so parallel guesses cannot exceed the limit.
    const [counted] = await db
      .update(phoneCodes)
      .set({ failedAttempts: sql`${phoneCodes.failedAttempts} + 1` })
      .where(and(eq(phoneCodes.id, row.id), lt(phoneCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS)))
      .returning({ failedAttempts: phoneCodes.failedAttempts });
    if (!counted) throw new AppError(429, AUTH_MESSAGES.tooManyAttempts, { code: 'OTP_LOCKED', extra: { attemptsRemaining: 0 } });
    const attemptsRemaining = OTP_MAX_FAILED_ATTEMPTS - counted.failedAttempts;
    throw new AppError(400, AUTH_MESSAGES.invalidOtp, { code: 'INVALID_OTP', field: 'otp', extra: { attemptsRemaining } });
  }
  return row.id;
}

/** Uses up a code `checkPhoneCode` accepted; of two requests racing with one code, only one gets it. */
export async function usePhoneCode(db: Db, codeId: string, now: Date): Promise<void> {
  const [used] = await db
    .update(phoneCodes)
    .set({ consumedAt: now })
    .where(and(eq(phoneCodes.id, codeId), isNull(phoneCodes.consumedAt), lt(phoneCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS)))
    .returning({ id: phoneCodes.id });
  if (!used) throw badRequest(AUTH_MESSAGES.noOtp);
}
