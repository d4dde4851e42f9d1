import {
  ADMIN_EDIT_MESSAGES,
  BOOKING_STATUSES,
  ORDER_MESSAGES,
  VENDOR_STAGES,
  adminEditAmountSchema,
  adminEditLineSchema,
  adminEditScheduleProblem,
  formatRupees,
  indexCatalogue,
  type AdminBooking,
  type AdminBookingEditBody,
  type AdminEditLine,
  type CatalogueService,
  type ServiceUnit,
} from '@washday/core';
import { z } from 'zod';

/** One line as the edit form holds it: a catalogue service (priced by the server) or a custom line at the admin's price. */
export interface EditLineDraft {
  /** Stable key for the list (not sent). */
  key: string;
  /** '' for a custom line. */
  serviceId: string;
  name: string;
  unit: ServiceUnit;
  quantity: number;
  /** A custom line's price in rupees, as typed. */
  price: string;
  /** The price the order was booked at (a service already on it keeps it); null for a line new to the order. */
  bookedPrice: number | null;
}

export interface EditDraft {
  status: string;
  reason: string;
  scheduled_date: string;
  scheduled_time: string;
  delivery_date: string;
  delivery_time: string;
  items: EditLineDraft[];
  discount_amount: string;
  final_amount: string;
  /** The final amount is the admin's own, not items − discount. */
  finalManual: boolean;
}

type EditableBooking = Pick<
  AdminBooking,
  | 'status'
  | 'scheduled_date'
  | 'scheduled_time'
  | 'delivery_date'
  | 'delivery_time'
  | 'item_prices'
  | 'total_price'
  | 'discount_amount'
  | 'final_amount'
  | 'trips'
>;

/** The server's locks: a trip is out once its rider has started it (a pickup rider on the way, a delivery out). */
export const tripStarted = (booking: Pick<EditableBooking, 'trips'>, kind: 'pickup' | 'delivery') =>
  booking.trips.some((t) => t.kind === kind && (t.status === 'picked_up' || t.status === 'completed'));

let keySequence = 0;
export const nextLineKey = () => `line-${(keySequence += 1)}`;
const amountText = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));
const cents = (rupees: number) => Math.round(rupees * 100);

export function initialDraft(booking: EditableBooking): EditDraft {
  return {
    status: booking.status,
    reason: '',
    scheduled_date: booking.scheduled_date,
    scheduled_time: booking.scheduled_time,
    delivery_date: booking.delivery_date,
    delivery_time: booking.delivery_time,
    items: booking.item_prices.map((line) => ({
      key: nextLineKey(),
      serviceId: line.service_id ?? '',
      name: line.service_name,
      unit: line.unit,
      quantity: line.quantity,
      price: line.service_id ? '' : amountText(line.unit_price),
      bookedPrice: line.unit_price,
    })),
    discount_amount: amountText(booking.discount_amount),
    final_amount: amountText(booking.final_amount),
    finalManual: cents(booking.final_amount) !== cents(booking.total_price - booking.discount_amount),
  };
}

/** Text typed into an amount field as a number; blank is NaN, so the schema says it must be a number. */
export const parseAmount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/,/g, '')));

export function lineBody(line: EditLineDraft): AdminEditLine {
  if (line.serviceId) return { serviceId: line.serviceId, quantity: line.quantity };
  return { name: line.name.trim(), quantity: line.quantity, price: parseAmount(line.price), unit: line.unit };
}

/** Services by id from the catalogue: core's one index (each once, though the all-dry-clean category repeats some). */
export const indexServices = indexCatalogue;

/** What the form can tell before saving: a service new to the order is priced by the server at today's price. */
export function estimate(draft: EditDraft, services: ReadonlyMap<string, CatalogueService>) {
  let subtotal = 0;
  let exact = true;
  for (const line of draft.items) {
    const unit = line.serviceId ? (line.bookedPrice ?? services.get(line.serviceId)?.price) : parseAmount(line.price);
    if (line.serviceId && line.bookedPrice === null) exact = false;
    if (unit !== undefined && Number.isFinite(unit)) subtotal += unit * line.quantity;
  }
  const discountText = parseAmount(draft.discount_amount);
  const discount = Number.isFinite(discountText) ? discountText : 0;
  return { subtotal, derived: Math.max(0, subtotal - discount), exact };
}

function sameLines(before: EditableBooking['item_prices'], after: readonly EditLineDraft[]): boolean {
  if (before.length !== after.length) return false;
  return before.every((line, i) => {
    const next = after[i]!;
    if ((line.service_id ?? '') !== next.serviceId || line.quantity !== next.quantity) return false;
    return next.serviceId
      ? true
      : line.service_name === next.name.trim() &&
          cents(line.unit_price) === cents(parseAmount(next.price)) &&
          line.unit === next.unit;
  });
}

/** Only what changed is sent, so the audit trail names exactly what the admin changed. */
export function changedBody(booking: EditableBooking, draft: EditDraft): AdminBookingEditBody {
  const body: AdminBookingEditBody = {};
  if (draft.status !== booking.status) body.status = draft.status as NonNullable<AdminBookingEditBody['status']>;
  for (const field of ['scheduled_date', 'scheduled_time', 'delivery_date', 'delivery_time'] as const) {
    if (draft[field] && draft[field] !== booking[field]) body[field] = draft[field];
  }
  const itemsChanged = !sameLines(booking.item_prices, draft.items);
  if (itemsChanged) body.items = draft.items.map(lineBody);
  const discount = draft.discount_amount.trim() === '' ? 0 : parseAmount(draft.discount_amount);
  if (cents(discount) !== cents(booking.discount_amount)) body.discount_amount = discount;
  if (draft.finalManual) {
    const final = parseAmount(draft.final_amount);
    if (cents(final) !== cents(booking.final_amount)) body.final_amount = final;
  } else if (
    !itemsChanged &&
    body.discount_amount === undefined &&
    cents(booking.final_amount) !== cents(booking.total_price - booking.discount_amount)
  ) {
    // Back to items − discount: both are the server's own amounts.
    body.final_amount = Math.max(0, booking.total_price - booking.discount_amount);
  }
  if (Object.keys(body).length && draft.reason.trim()) body.reason = draft.reason.trim();
  return body;
}

/**
 * The edit form's schema: core's rules for lines, amounts and the schedule, checked on the draft before it is sent
 * (the server checks them again). `now` is the clock for the pickup rules.
 */
export function editFormSchema(booking: EditableBooking, now: () => Date, services: () => ReadonlyMap<string, CatalogueService>) {
  return z.custom<EditDraft>().superRefine((draft, ctx) => {
    const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (
      draft.status === 'cancelled' &&
      booking.status !== 'cancelled' &&
      tripStarted(booking, 'pickup') &&
      !draft.reason.trim()
    ) {
      issue(['reason'], ORDER_MESSAGES.cancelReasonRequired);
    }
    const schedule = {
      scheduled_date: draft.scheduled_date,
      scheduled_time: draft.scheduled_time,
      delivery_date: draft.delivery_date,
      delivery_time: draft.delivery_time,
    };
    const problem = adminEditScheduleProblem(booking, schedule, now());
    const moved = (['scheduled_date', 'scheduled_time', 'delivery_date', 'delivery_time'] as const).some(
      (f) => schedule[f] !== booking[f],
    );
    if (moved && problem) issue([problem.field], problem.message);
    if (draft.items.length === 0) issue(['items'], ADMIN_EDIT_MESSAGES.servicesRequired);
    draft.items.forEach((line, index) => {
      const seen = new Set<string>();
      const lineIssue = (field: string, message: string) => {
        if (!seen.has(field)) issue(['items', index, field], message);
        seen.add(field);
      };
      // Said at once with the price's message (the schema checks the name only once the rest is valid).
      if (!line.serviceId && !line.name.trim()) lineIssue('name', ADMIN_EDIT_MESSAGES.customNameRequired);
      const checked = adminEditLineSchema.safeParse(lineBody(line));
      for (const found of checked.success ? [] : checked.error.issues)
        lineIssue(String(found.path[0] ?? 'serviceId'), found.message);
    });
    const discountText = draft.discount_amount.trim();
    const discount = adminEditAmountSchema('Discount').safeParse(discountText === '' ? 0 : parseAmount(discountText));
    if (!discount.success) issue(['discount_amount'], discount.error.issues[0]!.message);
    else {
      const { subtotal, exact } = estimate(draft, services());
      if (exact && discount.data > subtotal)
        issue(['discount_amount'], ADMIN_EDIT_MESSAGES.discountTooHigh(formatRupees(subtotal)));
    }
    if (draft.finalManual) {
      const final = adminEditAmountSchema('Final amount').safeParse(parseAmount(draft.final_amount));
      if (!final.success) issue(['final_amount'], final.error.issues[0]!.message);
    }
  });
}

/** The statuses the select offers: those an admin may set, and the two the trips set, shown but not offered. */
export const STATUS_OPTIONS: ReadonlyArray<{ value: string; label: string; group: string; byTrips?: string }> = [
  ...BOOKING_STATUSES.map((value) => ({
    value,
    label: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      in_progress: 'In progress',
      completed: 'Completed',
      cancelled: 'Cancelled',
    }[value],
    group: 'Order',
    ...(value === 'in_progress'
      ? { byTrips: 'set when the pickup is collected' }
      : value === 'completed'
        ? { byTrips: 'set when delivered with the code' }
        : {}),
  })),
  ...VENDOR_STAGES.map((value) => ({
    value,
    label: { received: 'Received at vendor', processing: 'Processing', ready: 'Ready for delivery' }[value],
    group: 'At the vendor',
  })),
];

/** Whether the select offers a status for this booking (the server decides the rest and says why it refuses). */
export function statusSelectable(booking: Pick<AdminBooking, 'status'>, value: string): boolean {
  if (value === booking.status) return true;
  if (value === 'pending' || value === 'in_progress' || value === 'completed') return false;
  if ((VENDOR_STAGES as readonly string[]).includes(value)) return booking.status === 'in_progress';
  return booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'in_progress';
}
