import {
  BOOKING_MESSAGES,
  INSTRUCTIONS_MAX_LENGTH,
  rupeesToPaise,
  SERVICE_UNITS,
  deliveryDates,
  deliverySlots,
  earliestDelivery,
  indexCatalogue,
  pickupDates,
  pickupSlots,
  validateSchedule,
  type CatalogueIndex,
  type PricedService,
  type ServiceUnit,
  type Slot,
  type SlotPeriod,
} from '@washday/core';
import { z } from 'zod';
import { estimateOrder, pricedService, type OrderEstimate } from '@/lib/order-pricing';
import type { BookingChanges } from '../api/update-booking';
import type { CustomerBooking } from '../api/booking-keys';
import { formatDay, formatTime } from './booking-format';

export interface EditLine {
  /** Null for a line the catalogue does not know (e.g. an admin's custom item). */
  serviceId: string | null;
  name: string;
  category: string | null;
  unit: ServiceUnit;
  quantity: number;
  /** Rupees, what the booking was priced at; the catalogue's current price wins for the estimate. */
  unitPrice: number;
}

export interface EditDraft {
  pickupDate: string;
  pickupTime: string;
  deliveryDate: string;
  deliveryTime: string;
  instructions: string;
  lines: EditLine[];
}

/** The edit form: the schedule as picked (checked by core's slot rules in `draftProblem`), instructions and lines. */
export const editDraftSchema = z.object({
  pickupDate: z.string(),
  pickupTime: z.string(),
  deliveryDate: z.string(),
  deliveryTime: z.string(),
  instructions: z.string().max(INSTRUCTIONS_MAX_LENGTH),
  lines: z.array(
    z.object({
      serviceId: z.string().nullable(),
      name: z.string(),
      category: z.string().nullable(),
      unit: z.enum(SERVICE_UNITS),
      quantity: z.number(),
      unitPrice: z.number(),
    }),
  ),
});

export function initialDraft(booking: CustomerBooking): EditDraft {
  return {
    pickupDate: booking.scheduled_date,
    pickupTime: booking.scheduled_time,
    deliveryDate: booking.delivery_date,
    deliveryTime: booking.delivery_time,
    instructions: booking.special_instructions ?? '',
    lines: booking.item_prices.map((line) => ({
      serviceId: line.service_id,
      name: line.service_name,
      category: line.category,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: line.unit_price,
    })),
  };
}

export function servicesChanged(booking: CustomerBooking, lines: readonly EditLine[]): boolean {
  if (lines.length !== booking.item_prices.length) return true;
  return lines.some((line, index) => {
    const original = booking.item_prices[index];
    return !original || original.service_id !== line.serviceId || original.quantity !== line.quantity;
  });
}

export function scheduleChanged(booking: CustomerBooking, draft: EditDraft): boolean {
  return (
    draft.pickupDate !== booking.scheduled_date ||
    draft.pickupTime !== booking.scheduled_time ||
    draft.deliveryDate !== booking.delivery_date ||
    draft.deliveryTime !== booking.delivery_time
  );
}

/** The PUT body: only the fields the customer changed (the server keeps the rest). */
export function changedFields(booking: CustomerBooking, draft: EditDraft): BookingChanges {
  const changes: BookingChanges = {};
  if (draft.pickupDate !== booking.scheduled_date) changes.pickupDate = draft.pickupDate;
  if (draft.pickupTime !== booking.scheduled_time) changes.pickupTime = draft.pickupTime;
  if (draft.deliveryDate !== booking.delivery_date) changes.deliveryDate = draft.deliveryDate;
  if (draft.deliveryTime !== booking.delivery_time) changes.deliveryTime = draft.deliveryTime;
  if (draft.instructions.trim() !== (booking.special_instructions ?? '').trim()) changes.instructions = draft.instructions.trim();
  if (servicesChanged(booking, draft.lines)) {
    changes.services = draft.lines.map((line) => ({ id: line.serviceId ?? '', quantity: line.quantity }));
  }
  return changes;
}

export function hasChanges(changes: BookingChanges): boolean {
  return Object.keys(changes).length > 0;
}

/** Categories that decide the turnaround (dry cleaning needs 48 h). */
export function lineCategories(lines: readonly EditLine[]): string[] {
  return lines.map((line) => line.category ?? '');
}

/** The catalogue by service id: core's one index. */
export { indexCatalogue, type CatalogueIndex };

/**
 * What the edited lines will cost by core's pricing: the catalogue's current price, or the booked price for a
 * line it does not list (an admin's custom item). The server prices the edit again.
 */
export function estimateEdit(lines: readonly EditLine[], catalogue: CatalogueIndex): OrderEstimate {
  const priced = new Map<string, PricedService>();
  const requested = lines.map((line, index) => {
    const service = line.serviceId ? catalogue.get(line.serviceId) : undefined;
    const id = line.serviceId ?? `booked-line-${index}`;
    priced.set(
      id,
      service
        ? pricedService(service)
        : {
            id,
            name: line.name,
            category: line.category ?? '',
            unit: line.unit,
            pricePaise: rupeesToPaise(line.unitPrice),
            minQuantity: 1,
            enabled: true,
          },
    );
    return { id, quantity: line.quantity };
  });
  return estimateOrder(requested, priced);
}

export interface Option {
  value: string;
  label: string;
  group?: string;
}

/** The words scheduleOptions needs, in the interface language (the dialog builds them with t and useLocale). */
export interface ScheduleWords {
  /** The Intl locale of dates and times. */
  locale: string;
  /** A value the rules no longer offer: the booking's own ('Fri, 20 Nov (current)') or not ('… (unavailable)'). */
  kept: (label: string, current: boolean) => string;
  /** The group such a value is listed under ('Selected'). */
  selected: string;
  period: (period: SlotPeriod) => string;
}

/**
 * The choices offered for each field: only what core's slot rules allow now. A value already in the form
 * that the rules no longer offer stays visible, marked "(current)" when it is the booking's own (so
 * editing only the instructions never forces a new slot) or "(unavailable)"; the save check explains it.
 */
export function scheduleOptions(booking: CustomerBooking, draft: EditDraft, now: Date, words: ScheduleWords) {
  const { locale } = words;
  const keep = (options: Option[], value: string, original: string, label: string): Option[] =>
    !value || options.some((o) => o.value === value)
      ? options
      : [{ value, label: words.kept(label, value === original), group: words.selected }, ...options];
  const slotOptions = (slots: readonly Slot[]): Option[] =>
    slots.map((slot) => ({ value: slot.value, label: formatTime(slot.value, locale), group: words.period(slot.period) }));

  const pickupDateOptions = keep(
    pickupDates(now).map((date) => ({ value: date, label: formatDay(date, locale) })),
    draft.pickupDate,
    booking.scheduled_date,
    formatDay(draft.pickupDate, locale),
  );
  const pickupTimeOptions = keep(
    draft.pickupDate ? slotOptions(pickupSlots(draft.pickupDate, now)) : [],
    draft.pickupTime,
    booking.scheduled_time,
    formatTime(draft.pickupTime, locale),
  );

  const pickupChosen = Boolean(draft.pickupDate && draft.pickupTime);
  let deliveryDateOptions: Option[] = [];
  let deliveryTimeOptions: Option[] = [];
  if (pickupChosen) {
    const earliest = earliestDelivery(draft.pickupDate, draft.pickupTime, lineCategories(draft.lines));
    deliveryDateOptions = deliveryDates(earliest).map((date) => ({ value: date, label: formatDay(date, locale) }));
    if (draft.deliveryDate) deliveryTimeOptions = slotOptions(deliverySlots(draft.deliveryDate, earliest));
  }
  deliveryDateOptions = keep(
    deliveryDateOptions,
    draft.deliveryDate,
    booking.delivery_date,
    formatDay(draft.deliveryDate, locale),
  );
  const noDeliverySlots = pickupChosen && Boolean(draft.deliveryDate) && deliveryTimeOptions.length === 0;
  deliveryTimeOptions = keep(
    deliveryTimeOptions,
    draft.deliveryTime,
    booking.delivery_time,
    formatTime(draft.deliveryTime, locale),
  );
  return { pickupDateOptions, pickupTimeOptions, deliveryDateOptions, deliveryTimeOptions, pickupChosen, noDeliverySlots };
}

/** Pickup moved: keep the time if that slot is still offered on the new day; delivery always starts over. */
export function withPickupDate(draft: EditDraft, pickupDate: string, now: Date): EditDraft {
  const timeStillOffered = pickupDate !== '' && pickupSlots(pickupDate, now).some((slot) => slot.value === draft.pickupTime);
  return { ...draft, pickupDate, pickupTime: timeStillOffered ? draft.pickupTime : '', deliveryDate: '', deliveryTime: '' };
}

export function withPickupTime(draft: EditDraft, pickupTime: string): EditDraft {
  return { ...draft, pickupTime, deliveryDate: '', deliveryTime: '' };
}

export function withDeliveryDate(draft: EditDraft, deliveryDate: string): EditDraft {
  if (!deliveryDate || !draft.pickupDate || !draft.pickupTime) return { ...draft, deliveryDate, deliveryTime: '' };
  const earliest = earliestDelivery(draft.pickupDate, draft.pickupTime, lineCategories(draft.lines));
  const timeStillOffered = deliverySlots(deliveryDate, earliest).some((slot) => slot.value === draft.deliveryTime);
  return { ...draft, deliveryDate, deliveryTime: timeStillOffered ? draft.deliveryTime : '' };
}

export type EditProblem = { tab: 'details' | 'services'; message: string };

/**
 * What stops a save before it is sent: missing fields, no items, lines core's pricing refuses, or a slot core's
 * rules refuse now.
 */
export function draftProblem(
  booking: CustomerBooking,
  draft: EditDraft,
  now: Date,
  catalogue: CatalogueIndex = new Map(),
): EditProblem | null {
  if (!draft.pickupDate || !draft.pickupTime || !draft.deliveryDate || !draft.deliveryTime) {
    return { tab: 'details', message: BOOKING_MESSAGES.editRequired };
  }
  if (draft.lines.length === 0) return { tab: 'services', message: 'Please add at least one service' };
  if (servicesChanged(booking, draft.lines)) {
    const { problem } = estimateEdit(draft.lines, catalogue);
    if (problem) return { tab: 'services', message: problem };
  }
  if (scheduleChanged(booking, draft) || servicesChanged(booking, draft.lines)) {
    const [first] = validateSchedule(draft, lineCategories(draft.lines), now);
    if (first) return { tab: 'details', message: first.message };
  }
  return null;
}
