import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGLISH_NOTICES, customerNoticeBody, type BookingView } from '@washday/core';
import { bookingItems, bookings, liveEvents, notifications, orderEvents, users } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertAddress } from '../../test/record-fixtures.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';

// The test clock starts at 2026-11-22 11:00 in India.
const TODAY = '2026-11-22';
const ADDRESS = 'B-204, Palm Court, Sector 45, Gurugram, Haryana 122003';

describe('book for user', { timeout: 45_000 }, () => {
  const ctx = useTestApp();
  let admin: Record<string, string> = {};
  let adminId = '';
  let asha: { id: string } = { id: '' };

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    adminId = (await ctx.database.db.query.adminUsers.findMany())[0]!.id;
    admin = bearer(await tokenFor(ctx.app, 'admin', adminId));
    asha = await createCustomer(ctx.app, '9811100001', 'Asha Verma');
    await ctx.database.db.update(users).set({ email: 'asha.verma@example.in' }).where(eq(users.id, asha.id));
    await createCustomer(ctx.app, '9811100002', 'Ashok Kumar');
    await createCustomer(ctx.app, '9822200003', 'Rohit Sharma');
    await ctx.app.jobs.start();
  });

  const order = (overrides: Record<string, unknown> = {}) => ({
    customer_id: asha.id,
    name: 'Asha Verma',
    phone: '9811100001',
    service: 'Laundry Service',
    service_type: 'laundry',
    services: [{ id: 'iron-regular', name: 'Regular Iron', quantity: 5, price: 20, unit: 'PC' }],
    scheduled_date: '2026-11-23',
    scheduled_time: '10:00',
    delivery_date: '2026-11-24',
    delivery_time: '17:00',
    provider_name: 'Washday',
    address: ADDRESS,
    additional_details: 'Gate 2',
    discount_amount: 0,
    special_instructions: 'Call before coming',
    created_by_admin: true,
    ...overrides,
  });
  const book = (payload: object, headers: Record<string, string> = admin) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/admin/bookings', headers, payload });

  describe('access', () => {
    it('refuses customers, riders and guests on every Book for User route', async () => {
      const customer = bearer(await tokenFor(ctx.app, 'customer', asha.id));
      const rider = bearer(await tokenFor(ctx.app, 'rider', (await createRider(ctx.app, '9844400001', 'approved')).id));
      const requests = [
        { method: 'POST' as const, url: '/api/admin/bookings', payload: order() },
        { method: 'GET' as const, url: '/api/admin/users/search?q=asha' },
        { method: 'GET' as const, url: `/api/admin/users/${asha.id}/addresses` },
      ];
      for (const request of requests) {
        for (const headers of [customer, rider, {}]) {
          const res = await ctx.app.inject({ ...request, headers });
          expect([401, 403], `${request.method} ${request.url}`).toContain(res.statusCode);
        }
      }
      expect(await ctx.database.db.select().from(bookings)).toHaveLength(0);
    });
  });

  describe('user search', () => {
    const search = (q: string) =>
      injectJson(ctx.app, { method: 'GET', url: `/api/admin/users/search?q=${encodeURIComponent(q)}`, headers: admin });

    it('needs at least 3 characters', async () => {
      for (const q of ['', 'as', ' a ']) {
        const { res, body } = await search(q);
        expect(res.statusCode, q).toBe(400);
        expect(body.message).toBe('Type at least 3 characters to search');
      }
      expect((await search('ash')).res.statusCode).toBe(200);
    });

    it('finds customers by name in any case, by phone with or without 91, and by email', async () => {
      const names = async (q: string) => ((await search(q)).body.users as Array<{ name: string }>).map((u) => u.name);
      expect(await names('ASH')).toEqual(['Asha Verma', 'Ashok Kumar']);
      expect(await names('verma')).toEqual(['Asha Verma']);
      expect(await names('98111')).toEqual(['Asha Verma', 'Ashok Kumar']);
      expect(await names('9811100001')).toEqual(['Asha Verma']);
      expect(await names('+91 98111 00001')).toEqual(['Asha Verma']);
      expect(await names('919822200003')).toEqual(['Rohit Sharma']);
      expect(await names('example.in')).toEqual(['Asha Verma']);
      expect(await names('nobody here')).toEqual([]);
      // LIKE's own characters are taken literally.
      expect(await names('%%%')).toEqual([]);
    });

    it("answers the spec's result fields, phone as 10 digits, with counts to tell namesakes apart", async () => {
      const { body } = await search('9811100001');
      expect(body.users).toEqual([
        {
          _id: asha.id,
          id: asha.id,
          name: 'Asha Verma',
          full_name: 'Asha Verma',
          phone: '9811100001',
          email: 'asha.verma@example.in',
          user_type: 'customer',
          is_verified: true,
          created_at: expect.any(String),
          bookings_count: expect.any(Number),
          addresses_count: expect.any(Number),
        },
      ]);
    });

    it('answers at most 20', async () => {
      for (let i = 0; i < 22; i += 1) await createCustomer(ctx.app, `97333${String(i).padStart(5, '0')}`, `Bulk Customer ${i}`);
      expect(((await search('bulk')).body.users as unknown[]).length).toBe(20);
    });

    it("lists a customer's saved addresses, default first; an unknown customer is 404", async () => {
      const saved = await insertAddress(ctx.app, asha.id);
      const { res, body } = await injectJson(ctx.app, {
        method: 'GET',
        url: `/api/admin/users/${asha.id}/addresses`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      expect((body.data as Array<{ id: string }>).map((a) => a.id)).toContain(saved.id);
      const missing = await injectJson(ctx.app, {
        method: 'GET',
        url: '/api/admin/users/00000000-0000-4000-8000-000000000000/addresses',
        headers: admin,
      });
      expect(missing.res.statusCode).toBe(404);
      expect(missing.body.message).toBe('Customer not found');
    });
  });

  describe('the four checks, in order', () => {
    it("answers the spec's messages one after another as each is met", async () => {
      const steps: Array<[object, string, string]> = [
        [{}, 'Please select a user first', 'customer_id'],
        [{ customer_id: asha.id }, 'Please add at least one service', 'services'],
        [{ customer_id: asha.id, services: [] }, 'Please add at least one service', 'services'],
        [{ customer_id: asha.id, services: order().services }, 'Please select pickup date and time', 'scheduled_date'],
        [
          { customer_id: asha.id, services: order().services, scheduled_date: '2026-11-23', scheduled_time: ' ' },
          'Please select pickup date and time',
          'scheduled_time',
        ],
        [
          {
            customer_id: asha.id,
            services: order().services,
            scheduled_date: '2026-11-23',
            scheduled_time: '10:00',
            address: '   ',
          },
          'Please enter the pickup address',
          'address',
        ],
      ];
      for (const [payload, message, field] of steps) {
        const { res, body } = await injectJson(ctx.app, { method: 'POST', url: '/api/admin/bookings', headers: admin, payload });
        expect(res.statusCode, message).toBe(400);
        expect(body).toMatchObject({ message, field });
      }
      // A blank user comes first even when everything else is missing or wrong too.
      const { body } = await injectJson(ctx.app, {
        method: 'POST',
        url: '/api/admin/bookings',
        headers: admin,
        payload: { customer_id: '', phone: '', services: [], scheduled_date: '', address: '' },
      });
      expect(body.message).toBe('Please select a user first');
    });
  });

  describe('creating', () => {
    it('books for a customer: pending, priced by the server, audited as created by the admin, told to the customer', async () => {
      const tampered = order({
        services: [
          { id: 'iron-regular', name: 'Free ironing', quantity: 5, price: 1, unit: 'PC' },
          { id: 'laundry-fold', quantity: 2, price: 0 },
        ],
        total_price: 1,
        final_amount: 1,
        discount_amount: 30,
      });
      const { res, body } = await book(tampered);
      expect(res.statusCode).toBe(201);
      const booking = body.booking as BookingView;
      expect(body.message).toBe('Booking created successfully');
      expect(booking.custom_order_id).toMatch(/^WD-[A-Z0-9]{6}$/);
      expect(booking).toMatchObject({
        customer_id: asha.id,
        status: 'pending',
        payment_status: 'pending',
        payment_method: 'cash',
        service: 'Laundry Service',
        created_by_admin: true,
        // 5 × ₹20 + 2 × ₹70 from the catalogue; the client's ₹1 prices and totals are ignored.
        total_price: 240,
        discount_amount: 30,
        final_amount: 210,
        address: ADDRESS,
        additional_details: 'Gate 2',
        special_instructions: 'Call before coming',
        contact_phone: '9811100001',
      });
      expect(booking.item_prices).toEqual([
        expect.objectContaining({ service_id: 'iron-regular', service_name: 'Regular Iron', unit_price: 20, total_price: 100 }),
        expect.objectContaining({ service_id: 'laundry-fold', service_name: 'Laundry + Fold', unit_price: 70, total_price: 140 }),
      ]);
      expect(booking.item_prices.some((i) => i.price_set_by_admin)).toBe(false);
      expect(body.customer).toEqual({ _id: asha.id, name: 'Asha Verma', phone: '9811100001', created: false });

      const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row).toMatchObject({ createdByAdminId: adminId, status: 'pending' });
      const audit = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, booking.id));
      expect(audit).toEqual([
        expect.objectContaining({
          fromState: null,
          toState: 'pending',
          actorId: adminId,
          actorRole: 'admin',
          note: 'Booked by an admin for the customer',
        }),
      ]);
      const [notice] = await ctx.database.db.select().from(notifications).where(eq(notifications.bookingId, booking.id));
      expect(notice).toMatchObject({ userId: asha.id, type: 'booking_created', title: 'Booking Placed', messageChannel: 'sms' });
      expect(notice!.message).toBe(
        `We have booked a pickup for you on Mon, 23 Nov at 10:00 AM (order ${booking.custom_order_id}, ₹210, pay on delivery).`,
      );
      // The values are kept, so the app can say it in the customer's language (docs/decisions/0021).
      expect(notice!.data).toMatchObject({
        order_number: booking.custom_order_id,
        pickup_date: '2026-11-23',
        pickup_time: '10:00',
        amount: 210,
        account_created: false,
      });
      expect(customerNoticeBody(notice!.type, notice!.data, notice!.createdAt, ENGLISH_NOTICES)).toBe(notice!.message);
      const events = await ctx.database.db.select().from(liveEvents).where(eq(liveEvents.recipient, 'admins'));
      expect(events.map((e) => e.data)).toContainEqual({ booking_id: booking.id, status: 'pending', rider_status: 'unassigned' });
      // The customer sees it as their own booking.
      const mine = await injectJson(ctx.app, {
        method: 'GET',
        url: `/api/bookings/${booking.id}`,
        headers: bearer(await tokenFor(ctx.app, 'customer', asha.id)),
      });
      expect(mine.res.statusCode).toBe(200);
    });

    it('takes a custom line at the admin price and records it as admin-set; refuses a custom line without name, quantity or price', async () => {
      const { res, body } = await book(
        order({
          services: [
            { name: 'Curtain wash (large)', quantity: 2, price: 349.5, unit: 'SET' },
            { id: 'iron-regular', quantity: 1 },
          ],
          discount_amount: 5000,
        }),
      );
      expect(res.statusCode).toBe(201);
      const booking = body.booking as BookingView;
      expect(booking.item_prices).toEqual([
        expect.objectContaining({ service_id: 'iron-regular', unit_price: 20 }),
        expect.objectContaining({
          service_id: null,
          service_name: 'Curtain wash (large)',
          unit: 'SET',
          quantity: 2,
          unit_price: 349.5,
          total_price: 699,
          price_set_by_admin: true,
        }),
      ]);
      // The discount is more than the total: the final amount stops at 0.
      expect(booking).toMatchObject({ total_price: 719, discount_amount: 719, final_amount: 0 });
      expect(booking.item_prices[0]!.price_set_by_admin).toBeUndefined();
      const items = await ctx.database.db
        .select()
        .from(bookingItems)
        .where(and(eq(bookingItems.bookingId, booking.id), eq(bookingItems.priceSetByAdmin, true)));
      expect(items.map((i) => i.serviceName)).toEqual(['Curtain wash (large)']);

      const refused: Array<[object, string, string]> = [
        [{ name: '  ', quantity: 1, price: 10 }, 'Enter a name for the custom service', 'services.0.name'],
        [{ name: 'Rug', quantity: 0, price: 10 }, 'Quantity must be a whole number from 1 to 99', 'services.0.quantity'],
        [{ name: 'Rug', quantity: 1.5, price: 10 }, 'Quantity must be a whole number from 1 to 99', 'services.0.quantity'],
        [{ name: 'Rug', quantity: 1, price: 0 }, 'Price must be above 0', 'services.0.price'],
        [{ name: 'Rug', quantity: 1 }, 'Price must be above 0', 'services.0.price'],
        [{ name: 'Rug', quantity: 1, price: -5 }, 'Price must be above 0', 'services.0.price'],
      ];
      for (const [line, message, field] of refused) {
        const answer = await book(order({ services: [line] }));
        expect(answer.res.statusCode, message).toBe(400);
        expect(answer.body).toMatchObject({ message, field });
      }
      const unknown = await book(order({ services: [{ id: 'gold-plating', quantity: 1, price: 1 }] }));
      expect(unknown.res.statusCode).toBe(400);
      expect(unknown.body.message).toBe("Service 'gold-plating' is not available");
    });

    it('keeps to the slots, today and the pickup: 09:00-18:00 hourly, no past pickup, no delivery before the pickup', async () => {
      const refused: Array<[Record<string, unknown>, string]> = [
        [{ scheduled_time: '08:00' }, 'Choose an hourly time from 9:00 AM to 6:00 PM'],
        [{ scheduled_time: '19:00' }, 'Choose an hourly time from 9:00 AM to 6:00 PM'],
        [{ scheduled_time: '10:30' }, 'Choose an hourly time from 9:00 AM to 6:00 PM'],
        [{ delivery_time: '20:00' }, 'Choose an hourly time from 9:00 AM to 6:00 PM'],
        [{ scheduled_date: '2026-11-21' }, 'Pickup date cannot be before today'],
        [{ scheduled_date: '2026-11-31' }, 'Use the date format YYYY-MM-DD'],
        [{ scheduled_date: '2027-03-01', delivery_date: '2027-03-02' }, 'Pickup date must be within the next 60 days'],
        [{ scheduled_date: '2026-11-24', delivery_date: '2026-11-23' }, 'Delivery date cannot be before the pickup date'],
        [
          { scheduled_date: '2026-11-24', scheduled_time: '15:00', delivery_date: '2026-11-24', delivery_time: '11:00' },
          'Delivery time cannot be before the pickup time',
        ],
      ];
      for (const [schedule, message] of refused) {
        const { res, body } = await injectJson(ctx.app, {
          method: 'POST',
          url: '/api/admin/bookings',
          headers: admin,
          payload: order(schedule),
        });
        expect(res.statusCode, JSON.stringify(schedule)).toBe(400);
        expect(body.message, JSON.stringify(schedule)).toBe(message);
      }
      // Today is allowed (a call at 11:00 for the 6 PM slot), and 09:00 and 18:00 are slots.
      const today = await injectJson(ctx.app, {
        method: 'POST',
        url: '/api/admin/bookings',
        headers: admin,
        payload: order({ scheduled_date: TODAY, scheduled_time: '18:00', delivery_date: '2026-11-23', delivery_time: '09:00' }),
      });
      expect(today.res.statusCode).toBe(201);
    });

    it("defaults a blank delivery date and time to the pickup's", async () => {
      const { res, body } = await injectJson(ctx.app, {
        method: 'POST',
        url: '/api/admin/bookings',
        headers: admin,
        payload: order({ scheduled_date: '2026-11-25', scheduled_time: '12:00', delivery_date: '', delivery_time: null }),
      });
      expect(res.statusCode).toBe(201);
      expect(body.booking).toMatchObject({
        scheduled_date: '2026-11-25',
        scheduled_time: '12:00',
        delivery_date: '2026-11-25',
        delivery_time: '12:00',
      });
    });

    it("books at a saved address of the customer's, and refuses someone else's or a place we do not serve", async () => {
      const saved = await insertAddress(ctx.app, asha.id);
      const { res, body } = await book(order({ address_id: saved.id, address: saved.fullAddress }));
      expect(res.statusCode).toBe(201);
      expect(body.booking).toMatchObject({
        address_id: saved.id,
        address: saved.fullAddress,
        coordinates: { lat: saved.lat, lng: saved.lng },
      });

      const someoneElses = await insertAddress(ctx.app, (await createCustomer(ctx.app, '9855500001', 'Other')).id);
      const other = await book(order({ address_id: someoneElses.id }));
      expect(other.res.statusCode).toBe(400);
      expect(other.body).toMatchObject({ message: "This is not one of the customer's saved addresses", field: 'address_id' });

      const away = await book(order({ address: 'Flat 3, Sector 18, Noida, Uttar Pradesh 201301' }));
      expect(away.res.statusCode).toBe(422);
      expect(away.body).toMatchObject({
        message: 'Service currently available only in Gurugram/Gurgaon area.',
        field: 'address',
      });
    });

    it('refuses an unknown customer', async () => {
      for (const customer_id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const { res, body } = await book(order({ customer_id }));
        expect(res.statusCode).toBe(404);
        expect(body.message).toBe('Customer not found');
      }
    });

    it('creates a real account for a 10-digit phone with none, needs a name for it, and tells the customer by message', async () => {
      const newcomer = order({ customer_id: undefined, name: undefined, phone: '+91 99999 12345' });
      const nameless = await book(newcomer);
      expect(nameless.res.statusCode).toBe(400);
      expect(nameless.body).toMatchObject({ message: "Please enter the new customer's name", field: 'name' });
      const badPhone = await book({ ...newcomer, phone: '12345', name: 'Meera' });
      expect(badPhone.res.statusCode).toBe(400);
      expect(badPhone.body).toMatchObject({ message: 'Please enter a valid 10-digit mobile number', field: 'phone' });
      expect(await ctx.database.db.select().from(users).where(eq(users.phone, '919999912345'))).toHaveLength(0);

      const { res, body } = await book({ ...newcomer, name: 'Meera Nair' });
      expect(res.statusCode).toBe(201);
      const [account] = await ctx.database.db.select().from(users).where(eq(users.phone, '919999912345'));
      expect(account).toMatchObject({ name: 'Meera Nair', isVerified: false });
      expect(body.customer).toEqual({ _id: account!.id, name: 'Meera Nair', phone: '9999912345', created: true });
      const booking = body.booking as BookingView;
      expect(booking.customer_id).toBe(account!.id);
      const [audit] = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, booking.id));
      expect(audit!.note).toBe('Booked by an admin for a new customer account');

      const [notice] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, account!.id));
      expect(notice).toMatchObject({ type: 'booking_created', messageChannel: 'sms' });
      expect(notice!.message).toMatch(
        /\(order WD-[A-Z0-9]{6}, ₹\d+, pay on delivery\)\. A Washday account was made for this number: sign in with it to follow your order\.$/,
      );
      expect(customerNoticeBody(notice!.type, notice!.data, notice!.createdAt, ENGLISH_NOTICES)).toBe(notice!.message);
      // Its copy's job was queued with it (decision 0009): the worker sends it once; a second job would send it again.
      await vi.waitFor(
        async () => {
          const [now] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, notice!.id));
          expect(now?.messageStatus).toBe('sent');
        },
        { timeout: 5_000, interval: 20 },
      );
      const sent = ctx.app.outbox.notices().filter((n) => n.to === '919999912345');
      expect(sent).toEqual([expect.objectContaining({ channel: 'sms', title: 'Booking Placed', text: notice!.message })]);

      // The same number again is that account, not a second one.
      const again = await book({ ...newcomer, name: 'Someone Else', scheduled_date: '2026-11-26', delivery_date: '2026-11-27' });
      expect(again.body.customer).toMatchObject({ _id: account!.id, created: false });
      expect(await ctx.database.db.select().from(users).where(eq(users.phone, '919999912345'))).toHaveLength(1);
    });

    it('answers a retry with the same Idempotency-Key with the first booking, and refuses a double submission without one', async () => {
      const payload = order({ scheduled_date: '2026-11-27', scheduled_time: '11:00', delivery_date: '2026-11-28' });
      const headers = { ...admin, 'idempotency-key': 'admin-book-0001' };
      const first = await injectJson(ctx.app, { method: 'POST', url: '/api/admin/bookings', headers, payload });
      const retry = await injectJson(ctx.app, { method: 'POST', url: '/api/admin/bookings', headers, payload });
      expect(first.res.statusCode).toBe(201);
      expect(retry.res.statusCode).toBe(201);
      expect(retry.res.headers['idempotent-replayed']).toBe('true');
      expect((retry.body.booking as BookingView).id).toBe((first.body.booking as BookingView).id);
      const double = await injectJson(ctx.app, { method: 'POST', url: '/api/admin/bookings', headers: admin, payload });
      expect(double.res.statusCode).toBe(409);
      expect(double.body.message).toBe('Booking is already being processed. Please wait.');
    });
  });
});
