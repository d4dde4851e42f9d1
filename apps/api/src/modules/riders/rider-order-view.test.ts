import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_TTL_MS, type RiderOrder } from '@washday/core';
import { bookings, customerVerifications } from '../../db/schema/index.js';
import { orderCast, tokenFor } from '../../test/identity-fixtures.js';
import { countingDb } from '../../test/query-counter.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { listRiderOrders } from '../orders/orders.service.js';

type Headers = Record<string, string>;
/** Flat 1204, Sector 45: about 4 km from the Sector 14 vendor (28.4722, 77.0434). */
const SECTOR_45 = { lat: 28.442, lng: 77.066 };

describe("the rider's view of an order: their open proposal, the vendor, the photos", () => {
  const ctx = useTestApp();
  let cast: Awaited<ReturnType<typeof orderCast>>;

  beforeAll(async () => {
    cast = await orderCast(ctx.app, '97700000');
  });

  // Each call a second apart, so proposals and decisions have an order.
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Headers, payload?: object) => {
    ctx.clock.advance(1000);
    return ctx.app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });
  };
  const view = async (orderId: string, who: Headers = cast.as.pickup): Promise<RiderOrder> => {
    const res = await call('GET', `/api/riders/orders/${orderId}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const update = async (orderId: string, body: object) => {
    const res = await call('PUT', `/api/riders/orders/${orderId}/update`, cast.as.pickup, { updatedBy: 'rider', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { order: RiderOrder; verification: RiderOrder['verification'] };
  };
  // Admin sessions last 8 hours and the clock moves a day in one test: a fresh one each time.
  const assignVendor = async (orderId: string, vendorId = 'vendor-sector-14') => {
    const [admin] = await ctx.database.db.query.adminUsers.findMany();
    const res = await call('POST', '/api/admin/orders/assign-vendor', bearer(await tokenFor(ctx.app, 'admin', admin!.id)), {
      orderId,
      vendorData: { vendorId },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const propose = (orderId: string, quantity: number) => update(orderId, { items: [{ serviceId: 'iron-regular', quantity }] });
  const respond = async (verificationId: string, approved: boolean) => {
    const res = await call(
      'POST',
      `/api/admin/customer-verifications/${verificationId}/respond`,
      cast.as.customer,
      approved ? { approved } : { approved, reason: 'Only one shirt' },
    );
    expect(res.statusCode, res.body).toBe(200);
  };

  it("shows the rider's latest proposal while it is pending, approved, rejected or expired, and none once saved or withdrawn", async () => {
    const booking = await insertBooking(ctx.app, cast.customer.id, cast.pickupRider.id);
    expect((await view(booking.id)).verification).toBeNull();

    // Pending: the same view the update answered with.
    const sent = await propose(booking.id, 3);
    expect(sent.verification).toMatchObject({ status: 'pending', orderData: { originalTotal: 20, updatedTotal: 60 } });
    expect(sent.order.verification).toEqual(sent.verification);
    expect((await view(booking.id)).verification).toEqual(sent.verification);
    const listed = (await call('GET', '/api/riders/orders', cast.as.pickup)).json() as RiderOrder[];
    expect(listed.find((o) => o.bookingId === booking.id)!.verification).toEqual(sent.verification);

    await respond(sent.verification!.id, false);
    expect((await view(booking.id)).verification).toMatchObject({
      id: sent.verification!.id,
      status: 'rejected',
      responseReason: 'Only one shirt',
    });

    const again = await propose(booking.id, 2);
    expect((await view(booking.id)).verification).toMatchObject({ id: again.verification!.id, status: 'pending' });
    // Withdrawn: the rider has no open change, not the rejected one before it.
    await update(booking.id, { verificationStatus: 'cancelled' });
    expect((await view(booking.id)).verification).toBeNull();

    const approvedOne = await propose(booking.id, 2);
    await respond(approvedOne.verification!.id, true);
    expect((await view(booking.id)).verification).toMatchObject({
      id: approvedOne.verification!.id,
      status: 'approved',
      savedAt: null,
    });
    const saved = await update(booking.id, { requiresVerification: false, items: [{ serviceId: 'iron-regular', quantity: 2 }] });
    expect(saved.order).toMatchObject({ verification: null, final_amount: 40 });

    // Expired: read as expired from its 24th hour, before the expiry job has marked it.
    const late = await propose(booking.id, 4);
    ctx.clock.advance(VERIFICATION_TTL_MS);
    expect((await view(booking.id)).verification).toMatchObject({ id: late.verification!.id, status: 'expired' });
    const [row] = await ctx.database.db
      .select()
      .from(customerVerifications)
      .where(eq(customerVerifications.id, late.verification!.id));
    expect(row!.status).toBe('pending');
  });

  it("shows no other rider's proposal", async () => {
    const booking = await insertBooking(ctx.app, cast.customer.id, cast.pickupRider.id);
    await propose(booking.id, 5);
    // The proposal is the pickup rider's; give the order's pickup to the other rider and look as them.
    await ctx.database.db
      .update(customerVerifications)
      .set({ riderId: cast.deliveryRider.id })
      .where(eq(customerVerifications.bookingId, booking.id));
    expect((await view(booking.id)).verification).toBeNull();
  });

  it("gives the vendor's place, its distance from the customer's door and the time it takes", async () => {
    const booking = await insertBooking(ctx.app, cast.customer.id, cast.pickupRider.id);
    expect((await view(booking.id)).assignedVendorDetails).toBeNull();
    await assignVendor(booking.id);
    // The booking has no coordinates: the distance is unknown and the estimate is the hour core gives then.
    expect((await view(booking.id)).assignedVendorDetails).toEqual({
      name: 'Sparkle Dry Cleaners',
      address: 'Shop 12, Main Market, Sector 14, Gurugram, Haryana 122001',
      coordinates: { lat: 28.4722, lng: 77.0434 },
      distance: null,
      estimatedTime: 60,
    });
    await ctx.database.db.update(bookings).set(SECTOR_45).where(eq(bookings.id, booking.id));
    // 4.02 km: 30 minutes plus there and back at 20 km/h (24.12), rounded.
    expect((await view(booking.id)).assignedVendorDetails).toMatchObject({ distance: 4.02, estimatedTime: 54 });
    const listed = (await call('GET', '/api/riders/orders', cast.as.pickup)).json() as RiderOrder[];
    expect(listed.find((o) => o.bookingId === booking.id)!.assignedVendorDetails).toMatchObject({
      distance: 4.02,
      estimatedTime: 54,
    });
  });

  it('lists any number of jobs in the same number of queries', async () => {
    await ctx.database.db.delete(bookings);
    const counted = async () => {
      const { db, queries } = countingDb(ctx.database);
      const orders = await listRiderOrders(db, cast.pickupRider.id, ctx.clock.now());
      return { orders, queries: queries() };
    };
    const first = await insertBooking(ctx.app, cast.customer.id, cast.pickupRider.id);
    await assignVendor(first.id);
    await propose(first.id, 2);
    const one = await counted();
    for (let i = 0; i < 4; i += 1) {
      const more = await insertBooking(ctx.app, cast.customer.id, cast.pickupRider.id);
      await assignVendor(more.id, i % 2 ? 'vendor-sector-14' : 'vendor-sohna-road');
      await propose(more.id, i + 2);
    }
    const five = await counted();
    expect(one.orders).toHaveLength(1);
    expect(five.orders).toHaveLength(5);
    expect(five.orders.every((o) => o.verification?.status === 'pending' && o.assignedVendorDetails !== null)).toBe(true);
    expect(five.queries).toBe(one.queries);
    // Jobs with vendors; lines, charges, trips, vendors and photos; proposals.
    expect(five.queries).toBeLessThanOrEqual(7);
  });
});
