import { desc, eq, or } from 'drizzle-orm';
import { paiseToRupees, type AccountExport } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import {
  addresses,
  bookings,
  couponRedemptions,
  customerVerifications,
  detectedLocations,
  notifications,
  quickPickups,
  referrals,
  riders,
} from '../../db/schema/index.js';
import { toAddressRecord } from '../addresses/address-dto.js';
import { exportHabits } from './account-export-habits.js';
import { getUser } from '../auth/customer-auth.service.js';
import { toUserDto } from '../auth/user-dto.js';
import { withDetails } from '../booking-records/booking-read-model.js';
import { toNotificationView } from '../notifications/notification-dto.js';
import { readPreferences } from '../preferences/preferences.service.js';
import { toVerificationView } from '../orders/verification-view.js';

/**
 * Everything held about one customer (DPDP: the right to access), read only by their own id: their account,
 * preferences, addresses, bookings with their lines, notifications, coupon redemptions, verifications, referrals,
 * quick pickups, detected locations, and their recurring pickups, plans, ratings and tips (account-export-habits.ts). Nothing about anyone else is joined in beyond the names of riders who served them.
 */
export async function exportAccount(db: DbOrTx, userId: string, now: Date): Promise<AccountExport> {
  const user = await getUser(db, userId);
  const habits = await exportHabits(db, userId);
  const [preferences, addressRows, bookingRows, notificationRows, redemptions, verificationRows, referralRows, pickups, places] =
    await Promise.all([
      readPreferences(db, userId),
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt)),
      db.select().from(bookings).where(eq(bookings.customerId, userId)).orderBy(desc(bookings.createdAt), desc(bookings.id)),
      db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)),
      db.select().from(couponRedemptions).where(eq(couponRedemptions.userId, userId)).orderBy(desc(couponRedemptions.usedAt)),
      db
        .select({ v: customerVerifications, booking: bookings, riderName: riders.name })
        .from(customerVerifications)
        .innerJoin(bookings, eq(bookings.id, customerVerifications.bookingId))
        .leftJoin(riders, eq(riders.id, customerVerifications.riderId))
        .where(eq(customerVerifications.userId, userId))
        .orderBy(desc(customerVerifications.createdAt)),
      db
        .select()
        .from(referrals)
        .where(or(eq(referrals.referrerUserId, userId), eq(referrals.refereeUserId, userId)))
        .orderBy(desc(referrals.createdAt)),
      db.select().from(quickPickups).where(eq(quickPickups.customerId, userId)).orderBy(desc(quickPickups.createdAt)),
      db.select().from(detectedLocations).where(eq(detectedLocations.userId, userId)).orderBy(desc(detectedLocations.createdAt)),
    ]);

  return {
    format: 'washday-account-export',
    version: 1,
    exportedAt: now.toISOString(),
    profile: {
      ...toUserDto(user),
      referralCode: user.referralCode,
      signupReferralCode: user.signupReferralCode,
      updatedAt: user.updatedAt.toISOString(),
    },
    preferences,
    addresses: addressRows.map(toAddressRecord),
    bookings: await withDetails(db, bookingRows, { showHandoverCode: true }),
    notifications: notificationRows.map((row) => toNotificationView(row, now)),
    couponRedemptions: redemptions.map((r) => ({
      couponCode: r.couponCode,
      bookingId: r.bookingId,
      orderAmount: paiseToRupees(r.orderAmountPaise),
      discount: paiseToRupees(r.discountPaise),
      usedAt: r.usedAt.toISOString(),
    })),
    verifications: verificationRows.map((r) => toVerificationView(r.v, r.booking, r.riderName, now)),
    referrals: referralRows.map((r) => ({
      role: r.referrerUserId === userId ? ('referrer' as const) : ('referee' as const),
      code: r.code,
      discountPercent: r.discountPercent,
      status: r.status,
      // The reward is the referrer's coupon: a referee's file does not show it.
      rewardCouponCode: r.referrerUserId === userId ? r.rewardCouponCode : null,
      createdAt: r.createdAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
    })),
    quickPickups: pickups.map((p) => ({
      id: p.id,
      customerName: p.customerName,
      customerPhone: p.customerPhone,
      pickupDate: p.pickupDate,
      pickupTime: p.pickupTime,
      houseNumber: p.houseNumber,
      address: p.address,
      status: p.status,
      bookingId: p.bookingId,
      createdAt: p.createdAt.toISOString(),
    })),
    ...habits,
    detectedLocations: places.map((p) => ({
      fullAddress: p.fullAddress,
      city: p.city,
      state: p.state,
      pincode: p.pincode,
      coordinates: { lat: p.lat, lng: p.lng },
      detectionMethod: p.detectionMethod,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
