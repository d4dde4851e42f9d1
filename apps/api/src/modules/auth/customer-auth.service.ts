import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, toStoredPhone } from '@washday/core';
import type { Db } from '../../db/client.js';
import { userPreferences, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { SESSION_TTL_MS } from '../../plugins/authentication.js';
import { checkPhoneCode, usePhoneCode, type PhoneCodeDeps } from './phone-code.service.js';
import { createSession } from './session.service.js';
import type { StoredNotification } from '../notifications/notify.service.js';
import { settleSignupReferral } from '../referrals/referrals.service.js';

export interface SignInInput {
  phone: string;
  otp: string;
  name?: string | undefined;
  referralCode?: string | undefined;
  userAgent?: string | undefined;
  ip: string;
}

/**
 * Checks the code and signs the customer in, creating the account on a number's first sign-in (and settling the
 * referral code typed with it; deliver the returned notices after the commit).
 */
export async function signInCustomer(deps: Pick<PhoneCodeDeps, 'db' | 'now' | 'secret' | 'log'>, input: SignInInput) {
  // The code first: until it is proven, the answer must not tell registered numbers from others.
  const codeId = await checkPhoneCode(deps.db, deps, { phone: input.phone, purpose: 'customer_login', code: input.otp });
  const stored = toStoredPhone(input.phone);
  const [existing] = await deps.db.select().from(users).where(eq(users.phone, stored));
  const name = input.name?.trim();
  // A new number needs a name; the good code stays usable for the retry with one.
  if (!existing && !name) throw new AppError(400, AUTH_MESSAGES.nameRequired, { code: 'NAME_REQUIRED', field: 'name' });

  await usePhoneCode(deps.db, codeId, deps.now());
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    let user = existing;
    let notices: StoredNotification[] = [];
    if (!user) {
      const [created] = await tx
        .insert(users)
        .values({ phone: stored, name: name!, isVerified: true, signupReferralCode: input.referralCode || null, createdAt: now })
        .onConflictDoUpdate({ target: users.phone, set: { isVerified: true } })
        .returning();
      user = created!;
      await tx.insert(userPreferences).values({ userId: user.id, preferences: {} }).onConflictDoNothing();
      if (input.referralCode)
        notices = await settleSignupReferral(tx, { userId: user.id, code: input.referralCode, now }, deps.log);
    } else if (!user.isVerified) {
      [user] = await tx.update(users).set({ isVerified: true }).where(eq(users.id, user.id)).returning();
    }
    const { token } = await createSession(tx, {
      subject: 'customer',
      subjectId: user!.id,
      ttlMs: SESSION_TTL_MS.customer,
      now,
      userAgent: input.userAgent,
      ip: input.ip,
    });
    return { user: user!, token, notices };
  });
}

export async function getUser(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  return user;
}

/** `gstin` undefined leaves the stored one (register and older clients send name and email only); null removes it. */
export async function updateProfile(
  db: Db,
  userId: string,
  patch: { name: string; email: string | null; gstin?: string | null | undefined },
) {
  const set = { name: patch.name, email: patch.email, ...(patch.gstin === undefined ? {} : { gstin: patch.gstin }) };
  const [user] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  if (!user) throw notFound('User not found');
  return user;
}
