import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, RIDER_NOTICE_FIXED, SCAN_MESSAGES, type StageScan } from '@washday/core';
import {
  bookings,
  handoverAttempts,
  liveEvents,
  notifications,
  orderEvents,
  tagScans,
  vendorStaff,
} from '../../db/schema/index.js';
import { orderCast, tokenFor } from '../../test/identity-fixtures.js';
import { driveOrder } from '../../test/order-journey.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { printedCodes } from '../../test/tag-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { tagsOfBooking } from '../garments/garment-tags.service.js';

type Headers = Record<string, string>;
type ScanBody = { outcome: string; message: string; scan: StageScan };

/** Scans after the pickup (decision 0034): the laundry's intake and packing, the delivery rider's check at the door. */
describe('garment scans after the pickup', () => {
  const ctx = useTestApp();
  let cast: Awaited<ReturnType<typeof orderCast>>;
  let laundry: Headers = {};
  let otherLaundry: Headers = {};

  beforeAll(async () => {
    cast = await orderCast(ctx.app, '97720000');
    const [a, b] = await ctx.database.db
      .insert(vendorStaff)
      .values([
        { name: 'Sunita Devi', phone: '919772000091', vendorId: 'vendor-sector-14' },
        { name: 'Other Laundry', phone: '919772000092', vendorId: 'vendor-sohna-road' },
      ])
      .returning();
    laundry = bearer(await tokenFor(ctx.app, 'vendor', a!.id));
    otherLaundry = bearer(await tokenFor(ctx.app, 'vendor', b!.id));
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const scan = (id: string, stage: 'intake' | 'packing', code: string, who = laundry) =>
    call('POST', `/api/vendor/orders/${id}/scans`, who, { stage, code });
  const stageTo = (id: string, stage: string, who = laundry) => call('POST', `/api/vendor/orders/${id}/stage`, who, { stage });
  const door = (id: string, code: string, who = cast.as.delivery) =>
    call('POST', `/api/riders/orders/${id}/door-scans`, who, { code });
  const act = (orderId: string, action: string, extra: object = {}, who = cast.as.delivery) =>
    call('POST', '/api/riders/order-action', who, { orderId, action, ...extra });
  const okBody = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScanBody>();
  };

  /** An order collected with `count` tags and sent to the Sector 14 laundry: its id, number and codes. */
  async function collected(count: number) {
    const booking = await insertBooking(ctx.app, cast.customer.id);
    await driveOrder(ctx.app, booking.id, cast, cast.as.customer, 'collected', count);
    const sent = await call('POST', '/api/admin/orders/assign-vendor', cast.as.admin, {
      orderId: booking.id,
      vendorData: { vendorId: 'vendor-sector-14' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const codes = (await tagsOfBooking(ctx.database.db, booking.id)).map((tag) => tag.code);
    return { id: booking.id, number: booking.customOrderId, codes };
  }

  const stepsOf = async (id: string, to: string) =>
    ctx.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.bookingId, id), eq(orderEvents.toState, to)));
  const riderNotices = (riderId: string, bookingId: string) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.riderId, riderId),
          eq(notifications.bookingId, bookingId),
          eq(notifications.title, RIDER_NOTICE_FIXED.tagsFlagged),
        ),
      );
  const adminEvents = async (id: string) =>
    (await ctx.database.db.select().from(liveEvents).where(eq(liveEvents.recipient, 'admins'))).filter(
      (e) => (e.data as { booking_id?: string }).booking_id === id,
    ).length;
  const scansOf = (id: string, stage: 'intake' | 'packing' | 'delivery', outcome: 'ok' | 'unexpected' | 'missing') =>
    ctx.database.db
      .select()
      .from(tagScans)
      .where(and(eq(tagScans.bookingId, id), eq(tagScans.stage, stage), eq(tagScans.outcome, outcome)));

  let order: Awaited<ReturnType<typeof collected>>;

  it('intake: a tag of the order is ok once (repeat after), anything else is flagged at once to operations and the pickup rider', async () => {
    order = await collected(2);
    const other = await collected(1);
    const [stray] = await printedCodes(ctx.app, 1);
    const [code0, code1] = order.codes as [string, string];

    const first = await okBody(await scan(order.id, 'intake', code0.toLowerCase()));
    expect(first).toMatchObject({ outcome: 'ok', message: SCAN_MESSAGES.scanned(code0) });
    expect(first.scan).toMatchObject({ stage: 'intake', missing: [code1], complete: false, unexpected: [] });
    expect(first.scan.tags.map((t) => [t.code, t.scanned_at !== null])).toEqual([
      [code0, true],
      [code1, false],
    ]);
    const again = await okBody(await scan(order.id, 'intake', code0));
    expect(again).toMatchObject({ outcome: 'repeat', message: SCAN_MESSAGES.repeat(code0) });
    expect(await scansOf(order.id, 'intake', 'ok')).toHaveLength(1);

    const adminsBefore = await adminEvents(order.id);
    const foreign = await okBody(await scan(order.id, 'intake', other.codes[0]!));
    expect(foreign).toMatchObject({
      outcome: 'unexpected',
      message: SCAN_MESSAGES.unexpectedOther(other.codes[0]!, other.number),
    });
    const unknown = await okBody(await scan(order.id, 'intake', stray!));
    expect(unknown).toMatchObject({ outcome: 'unexpected', message: SCAN_MESSAGES.unexpected(stray!) });
    // The same stray again is answered, not flagged twice.
    expect((await okBody(await scan(order.id, 'intake', stray!))).outcome).toBe('unexpected');
    expect(unknown.scan.unexpected.map((u) => u.code).sort()).toEqual([other.codes[0], stray].sort());
    expect(unknown.scan.complete).toBe(false);

    expect(await scansOf(order.id, 'intake', 'unexpected')).toHaveLength(2);
    const flags = await stepsOf(order.id, 'intake_tag_unexpected');
    expect(flags.map((f) => f.note).sort()).toEqual(
      [`${other.codes[0]} belongs to order ${other.number}`, `${stray} is not a tag of any order`].sort(),
    );
    expect(flags.every((f) => f.actorRole === 'vendor')).toBe(true);
    expect(await adminEvents(order.id)).toBe(adminsBefore + 2);
    const notices = await riderNotices(cast.pickupRider.id, order.id);
    expect(notices.map((n) => n.message).sort()).toEqual(
      [
        `Order ${order.number}: the laundry scanned ${other.codes[0]}, which is not a tag of this order. Operations will call you.`,
        `Order ${order.number}: the laundry scanned ${stray}, which is not a tag of this order. Operations will call you.`,
      ].sort(),
    );

    const read = await call('GET', `/api/vendor/orders/${order.id}/scans?stage=intake`, laundry);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ scan: StageScan }>().scan.missing).toEqual([code1]);
    expect((await scan(order.id, 'packing', code0)).json()).toMatchObject({ message: SCAN_MESSAGES.notYourStage });
    expect((await scan(order.id, 'intake', 'not a code')).statusCode).toBe(400);
  });

  it("another vendor's staff hear the order does not exist", async () => {
    const read = await call('GET', `/api/vendor/orders/${order.id}/scans?stage=intake`, otherLaundry);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(BOOKING_MESSAGES.notFound);
    expect((await scan(order.id, 'intake', order.codes[1]!, otherLaundry)).statusCode).toBe(404);
    expect(await scansOf(order.id, 'intake', 'ok')).toHaveLength(1);
  });

  it('marking received closes intake: the tags not scanned are recorded missing, flagged, and the move says so', async () => {
    const code1 = order.codes[1]!;
    const received = await stageTo(order.id, 'received');
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().message).toContain(SCAN_MESSAGES.intakeMissing([code1]));
    expect((await scansOf(order.id, 'intake', 'missing')).map((s) => s.code)).toEqual([code1]);
    expect((await stepsOf(order.id, 'intake_tags_missing'))[0]?.note).toBe(SCAN_MESSAGES.intakeMissing([code1]));
    const notices = await riderNotices(cast.pickupRider.id, order.id);
    expect(notices.map((n) => n.message)).toContain(
      `Order ${order.number}: the laundry did not receive ${code1}. Operations will call you.`,
    );
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, order.id));
    expect(row?.vendorStage).toBe('received');

    // A bag that turns up late is still scanned in before processing.
    expect((await okBody(await scan(order.id, 'intake', code1))).scan.complete).toBe(true);

    const clean = await collected(1);
    expect((await okBody(await scan(clean.id, 'intake', clean.codes[0]!))).scan.complete).toBe(true);
    const quiet = await stageTo(clean.id, 'received');
    expect(quiet.statusCode).toBe(200);
    expect(quiet.json().message).not.toContain('not scanned in');
    expect(await stepsOf(clean.id, 'intake_tags_missing')).toHaveLength(0);
  });

  it('ready is refused to the laundry until every tag is packed; operations marking it flag the tags not packed', async () => {
    const [code0, code1] = order.codes as [string, string];
    expect((await stageTo(order.id, 'processing')).statusCode).toBe(200);
    expect((await scan(order.id, 'intake', code0)).json()).toMatchObject({ message: SCAN_MESSAGES.notYourStage });

    const refused = await stageTo(order.id, 'ready');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SCAN_MESSAGES.packingIncomplete([code0, code1]));
    expect((await okBody(await scan(order.id, 'packing', code0))).outcome).toBe('ok');
    expect((await stageTo(order.id, 'ready')).json().message).toBe(SCAN_MESSAGES.packingIncomplete([code1]));
    expect((await okBody(await scan(order.id, 'packing', code1))).scan).toMatchObject({ complete: true, missing: [] });
    expect((await stageTo(order.id, 'ready')).statusCode).toBe(200);
    expect(await stepsOf(order.id, 'packing_tags_missing')).toHaveLength(0);

    // A laundry not on its screens: operations move it on; the tag not packed by scan is recorded and flagged.
    const offScreen = await collected(2);
    const [packed, unpacked] = offScreen.codes as [string, string];
    for (const status of ['received', 'processing'])
      expect((await call('PUT', `/api/admin/bookings/${offScreen.id}/status`, cast.as.admin, { status })).statusCode).toBe(200);
    expect((await okBody(await scan(offScreen.id, 'packing', packed))).outcome).toBe('ok');
    const byAdmin = await call('PUT', `/api/admin/bookings/${offScreen.id}/status`, cast.as.admin, { status: 'ready' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const [flag] = await stepsOf(offScreen.id, 'packing_tags_missing');
    expect(flag?.note).toBe(SCAN_MESSAGES.packingSkipped([unpacked]));
    expect((await scansOf(offScreen.id, 'packing', 'missing')).map((row) => row.code)).toEqual([unpacked]);
  });

  it('at the door: only the delivery rider scans, the handover waits for every tag (a code tried meanwhile is not counted)', async () => {
    const [code0, code1] = order.codes as [string, string];
    const assigned = await call('POST', '/api/admin/orders/assign', cast.as.admin, {
      orderId: order.id,
      riderId: cast.deliveryRider.id,
      orderType: 'delivery',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await act(order.id, 'accept')).statusCode).toBe(200);
    expect((await door(order.id, code0)).json()).toMatchObject({ message: SCAN_MESSAGES.doorNotNow });
    expect((await act(order.id, 'start')).statusCode).toBe(200);

    const byPickupRider = await door(order.id, code0, cast.as.pickup);
    expect(byPickupRider.statusCode).toBe(403);
    expect(byPickupRider.json().message).toBe(SCAN_MESSAGES.deliveryRiderOnly);
    const read = await call('GET', `/api/riders/orders/${order.id}/door-scans`, cast.as.delivery);
    expect(read.json<{ scan: StageScan }>().scan).toMatchObject({ stage: 'delivery', missing: [code0, code1] });

    const money = (await call('GET', `/api/riders/orders/${order.id}/payment`, cast.as.delivery)).json<{
      bill: { due: number };
    }>();
    if (money.bill.due > 0)
      expect(
        (await call('POST', `/api/riders/orders/${order.id}/payments/cash`, cast.as.delivery, { received: money.bill.due }))
          .statusCode,
      ).toBe(200);
    const handover = (await call('GET', `/api/bookings/${order.id}`, cast.as.customer)).json<{
      booking: { handover_code: string };
    }>().booking.handover_code;
    const wrong = handover === '0000' ? '1111' : '0000';

    for (const handoverCode of [wrong, handover, undefined]) {
      const early = await act(order.id, 'complete', handoverCode ? { handoverCode } : {});
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(SCAN_MESSAGES.doorIncomplete([code0, code1]));
    }
    expect(await ctx.database.db.select().from(handoverAttempts).where(eq(handoverAttempts.bookingId, order.id))).toHaveLength(0);

    expect(await okBody(await door(order.id, code0))).toMatchObject({ outcome: 'ok', message: SCAN_MESSAGES.scanned(code0) });
    expect((await okBody(await door(order.id, code0))).outcome).toBe('repeat');
    const stillOne = await act(order.id, 'complete', { handoverCode: handover });
    expect(stillOne.json().message).toBe(SCAN_MESSAGES.doorIncomplete([code1]));

    // The rider cannot find the last one: recorded missing, operations alerted, the delivery stays stopped.
    const adminsBefore = await adminEvents(order.id);
    const reported = await call('POST', `/api/riders/orders/${order.id}/door-scans/missing`, cast.as.delivery);
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().message).toBe(SCAN_MESSAGES.doorMissingReported([code1]));
    expect((await scansOf(order.id, 'delivery', 'missing')).map((s) => s.code)).toEqual([code1]);
    expect((await stepsOf(order.id, 'door_tags_missing'))[0]?.note).toBe(SCAN_MESSAGES.doorMissingReported([code1]));
    expect(await adminEvents(order.id)).toBeGreaterThan(adminsBefore);
    expect((await act(order.id, 'complete', { handoverCode: handover })).statusCode).toBe(409);
    // Reported twice: recorded once.
    expect((await call('POST', `/api/riders/orders/${order.id}/door-scans/missing`, cast.as.delivery)).statusCode).toBe(200);
    expect(await scansOf(order.id, 'delivery', 'missing')).toHaveLength(1);

    // Found after all: scanned, nothing is missing any more, and the handover completes.
    expect((await okBody(await door(order.id, code1))).scan.complete).toBe(true);
    const nothing = await call('POST', `/api/riders/orders/${order.id}/door-scans/missing`, cast.as.delivery);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(SCAN_MESSAGES.nothingMissing);
    const done = await act(order.id, 'complete', { handoverCode: handover });
    expect(done.statusCode, done.body).toBe(200);
    expect((await door(order.id, code1)).json()).toMatchObject({ message: SCAN_MESSAGES.doorNotNow });
  });
});
