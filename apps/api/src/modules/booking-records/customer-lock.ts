import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * The lock that serialises one customer's booking writes, held until the transaction ends: a new booking (its
 * duplicate, first-order and one-time coupon checks are decided once), a customer's edit, a cancellation (it releases
 * a coupon), an admin's edit (it re-prices the coupon) and a referral (its "no orders yet") all take it first.
 */
export const customerLockCall = (customerId: string) => sql`pg_advisory_xact_lock(hashtext(${`bookings:${customerId}`}))`;

/** Takes the customer's lock in this transaction (`customerLockCall` as a statement of its own). */
export const lockCustomer = (tx: DbOrTx, customerId: string) => tx.execute(sql`select ${customerLockCall(customerId)}`);
