import { z } from 'zod';
import { TRIP_KINDS } from '../ordering/lifecycle.js';
import { parseSlotTime } from '../ordering/slots.js';
import { addDaysToDate, businessDate } from '../time.js';
import { CUSTOMER_NOTICE_TITLES_HI, hindiNotices } from './customer-notices-hindi.js';
import { CUSTOMER_NOTICE_TITLES, ENGLISH_NOTICES, noticeSlot, type NoticeLanguage } from './notice-words.js';

// The bodies of customer notifications (docs/decisions/0021-languages.md). The server stores each in English, composed
// here from the values it also keeps in the notification's data; the web app composes the same body from the type and
// the data in the interface language, and shows the stored text for what it cannot compose (older notifications,
// other types). One rule for both, so the English the app shows cannot drift from the English the server stores.
// The words themselves are in notice-words.ts.

const order = z.string().min(1);
const name = z.string().min(1).nullable();
const day = z.string().min(1);
const time = z.string().min(1);
const slots = { pickup_date: day, pickup_time: time, delivery_date: day, delivery_time: time };
const count = z.number().int().nonnegative();

/** The values each customer notification's body is made of, under the keys its data keeps them. */
export const CUSTOMER_NOTICE_DATA = {
  rider_assigned: z.object({ order_number: order, trip: z.enum(TRIP_KINDS), rider_name: name, ...slots }),
  rider_on_the_way: z.object({ order_number: order, rider_name: name, eta_minutes: count.nullable() }),
  order_picked_up: z.object({ order_number: order, rider_name: name, item_count: count }),
  order_at_laundry: z.object({ order_number: order, item_count: count }),
  order_out_for_delivery: z.object({ order_number: order, rider_name: name }),
  order_confirmed: z.object({ order_number: order, ...slots }),
  order_ready: z.object({ order_number: order, ...slots }),
  order_delivered: z.object({ order_number: order }),
  order_cancelled: z.object({ order_number: order, reason: z.string().nullish() }),
  payment_received: z.object({ order_number: order, amount: z.number() }),
  refund_issued: z.object({ order_number: order, amount: z.number(), reason: z.string() }),
  pickup_reminder: z.object({ order_number: order, pickup_date: day, pickup_time: time }),
  rider_edit: z.object({ order_number: order, new_total: z.number(), price_change: z.number() }),
  booking_created: z.object({
    order_number: order,
    pickup_date: day,
    pickup_time: time,
    amount: z.number(),
    account_created: z.boolean(),
  }),
  referral_welcome: z.object({
    referrer_name: name,
    coupon_code: z.string().min(1),
    discount_percentage: z.number(),
    max_discount: z.number(),
  }),
  referral_joined: z.object({ referee_name: name, reward_percentage: z.number() }),
  referral_reward: z.object({
    referee_name: name,
    coupon_code: z.string().min(1),
    discount_percentage: z.number(),
    max_discount: z.number(),
  }),
  recurring_reminder: z.object({ order_number: order, pickup_date: day, pickup_time: time }),
  recurring_moved: z.object({ order_number: order, pickup_date: day, pickup_time: time, asked_time: time }),
  /** 'admin': operations paused it, saying why (`note`, shown as written). */
  recurring_paused: z.object({
    reason: z.enum(['address_missing', 'not_serviceable', 'admin']),
    note: z.string().nullish(),
  }),
  /** Operations resumed a series they (or the job) had paused, saying why. */
  recurring_resumed: z.object({ note: z.string().min(1) }),
  recurring_missed: z.object({ pickup_date: day }),
  plan_renewal: z.object({ plan_name: z.string().min(1), renews_on: day, amount: z.number() }),
  recurring_reply: z.object({
    outcome: z.enum(['skipped', 'already_skipped', 'nothing_to_skip', 'not_understood']),
    pickup_date: day.nullable(),
  }),
};
export type CustomerNoticeType = keyof typeof CUSTOMER_NOTICE_DATA;
export type CustomerNoticeValues<T extends CustomerNoticeType> = z.infer<(typeof CUSTOMER_NOTICE_DATA)[T]>;

type Compose<T extends CustomerNoticeType> = (values: CustomerNoticeValues<T>, say: NoticeLanguage, createdAt: Date) => string;

const items = (say: NoticeLanguage, n: number) => say.text(n === 1 ? 'itemOne' : 'itemMany', { n: say.number(n) });
const rider = (say: NoticeLanguage, riderName: string | null) => (riderName ? say.data(riderName) : say.text('yourRider'));
const friend = (say: NoticeLanguage, firstName: string | null) => (firstName ? say.data(firstName) : say.text('aFriend'));

/** A pickup's day (today and tomorrow as of when it was sent) and its hour's window. */
function pickupWhen(say: NoticeLanguage, v: { pickup_date: string; pickup_time: string }, createdAt: Date) {
  const today = businessDate(createdAt);
  const day =
    v.pickup_date === today
      ? say.text('today')
      : v.pickup_date === addDaysToDate(today, 1)
        ? say.text('tomorrow')
        : say.text('onDate', { date: say.date(v.pickup_date) });
  const hour = parseSlotTime(v.pickup_time);
  const window =
    hour === null
      ? say.text('atTime', { time: v.pickup_time })
      : say.text('between', { from: say.hour(hour), to: say.hour(hour + 1) });
  return { day, window };
}

const COMPOSERS: { [T in CustomerNoticeType]: Compose<T> } = {
  rider_assigned: (v, say) => {
    const pickup = v.trip === 'pickup';
    const at = pickup ? noticeSlot(say, v.pickup_date, v.pickup_time) : noticeSlot(say, v.delivery_date, v.delivery_time);
    return say.text(pickup ? 'riderAssignedPickup' : 'riderAssignedDelivery', {
      rider: rider(say, v.rider_name),
      order: say.data(v.order_number),
      slot: at,
    });
  },
  rider_on_the_way: (v, say) => {
    const values = { rider: rider(say, v.rider_name), order: say.data(v.order_number) };
    return v.eta_minutes === null
      ? say.text('onTheWay', values)
      : say.text('onTheWayEta', { ...values, minutes: say.number(v.eta_minutes) });
  },
  order_picked_up: (v, say) => {
    const values = { rider: rider(say, v.rider_name), order: say.data(v.order_number) };
    return v.item_count > 0
      ? say.text('pickedUpItems', { ...values, items: items(say, v.item_count) })
      : say.text('pickedUp', values);
  },
  order_at_laundry: (v, say) => say.text('atLaundry', { items: items(say, v.item_count), order: say.data(v.order_number) }),
  order_out_for_delivery: (v, say) =>
    say.text('outForDelivery', { rider: rider(say, v.rider_name), order: say.data(v.order_number) }),
  order_confirmed: (v, say) =>
    say.text('confirmed', { order: say.data(v.order_number), slot: noticeSlot(say, v.pickup_date, v.pickup_time) }),
  order_ready: (v, say) =>
    say.text('ready', { order: say.data(v.order_number), slot: noticeSlot(say, v.delivery_date, v.delivery_time) }),
  order_delivered: (v, say) => say.text('delivered', { order: say.data(v.order_number) }),
  order_cancelled: (v, say) =>
    v.reason
      ? say.text('cancelledReason', { order: say.data(v.order_number), reason: say.data(v.reason) })
      : say.text('cancelled', { order: say.data(v.order_number) }),
  payment_received: (v, say) => say.text('paymentReceived', { order: say.data(v.order_number), amount: say.rupees(v.amount) }),
  refund_issued: (v, say) =>
    say.text('refundIssued', { order: say.data(v.order_number), amount: say.rupees(v.amount), reason: say.data(v.reason) }),
  pickup_reminder: (v, say, createdAt) =>
    say.text('reminder', { order: say.data(v.order_number), ...pickupWhen(say, v, createdAt) }),
  rider_edit: (v, say) => {
    const values = { order: say.data(v.order_number), total: say.rupees(v.new_total) };
    if (v.price_change === 0) return say.text('riderEdit', values);
    // The signs read the same in every language.
    return say.text('riderEditChange', {
      ...values,
      change: `${v.price_change > 0 ? '+' : '−'}${say.rupees(Math.abs(v.price_change))}`,
    });
  },
  booking_created: (v, say) => {
    const booked = say.text('bookedForYou', {
      slot: noticeSlot(say, v.pickup_date, v.pickup_time),
      order: say.data(v.order_number),
      amount: say.rupees(v.amount),
    });
    return v.account_created ? `${booked} ${say.text('accountMade')}` : booked;
  },
  referral_welcome: (v, say) =>
    say.text('referralWelcome', {
      friend: friend(say, v.referrer_name),
      coupon: say.data(v.coupon_code),
      percent: say.number(v.discount_percentage),
      max: say.rupees(v.max_discount),
    }),
  referral_joined: (v, say) =>
    say.text('referralJoined', { friend: friend(say, v.referee_name), percent: say.number(v.reward_percentage) }),
  referral_reward: (v, say) =>
    say.text('referralReward', {
      friend: friend(say, v.referee_name),
      coupon: say.data(v.coupon_code),
      percent: say.number(v.discount_percentage),
      max: say.rupees(v.max_discount),
    }),
  recurring_reminder: (v, say, createdAt) =>
    say.text('recurringReminder', {
      order: say.data(v.order_number),
      keyword: say.data(SKIP_KEYWORD),
      ...pickupWhen(say, v, createdAt),
    }),
  recurring_moved: (v, say) => {
    const hour = (time: string) => {
      const h = parseSlotTime(time);
      return h === null ? time : say.hour(h);
    };
    return say.text('recurringMoved', {
      asked: hour(v.asked_time),
      date: say.date(v.pickup_date),
      time: hour(v.pickup_time),
      order: say.data(v.order_number),
    });
  },
  recurring_paused: (v, say) =>
    v.reason === 'admin'
      ? say.text('recurringPausedByUs', { reason: say.data(v.note ?? '') })
      : say.text(v.reason === 'address_missing' ? 'recurringPausedAddress' : 'recurringPausedArea'),
  recurring_resumed: (v, say) => say.text('recurringResumedByUs', { reason: say.data(v.note) }),
  recurring_missed: (v, say) => say.text('recurringMissed', { date: say.date(v.pickup_date) }),
  plan_renewal: (v, say) =>
    say.text('planRenewal', { plan: say.data(v.plan_name), date: say.date(v.renews_on), amount: say.rupees(v.amount) }),
  recurring_reply: (v, say) => {
    const date = v.pickup_date ? say.date(v.pickup_date) : '';
    if (v.outcome === 'skipped') return say.text('recurringSkipped', { date });
    if (v.outcome === 'already_skipped') return say.text('recurringAlreadySkipped', { date });
    return v.outcome === 'nothing_to_skip'
      ? say.text('recurringNothingToSkip')
      : say.text('recurringNotUnderstood', { keyword: say.data(SKIP_KEYWORD) });
  },
};

/** The word a customer replies with to skip a regular pickup: shown as it is typed, in any language. */
export const SKIP_KEYWORD = 'SKIP';

export const isCustomerNoticeType = (type: string): type is CustomerNoticeType => Object.hasOwn(CUSTOMER_NOTICE_DATA, type);

/**
 * A notification's body in `say`'s language from its type and data; null for a type it does not know or data without
 * the values (a notification stored before they were kept): show the stored text then.
 */
export function customerNoticeBody(type: string, data: unknown, createdAt: Date, say: NoticeLanguage): string | null {
  if (!isCustomerNoticeType(type)) return null;
  const parsed = CUSTOMER_NOTICE_DATA[type].safeParse(data);
  if (!parsed.success) return null;
  return (COMPOSERS[type] as Compose<CustomerNoticeType>)(parsed.data as never, say, createdAt);
}

/** The English text the server stores for a notification with these values (`at`: when it is stored). */
export function customerNoticeMessage<T extends CustomerNoticeType>(type: T, values: CustomerNoticeValues<T>, at: Date): string {
  return COMPOSERS[type](values, ENGLISH_NOTICES, at);
}

/** A notification as stored, enough to say it again in another language. */
export interface StoredNotice {
  type: string;
  title: string;
  message: string;
  data: unknown;
  createdAt: Date;
}

/**
 * The title and text of a customer's copy (SMS, WhatsApp, push, email) in the language they chose: Hindi when the
 * body can be said again from its data and the title is its type's fixed one; otherwise as stored, in English, rather
 * than half in each.
 */
/** Each type's fixed title (typed here so a new type without one fails the typecheck). */
const TITLES: Readonly<Record<CustomerNoticeType, string>> = CUSTOMER_NOTICE_TITLES;

export function customerNoticeCopy(
  notice: StoredNotice,
  language: 'en' | 'hi',
): { title: string; text: string; language: 'en' | 'hi' } {
  const stored = { title: notice.title, text: notice.message, language: 'en' as const };
  if (language === 'en' || !isCustomerNoticeType(notice.type) || notice.title !== TITLES[notice.type]) return stored;
  const text = customerNoticeBody(notice.type, notice.data, notice.createdAt, hindiNotices());
  return text === null ? stored : { title: CUSTOMER_NOTICE_TITLES_HI[notice.type], text, language: 'hi' };
}
