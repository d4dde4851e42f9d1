import { describe, expect, it } from 'vitest';
import { ENGLISH_NOTICES, ENGLISH_RIDER_NOTICES, customerNoticeBody, riderNoticeBody } from '@washday/core';
import { riders } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { scanAllTags, scanAtDoor, tagPickup } from '../../test/tag-fixtures.js';

describe("an order's whole life through the routes", () => {
  const ctx = useTestApp();

  it('goes booked → confirmed → picked up → changed items approved and re-priced → at the vendor → delivered with the handover code → completed, audited, seen only by its people', async () => {
    const customer = await createCustomer(ctx.app, '9730000001', 'Asha');
    const other = await createCustomer(ctx.app, '9730000002', 'Other');
    const pickupRider = await createRider(ctx.app, '9730000003', 'approved');
    const deliveryRider = await createRider(ctx.app, '9730000004', 'approved');
    const stranger = await createRider(ctx.app, '9730000005', 'approved');
    await ctx.database.db.update(riders).set({ isActive: true });
    await createAdminAccount(ctx.app);
    const [adminRow] = await ctx.database.db.query.adminUsers.findMany();
    const as = {
      admin: bearer(await tokenFor(ctx.app, 'admin', adminRow!.id)),
      customer: bearer(await tokenFor(ctx.app, 'customer', customer.id)),
      other: bearer(await tokenFor(ctx.app, 'customer', other.id)),
      pickup: bearer(await tokenFor(ctx.app, 'rider', pickupRider.id)),
      delivery: bearer(await tokenFor(ctx.app, 'rider', deliveryRider.id)),
      stranger: bearer(await tokenFor(ctx.app, 'rider', stranger.id)),
    };
    const booking = await insertBooking(ctx.app, customer.id);
    // Each call a second later, so the notifications it raises sort after the last one's.
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
      ctx.clock.advance(1000);
      return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    };
    const ok = async (...args: Parameters<typeof call>) => {
      const res = await call(...args);
      expect(res.statusCode, `${args[0]} ${args[1]}: ${res.body}`).toBe(200);
      return res.json();
    };
    const status = (s: string, reason?: string) =>
      ok('PUT', `/api/admin/bookings/${booking.id}/status`, as.admin, { status: s, reason });
    const act = (who: Record<string, string>, action: string, extra: object = {}) =>
      call('POST', '/api/riders/order-action', who, { orderId: booking.id, action, ...extra });

    const unassigned = await ok('GET', '/api/admin/orders?status=pending,confirmed&includeAssigned=false', as.admin);
    expect(unassigned.orders.map((o: { id: string }) => o.id)).toEqual([booking.id]);
    // The spec's admin edit path moves the status by the same rules, and names what it will not change.
    const whole = await call('PUT', `/api/admin/bookings/${booking.id}`, as.admin, {
      status: 'confirmed',
      payment_status: 'paid',
    });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().message).toMatch(/^Unknown field 'payment_status': an admin edit accepts status, reason, /);
    expect((await call('PUT', `/api/admin/bookings/${booking.id}`, as.admin, { status: 'ready' })).statusCode).toBe(409);
    expect((await ok('PUT', `/api/admin/bookings/${booking.id}`, as.admin, { status: 'confirmed' })).booking.status).toBe(
      'confirmed',
    );
    await ok('POST', '/api/admin/orders/assign', as.admin, { orderId: booking.id, riderId: pickupRider.id, orderType: 'pickup' });
    expect((await ok('GET', '/api/admin/orders?status=pending,confirmed&includeAssigned=false', as.admin)).orders).toEqual([]);

    const jobs = (await ok('GET', '/api/riders/orders', as.pickup)) as Array<{
      bookingId: string;
      tripType: string;
      type: string;
    }>;
    expect(jobs).toMatchObject([{ bookingId: booking.id, tripType: 'pickup', type: 'Regular' }]);
    expect(await ok('GET', '/api/riders/orders', as.stranger)).toEqual([]);
    expect((await act(as.stranger, 'accept')).statusCode).toBe(404);

    expect((await act(as.pickup, 'accept')).json().message).toBe('Order accepted successfully!');
    expect((await act(as.pickup, 'start')).statusCode).toBe(200);

    // At the door there are 5 shirts, not 1: the rider's priced proposal waits for the customer's approval.
    const fiveShirts = { items: [{ serviceId: 'iron-regular', quantity: 5 }] };
    const update = (body: object) =>
      call('PUT', `/api/riders/orders/${booking.id}/update`, as.pickup, { updatedBy: 'rider', ...body });
    const proposal = (await update({ ...fiveShirts, notes: 'Five shirts, not one' })).json().verification;
    expect(proposal.orderData).toMatchObject({ originalTotal: 20, updatedTotal: 100 });
    expect((await update({ requiresVerification: false, ...fiveShirts })).json().message).toBe(
      'Customer verification required before saving changes',
    );
    const waiting = (await ok('GET', `/api/admin/customer-verifications/${customer.id}`, as.customer)).verifications as Array<{
      id: string;
      status: string;
    }>;
    expect(waiting.map((v) => [v.id, v.status])).toEqual([[proposal.id, 'pending']]);
    expect(
      (await call('POST', `/api/admin/customer-verifications/${proposal.id}/respond`, as.other, { approved: true })).statusCode,
    ).toBe(404);
    await ok('POST', `/api/admin/customer-verifications/${proposal.id}/respond`, as.customer, { approved: true });
    expect((await update({ requiresVerification: false, ...fiveShirts })).statusCode).toBe(200);
    expect((await ok('GET', `/api/bookings/${booking.id}`, as.customer)).booking).toMatchObject({
      total_price: 100,
      final_amount: 100,
    });

    expect((await act(as.pickup, 'complete')).json().message).toBe('Please confirm the number of items collected');
    await tagPickup(ctx.app, booking.id, as.pickup, 5);
    const collected = (await act(as.pickup, 'complete', { itemCount: 5 })).json();
    expect(collected.order).toMatchObject({ riderStatus: 'completed', itemsCollected: 5, status: 'in_progress' });
    expect(collected.order).not.toHaveProperty('handover_code');

    expect((await call('PUT', `/api/admin/bookings/${booking.id}/status`, as.admin, { status: 'received' })).json().message).toBe(
      'Assign a vendor before the order is received',
    );
    await ok('POST', '/api/admin/orders/assign-vendor', as.admin, {
      orderId: booking.id,
      vendorData: { vendorId: 'vendor-sector-14' },
    });
    await scanAllTags(ctx.app, booking.id, 'intake');
    await status('received');
    await status('processing');
    await scanAllTags(ctx.app, booking.id, 'packing');
    await status('ready');
    await ok('POST', '/api/admin/orders/assign', as.admin, {
      orderId: booking.id,
      riderId: deliveryRider.id,
      orderType: 'delivery',
    });
    expect(await act(as.delivery, 'accept').then((r) => r.statusCode)).toBe(200);
    expect(await act(as.delivery, 'start').then((r) => r.statusCode)).toBe(200);
    await scanAtDoor(ctx.app, booking.id, as.delivery);

    const mine = (await ok('GET', `/api/bookings/${booking.id}`, as.customer)).booking;
    expect(mine.handover_code).toMatch(/^\d{4}$/);
    const wrong = mine.handover_code === '0000' ? '1111' : '0000';
    // Money first: the customer pays the rider what is due at the door.
    const unpaid = await act(as.delivery, 'complete', { handoverCode: mine.handover_code });
    expect([unpaid.statusCode, unpaid.json().error]).toEqual([409, 'PAYMENT_DUE']);
    const due = (await ok('GET', `/api/riders/orders/${booking.id}/payment`, as.delivery)).bill.due as number;
    await ok('POST', `/api/riders/orders/${booking.id}/payments/cash`, as.delivery, { received: due });
    const refused = await act(as.delivery, 'complete', { handoverCode: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('HANDOVER_CODE_WRONG');
    expect((await act(as.delivery, 'complete', { handoverCode: mine.handover_code })).statusCode).toBe(200);

    const done = (await ok('GET', `/api/bookings/${booking.id}`, as.customer)).booking;
    expect(done).toMatchObject({
      status: 'completed',
      riderStatus: 'completed',
      vendor_stage: 'ready',
      items_collected_count: 5,
      assignedVendor: 'vendor-sector-14',
    });
    expect(done.completed_at).not.toBeNull();
    expect(done.trips.map((t: { kind: string; status: string }) => [t.kind, t.status])).toEqual([
      ['pickup', 'completed'],
      ['delivery', 'completed'],
    ]);

    const trail = (await ok('GET', `/api/admin/bookings/${booking.id}/events`, as.admin)).events as Array<{
      trip: string | null;
      to: string;
      actor_role: string;
    }>;
    expect(trail.map((e) => `${e.trip ?? 'order'}:${e.to}:${e.actor_role}`)).toEqual([
      'order:confirmed:admin',
      'pickup:assigned:admin',
      'pickup:accepted:rider',
      'pickup:picked_up:rider',
      'order:in_progress:rider',
      'pickup:items_updated:rider',
      'pickup:completed:rider',
      'order:vendor_assigned:admin',
      'order:received:admin',
      'order:processing:admin',
      'order:ready:admin',
      'delivery:assigned:admin',
      'delivery:accepted:rider',
      'delivery:picked_up:rider',
      'order:payment_captured:rider',
      'delivery:completed:rider',
      'order:completed:rider',
    ]);

    type Listed = {
      type: string;
      title: string;
      message: string;
      priority: string;
      data: Record<string, unknown>;
      related_order: { bookingId: string; status: string | null };
      createdAt: string;
    };
    const inbox = async (url: string, who: Record<string, string>) =>
      ((await ok('GET', url, who)).notifications as Listed[]).reverse();
    const told = await inbox('/api/notifications', as.customer);
    const order = mine.custom_order_id as string;
    expect(told.map((n) => [n.type, n.title])).toEqual([
      ['order_confirmed', 'Booking Confirmed'],
      ['rider_assigned', 'Rider Assigned'],
      ['rider_on_the_way', 'Rider on the Way'],
      ['rider_edit', 'Order changes need your approval'],
      ['order_picked_up', 'Order Picked Up'],
      ['order_at_laundry', 'At the Laundry'],
      ['order_ready', 'Order Ready'],
      ['rider_assigned', 'Rider Assigned'],
      ['order_out_for_delivery', 'Out for Delivery'],
      ['payment_received', 'Payment Received'],
      ['order_delivered', 'Order Delivered'],
    ]);
    expect(told.every((n) => n.related_order.bookingId === booking.id && n.data.booking_id === booking.id)).toBe(true);
    expect(told[1]!.message).toBe(`${pickupRider.name} will pick up your order ${order} on Mon, 23 Nov at 10:00 AM.`);
    expect(told[1]!.data).toMatchObject({ rider_name: pickupRider.name, trip: 'pickup' });
    // The spec's own fields: the rider a notice names, and the order with its status when the notice was raised.
    expect(told[1]).toMatchObject({
      related_rider: { name: pickupRider.name },
      related_order: { bookingId: booking.id, status: 'confirmed' },
    });
    expect(told[0]).toMatchObject({ related_rider: null, related_order: { status: 'confirmed' } });
    expect(told.at(-1)).toMatchObject({ related_rider: null, related_order: { status: 'completed' } });
    // Start is the rider setting off; the collection, with the count the rider confirmed, comes with the pickup's completion.
    expect(told[2]!.message).toMatch(new RegExp(`^${pickupRider.name} is on the way to collect your order ${order}`));
    expect(told[4]!.message).toBe(`${pickupRider.name} has collected your order ${order} (5 items).`);
    expect(told[5]!.message).toBe(`Your 5 items from order ${order} have reached the laundry.`);
    expect(told[7]!.data).toMatchObject({ rider_name: deliveryRider.name, trip: 'delivery' });
    expect(told[8]!.priority).toBe('high');
    expect(told.slice(3).map((n) => n.message)).toEqual([
      `Your rider changed the items of order ${order}: new total ₹100 (+₹80). Please approve or reject.`,
      `${pickupRider.name} has collected your order ${order} (5 items).`,
      `Your 5 items from order ${order} have reached the laundry.`,
      `Your order ${order} is cleaned and ready. Delivery on Tue, 24 Nov at 10:00 AM.`,
      `${deliveryRider.name} will deliver your order ${order} on Tue, 24 Nov at 10:00 AM.`,
      `${deliveryRider.name} is on the way with your order ${order}. Tell them your 4-digit handover code when they arrive.`,
      `We received ₹100 for your order ${order}. Thank you!`,
      `Your order ${order} has been delivered. Thank you for choosing Washday!`,
    ]);
    expect(told[0]!.message).toBe(`Your booking ${order} is confirmed. Pickup on Mon, 23 Nov at 10:00 AM.`);
    // Every body is made again from its type and data, as the app does in the customer's language (docs/decisions/0021).
    expect(told.map((n) => customerNoticeBody(n.type, n.data, new Date(n.createdAt), ENGLISH_NOTICES))).toEqual(
      told.map((n) => n.message),
    );
    const riderInbox = (who: Record<string, string>) => inbox('/api/riders/notifications?includeRead=true', who);
    // The customer's decision reached the pickup rider, and the vendor chosen after the pickup reached the rider who
    // carries the items there.
    expect((await riderInbox(as.pickup)).map((n) => [n.type, n.title])).toEqual([
      ['order_assigned', 'New Order Assigned'],
      ['order_updated', 'Customer approved the changes'],
      ['order_updated', 'Order Updated'],
    ]);
    expect((await riderInbox(as.pickup))[0]!.data).toMatchObject({
      booking_id: booking.id,
      trip: 'pickup',
      address: booking.address,
      pickup_time: 'Mon, 23 Nov at 10:00 AM',
      estimated_cost: 20,
    });
    const pickupTold = await riderInbox(as.pickup);
    expect(pickupTold[1]!.message).toBe(`Order ${order}: the customer approved the new items. Save the order now.`);
    expect(pickupTold[2]!.message).toMatch(new RegExp(`^Take order ${order} to .+\\.$`));
    expect(pickupTold.map((n) => riderNoticeBody(n.data, ENGLISH_RIDER_NOTICES))).toEqual(pickupTold.map((n) => n.message));
    expect((await riderInbox(as.delivery)).map((n) => n.type)).toEqual(['order_assigned']);
    expect(await riderInbox(as.stranger)).toEqual([]);
    expect((await ok('GET', '/api/notifications', as.other)).notifications).toEqual([]);

    // A second customer and an unassigned rider see none of it.
    expect((await call('GET', `/api/bookings/${booking.id}`, as.other)).statusCode).toBe(404);
    expect((await call('GET', `/api/riders/orders/${booking.id}`, as.stranger)).statusCode).toBe(404);
  });
});
