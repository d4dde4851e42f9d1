import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, accountExportSchema, toStoredPhone, type AccountExport } from '@washday/core';
import {
  addresses,
  bookingItems,
  bookings,
  couponRedemptions,
  customerVerifications,
  detectedLocations,
  idempotencyKeys,
  notifications,
  pushSubscriptions,
  riders,
  sessions,
  userPreferences,
  users,
} from '../../db/schema/index.js';
import { JPEG_BYTES, createAdminAccount, createRider, signInCustomerViaOtp, tokenFor } from '../../test/identity-fixtures.js';
import { insertAddress, insertBooking, insertNotification, insertVerification } from '../../test/record-fixtures.js';
import { bearer, browserHeaders, injectJson, useTestApp } from '../../test/test-app.js';
import { textsFoundIn } from '../../test/text-search.js';

describe('my data: download and delete', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;

  /** A customer signed in by code, with an email, saved preferences, an address, a completed booking with a coupon,
   * a notification, a pending verification, a detected location. */
  async function customerWithData(phone: string, name: string, email: string) {
    const signedIn = await signInCustomerViaOtp(ctx.app, phone, name);
    const as = bearer(signedIn.token);
    await ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: as, payload: { name, email } });
    await ctx.app.inject({ method: 'PUT', url: '/api/preferences', headers: as, payload: { theme: { colorScheme: 'blue' } } });
    const address = await insertAddress(ctx.app, signedIn.userId);
    // The fixture's contact is always Asha: each customer's own address names them.
    await db()
      .update(addresses)
      .set({ contactPerson: name, contactPhone: toStoredPhone(phone) })
      .where(eq(addresses.id, address.id));
    const booking = await insertBooking(ctx.app, signedIn.userId);
    // A delivered order (the fixture writes the record as the lifecycle would have left it).
    await db()
      .update(bookings)
      .set({
        status: 'completed',
        contactName: name,
        specialInstructions: 'Ring the bell twice',
        discountPaise: 600,
        finalPaise: 1400,
        couponCode: 'FIRST30',
      })
      .where(eq(bookings.id, booking.id));
    await db().insert(couponRedemptions).values({
      couponCode: 'FIRST30',
      userId: signedIn.userId,
      bookingId: booking.id,
      isOneTimeUse: false,
      orderAmountPaise: 2000,
      discountPaise: 600,
    });
    await insertNotification(ctx.app, { userId: signedIn.userId }, `Hello ${name}`);
    const { verification } = await insertVerification(ctx.app, signedIn.userId);
    // Its booking is settled too, so the account may be deleted later.
    await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, verification.bookingId));
    await db()
      .insert(detectedLocations)
      .values({
        userId: signedIn.userId,
        fullAddress: `${name}'s street, Gurugram`,
        lat: 28.45,
        lng: 77.02,
        detectionMethod: 'gps',
      });
    await db()
      .insert(pushSubscriptions)
      .values({ userId: signedIn.userId, endpoint: `https://push.example/${phone}`, p256dh: 'key', auth: 'secret' });
    return { ...signedIn, as, phone, name, email, address, booking, verification };
  }

  /**
   * An order a rider worked, as the lifecycle leaves it: its pickup assigned by an admin and accepted by the rider (their
   * notices and live events name the customer and the address), a photo at the door, then cancelled by the customer.
   */
  async function riderOrderOf(customer: { userId: string; as: Record<string, string>; name: string; phone: string }) {
    await createAdminAccount(ctx.app, 'dispatch-admin');
    const [adminRow] = await db().query.adminUsers.findMany({ where: (a, { eq: is }) => is(a.username, 'dispatch-admin') });
    const admin = bearer(await tokenFor(ctx.app, 'admin', adminRow!.id));
    const rider = await createRider(ctx.app, `97${customer.phone.slice(2)}`, 'approved');
    await db().update(riders).set({ isActive: true }).where(eq(riders.id, rider.id));
    const riderAs = bearer(await tokenFor(ctx.app, 'rider', rider.id));
    const booking = await insertBooking(ctx.app, customer.userId);
    await db()
      .update(bookings)
      .set({
        contactName: customer.name,
        contactPhone: toStoredPhone(customer.phone),
        address: 'Flat 7, Lotus Enclave, Sector 57, Gurugram, Haryana 122011',
        flatNo: 'Flat 7',
        landmark: 'Near Lotus Park',
        lat: 28.42,
        lng: 77.07,
      })
      .where(eq(bookings.id, booking.id));
    const call = (url: string, who: Record<string, string>, payload: object, method: 'POST' | 'PUT' = 'POST') =>
      ctx.app.inject({ method, url, headers: who, payload });
    const assign = { orderId: booking.id, riderId: rider.id, orderType: 'pickup' };
    expect((await call('/api/admin/orders/assign', admin, assign)).statusCode).toBe(200);
    expect((await call('/api/riders/order-action', riderAs, { orderId: booking.id, action: 'accept' })).statusCode).toBe(200);
    const photo = new FormData();
    photo.append('photo', new Blob([JPEG_BYTES], { type: 'image/jpeg' }), 'bags.jpg');
    const upload = new Request('http://localhost/', { method: 'POST', body: photo });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/riders/orders/${booking.id}/photos`,
      payload: Buffer.from(await upload.arrayBuffer()),
      headers: { 'content-type': upload.headers.get('content-type')!, ...riderAs },
    });
    expect(uploaded.statusCode).toBe(201);
    expect((await call(`/api/bookings/${booking.id}/cancel`, customer.as, {}, 'PUT')).statusCode).toBe(200);
    // The answer kept for a retried checkout holds the booking as it was sent.
    await db()
      .insert(idempotencyKeys)
      .values({
        scope: `customer:${customer.userId}`,
        key: `checkout-${booking.id}`,
        requestHash: 'x',
        responseStatus: 201,
        responseBody: JSON.stringify({ contact_name: customer.name, address: 'Flat 7, Lotus Enclave' }),
        expiresAt: new Date(ctx.clock.now().getTime() + 86_400_000),
      });
    return { booking, rider, riderAs, admin, photoId: (uploaded.json() as { photo: { id: string } }).photo.id };
  }

  let asha: Awaited<ReturnType<typeof customerWithData>>;
  let bela: Awaited<ReturnType<typeof customerWithData>>;

  beforeAll(async () => {
    asha = await customerWithData('9870000001', 'Asha Verma', 'asha@example.com');
    bela = await customerWithData('9870000002', 'Bela Khan', 'bela@example.com');
  });

  it('downloads everything about the caller as a JSON file, and nothing about anyone else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: asha.as });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="washday-my-data-2026-11-22.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data: AccountExport = accountExportSchema.parse(res.json());

    expect(data.profile).toMatchObject({ id: asha.userId, name: 'Asha Verma', phone: '9870000001', email: 'asha@example.com' });
    expect(data.preferences).toEqual({ ...DEFAULT_PREFERENCES, theme: { darkMode: false, colorScheme: 'blue' } });
    expect(data.addresses.map((a) => a.id)).toEqual([asha.address.id]);
    expect(data.bookings.map((b) => b.id).sort()).toEqual([asha.booking.id, asha.verification.bookingId].sort());
    const delivered = data.bookings.find((b) => b.id === asha.booking.id)!;
    expect(delivered).toMatchObject({
      final_amount: 14,
      discount_amount: 6,
      coupon_code: 'FIRST30',
      special_instructions: 'Ring the bell twice',
    });
    expect(delivered.item_prices).toMatchObject([{ service_name: 'Regular Iron', quantity: 1, unit_price: 20 }]);
    expect(data.notifications.map((n) => n.title)).toEqual(expect.arrayContaining(['Hello Asha Verma']));
    expect(data.couponRedemptions).toEqual([
      { couponCode: 'FIRST30', bookingId: asha.booking.id, orderAmount: 20, discount: 6, usedAt: expect.any(String) },
    ]);
    expect(data.verifications.map((v) => v.id)).toEqual([asha.verification.id]);
    expect(data.detectedLocations.map((l) => l.fullAddress)).toEqual(["Asha Verma's street, Gurugram"]);

    // Bela appears nowhere: not her ids, her name, her number or her email.
    const text = res.body;
    for (const trace of [
      bela.userId,
      bela.booking.id,
      bela.address.id,
      bela.verification.id,
      'Bela',
      '9870000002',
      'bela@example.com',
    ]) {
      expect(text, trace).not.toContain(trace);
    }
  });

  it('needs a signed-in customer', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/account', payload: { confirm: true } })).statusCode).toBe(401);
  });

  it('asks for an explicit confirmation before deleting', async () => {
    for (const payload of [undefined, {}, { confirm: 'yes' }, { confirm: false }]) {
      const { res, body } = await injectJson(ctx.app, {
        method: 'DELETE',
        url: '/api/account',
        headers: asha.as,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body.message).toBe('Please confirm that you want to delete your account');
    }
    expect((await db().select().from(users).where(eq(users.id, asha.userId)))[0]?.name).toBe('Asha Verma');
  });

  it('refuses while an order is open, saying why, and changes nothing', async () => {
    const open = await insertBooking(ctx.app, asha.userId);
    for (const status of ['in_progress', 'confirmed', 'pending'] as const) {
      await db().update(bookings).set({ status }).where(eq(bookings.id, open.id));
      const { res, body } = await injectJson(ctx.app, {
        method: 'DELETE',
        url: '/api/account',
        headers: asha.as,
        payload: { confirm: true },
      });
      expect(res.statusCode, status).toBe(409);
      expect(body).toMatchObject({
        error: 'OPEN_ORDERS',
        message: 'You have 1 order in progress. You can delete your account once it is delivered or cancelled.',
      });
    }
    expect((await db().select().from(users).where(eq(users.id, asha.userId)))[0]).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.com',
    });
    expect(await db().select().from(addresses).where(eq(addresses.userId, asha.userId))).toHaveLength(1);
    // Still pending: cancelled through the API like a customer would; then deleting may go ahead.
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${open.id}/cancel`,
      headers: asha.as,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
  });

  it("erases the caller's personal data, keeps the bookings as anonymised money records and signs them out", async () => {
    const worked = await riderOrderOf(asha);
    // She answered the rider's proposal in her own words.
    await db()
      .update(customerVerifications)
      .set({ status: 'rejected', responseReason: 'Asha wants one shirt only' })
      .where(eq(customerVerifications.id, asha.verification.id));
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: browserHeaders(asha.cookie),
      payload: { confirm: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your account has been deleted' });
    expect(String(res.headers['set-cookie'])).toMatch(/wd_customer_session=;.*Expires=Thu, 01 Jan 1970/);

    const [account] = await db().select().from(users).where(eq(users.id, asha.userId));
    expect(account).toMatchObject({
      name: 'Deleted customer',
      phone: `deleted:${asha.userId}`,
      email: null,
      isVerified: false,
      referralCode: null,
    });
    expect(await db().select().from(addresses).where(eq(addresses.userId, asha.userId))).toEqual([]);
    expect(await db().select().from(userPreferences).where(eq(userPreferences.userId, asha.userId))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.userId, asha.userId))).toEqual([]);
    expect(await db().select().from(detectedLocations).where(eq(detectedLocations.userId, asha.userId))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, asha.userId))).toEqual([]);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, asha.userId))).toEqual([]);

    // The money stays: every booking, its amounts, lines and coupon; the contact on it does not.
    const kept = await db().select().from(bookings).where(eq(bookings.customerId, asha.userId));
    expect(kept).toHaveLength(4);
    for (const booking of kept) {
      expect(booking).toMatchObject({
        contactName: 'Deleted customer',
        contactPhone: '',
        address: 'Deleted customer',
        addressId: null,
        specialInstructions: null,
        lat: null,
        lng: null,
      });
    }
    expect(kept.find((b) => b.id === asha.booking.id)).toMatchObject({
      status: 'completed',
      subtotalPaise: 2000,
      discountPaise: 600,
      finalPaise: 1400,
      couponCode: 'FIRST30',
    });
    expect(await db().select().from(bookingItems).where(eq(bookingItems.bookingId, asha.booking.id))).toHaveLength(1);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.userId, asha.userId))).toHaveLength(1);

    // The rider keeps the notices of the order they worked, without the customer in them; the photo is gone.
    const told = await db().select().from(notifications).where(eq(notifications.riderId, worked.rider.id));
    expect(told.map((n) => n.type).sort()).toEqual(['order_assigned', 'order_cancelled']);
    expect(told.find((n) => n.type === 'order_assigned')).toMatchObject({
      message: expect.stringContaining(`from Deleted customer on`),
      data: expect.objectContaining({ customer_name: 'Deleted customer', address: 'Deleted customer' }),
    });
    const photo = `/api/riders/orders/${worked.booking.id}/photos/${worked.photoId}`;
    expect((await ctx.app.inject({ method: 'GET', url: photo, headers: worked.riderAs })).statusCode).toBe(404);
    expect(readdirSync(path.join(ctx.dataDir, 'private', 'pickup-photos', worked.booking.id))).toEqual([]);

    // Nowhere in the database: every text and JSON column of every table searched for her name, number, email and
    // addresses.
    const traces = ['Asha', '9870000001', 'asha@example.com', asha.address.fullAddress, 'Lotus Enclave', 'Near Lotus Park'];
    expect(await textsFoundIn(ctx.database, traces)).toEqual([]);

    // Signed out: neither the token nor the cookie opens anything now.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: asha.as })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: asha.cookie } })).statusCode).toBe(
      401,
    );
  });

  it("leaves every other customer's data as it was", async () => {
    const [account] = await db().select().from(users).where(eq(users.id, bela.userId));
    expect(account).toMatchObject({ name: 'Bela Khan', phone: '919870000002', email: 'bela@example.com' });
    expect(await db().select().from(addresses).where(eq(addresses.userId, bela.userId))).toHaveLength(1);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, bela.userId))).toHaveLength(1);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, bela.booking.id));
    expect(booking).toMatchObject({ contactName: 'Bela Khan', specialInstructions: 'Ring the bell twice' });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bela.as });
    expect(profile.json().user).toMatchObject({ name: 'Bela Khan' });
  });

  it('lets the same number sign up again as a new, empty account', async () => {
    ctx.clock.advance(61_000); // past the resend wait for this number
    const again = await signInCustomerViaOtp(ctx.app, '9870000001', 'Asha Again');
    expect(again.userId).not.toBe(asha.userId);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(again.token) });
    const data = accountExportSchema.parse(res.json());
    expect(data.profile.name).toBe('Asha Again');
    expect(data.bookings).toEqual([]);
    expect(data.addresses).toEqual([]);
  });
});
