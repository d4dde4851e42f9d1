import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { phoneCodePurposeEnum } from './enums.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** 91 followed by the 10-digit mobile. */
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    /** The customer's own GSTIN (checked by core's customerGstinSchema), copied onto invoices issued while set. */
    gstin: text('gstin'),
    isVerified: boolean('is_verified').notNull().default(false),
    referralCode: text('referral_code'),
    /** The code a customer entered when signing up; settled by the referrals work. */
    signupReferralCode: text('signup_referral_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_phone_uq').on(t.phone), uniqueIndex('users_referral_code_uq').on(t.referralCode)],
);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Validated against the preferences schema in core before it is written. */
  preferences: jsonb('preferences').notNull(),
  updatedAt: updatedAt(),
});

export const adminUsers = pgTable(
  'admin_users',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Where password reset links go; an admin without one resets with `npm run admin:create -- --reset`. */
    email: text('email'),
    createdAt: createdAt(),
    lastLoginAt: tstz('last_login_at'),
  },
  (t) => [
    uniqueIndex('admin_users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('admin_users_email_uq').on(sql`lower(${t.email})`),
  ],
);

/** Admin password reset links: single use, 30 minutes; only the SHA-256 of the token is stored. */
export const adminPasswordResets = pgTable(
  'admin_password_resets',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('admin_password_resets_token_hash_uq').on(t.tokenHash),
    index('admin_password_resets_admin_idx').on(t.adminId),
  ],
);

export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    purpose: phoneCodePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    ip: text('ip'),
  },
  (t) => [
    index('phone_codes_phone_purpose_created_idx').on(t.phone, t.purpose, t.createdAt.desc()),
    index('phone_codes_ip_created_idx').on(t.ip, t.createdAt.desc()),
  ],
);

/** Admin sign-in attempts, for throttling repeated failures by username and by address. */
export const adminLoginAttempts = pgTable(
  'admin_login_attempts',
  {
    id: id(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: createdAt(),
  },
  (t) => [
    index('admin_login_attempts_username_idx').on(sql`lower(${t.username})`, t.attemptedAt.desc()),
    index('admin_login_attempts_ip_idx').on(t.ip, t.attemptedAt.desc()),
  ],
);
