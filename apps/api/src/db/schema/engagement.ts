import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.js';
import {
  notificationPriorityEnum,
  quickPickupStatusEnum,
  recipientTypeEnum,
  verificationPriorityEnum,
  verificationStatusEnum,
  verificationTypeEnum,
} from './enums.js';
import { adminUsers, users } from './identity.js';
import { riders } from './riders.js';
import { bookings } from './bookings.js';

export const quickPickups = pgTable(
  'quick_pickups',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    pickupDate: date('pickup_date').notNull(),
    pickupTime: text('pickup_time').notNull(),
    houseNumber: text('house_number'),
    address: text('address').notNull(),
    status: quickPickupStatusEnum('status').notNull().default('pending'),
    /** The booking the request became: made with it by POST /api/quick-pickup (status scheduled; docs/decisions/0018). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('quick_pickups_status_idx').on(t.status, t.createdAt.desc()),
    index('quick_pickups_customer_idx').on(t.customerId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientType: recipientTypeEnum('recipient_type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    priority: notificationPriorityEnum('priority').notNull().default('medium'),
    actionRequired: boolean('action_required').notNull().default(false),
    actionType: text('action_type'),
    data: jsonb('data'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    relatedRiderId: uuid('related_rider_id').references(() => riders.id, { onDelete: 'set null' }),
    readAt: tstz('read_at'),
    /** The outgoing SMS or WhatsApp copy (customers): null when none goes out, then queued, sent or failed (retried). */
    messageChannel: text('message_channel'),
    messageStatus: text('message_status'),
    messageAttempts: integer('message_attempts').notNull().default(0),
    messageError: text('message_error'),
    messageSentAt: tstz('message_sent_at'),
    /** The customer's email copy (their email switch): null when none goes out, then queued, sending, sent or failed. */
    emailStatus: text('email_status'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailError: text('email_error'),
    emailSentAt: tstz('email_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_rider_created_idx').on(t.riderId, t.createdAt.desc()),
    // The copies still to send, for the sweep that queues any left without a job (notification-sweep.jobs.ts).
    index('notifications_copies_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.messageStatus} = 'queued' or ${t.emailStatus} = 'queued'`),
  ],
);

/** A rider's proposed change to an order, waiting for the customer's approval. */
export const customerVerifications = pgTable(
  'customer_verifications',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    type: verificationTypeEnum('type').notNull(),
    priority: verificationPriorityEnum('priority').notNull().default('medium'),
    status: verificationStatusEnum('status').notNull().default('pending'),
    originalItems: jsonb('original_items').notNull(),
    updatedItems: jsonb('updated_items').notNull(),
    originalTotalPaise: integer('original_total_paise').notNull(),
    updatedTotalPaise: integer('updated_total_paise').notNull(),
    riderNotes: text('rider_notes'),
    responseReason: text('response_reason'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    respondedAt: tstz('responded_at'),
    /** When the approved proposal was written to the order; it is saved once. */
    savedAt: tstz('saved_at'),
  },
  (t) => [
    index('customer_verifications_user_status_idx').on(t.userId, t.status),
    index('customer_verifications_booking_idx').on(t.bookingId, t.createdAt.desc()),
  ],
);
