import type { TableRows } from './table-writer.js';

// The tables an order of the scale seed is written to (scale-orders.ts), with their columns in COPY order.

export const BOOKING_COLUMNS = [
  ...[
    'id',
    'custom_order_id',
    'customer_id',
    'service_type',
    'scheduled_date',
    'scheduled_time',
    'delivery_date',
    'delivery_time',
  ],
  ...[
    'address',
    'address_id',
    'flat_no',
    'landmark',
    'lat',
    'lng',
    'service_area_id',
    'contact_name',
    'contact_phone',
    'special_instructions',
  ],
  ...[
    'subtotal_paise',
    'discount_paise',
    'final_paise',
    'coupon_code',
    'status',
    'payment_method',
    'created_by_admin_id',
    'rider_id',
    'rider_status',
  ],
  ...[
    'assigned_at',
    'vendor_id',
    'vendor_assigned_at',
    'items_collected',
    'vendor_stage',
    'handover_code',
    'completed_at',
    'cancelled_at',
  ],
  ...['created_at', 'updated_at'],
];
export const ITEM_COLUMNS = [
  'id',
  'booking_id',
  'service_id',
  'service_name',
  'category_id',
  'unit',
  'quantity',
  'unit_price_paise',
  'total_price_paise',
  'sort_order',
];
export const CHARGES_COLUMNS = ['booking_id', 'base_price_paise', 'discount_paise'];
export const REDEMPTION_COLUMNS = [
  'id',
  'coupon_code',
  'user_id',
  'booking_id',
  'is_one_time_use',
  'order_amount_paise',
  'discount_paise',
  'created_at',
];
export const TRIP_COLUMNS = [
  'id',
  'booking_id',
  'kind',
  'rider_id',
  'status',
  'assigned_by_admin_id',
  'assigned_at',
  'accepted_at',
  'picked_up_at',
  'completed_at',
  'items_collected',
];
export const EVENT_COLUMNS = ['booking_id', 'trip', 'from_state', 'to_state', 'actor_id', 'actor_role', 'note', 'created_at'];
export const NOTIFICATION_COLUMNS = [
  ...['id', 'recipient_type', 'user_id', 'rider_id', 'type', 'title', 'message', 'priority', 'data', 'booking_id', 'read_at'],
  ...['message_channel', 'message_status', 'message_attempts', 'message_sent_at', 'created_at'],
];

export interface OrderTables {
  bookings: TableRows;
  items: TableRows;
  charges: TableRows;
  redemptions: TableRows;
  trips: TableRows;
  notifications: TableRows;
}

/** An audit step waiting to be written in time order (the audit trail's id is the order steps were written in). */
export type PendingEvent = [at: number, values: unknown[]];
