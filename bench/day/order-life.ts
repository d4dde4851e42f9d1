// One order's whole life, driven through the public API by the people who touch it: the customer books (some with
// a coupon), an operator dispatches it to the nearest free rider, the rider collects and tags it, the laundry takes it
// through its stages, the delivery rider scans it at the door and is paid (in cash, or the customer paid online
// after pickup), and hands it over with the customer's code.
import { performance } from 'node:perf_hooks';
import { haversineKm } from '../../packages/core/src/locations/geo.js';
import { ApiError, retrying, type HttpClient } from './http-client.js';
import { changeItems } from './item-changes.js';
import type { Customer, LabelRoll, Laundry, Rider } from './people.js';
import type { LiveStream } from './streams.js';
import { takeTrip, withinHorizon, type Dispatcher, type TripHands } from './trip-dispatch.js';

export interface Schedule {
  pickupDate: string;
  pickupTime: string;
  deliveryDate: string;
  deliveryTime: string;
}

export interface DayPeople {
  http: HttpClient;
  /** Each instance's own address: the development outbox and the local payment page are per instance. */
  instances: string[];
  operators: string[];
  /** Who dispatches trips: operators by hand, or the route planner (auto-dispatch on in every area). */
  dispatcher: Dispatcher;
  riders: Rider[];
  laundries: Laundry[];
  labels: LabelRoll;
  services: string[];
  schedules: Schedule[];
  /** Milliseconds the people take between steps (the day is compressed). */
  pace: number;
  /** Told when a change to `bookingId` was answered: the customer's stream should show it. */
  answered: (bookingId: string, sentAt: number, answeredAt: number) => void;
  /** The live stream a customer's My Bookings holds open. */
  streamOf: (customerId: string) => LiveStream | undefined;
}

/** How long My Bookings waits on a quiet stream before it reads the booking again (a missed event is not a stall). */
const QUIET_STREAM_REFRESH_MS = 20_000;

export interface OrderOutcome {
  /** Its place in the day (order n is customer n's first while n is below the number of customers). */
  n: number;
  bookingId?: string;
  /** The booking was acknowledged (201). */
  acknowledged: boolean;
  completed: boolean;
  paidOnline: boolean;
  /** An operator refunded part of it (it then reads partially refunded). */
  refunded: boolean;
  /** The customer claimed a garment missing and an operator compensated it. */
  claimed: boolean;
  /** Asked for as a quick pickup: the rider lists its items at the door and the customer approves them. */
  quick: boolean;
  /** A quick pickup whose items the rider listed at the door and the customer approved (false until then). */
  itemised?: boolean;
  /** The rider proposed one garment more at the door: the customer's decision, and the garments the order then has. */
  change?: { approved: boolean };
  /** Garments the order ends with (its tags). */
  items: number;
  /** How long each trip waited for its rider (ms), and who dispatched it. */
  dispatchWaits: Array<{ by: Dispatcher; ms: number; moved: number }>;
  failure?: string;
}

/** One order in eight is a quick pickup (no items until the rider counts them at the door). */
const isQuick = (n: number) => n % 8 === 5;
/** One regular order in ten has one more garment at the door than booked; the customer approves every other one. */
const changeAtDoor = (n: number): { approve: boolean } | null => (n % 10 === 2 ? { approve: n % 20 === 2 } : null);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms * (0.5 + Math.random())));

/**
 * A step that changes the order: retried while the system is down (an instance killed, a restart). A retry whose
 * first try had already committed answers 409 or 422 (the move was made): that counts as done.
 */
async function move(people: DayPeople, bookingId: string, work: () => Promise<unknown>, shown = false): Promise<void> {
  let retried = false;
  const sentAt = performance.now();
  await retrying(async () => {
    try {
      await work();
    } catch (error) {
      if (retried && error instanceof ApiError && (error.status === 409 || error.status === 422)) return;
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) retried = true;
      throw error;
    }
  }, 90_000);
  // Moves the customer's stream shows (a booking.updated); scans and payments at the door need not.
  if (shown) people.answered(bookingId, sentAt, performance.now());
}

export async function liveOrder(
  people: DayPeople,
  customer: Customer,
  n: number,
  /** A coupon code for this order (FIRST30, or the welcome coupon a referral code gave), or null. */
  coupon: string | null,
  payOnline: boolean,
): Promise<OrderOutcome> {
  const { http } = people;
  // A coupon is typed at checkout; a quick pickup has no checkout.
  const quick = coupon === null && isQuick(n);
  let items = 1 + (n % 3);
  const outcome: OrderOutcome = {
    n,
    acknowledged: false,
    completed: false,
    paidOnline: false,
    refunded: false,
    claimed: false,
    quick,
    items,
    dispatchWaits: [],
  };
  const operator = people.operators[n % people.operators.length]!;
  try {
    const plan = people.schedules[n % people.schedules.length]!;
    const service = people.services[n % people.services.length]!;
    const id = quick ? await bookQuickPickup(people, customer, n) : await book(people, customer, n, plan, service, items, coupon);
    outcome.bookingId = id;
    outcome.acknowledged = true;
    await pause(people.pace);

    // Pickup: dispatched (by an operator to the nearest rider with room, or by the planner); the rider goes, tags
    // each garment, collects.
    const act = (who: Pick<Rider, 'token' | 'address'>, action: string, extra: object = {}) =>
      move(
        people,
        id,
        () =>
          http.call('rider', 'POST', '/api/riders/order-action', {
            token: who.token,
            address: who.address,
            body: { orderId: id, action, ...extra },
          }),
        true,
      );
    const hands = (kind: 'pickup' | 'delivery', near: { lat: number; lng: number }, planned = true): TripHands => ({
      dispatcher: planned ? people.dispatcher : 'operators',
      riders: people.riders,
      near,
      // The operator assigns a trip to a rider (the customer's stream shows it).
      assign: (riderId) =>
        move(
          people,
          id,
          () =>
            http.call('admin', 'POST', '/api/admin/orders/assign', {
              token: operator,
              body: { orderId: id, riderId, orderType: kind },
            }),
          true,
        ),
      act: (who, action) => act(who, action),
      // The customer's My Bookings shows whose trip it is.
      assignedRider: async () => {
        const mine = await retrying(() =>
          http.call<{ booking: { trips: Array<{ kind: string; rider_id: string | null }> } }>(
            'customer',
            'GET',
            `/api/bookings/${id}`,
            { token: customer.token, address: customer.address },
          ),
        );
        return mine.booking.trips.find((t) => t.kind === kind)?.rider_id ?? null;
      },
      nextChange: () => {
        const stream = people.streamOf(customer.id);
        if (stream) return stream.next((e) => e.event === 'booking.updated' && e.data.booking_id === id, QUIET_STREAM_REFRESH_MS);
        return { event: pause(people.pace), cancel: () => {} };
      },
      pause: async () => void (await pause(people.pace)),
    });
    const pickupTrip = await takeTrip(hands('pickup', customer.at));
    outcome.dispatchWaits.push({ by: pickupTrip.by, ms: pickupTrip.waitedMs, moved: pickupTrip.moved });
    const pickupRider = pickupTrip.rider;
    const rider = { token: pickupRider.token, address: pickupRider.address };
    await pause(people.pace);
    const change = quick ? { approve: true } : changeAtDoor(n);
    if (change) {
      const who = { token: customer.token, address: customer.address, id: customer.id };
      const wanted = quick ? items : items + 1;
      const changed = await changeItems(http, rider, who, id, { service, items: wanted, approve: change.approve });
      if (changed) items = wanted;
      if (!quick) outcome.change = { approved: changed };
      else outcome.itemised = changed;
      outcome.items = items;
    }
    const codes = people.labels.take(items);
    for (const code of codes)
      await move(people, id, () => http.call('rider', 'POST', `/api/riders/orders/${id}/tags`, { ...rider, body: { code } }));
    await act(rider, 'complete', { itemCount: items });
    pickupRider.load -= 1;
    pickupRider.target = undefined;

    if (payOnline) {
      await payOnlineNow(people, customer, id);
      outcome.paidOnline = true;
    }

    // The laundry nearest the customer takes it in, tag by tag, through its stages, and packs it.
    const laundry = [...people.laundries].sort((a, b) => haversineKm(a.at, customer.at) - haversineKm(b.at, customer.at))[0]!;
    const counter = { token: laundry.token, address: laundry.address };
    await move(people, id, () =>
      http.call('admin', 'POST', '/api/admin/orders/assign-vendor', {
        token: operator,
        body: { orderId: id, vendorData: { vendorId: laundry.id } },
      }),
    );
    await pause(people.pace);
    for (const code of codes)
      await move(people, id, () =>
        http.call('vendor', 'POST', `/api/vendor/orders/${id}/scans`, { ...counter, body: { stage: 'intake', code } }),
      );
    for (const stage of ['received', 'processing', 'ready']) {
      if (stage === 'ready')
        for (const code of codes)
          await move(people, id, () =>
            http.call('vendor', 'POST', `/api/vendor/orders/${id}/scans`, { ...counter, body: { stage: 'packing', code } }),
          );
      await move(
        people,
        id,
        () => http.call('vendor', 'POST', `/api/vendor/orders/${id}/stage`, { ...counter, body: { stage } }),
        true,
      );
      await pause(people.pace);
    }

    // Delivery: dispatched again, scanned at the door, paid, handed over with the customer's code.
    const deliveryTrip = await takeTrip(hands('delivery', laundry.at, await deliveryPlanned(people, customer, id)));
    outcome.dispatchWaits.push({ by: deliveryTrip.by, ms: deliveryTrip.waitedMs, moved: deliveryTrip.moved });
    const deliveryRider = deliveryTrip.rider;
    const courier = { token: deliveryRider.token, address: deliveryRider.address };
    deliveryRider.target = customer.at;
    await pause(people.pace);
    for (const code of codes)
      await move(people, id, () =>
        http.call('rider', 'POST', `/api/riders/orders/${id}/door-scans`, { ...courier, body: { code } }),
      );
    const money = await retrying(() =>
      http.call<{ bill: { due: number } }>('rider', 'GET', `/api/riders/orders/${id}/payment`, courier),
    );
    if (money.bill.due > 0)
      await move(people, id, () =>
        http.call('rider', 'POST', `/api/riders/orders/${id}/payments/cash`, { ...courier, body: { received: money.bill.due } }),
      );
    const mine = await retrying(() =>
      http.call<{ booking: { handover_code: string } }>('customer', 'GET', `/api/bookings/${id}`, {
        token: customer.token,
        address: customer.address,
      }),
    );
    await act(courier, 'complete', { handoverCode: mine.booking.handover_code });
    deliveryRider.load -= 1;
    deliveryRider.target = undefined;
    outcome.completed = true;
    await afterDelivery(people, customer, operator, id, n, codes, outcome);
  } catch (error) {
    outcome.failure = error instanceof Error ? error.message : String(error);
  }
  return outcome;
}

/** Whether the planner dispatches the delivery: in its mode, when the booking's delivery slot is within its horizon. */
async function deliveryPlanned(people: DayPeople, customer: Customer, id: string): Promise<boolean> {
  if (people.dispatcher !== 'planner') return false;
  const { booking } = await retrying(() =>
    people.http.call<{ booking: { delivery_date: string; delivery_time: string } }>('customer', 'GET', `/api/bookings/${id}`, {
      token: customer.token,
      address: customer.address,
    }),
  );
  return withinHorizon(booking.delivery_date, booking.delivery_time);
}

/** A regular booking from the app's checkout, retried under one idempotency key. */
async function book(
  people: DayPeople,
  customer: Customer,
  n: number,
  plan: DayPeople['schedules'][number],
  service: string,
  items: number,
  coupon: string | null,
): Promise<string> {
  const booked = await retrying(() =>
    people.http.call<{ booking: { id: string } }>('customer', 'POST', '/api/bookings', {
      token: customer.token,
      address: customer.address,
      headers: { 'idempotency-key': `day-${customer.phone}-${n}` },
      body: {
        services: [{ id: service, quantity: items }],
        ...plan,
        address_id: customer.addressId,
        phone: customer.phone,
        payment_method: 'cash',
        ...(coupon ? { coupon_code: coupon } : {}),
      },
    }),
  );
  return booked.booking.id;
}

/** A quick pickup (customer-app.md §5): a date and an hourly slot from 9 AM to 8 PM at a saved address, no items. */
async function bookQuickPickup(people: DayPeople, customer: Customer, n: number): Promise<string> {
  const slots = people.schedules.filter((s) => s.pickupTime >= '09:00' && s.pickupTime <= '20:00');
  const slot = slots[n % slots.length]!;
  const booked = await retrying(() =>
    people.http.call<{ booking: { id: string } }>('customer', 'POST', '/api/quick-pickup', {
      token: customer.token,
      address: customer.address,
      headers: { 'idempotency-key': `day-quick-${customer.phone}-${n}` },
      body: { pickup_date: slot.pickupDate, pickup_time: slot.pickupTime, address_id: customer.addressId },
    }),
  );
  return booked.booking.id;
}

/** The customer pays the picked-up order online: a provider order, paid on the local provider's page, verified. */
async function payOnlineNow(people: DayPeople, customer: Customer, id: string): Promise<void> {
  const { http } = people;
  const who = { token: customer.token, address: customer.address };
  let retried = false;
  await retrying(async () => {
    let checkout: { order_id: string };
    try {
      ({ checkout } = await http.call<{ checkout: { order_id: string } }>(
        'customer',
        'POST',
        `/api/bookings/${id}/payments/online`,
        who,
      ));
    } catch (error) {
      // A verification answered by a dying instance may have committed: then nothing is due, and it is paid.
      if (retried && error instanceof ApiError && error.status === 409) return;
      retried = true;
      throw error;
    }
    retried = true;
    // The local provider's orders live in the instance that made them (Razorpay is one service for all).
    let paid: Record<string, unknown> | undefined;
    for (const base of people.instances) {
      paid = await http
        .call<Record<string, unknown>>('dev', 'POST', `/dev/payments/checkout/${checkout.order_id}/pay`, { base })
        .catch(() => undefined);
      if (paid) break;
    }
    if (!paid) throw new ApiError(503, 'no instance knew the provider order (restarted?)', 'local checkout');
    await http.call('customer', 'POST', `/api/bookings/${id}/payments/online/verify`, {
      ...who,
      body: {
        razorpay_order_id: paid.razorpay_order_id,
        razorpay_payment_id: paid.razorpay_payment_id,
        razorpay_signature: paid.razorpay_signature,
      },
    });
  }, 90_000);
}

/**
 * After the handover: the customer reads their notifications; one order in 50 has a garment claimed missing, which an
 * operator compensates with a coupon; one online payment in 10 is partly refunded by an operator.
 */
async function afterDelivery(
  people: DayPeople,
  customer: Customer,
  operator: string,
  id: string,
  n: number,
  codes: string[],
  outcome: OrderOutcome,
): Promise<void> {
  const { http } = people;
  const who = { token: customer.token, address: customer.address };
  await retrying(() => http.call('customer', 'GET', '/api/notifications', who));
  await move(people, id, () => http.call('customer', 'PUT', '/api/notifications/mark-all-read', who));
  if (n % 50 === 7) {
    const filed = await retrying(() =>
      http.call<{ claim: { id: string } }>('customer', 'POST', `/api/bookings/${id}/claims`, {
        ...who,
        body: { kind: 'missing', description: 'One shirt did not come back in the bag', garment: { tag_code: codes[0] } },
      }),
    );
    await move(people, id, () =>
      http.call('admin', 'POST', `/api/admin/claims/${filed.claim.id}/decision`, {
        token: operator,
        body: { decision: 'compensate', amount: 50, payout: 'coupon' },
      }),
    );
    outcome.claimed = true;
  }
  if (outcome.paidOnline && n % 20 === 1) {
    await move(people, id, () =>
      http.call('admin', 'POST', `/api/admin/bookings/${id}/refunds`, {
        token: operator,
        body: { amount: 10, reason: 'Delivered late' },
        // Retried after a lost answer, as the admin's dialog sends it again: refunded once.
        headers: { 'idempotency-key': `day-refund-${id}` },
      }),
    );
    outcome.refunded = true;
  }
}
