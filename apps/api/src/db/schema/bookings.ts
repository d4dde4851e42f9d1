import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, storedFileColumns, tstz, updatedAt } from './columns.js';
import {
  bookingStatusEnum,
  paymentMethodEnum,
  paymentStatusEnum,
  orderEventActorEnum,
  riderOrderStatusEnum,
  serviceUnitEnum,
  tripKindEnum,
  tripStatusEnum,
  vendorStageEnum,
} from './enums.js';
import { adminUsers, users } from './identity.js';
import { riders } from './riders.js';
import { addresses, serviceAreas, vendors } from './locations.js';

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** Short human-friendly id shown to customers, e.g. WD-7K3M9Q. */
    customOrderId: text('custom_order_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    service: text('service').notNull().default('Home Service'),
    serviceType: text('service_type').notNull().default('laundry'),
    isQuickPickup: boolean('is_quick_pickup').notNull().default(false),
    /** Pickup day and hour in Asia/Kolkata (HH:MM). */
    scheduledDate: date('scheduled_date').notNull(),
    scheduledTime: text('scheduled_time').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    deliveryTime: text('delivery_time').notNull(),
    providerName: text('provider_name').notNull().default('Washday'),
    /** The address as text at booking time, so later edits of a saved address don't rewrite history. */
    address: text('address').notNull(),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    flatNo: text('flat_no'),
    landmark: text('landmark'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The most specific service area the pickup fell in when booked: its slot capacity counts this booking. */
    serviceAreaId: uuid('service_area_id').references(() => serviceAreas.id, { onDelete: 'set null' }),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone').notNull(),
    specialInstructions: text('special_instructions'),
    additionalDetails: text('additional_details'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    finalPaise: integer('final_paise').notNull(),
    couponCode: text('coupon_code'),
    status: bookingStatusEnum('status').notNull().default('pending'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    paymentMethod: paymentMethodEnum('payment_method').notNull().default('cash'),
    createdByAdminId: uuid('created_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    riderStatus: riderOrderStatusEnum('rider_status').notNull().default('unassigned'),
    assignedAt: tstz('assigned_at'),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    vendorAssignedAt: tstz('vendor_assigned_at'),
    estimatedCostPaise: integer('estimated_cost_paise'),
    actualCostPaise: integer('actual_cost_paise'),
    itemsCollected: boolean('items_collected').notNull().default(false),
    /** Where the order is at the vendor between its two trips (null before it arrives). */
    vendorStage: vendorStageEnum('vendor_stage'),
    /** Where the laundry keeps the order (a rack or shelf, e.g. 'R3-12'), set by its staff. */
    rackPosition: text('rack_position'),
    /** Shown to the customer, who tells it to the delivery rider: the proof of delivery. */
    handoverCode: text('handover_code')
      .notNull()
      .default(sql`lpad(floor(random() * 10000)::int::text, 4, '0')`),
    completedAt: tstz('completed_at'),
    cancelledAt: tstz('cancelled_at'),
    /** When the bill became final: the pickup's completion or an admin's later edit (docs/decisions/0033-money.md). */
    billFinalAt: tstz('bill_final_at'),
    /** An admin let the delivery complete with money still due, saying why (audited). */
    collectLaterReason: text('collect_later_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_custom_order_id_uq').on(t.customOrderId),
    // Newest first is a backward scan. A customer's list is keyset-paged, its status read from the index for the
    // filter and the counts; the status filter of operations' list pages by the id too.
    index('bookings_customer_created_idx').on(t.customerId, t.createdAt, t.id, t.status),
    index('bookings_status_created_idx').on(t.status, t.createdAt, t.id),
    // The Overview's revenue at the edges of a week (docs/decisions/0022-figures-at-any-size.md).
    index('bookings_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    index('bookings_rider_status_idx').on(t.riderId, t.riderStatus),
    // Operations' list (docs/decisions/0013-admin-bookings.md): each sort, ending in the id so pages are stable.
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_schedule_idx').on(t.scheduledDate, t.scheduledTime, t.id),
    // Slot capacity: the seats taken in one area's slot.
    index('bookings_area_slot_idx').on(t.serviceAreaId, t.scheduledDate, t.scheduledTime),
    index('bookings_final_idx').on(t.finalPaise, t.createdAt, t.id),
    // Its search: the start of an order id in any case, and the digits of a phone stored with or without 91.
    index('bookings_order_id_prefix_idx').on(sql`upper(${t.customOrderId}) text_pattern_ops`),
    index('bookings_contact_phone_prefix_idx').on(sql`right(${t.contactPhone}, 10) text_pattern_ops`),
    check('bookings_amounts_ck', sql`${t.subtotalPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.finalPaise} >= 0`),
  ],
);

export const bookingItems = pgTable(
  'booking_items',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * Null for an admin's custom service line. A catalogue service, checked by a trigger instead of a foreign key
     * (drizzle/0020): a key check locks the service's row, and every booking's lines lock the same few (decision 0031).
     */
    serviceId: text('service_id'),
    serviceName: text('service_name').notNull(),
    categoryId: text('category_id'),
    unit: serviceUnitEnum('unit').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    totalPricePaise: integer('total_price_paise').notNull(),
    /** An admin's custom line: the one price the server takes from a client (README point 4). */
    priceSetByAdmin: boolean('price_set_by_admin').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('booking_items_booking_idx').on(t.bookingId, t.sortOrder),
    check('booking_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** The charges breakdown of a booking (charges_breakdown in the contract). */
export const bookingCharges = pgTable('booking_charges', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  basePricePaise: integer('base_price_paise').notNull(),
  taxPaise: integer('tax_paise').notNull().default(0),
  serviceFeePaise: integer('service_fee_paise').notNull().default(0),
  deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
  handlingFeePaise: integer('handling_fee_paise').notNull().default(0),
  discountPaise: integer('discount_paise').notNull().default(0),
});

/** A retried request with the same key answers with the first result instead of acting twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    /** Who sent it (e.g. `customer:<uuid>`), so keys from different callers never collide. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key_uq').on(t.scope, t.key)],
);

/**
 * A rider's job on an order: the pickup (customer → vendor) or the delivery (vendor → customer).
 * The booking's rider_id, rider_status, assigned_at and items_collected mirror its current trip,
 * written by the transition module in the same transaction (docs/decisions/0008-order-lifecycle.md).
 */
export const trips = pgTable(
  'trips',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: tripKindEnum('kind').notNull(),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    status: tripStatusEnum('status').notNull().default('assigned'),
    assignedByAdminId: uuid('assigned_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    assignedAt: tstz('assigned_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    pickedUpAt: tstz('picked_up_at'),
    completedAt: tstz('completed_at'),
    /** The item count the rider confirmed when completing the pickup. */
    itemsCollected: integer('items_collected'),
    /** Who put the trip on its rider: an operator, or the route planner (which may move only its own: decision 0035). */
    assignedBy: text('assigned_by').notNull().default('operator'),
    /** An operator locked the trip to its rider: the planner never moves it. */
    lockedAt: tstz('locked_at'),
    lockedByAdminId: uuid('locked_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('trips_booking_kind_uq').on(t.bookingId, t.kind),
    index('trips_rider_status_idx').on(t.riderId, t.status),
    check('trips_items_collected_ck', sql`${t.itemsCollected} is null or ${t.itemsCollected} >= 0`),
    check('trips_assigned_by_ck', sql`${t.assignedBy} in ('operator', 'planner')`),
  ],
);

/** The audit trail: every move of an order, written in the move's own transaction. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    trip: tripKindEnum('trip'),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actorId: uuid('actor_id'),
    actorRole: orderEventActorEnum('actor_role').notNull(),
    note: text('note'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    index('order_events_booking_idx').on(t.bookingId, t.id),
    // Steps out of pending at the edge of a week: how many were pending a week ago (docs/decisions/0022).
    index('order_events_pending_exits_idx')
      .on(t.createdAt)
      .where(sql`${t.trip} is null and ${t.fromState} = 'pending'`),
  ],
);

/**
 * Proof at the door: photos of what the pickup rider collected. Private files under DATA_DIR (like rider
 * documents); only the key is stored here. Seen by the order's customer, its riders and admins.
 */
export const pickupPhotos = pgTable(
  'pickup_photos',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Who attached it; kept as proof if the rider's account goes. */
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    ...storedFileColumns(),
  },
  (t) => [index('pickup_photos_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * Tries at a delivery's handover code, booked before the code is checked (as admin sign-ins are), so a rider cannot
 * guess the 4 digits: a few wrong codes per order, then a pause. succeeded is null while a try is being checked.
 */
export const handoverAttempts = pgTable(
  'handover_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    succeeded: boolean('succeeded'),
    attemptedAt: tstz('attempted_at').notNull(),
  },
  (t) => [index('handover_attempts_booking_time_idx').on(t.bookingId, t.attemptedAt)],
);
