// Pickup and delivery slots (customer-app.md §5 Slots). All dates and hours are India Standard Time,
// which has no daylight saving: a moment is the UTC instant of the IST wall-clock time.
import { addDaysToDate, businessDate } from '../time.js';

export const IST_OFFSET_MINUTES = 330;
export const FIRST_SLOT_HOUR = 8;
export const LAST_SLOT_HOUR = 21;
export const PICKUP_DAYS = 7;
export const DELIVERY_OPTION_DAYS = 14;
export const DELIVERY_DAYS_SHOWN = 7;
export const PICKUP_CUTOFF_MINUTES = 30;
export const STANDARD_TURNAROUND_HOURS = 24;
export const DRY_CLEAN_TURNAROUND_HOURS = 48;

export const SLOT_MESSAGES = {
  noDeliverySlots: 'No delivery slots available for this date. Please select a different date.',
  pickupFirst: 'Please select pickup date and time first to choose delivery schedule.',
  pickupDateRequired: 'Pickup date is required',
  pickupTimeRequired: 'Pickup time is required',
  deliveryDateRequired: 'Delivery date is required',
  deliveryTimeRequired: 'Delivery time is required',
  pickupDateInvalid: 'Please choose a pickup date within the next 7 days',
  pickupTimeInvalid: 'This pickup time is no longer available. Please choose another.',
  deliveryTooEarly: 'Delivery must be at least 24 hours after pickup (48 hours for dry cleaning). Please choose a later slot.',
  deliveryTooLate: 'Please choose a delivery date within 14 days of the earliest delivery',
  timeInvalid: 'Please choose one of the listed time slots',
} as const;

export type SlotPeriod = 'Morning' | 'Afternoon' | 'Evening';

export interface Slot {
  /** 24-hour 'HH:MM', what the API stores. */
  value: string;
  /** '8:00 AM'. */
  label: string;
  period: SlotPeriod;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function slotLabel(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

export function slotPeriod(hour: number): SlotPeriod {
  return hour < 12 ? 'Morning' : hour < 17 ? 'Afternoon' : 'Evening';
}

/** Every hourly slot of a day, 8 AM to 9 PM. */
export const ALL_SLOTS: readonly Slot[] = Array.from({ length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 }, (_, i) => {
  const hour = FIRST_SLOT_HOUR + i;
  return { value: `${pad(hour)}:00`, label: slotLabel(hour), period: slotPeriod(hour) };
});

/** 'HH:00' for a listed slot hour, else null. */
export function parseSlotTime(time: string): number | null {
  const match = /^(\d{2}):00$/.exec(time);
  const hour = match ? Number(match[1]) : NaN;
  return hour >= FIRST_SLOT_HOUR && hour <= LAST_SLOT_HOUR ? hour : null;
}

/** The instant of an IST date (YYYY-MM-DD) and 'HH:MM'. */
export function istMoment(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm) - IST_OFFSET_MINUTES * 60_000);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The next 7 days, starting today in India. */
export function pickupDates(now: Date): string[] {
  const today = businessDate(now);
  return Array.from({ length: PICKUP_DAYS }, (_, i) => addDaysToDate(today, i));
}

/** Hourly pickup slots for a date; today's slots starting within 30 minutes are gone. */
export function pickupSlots(date: string, now: Date): Slot[] {
  const cutoff = now.getTime() + PICKUP_CUTOFF_MINUTES * 60_000;
  return ALL_SLOTS.filter((slot) => istMoment(date, slot.value).getTime() >= cutoff);
}

/** Pickup + 24 h, or + 48 h when any item's category is a dry-clean one. */
export function earliestDelivery(pickupDate: string, pickupTime: string, categories: readonly string[]): Date {
  const hours = categories.some((c) => c.includes('dry-clean')) ? DRY_CLEAN_TURNAROUND_HOURS : STANDARD_TURNAROUND_HOURS;
  return new Date(istMoment(pickupDate, pickupTime).getTime() + hours * 3_600_000);
}

/** 14 days of delivery dates from the earliest one (the form shows 7 and offers all 14). */
export function deliveryDates(earliest: Date): string[] {
  const first = businessDate(earliest);
  return Array.from({ length: DELIVERY_OPTION_DAYS }, (_, i) => addDaysToDate(first, i));
}

/** Hourly delivery slots for a date, none before the earliest delivery moment. */
export function deliverySlots(date: string, earliest: Date): Slot[] {
  return ALL_SLOTS.filter((slot) => istMoment(date, slot.value).getTime() >= earliest.getTime());
}

export interface Schedule {
  pickupDate?: string | null | undefined;
  pickupTime?: string | null | undefined;
  deliveryDate?: string | null | undefined;
  deliveryTime?: string | null | undefined;
}

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every rule a schedule must meet at `now`. The checkout form and the server call the same function,
 * so a slot the form offers is one the server accepts.
 */
export function validateSchedule(schedule: Schedule, categories: readonly string[], now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const { pickupDate, pickupTime, deliveryDate, deliveryTime } = schedule;
  if (!pickupDate) errors.push({ field: 'pickupDate', message: SLOT_MESSAGES.pickupDateRequired });
  if (!pickupTime) errors.push({ field: 'pickupTime', message: SLOT_MESSAGES.pickupTimeRequired });
  if (!deliveryDate) errors.push({ field: 'deliveryDate', message: SLOT_MESSAGES.deliveryDateRequired });
  if (!deliveryTime) errors.push({ field: 'deliveryTime', message: SLOT_MESSAGES.deliveryTimeRequired });
  if (errors.length > 0) return errors;

  if (!isIsoDate(pickupDate!) || !pickupDates(now).includes(pickupDate!))
    return [{ field: 'pickupDate', message: SLOT_MESSAGES.pickupDateInvalid }];
  if (parseSlotTime(pickupTime!) === null) return [{ field: 'pickupTime', message: SLOT_MESSAGES.timeInvalid }];
  if (!pickupSlots(pickupDate!, now).some((s) => s.value === pickupTime))
    return [{ field: 'pickupTime', message: SLOT_MESSAGES.pickupTimeInvalid }];

  const earliest = earliestDelivery(pickupDate!, pickupTime!, categories);
  if (!isIsoDate(deliveryDate!)) return [{ field: 'deliveryDate', message: SLOT_MESSAGES.deliveryDateRequired }];
  if (parseSlotTime(deliveryTime!) === null) return [{ field: 'deliveryTime', message: SLOT_MESSAGES.timeInvalid }];
  if (!deliveryDates(earliest).includes(deliveryDate!)) {
    const tooEarly = deliveryDate! < businessDate(earliest);
    return [{ field: 'deliveryDate', message: tooEarly ? SLOT_MESSAGES.deliveryTooEarly : SLOT_MESSAGES.deliveryTooLate }];
  }
  if (!deliverySlots(deliveryDate!, earliest).some((s) => s.value === deliveryTime)) {
    return [{ field: 'deliveryTime', message: SLOT_MESSAGES.deliveryTooEarly }];
  }
  return [];
}
