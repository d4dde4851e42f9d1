import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, ORDER_MESSAGES, PAYMENT_MESSAGES, TAG_MESSAGES } from '@washday/core';
import { orderEvents, riders, trips } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { createCustomer, createRider } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import type { LifecycleEvents, OrderMovedEvent } from './order-audit.js';
import type { Actor, Move, OrderState } from './order-moves.js';
import { moveOrder, planMove } from './order-transitions.js';

const AT = new Date('2026-11-22T06:00:00Z');
const R1 = 'rider-1';
const admin: Actor = { role: 'admin', id: 'admin-1' };
const customer: Actor = { role: 'customer', id: 'customer-1' };
const rider = (over: Partial<Extract<Actor, { role: 'rider' }>> = {}): Actor => ({
  role: 'rider',
  id: R1,
  status: 'approved',
  isActive: true,
  ...over,
});
const approved = { id: R1, status: 'approved' as const };

const state = (over: Partial<OrderState> = {}): OrderState => ({
  status: 'pending',
  vendorStage: null,
  vendorId: null,
  handoverCode: '4821',
  trips: {},
  moneyDuePaise: 0,
  tagCount: 0,
  ...over,
});
const pickup = (status: 'assigned' | 'accepted' | 'picked_up' | 'completed') => ({ pickup: { riderId: R1, status } });
const atVendor = (vendorStage: OrderState['vendorStage']) =>
  state({ status: 'in_progress', vendorId: 'v1', vendorStage, trips: { pickup: { riderId: 'someone', status: 'completed' } } });
const delivery = (status: 'assigned' | 'accepted' | 'picked_up') =>
  state({
    status: 'in_progress',
    vendorId: 'v1',
    vendorStage: 'ready',
    trips: { pickup: { riderId: 'someone', status: 'completed' }, delivery: { riderId: R1, status } },
  });

/** Every allowed move: the state it starts from, who makes it, and the audit steps it writes. */
const ALLOWED: Array<[string, OrderState, Actor, Move, Array<[string | null, string]>]> = [
  ['admin confirms a pending order', state(), admin, { type: 'confirm' }, [['pending', 'confirmed']]],
  [
    'admin assigns the pickup of a pending order (confirming it)',
    state(),
    admin,
    { type: 'assign', trip: 'pickup', rider: approved },
    [
      [null, 'assigned'],
      ['pending', 'confirmed'],
    ],
  ],
  [
    'admin assigns the pickup of a confirmed order',
    state({ status: 'confirmed' }),
    admin,
    { type: 'assign', trip: 'pickup', rider: approved },
    [[null, 'assigned']],
  ],
  [
    'admin reassigns an accepted pickup, naming its rider',
    state({ status: 'confirmed', trips: pickup('accepted') }),
    admin,
    { type: 'assign', trip: 'pickup', rider: { id: 'rider-2', status: 'approved' }, currentRiderId: R1 },
    [['accepted', 'reassigned']],
  ],
  [
    'rider accepts the pickup',
    state({ status: 'confirmed', trips: pickup('assigned') }),
    rider(),
    { type: 'accept' },
    [['assigned', 'accepted']],
  ],
  [
    'rider starts the pickup (items collected)',
    state({ status: 'confirmed', trips: pickup('accepted') }),
    rider(),
    { type: 'start' },
    [
      ['accepted', 'picked_up'],
      ['confirmed', 'in_progress'],
    ],
  ],
  [
    'rider completes the pickup with the item count',
    state({ status: 'in_progress', trips: pickup('picked_up'), tagCount: 7 }),
    rider(),
    { type: 'complete', itemCount: 7 },
    [['picked_up', 'completed']],
  ],
  [
    'admin assigns a vendor',
    state({ status: 'confirmed' }),
    admin,
    { type: 'assignVendor', vendor: { id: 'v1', name: 'Sparkle' } },
    [[null, 'vendor_assigned']],
  ],
  ['the vendor receives the order', atVendor(null), admin, { type: 'vendorStage', stage: 'received' }, [[null, 'received']]],
  [
    'the vendor processes it',
    atVendor('received'),
    admin,
    { type: 'vendorStage', stage: 'processing' },
    [['received', 'processing']],
  ],
  ['the order is ready', atVendor('processing'), admin, { type: 'vendorStage', stage: 'ready' }, [['processing', 'ready']]],
  [
    'admin assigns the delivery of a ready order',
    atVendor('ready'),
    admin,
    { type: 'assign', trip: 'delivery', rider: approved },
    [[null, 'assigned']],
  ],
  ['rider accepts the delivery', delivery('assigned'), rider(), { type: 'accept' }, [['assigned', 'accepted']]],
  ['rider starts the delivery', delivery('accepted'), rider(), { type: 'start' }, [['accepted', 'picked_up']]],
  [
    'rider delivers with the handover code',
    delivery('picked_up'),
    rider(),
    { type: 'complete', handoverCode: '4821' },
    [
      ['picked_up', 'completed'],
      ['in_progress', 'completed'],
    ],
  ],
  ['customer cancels a pending order', state(), customer, { type: 'cancel' }, [['pending', 'cancelled']]],
  [
    'customer cancels before the pickup is collected',
    state({ status: 'confirmed', trips: pickup('accepted') }),
    customer,
    { type: 'cancel' },
    [['confirmed', 'cancelled']],
  ],
  [
    'admin cancels a collected order with a reason',
    atVendor('processing'),
    admin,
    { type: 'cancel', reason: 'Customer moved away' },
    [['in_progress', 'cancelled']],
  ],
];

/** Every refused move, with the status and message the caller gets. */
const REFUSED: Array<[string, OrderState, Actor, Move, number, string]> = [
  [
    'a pending rider accepts',
    state({ status: 'confirmed', trips: pickup('assigned') }),
    rider({ status: 'pending' }),
    { type: 'accept' },
    403,
    'Only approved riders can accept orders. Your status: pending',
  ],
  [
    'an inactive rider accepts',
    state({ status: 'confirmed', trips: pickup('assigned') }),
    rider({ isActive: false }),
    { type: 'accept' },
    409,
    'Please go active to accept orders.',
  ],
  [
    'a rider accepts twice',
    state({ status: 'confirmed', trips: pickup('accepted') }),
    rider(),
    { type: 'accept' },
    409,
    ORDER_MESSAGES.alreadyAccepted,
  ],
  [
    'another rider accepts',
    state({ status: 'confirmed', trips: pickup('assigned') }),
    rider({ id: 'rider-2' }),
    { type: 'accept' },
    403,
    ORDER_MESSAGES.notYourJob,
  ],
  [
    'a rider starts before accepting',
    state({ status: 'confirmed', trips: pickup('assigned') }),
    rider(),
    { type: 'start' },
    409,
    ORDER_MESSAGES.acceptFirst,
  ],
  [
    'a rider completes before starting',
    state({ status: 'confirmed', trips: pickup('accepted') }),
    rider(),
    { type: 'complete', itemCount: 3 },
    409,
    ORDER_MESSAGES.startFirst,
  ],
  [
    'a pickup completed without the item count',
    state({ status: 'in_progress', trips: pickup('picked_up') }),
    rider(),
    { type: 'complete' },
    400,
    ORDER_MESSAGES.itemCountRequired,
  ],
  [
    'a pickup completed with fewer tags than the items confirmed',
    state({ status: 'in_progress', trips: pickup('picked_up'), tagCount: 2 }),
    rider(),
    { type: 'complete', itemCount: 3 },
    409,
    TAG_MESSAGES.countMismatch(2, 3),
  ],
  [
    'a pickup completed with more tags than the items confirmed',
    state({ status: 'in_progress', trips: pickup('picked_up'), tagCount: 4 }),
    rider(),
    { type: 'complete', itemCount: 3 },
    409,
    TAG_MESSAGES.countMismatch(4, 3),
  ],
  [
    'a delivery completed without the code',
    delivery('picked_up'),
    rider(),
    { type: 'complete' },
    400,
    ORDER_MESSAGES.handoverCodeRequired,
  ],
  [
    'a delivery completed with money still due (even with the right code)',
    { ...delivery('picked_up'), moneyDuePaise: 84_000 },
    rider(),
    { type: 'complete', handoverCode: '4821' },
    409,
    PAYMENT_MESSAGES.moneyDue('₹840'),
  ],
  [
    'a delivery completed with a wrong code',
    delivery('picked_up'),
    rider(),
    { type: 'complete', handoverCode: '1111' },
    400,
    ORDER_MESSAGES.handoverCodeWrong,
  ],
  [
    'a rider acts on a trip they finished',
    state({ status: 'in_progress', trips: pickup('completed') }),
    rider(),
    { type: 'start' },
    409,
    ORDER_MESSAGES.alreadyCompleted,
  ],
  [
    'admin assigns a trip that has a rider',
    state({ status: 'confirmed', trips: pickup('assigned') }),
    admin,
    { type: 'assign', trip: 'pickup', rider: { id: 'rider-2', status: 'approved' } },
    409,
    ORDER_MESSAGES.alreadyAssigned('pickup'),
  ],
  [
    'admin reassigns from a rider the trip no longer has',
    state({ status: 'confirmed', trips: pickup('assigned') }),
    admin,
    { type: 'assign', trip: 'pickup', rider: { id: 'rider-3', status: 'approved' }, currentRiderId: 'rider-2' },
    409,
    ORDER_MESSAGES.reassignedMeanwhile('pickup'),
  ],
  [
    'admin reassigns a trip with no rider yet',
    state({ status: 'confirmed' }),
    admin,
    { type: 'assign', trip: 'pickup', rider: approved, currentRiderId: 'rider-2' },
    409,
    ORDER_MESSAGES.reassignedMeanwhile('pickup'),
  ],
  [
    'admin reassigns a collected pickup',
    state({ status: 'in_progress', trips: pickup('picked_up') }),
    admin,
    { type: 'assign', trip: 'pickup', rider: { id: 'rider-2', status: 'approved' }, currentRiderId: R1 },
    409,
    ORDER_MESSAGES.reassignTooLate('pickup'),
  ],
  [
    'admin reassigns to the same rider',
    state({ status: 'confirmed', trips: pickup('assigned') }),
    admin,
    { type: 'assign', trip: 'pickup', rider: approved, currentRiderId: R1 },
    409,
    ORDER_MESSAGES.sameRider('pickup'),
  ],
  ['admin confirms twice', state({ status: 'confirmed' }), admin, { type: 'confirm' }, 409, ORDER_MESSAGES.confirmOnlyPending],
  ['a customer confirms', state(), customer, { type: 'confirm' }, 403, 'You do not have access to this resource'],
  [
    'a rider cancels',
    state({ trips: pickup('assigned') }),
    rider(),
    { type: 'cancel' },
    403,
    'You do not have access to this resource',
  ],
  [
    'a pending rider is assigned',
    state(),
    admin,
    { type: 'assign', trip: 'pickup', rider: { id: R1, status: 'pending' } },
    409,
    ORDER_MESSAGES.riderMustBeApproved('pending'),
  ],
  [
    'a pickup assigned twice',
    state({ status: 'confirmed', trips: pickup('assigned') }),
    admin,
    { type: 'assign', trip: 'pickup', rider: approved },
    409,
    ORDER_MESSAGES.alreadyAssigned('pickup'),
  ],
  [
    'a delivery assigned before the order is ready',
    atVendor('processing'),
    admin,
    { type: 'assign', trip: 'delivery', rider: approved },
    409,
    ORDER_MESSAGES.deliveryNotReady,
  ],
  [
    'a pickup assigned once collected',
    atVendor(null),
    admin,
    { type: 'assign', trip: 'pickup', rider: approved },
    409,
    ORDER_MESSAGES.alreadyAssigned('pickup'),
  ],
  [
    'received without a vendor',
    state({ status: 'in_progress', trips: pickup('completed') }),
    admin,
    { type: 'vendorStage', stage: 'received' },
    409,
    ORDER_MESSAGES.vendorRequired,
  ],
  [
    'received before the pickup reached the vendor',
    state({ status: 'in_progress', vendorId: 'v1', trips: pickup('picked_up') }),
    admin,
    { type: 'vendorStage', stage: 'received' },
    409,
    ORDER_MESSAGES.stageOrder('received', 'delivered to the vendor by the pickup rider'),
  ],
  [
    'ready before processing',
    atVendor('received'),
    admin,
    { type: 'vendorStage', stage: 'ready' },
    409,
    ORDER_MESSAGES.stageOrder('ready', 'processing'),
  ],
  [
    'the vendor changed after arrival',
    atVendor('received'),
    admin,
    { type: 'assignVendor', vendor: { id: 'v2', name: 'Other' } },
    409,
    ORDER_MESSAGES.vendorTooLate,
  ],
  [
    'a customer cancels after collection',
    state({ status: 'in_progress', trips: pickup('picked_up') }),
    customer,
    { type: 'cancel' },
    409,
    BOOKING_MESSAGES.cannotCancel,
  ],
  [
    'an admin cancels after collection without a reason',
    atVendor('received'),
    admin,
    { type: 'cancel', reason: '  ' },
    400,
    ORDER_MESSAGES.cancelReasonRequired,
  ],
  [
    'a customer cancels a cancelled order',
    state({ status: 'cancelled' }),
    customer,
    { type: 'cancel' },
    409,
    BOOKING_MESSAGES.cannotCancel,
  ],
  [
    'an admin moves a completed order',
    state({ status: 'completed' }),
    admin,
    { type: 'cancel', reason: 'x' },
    409,
    ORDER_MESSAGES.orderClosed('completed'),
  ],
];

describe('the order transition table', () => {
  it.each(ALLOWED)('allows: %s', (_label, from, actor, move, steps) => {
    const plan = planMove(from, actor, move, AT);
    expect(plan.events.map((e) => [e.from, e.to])).toEqual(steps);
  });

  it.each(REFUSED)('refuses: %s', (_label, from, actor, move, status, message) => {
    let error: unknown;
    try {
      planMove(from, actor, move, AT);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(status);
    expect((error as AppError).message).toBe(message);
  });
});

describe('moving an order in the database', () => {
  const ctx = useTestApp();
  const heard: OrderMovedEvent[] = [];
  const deps = () => ({
    db: ctx.database.db,
    now: () => ctx.clock.now(),
    events: { orderMoved: (e: OrderMovedEvent) => void heard.push(e) },
  });

  async function assignedOrder(phone: string) {
    const customerRow = await createCustomer(ctx.app, `97100000${phone}`);
    const riderRow = await createRider(ctx.app, `97200000${phone}`, 'approved');
    await ctx.database.db.update(riders).set({ isActive: true }).where(eq(riders.id, riderRow.id));
    const booking = await insertBooking(ctx.app, customerRow.id, riderRow.id);
    return { booking, customerId: customerRow.id, riderId: riderRow.id };
  }

  it('gives one winner of two simultaneous accepts; the other gets a 409', async () => {
    const { booking, riderId } = await assignedOrder('01');
    const results = await Promise.allSettled(
      [0, 1].map(() => moveOrder(deps(), booking.id, { role: 'rider', id: riderId }, { type: 'accept' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(loser.reason).toMatchObject({ statusCode: 409, message: ORDER_MESSAGES.alreadyAccepted });
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, booking.id));
    expect(events.map((e) => e.toState)).toEqual(['accepted']);
  });

  it('serialises an accept racing a cancel: whichever commits first, the other is refused and the trail matches', async () => {
    const { booking, riderId, customerId } = await assignedOrder('02');
    const [accept, cancel] = await Promise.allSettled([
      moveOrder(deps(), booking.id, { role: 'rider', id: riderId }, { type: 'accept' }),
      moveOrder(deps(), booking.id, { role: 'customer', id: customerId }, { type: 'cancel' }),
    ]);
    // Cancelling an accepted (not yet collected) order is allowed; accepting a cancelled one is not.
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, booking.id));
    const [trip] = await ctx.database.db.select().from(trips).where(eq(trips.bookingId, booking.id));
    expect(cancel.status).toBe('fulfilled');
    if (accept.status === 'fulfilled') {
      expect(events.map((e) => e.toState)).toEqual(['accepted', 'cancelled']);
      expect(trip!.status).toBe('accepted');
    } else {
      expect(accept.reason).toMatchObject({ statusCode: 409, message: ORDER_MESSAGES.orderClosed('cancelled') });
      expect(events.map((e) => e.toState)).toEqual(['cancelled']);
      expect(trip!.status).toBe('assigned');
    }
  });

  it('writes nothing and tells no listener when a move is refused, and tells listeners after a commit', async () => {
    const { booking, riderId } = await assignedOrder('03');
    heard.length = 0;
    await expect(moveOrder(deps(), booking.id, { role: 'rider', id: riderId }, { type: 'start' })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(heard).toEqual([]);
    expect(await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, booking.id))).toEqual([]);
    await moveOrder(deps(), booking.id, { role: 'rider', id: riderId }, { type: 'accept' });
    expect(heard).toMatchObject([
      { bookingId: booking.id, trip: 'pickup', from: 'assigned', to: 'accepted', actor: { role: 'rider', id: riderId } },
    ]);
  });

  it("stores a listener's writes in the move's transaction: when they fail, the move is undone; publishing waits for the commit", async () => {
    const { booking, riderId } = await assignedOrder('05');
    const failing = { ...deps(), events: { recordMove: () => Promise.reject(new Error('disk full')) } };
    await expect(moveOrder(failing, booking.id, { role: 'rider', id: riderId }, { type: 'accept' })).rejects.toThrow('disk full');
    const [before] = await ctx.database.db.select().from(trips).where(eq(trips.bookingId, booking.id));
    expect(before!.status).toBe('assigned');
    expect(await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, booking.id))).toEqual([]);

    const order: string[] = [];
    const listening = {
      ...deps(),
      events: {
        recordMove: async (tx: Parameters<NonNullable<LifecycleEvents['recordMove']>>[0], steps: OrderMovedEvent[]) => {
          // Inside the transaction the move's own writes are visible.
          const [trip] = await tx.select().from(trips).where(eq(trips.bookingId, booking.id));
          order.push(`in transaction: ${steps.map((s) => s.to).join()} (trip ${trip!.status})`);
          return async () => void order.push('after commit');
        },
        orderMoved: () => void order.push('step heard'),
      },
    };
    await moveOrder(listening, booking.id, { role: 'rider', id: riderId }, { type: 'accept' });
    expect(order).toEqual(['in transaction: accepted (trip accepted)', 'after commit', 'step heard']);
  });

  it('keeps a move committed when a listener fails', async () => {
    const { booking, riderId } = await assignedOrder('04');
    const failing = {
      ...deps(),
      events: { orderMoved: () => Promise.reject(new Error('listener down')) },
      log: { error: () => undefined },
    };
    await expect(moveOrder(failing, booking.id, { role: 'rider', id: riderId }, { type: 'accept' })).resolves.toHaveLength(1);
    const [trip] = await ctx.database.db.select().from(trips).where(eq(trips.bookingId, booking.id));
    expect(trip!.status).toBe('accepted');
  });
});
