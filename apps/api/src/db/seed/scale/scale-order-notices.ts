import { ENGLISH_NOTICE_FORMATS, slotLabel } from '@washday/core';
import type { OrderDraft } from './scale-order-draw.js';
import type { ScaleCustomer } from './scale-people.js';
import { DAY_MS, MINUTE_MS, type Random } from './scale-random.js';
import type { TableRows } from './table-writer.js';

// The notifications a seeded order's steps raise (scale-order-life.ts), as modules/orders/order-notifications.ts
// stores them: the customer's went out by WhatsApp, the riders' stayed in the app; most older ones were read.

/** 'Mon, 23 Nov at 10:00 AM', as the server's English bodies write a slot. */
export const slotText = (date: string, hour: number) => `${ENGLISH_NOTICE_FORMATS.date(date)} at ${slotLabel(hour)}`;
export const after = (random: Random, at: number, minMinutes: number, maxMinutes: number) =>
  at + random.between(minMinutes, maxMinutes) * MINUTE_MS;

/** A trip as the seed moves it. */
export interface Trip {
  id: string;
  kind: 'pickup' | 'delivery';
  rider: { id: string; name: string };
  status: 'assigned' | 'accepted' | 'picked_up' | 'completed';
  assignedAt: number;
  acceptedAt: number | null;
  pickedUpAt: number | null;
  completedAt: number | null;
  itemsCollected: number | null;
}

/** One order's notifications, as rows of `rows`. */
export class OrderNotices {
  constructor(
    private readonly random: Random,
    private readonly now: number,
    private readonly order: OrderDraft,
    private readonly customer: ScaleCustomer,
    private readonly rows: TableRows,
    /** The order's status now, which a customer's notice names. */
    private readonly statusNow: () => string,
  ) {}

  private readAt(at: number) {
    const { random, now } = this;
    return at < now - DAY_MS
      ? random.chance(0.85)
        ? new Date(Math.min(now, after(random, at, 1, 720)))
        : null
      : random.chance(0.3)
        ? new Date(Math.min(now, after(random, at, 1, 60)))
        : null;
  }

  /** A notice to the customer, sent by WhatsApp; its data names the order's status when it was raised. */
  toCustomer(at: number, type: string, title: string, message: string, extra: Record<string, unknown> = {}, priority = 'medium') {
    const { id, orderNumber } = this.order;
    const data = { booking_id: id, order_number: orderNumber, status: this.statusNow(), ...extra };
    this.rows.add([
      this.random.uuid(),
      'customer',
      this.customer.id,
      null,
      type,
      title,
      message,
      priority,
      data,
      id,
      this.readAt(at),
      'whatsapp',
      'sent',
      1,
      new Date(at + 2000),
      new Date(at),
    ]);
  }

  /** A notice to the trip's rider, about that trip's slot. */
  toRider(at: number, trip: Trip, type: string, title: string, message: string) {
    const { id, orderNumber, pickupDate, pickupHour, deliveryDate, deliveryHour, place, subtotal, discount } = this.order;
    const [date, hour] = trip.kind === 'pickup' ? [pickupDate, pickupHour] : [deliveryDate, deliveryHour];
    const data = {
      booking_id: id,
      order_number: orderNumber,
      trip: trip.kind,
      customer_name: this.customer.name,
      address: place.fullAddress,
      pickup_time: slotText(date, hour),
      estimated_cost: (subtotal - discount) / 100,
    };
    this.rows.add([
      this.random.uuid(),
      'rider',
      null,
      trip.rider.id,
      type,
      title,
      message,
      type === 'order_updated' ? 'medium' : 'high',
      data,
      id,
      this.readAt(at),
      null,
      null,
      0,
      null,
      new Date(at),
    ]);
  }
}
