import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { BOOK_FOR_USER_MESSAGES, USER_SEARCH_LIMIT, normalizeIndianMobile, type AdminUserSearchResult } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { addresses, bookings, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { toAddressRecord } from '../addresses/address-dto.js';
import { listAddresses } from '../addresses/addresses.service.js';

/** LIKE's own characters taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

/**
 * Customers by name (any case), phone or email, at most 20 (admin-and-backend.md §3 'User search result'). Digits
 * match anywhere in the stored 91XXXXXXXXXX, so a number is found with or without its 91. An exact phone comes first,
 * then names that start with the text, then the rest by name. Counts of bookings and addresses help tell namesakes apart.
 */
export async function searchCustomers(db: DbOrTx, q: string): Promise<AdminUserSearchResult[]> {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  const conditions: SQL[] = [ilike(users.name, contains(text)), ilike(users.email, contains(text))];
  // Only when the text is a number (spaces, +, - allowed): "Flat 12" must not match every phone with a 12 in it.
  if (digits.length >= 3 && /^[\d\s+()-]+$/.test(text)) conditions.push(sql`${users.phone} like ${contains(digits)}`);
  const exactPhone = normalizeIndianMobile(text);
  const rows = await db
    .select({
      user: users,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, which the subqueries would misread.
      bookingsCount: sql<number>`(select count(*)::int from ${bookings} b where b.customer_id = "users"."id")`,
      addressesCount: sql<number>`(select count(*)::int from ${addresses} a where a.user_id = "users"."id")`,
    })
    .from(users)
    .where(or(...conditions))
    .orderBy(
      ...(exactPhone ? [desc(sql`${users.phone} = ${`91${exactPhone}`}`)] : []),
      desc(sql`${users.name} ilike ${`${escapeLike(text)}%`}`),
      asc(sql`lower(${users.name})`),
      asc(users.createdAt),
    )
    .limit(USER_SEARCH_LIMIT);
  return rows.map(({ user, bookingsCount, addressesCount }) => ({
    _id: user.id,
    id: user.id,
    name: user.name,
    full_name: user.name,
    phone: normalizeIndianMobile(user.phone) ?? user.phone,
    email: user.email,
    user_type: 'customer' as const,
    is_verified: user.isVerified,
    created_at: user.createdAt.toISOString(),
    bookings_count: bookingsCount,
    addresses_count: addressesCount,
  }));
}

/** A customer's saved addresses for an admin booking on their behalf, default first. */
export async function customerAddresses(db: DbOrTx, customerId: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, customerId));
  if (!user) throw notFound(BOOK_FOR_USER_MESSAGES.customerNotFound);
  return (await listAddresses(db, customerId)).map(toAddressRecord);
}
