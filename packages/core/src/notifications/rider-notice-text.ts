import { z } from 'zod';
import { TRIP_KINDS } from '../ordering/lifecycle.js';
import { ENGLISH_NOTICE_FORMATS, fillNoticeText, noticeSlot, type NoticeLanguage } from './notice-words.js';

// The bodies of riders' order notifications that carry values, as customer-notice-text.ts does for customers: the
// server stores the English composed here, and the rider portal says the same in the rider's language from the data.
// The spec's rider types are coarse (order_assigned, order_updated, order_cancelled), so the data's `notice` names
// which of these bodies it is. Fixed bodies ('Changes expired', account decisions) are translated by their text.

export const RIDER_NOTICE_TEXT = {
  slot: '{{date}} at {{time}}',
  theLaundry: 'the laundry',
  pickupAssigned: 'Pick up order {{order}} from {{address}} on {{slot}}.',
  deliveryAssigned: 'Deliver order {{order}} to {{address}} on {{slot}}.',
  pickupReassigned: 'The pickup of order {{order}} has been given to another rider; you no longer need to go.',
  deliveryReassigned: 'The delivery of order {{order}} has been given to another rider; you no longer need to go.',
  cancelled: 'Order {{order}} has been cancelled; you no longer need to go.',
  takeToVendor: 'Take order {{order}} to {{vendor}}.',
  changesApproved: 'Order {{order}}: the customer approved the new items. Save the order now.',
  changesRejected: 'Order {{order}}: the customer rejected the changes. Please modify the order and send it again.',
  changesRejectedReason:
    'Order {{order}}: the customer rejected the changes ({{reason}}). Please modify the order and send it again.',
  tagUnexpected: 'Order {{order}}: the laundry scanned {{code}}, which is not a tag of this order. Operations will call you.',
  tagsMissing: 'Order {{order}}: the laundry did not receive {{codes}}. Operations will call you.',
} as const;
export type RiderNoticeTextKey = keyof typeof RIDER_NOTICE_TEXT;

export const ENGLISH_RIDER_NOTICES: NoticeLanguage<RiderNoticeTextKey> = {
  ...ENGLISH_NOTICE_FORMATS,
  text: (key, values) => fillNoticeText(RIDER_NOTICE_TEXT[key], values),
};

const order = z.string().min(1);
const day = z.string().min(1);
const time = z.string().min(1);

/** Each rider body's values, under the keys the notification's data keeps them, by the data's `notice`. */
export const RIDER_NOTICE_DATA = {
  // The trip's own slot (the spec's pickup_time beside it is already English words: 'Mon, 23 Nov at 10:00 AM').
  trip_assigned: z.object({
    order_number: order,
    trip: z.enum(TRIP_KINDS),
    address: z.string().min(1),
    slot_date: day,
    slot_time: time,
  }),
  trip_reassigned: z.object({ order_number: order, trip: z.enum(TRIP_KINDS) }),
  order_cancelled: z.object({ order_number: order }),
  take_to_vendor: z.object({ order_number: order, vendor_name: z.string().min(1).nullable() }),
  changes_approved: z.object({ order_number: order }),
  changes_rejected: z.object({ order_number: order, reason: z.string().nullish() }),
  // The laundry's intake flagged the pickup's tags (decision 0034): a tag not of the order, or tags that never arrived.
  tag_unexpected: z.object({ order_number: order, code: z.string().min(1) }),
  tags_missing: z.object({ order_number: order, codes: z.string().min(1) }),
};
export type RiderNotice = keyof typeof RIDER_NOTICE_DATA;
export type RiderNoticeValues<N extends RiderNotice> = z.infer<(typeof RIDER_NOTICE_DATA)[N]>;

type Say = NoticeLanguage<RiderNoticeTextKey>;
const COMPOSERS: { [N in RiderNotice]: (values: RiderNoticeValues<N>, say: Say) => string } = {
  trip_assigned: (v, say) =>
    say.text(v.trip === 'pickup' ? 'pickupAssigned' : 'deliveryAssigned', {
      order: say.data(v.order_number),
      address: say.data(v.address),
      slot: noticeSlot(say, v.slot_date, v.slot_time),
    }),
  trip_reassigned: (v, say) =>
    say.text(v.trip === 'pickup' ? 'pickupReassigned' : 'deliveryReassigned', { order: say.data(v.order_number) }),
  order_cancelled: (v, say) => say.text('cancelled', { order: say.data(v.order_number) }),
  take_to_vendor: (v, say) =>
    say.text('takeToVendor', {
      order: say.data(v.order_number),
      vendor: v.vendor_name ? say.data(v.vendor_name) : say.text('theLaundry'),
    }),
  changes_approved: (v, say) => say.text('changesApproved', { order: say.data(v.order_number) }),
  changes_rejected: (v, say) =>
    v.reason
      ? say.text('changesRejectedReason', { order: say.data(v.order_number), reason: say.data(v.reason) })
      : say.text('changesRejected', { order: say.data(v.order_number) }),
  tag_unexpected: (v, say) => say.text('tagUnexpected', { order: say.data(v.order_number), code: say.data(v.code) }),
  tags_missing: (v, say) => say.text('tagsMissing', { order: say.data(v.order_number), codes: say.data(v.codes) }),
};

const isRiderNotice = (notice: unknown): notice is RiderNotice =>
  typeof notice === 'string' && Object.hasOwn(RIDER_NOTICE_DATA, notice);

/** A rider notification's body in `say`'s language from its data; null when the data names no body or lacks values. */
export function riderNoticeBody(data: unknown, say: Say): string | null {
  const notice = (data as { notice?: unknown } | null)?.notice;
  if (!isRiderNotice(notice)) return null;
  const parsed = RIDER_NOTICE_DATA[notice].safeParse(data);
  if (!parsed.success) return null;
  return (COMPOSERS[notice] as (values: unknown, say: Say) => string)(parsed.data, say);
}

/** The English the server stores for a rider body, and the data keys that let the portal say it again. */
export function riderNotice<N extends RiderNotice>(
  notice: N,
  values: RiderNoticeValues<N>,
): { message: string; data: RiderNoticeValues<N> & { notice: N } } {
  return { message: COMPOSERS[notice](values, ENGLISH_RIDER_NOTICES), data: { ...values, notice } };
}
