// Quick pickup (customer-app.md §5 'Quick pickup', §8, §9): the dates and hourly slots a customer may ask a rider
// for, in India Standard Time, and the spec's messages. The dialog and the server ask the same functions.
import { addDaysToDate, businessDate } from '../time.js';
import { earliestDelivery, isIsoDate, istMoment, slotLabel, type FieldError } from './slots.js';

export const QUICK_PICKUP_FIRST_HOUR = 9;
export const QUICK_PICKUP_LAST_HOUR = 20;
/** The date may be today up to this many days ahead. */
export const QUICK_PICKUP_MAX_DAYS_AHEAD = 30;
/** Today's slots must start at least this far ahead. */
export const QUICK_PICKUP_CUTOFF_MINUTES = 30;
/** From this time of day (IST) the dialog starts on tomorrow: today's last slot is within the cut-off. */
export const QUICK_PICKUP_TOMORROW_FROM = '19:30';
/** The service name a quick pickup booking carries until the rider lists its items. */
export const QUICK_PICKUP_SERVICE = 'Quick Pickup';
/** Its service type: an express order with no lines is a quick pickup (rider-portal.md §4.5). */
export const QUICK_PICKUP_SERVICE_TYPE = 'express';

export const QUICK_PICKUP_MESSAGES = {
  dateRequired: 'Please select a pickup date',
  datePast: 'Please select a current or future date',
  // Beyond the spec's wording: its date input stops at 30 days, the server says why it refuses later ones.
  dateTooFar: `Please select a date within the next ${QUICK_PICKUP_MAX_DAYS_AHEAD} days`,
  timeRequired: 'Please select a pickup time',
  noSlots: 'No time slots available for the selected date. Please choose a different date.',
  slotUnavailable: 'Selected time slot is no longer available. Please choose another time.',
  addressRequired: 'Please enter a pickup address',
  userIdMissing: 'User ID is missing. Please log in again.',
  nameMissing: 'User name is missing. Please update your profile.',
  phoneMissing: 'Phone number is missing. Please update your profile.',
  loginRequired: 'Please sign in to request a quick pickup',
  created: 'Quick pickup created successfully! Our rider will contact you soon.',
  failed: 'Failed to create quick pickup',
  addressNotSaved: 'This is not one of your saved addresses',
  // Beyond the spec: its items are the rider's to list, so the customer's edit (services, reschedule) does not apply.
  cannotEdit: 'A quick pickup cannot be changed: the rider adds its items at your door. Cancel it and request a new one instead.',
} as const;

export interface QuickPickupSlot {
  /** 'HH:00', what the API takes and stores. */
  value: string;
  /** '9:00 AM'. */
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 09:00 … 20:00, hourly. */
export const QUICK_PICKUP_SLOTS: readonly QuickPickupSlot[] = Array.from(
  { length: QUICK_PICKUP_LAST_HOUR - QUICK_PICKUP_FIRST_HOUR + 1 },
  (_, i) => {
    const hour = QUICK_PICKUP_FIRST_HOUR + i;
    return { value: `${pad(hour)}:00`, label: slotLabel(hour) };
  },
);

/** The first and last dates the customer may choose (the date input's min and max). */
export function quickPickupDateRange(now: Date): { min: string; max: string } {
  const today = businessDate(now);
  return { min: today, max: addDaysToDate(today, QUICK_PICKUP_MAX_DAYS_AHEAD) };
}

/**
 * The date the dialog starts on: tomorrow from 19:30 in India, else today. The spec words it as "the hour is 19 or
 * more and the minute 30 or more", which read literally would start 20:10 on today with no slot left; the time of day
 * is what it means (docs/decisions/0018-quick-pickup.md).
 */
export function defaultQuickPickupDate(now: Date): string {
  const today = businessDate(now);
  return now.getTime() >= istMoment(today, QUICK_PICKUP_TOMORROW_FROM).getTime() ? addDaysToDate(today, 1) : today;
}

/** The slots of a date at `now`: all twelve on a later day, today's from 30 minutes ahead, none on a past or unknown date. */
export function quickPickupSlots(date: string, now: Date): QuickPickupSlot[] {
  if (!isIsoDate(date)) return [];
  const cutoff = now.getTime() + QUICK_PICKUP_CUTOFF_MINUTES * 60_000;
  return QUICK_PICKUP_SLOTS.filter((slot) => istMoment(date, slot.value).getTime() >= cutoff);
}

export interface QuickPickupDraft {
  pickup_date?: string | null | undefined;
  pickup_time?: string | null | undefined;
  address?: string | null | undefined;
  address_id?: string | null | undefined;
}

const blank = (value: string | null | undefined) => !value || !value.trim();

/** The date's problem at `now`, or null. */
function dateProblem(date: string | null | undefined, now: Date): FieldError | null {
  const field = 'pickup_date';
  if (blank(date) || !isIsoDate(date!.trim())) return { field, message: QUICK_PICKUP_MESSAGES.dateRequired };
  const { min, max } = quickPickupDateRange(now);
  if (date!.trim() < min) return { field, message: QUICK_PICKUP_MESSAGES.datePast };
  if (date!.trim() > max) return { field, message: QUICK_PICKUP_MESSAGES.dateTooFar };
  return null;
}

/**
 * Every rule a quick pickup request breaks at `now`, at most one per field, in the spec's order: date, time, address.
 * The time is judged only once the date is good.
 */
export function quickPickupProblems(draft: QuickPickupDraft, now: Date): FieldError[] {
  const problems: FieldError[] = [];
  const date = dateProblem(draft.pickup_date, now);
  if (date) problems.push(date);
  else {
    const slots = quickPickupSlots(draft.pickup_date!.trim(), now);
    const time = draft.pickup_time?.trim();
    if (!time) {
      const message = slots.length === 0 ? QUICK_PICKUP_MESSAGES.noSlots : QUICK_PICKUP_MESSAGES.timeRequired;
      problems.push({ field: 'pickup_time', message });
    } else if (!slots.some((slot) => slot.value === time)) {
      problems.push({ field: 'pickup_time', message: QUICK_PICKUP_MESSAGES.slotUnavailable });
    }
  }
  if (blank(draft.address) && blank(draft.address_id))
    problems.push({ field: 'address', message: QUICK_PICKUP_MESSAGES.addressRequired });
  return problems;
}

/**
 * The delivery a quick pickup is booked with: the customer chooses none, so it is pencilled in at the earliest standard
 * turnaround (the same hour the next day, always a delivery slot); operations move it once the items are known.
 */
export function quickPickupDelivery(pickupDate: string, pickupTime: string): { deliveryDate: string; deliveryTime: string } {
  const earliest = earliestDelivery(pickupDate, pickupTime, []);
  return { deliveryDate: businessDate(earliest), deliveryTime: pickupTime };
}

/** The first problem (what the server answers), or null when the request may go ahead. */
export function firstQuickPickupProblem(draft: QuickPickupDraft, now: Date): FieldError | null {
  return quickPickupProblems(draft, now)[0] ?? null;
}
