import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingCharges, bookings, liveEvents, services } from '../../db/schema/index.js';
import { orderCast } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { useTestApp } from '../../test/test-app.js';

/** PUT /api/admin/bookings/:id: the admin edit dialog's save, one audited move of the rule book. */
describe('PUT /api/admin/bookings/:id', () => {
  const ctx = useTestApp();
  let cast: Awaited<ReturnType<typeof orderCast>>;
  let booking: Awaited<ReturnType<typeof insertBooking>>;

  beforeEach(async () => {
    cast ??= await orderCast(ctx.app, '97400');
    // A pending order of one Regular Iron (₹20), pickup 23 Nov 10:00, delivery 24 Nov 10:00; the clock is 22 Nov 11:00 IST.
    booking = await insertBooking(ctx.app, cast.customer.id);
  });

  const put = (payload: object, headers: Record<string, string> = cast.as.admin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking.id}`, headers, payload });
  const ok = async (payload: object) => {
    const res = await put(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { message: string; booking: Record<string, unknown> & { item_prices: Array<Record<string, unknown>> } };
  };
  const trail = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/bookings/${booking.id}/events`, headers: cast.as.admin });
    return (res.json() as { events: Array<{ to: string; note: string | null; actor_role: string; trip: string | null }> }).events;
  };
  const refused = async (payload: object, status: number, message: string, field?: string) => {
    const before = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const steps = (await trail()).length;
    const res = await put(payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
    if (field) expect(res.json().field).toBe(field);
    // Nothing written, nothing audited.
    expect(await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id))).toEqual(before);
    expect(await trail()).toHaveLength(steps);
  };
  const move = (orderType: 'pickup', riderId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/orders/assign',
      headers: cast.as.admin,
      payload: { orderId: booking.id, riderId, orderType },
    });
  const act = (action: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/riders/order-action',
      headers: cast.as.pickup,
      payload: { orderId: booking.id, action },
    });

  it('is refused to the customer, riders and guests', async () => {
    for (const headers of [cast.as.customer, cast.as.pickup, {}])
      expect((await put({ final_amount: 0 }, headers)).statusCode).toBe(401);
  });

  it('moves the pickup and delivery, audited in the trail and announced to open admin screens', async () => {
    const answer = await ok({
      scheduled_date: '2026-11-25',
      scheduled_time: '12:00',
      delivery_date: '2026-11-26',
      delivery_time: '18:00',
      reason: 'Customer travelling',
    });
    expect(answer.message).toBe('Booking updated successfully');
    expect(answer.booking).toMatchObject({
      scheduled_date: '2026-11-25',
      scheduled_time: '12:00',
      delivery_date: '2026-11-26',
      delivery_time: '18:00',
      status: 'pending',
    });
    expect((await trail()).at(-1)).toMatchObject({
      to: 'edited',
      trip: null,
      actor_role: 'admin',
      note: 'Pickup 2026-11-23 10:00 → 2026-11-25 12:00; Delivery 2026-11-24 10:00 → 2026-11-26 18:00; Reason: Customer travelling',
    });
    const announced = await ctx.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.recipient, 'admins'), eq(liveEvents.event, 'booking.updated')));
    expect(announced.some((e) => (e.data as { booking_id: string }).booking_id === booking.id)).toBe(true);
    // A delivery of its own may move as long as it stays after the pickup (an express job may be sooner than 24 hours).
    expect((await ok({ delivery_date: '2026-11-25', delivery_time: '12:00' })).booking.delivery_time).toBe('12:00');
  });

  it.each([
    [{ delivery_date: '2026-11-22' }, 'Delivery date cannot be before the pickup date', 'delivery_date'],
    [{ delivery_date: '2026-11-23', delivery_time: '09:00' }, 'Delivery time cannot be before the pickup time', 'delivery_time'],
    [{ scheduled_date: '2026-11-21' }, 'Pickup date cannot be before today', 'scheduled_date'],
    [{ scheduled_date: '2026-11-22', scheduled_time: '09:00' }, 'This pickup time has already passed', 'scheduled_time'],
    [{ scheduled_date: '2026-02-30' }, 'Please enter a valid date (YYYY-MM-DD)', 'scheduled_date'],
    [{ scheduled_time: '10:30' }, 'Please choose one of the listed time slots', 'scheduled_time'],
  ])('refuses the schedule %j', async (payload, message, field) => {
    await refused(payload, 400, message, field);
  });

  it('keeps the pickup once its items are collected, and the delivery once it is on its way', async () => {
    expect((await move('pickup', cast.pickupRider.id)).statusCode).toBe(200);
    expect((await act('accept')).statusCode).toBe(200);
    expect((await act('start')).statusCode).toBe(200);
    await refused(
      { scheduled_time: '12:00' },
      409,
      'The pickup date and time can no longer change: the items have been collected',
      'scheduled_time',
    );
    expect((await ok({ delivery_date: '2026-11-27' })).booking.delivery_date).toBe('2026-11-27');
  });

  it('prices catalogue lines from the catalogue (the price sent is ignored) and records custom lines at the admin price', async () => {
    const { booking: saved } = await ok({
      items: [
        { serviceId: 'iron-regular', name: 'Cheap iron', quantity: 3, price: 1 },
        { serviceId: 'dc-men-shirt', quantity: 2 },
        { name: 'Curtain wash', quantity: 2, price: 150.5, unit: 'SET' },
      ],
    });
    expect(saved.item_prices).toEqual([
      expect.objectContaining({
        service_id: 'iron-regular',
        service_name: 'Regular Iron',
        unit_price: 20,
        quantity: 3,
        total_price: 60,
      }),
      expect.objectContaining({
        service_id: 'dc-men-shirt',
        service_name: 'Shirt',
        unit_price: 100,
        quantity: 2,
        total_price: 200,
      }),
      expect.objectContaining({
        service_id: null,
        service_name: 'Curtain wash',
        unit: 'SET',
        unit_price: 150.5,
        quantity: 2,
        total_price: 301,
        price_set_by_admin: true,
      }),
    ]);
    expect(saved).toMatchObject({
      total_price: 561,
      discount_amount: 0,
      final_amount: 561,
      charges_breakdown: { base_price: 561, discount: 0 },
    });
    expect((await trail()).at(-1)!.note).toBe(
      'Items: Regular Iron ×1 → ×3, + Shirt ×2, + Curtain wash ×2 at ₹150.50 (admin-set price); Items total ₹20 → ₹561; Final ₹20 → ₹561',
    );
  });

  it('keeps the price a service was booked at when its quantity changes; a service new to the order takes the price of today', async () => {
    await ctx.database.db.update(services).set({ pricePaise: 2500 }).where(eq(services.id, 'iron-regular'));
    await ctx.database.db.update(services).set({ pricePaise: 4500 }).where(eq(services.id, 'iron-regular-steam'));
    try {
      const { booking: saved } = await ok({
        items: [
          { serviceId: 'iron-regular', quantity: 2 },
          { serviceId: 'iron-regular-steam', quantity: 1 },
        ],
      });
      expect(saved.item_prices.map((l) => [l.service_id, l.unit_price])).toEqual([
        ['iron-regular', 20],
        ['iron-regular-steam', 45],
      ]);
      expect(saved.final_amount).toBe(85);
    } finally {
      await ctx.database.db.update(services).set({ pricePaise: 2000 }).where(eq(services.id, 'iron-regular'));
      await ctx.database.db.update(services).set({ pricePaise: 4000 }).where(eq(services.id, 'iron-regular-steam'));
    }
  });

  it.each([
    [{ items: [] }, 'Please add at least one service', 'items'],
    [
      { items: [{ serviceId: 'no-such-service', quantity: 1 }] },
      "Service 'no-such-service' is not available",
      'items.0.serviceId',
    ],
    [{ items: [{ serviceId: 'iron-regular', quantity: 0 }] }, 'Quantity must be more than 0', 'items.0.quantity'],
    [
      {
        items: [
          { serviceId: 'iron-regular', quantity: 1 },
          { name: 'Rug', quantity: 1 },
        ],
      },
      'Price must be more than 0',
      'items.1.price',
    ],
    [{ items: [{ name: 'Rug', quantity: 1, price: 0 }] }, 'Price must be more than 0', 'items.0.price'],
    [{ items: [{ name: '  ', quantity: 1, price: 50 }] }, 'Please enter a name for the custom service', 'items.0.name'],
    [
      {
        items: [
          { serviceId: 'iron-regular', quantity: 1 },
          { serviceId: 'iron-regular', quantity: 2 },
        ],
      },
      'Regular Iron is listed twice; change its quantity instead',
      'items.1.serviceId',
    ],
  ])('refuses the items %j', async (payload, message, field) => {
    await refused(payload, 400, message, field);
  });

  it('takes a discount off the items (final follows), or a final amount set directly, recorded as set by the admin', async () => {
    expect((await ok({ discount_amount: 5 })).booking).toMatchObject({ total_price: 20, discount_amount: 5, final_amount: 15 });
    expect((await trail()).at(-1)!.note).toBe('Discount ₹0 → ₹5; Final ₹20 → ₹15');
    expect((await ok({ final_amount: 12.5 })).booking).toMatchObject({ total_price: 20, discount_amount: 5, final_amount: 12.5 });
    expect((await trail()).at(-1)!.note).toBe('Final ₹15 → ₹12.50; final amount set by admin (items − discount: ₹15)');
    // Waived entirely: 0 is a final amount, below it is not.
    expect((await ok({ final_amount: 0 })).booking.final_amount).toBe(0);
    const [charges] = await ctx.database.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, booking.id));
    expect(charges).toMatchObject({ basePricePaise: 2000, discountPaise: 500 });
  });

  it.each([
    [{ discount_amount: 25 }, "The discount cannot be more than the items' total (₹20)", 'discount_amount'],
    [{ final_amount: -1 }, 'Final amount cannot be below 0', 'final_amount'],
    [{ final_amount: 'abc' }, 'Final amount must be a number', 'final_amount'],
    [{ discount_amount: 1.234 }, 'Discount can have at most 2 decimal places', 'discount_amount'],
  ])('refuses the amounts %j', async (payload, message, field) => {
    await refused(payload, 400, message, field);
  });

  it('changes the status by the rules with the other fields in one move, and refuses a status only the trips set', async () => {
    await refused(
      { status: 'in_progress', scheduled_time: '13:00' },
      409,
      'An order becomes in progress when its pickup is collected',
      'status',
    );
    const { booking: saved } = await ok({ status: 'confirmed', scheduled_time: '12:00' });
    expect(saved).toMatchObject({ status: 'confirmed', scheduled_time: '12:00' });
    expect((await trail()).map((e) => e.to)).toEqual(['edited', 'confirmed']);
    // A status alone is the status move it always was.
    const cancelled = await ok({ status: 'cancelled', reason: 'Customer asked' });
    expect(cancelled.message).toBe('Booking status updated successfully');
    await refused({ final_amount: 0 }, 409, 'This order is cancelled and can no longer change');
  });

  it.each([
    [
      { payment_status: 'paid', final_amount: 1 },
      /^Unknown field 'payment_status': an admin edit accepts status, reason, scheduled_date, /,
    ],
    [{}, /^Nothing to change: send at least one of status, reason, /],
    [{ reason: 'Just because' }, /^Nothing to change/],
    [{ scheduled_date: '2026-11-23', final_amount: 20 }, /^Nothing changed: the booking already has these values$/],
  ])('refuses %j by name', async (payload, message) => {
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});
