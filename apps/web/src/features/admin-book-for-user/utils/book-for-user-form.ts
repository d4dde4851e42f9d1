// The Book for User form: its values, the checks it makes before asking the server (core's, in the spec's order), and
// the request it sends. The server checks everything again and prices the order itself.
import {
  BOOK_FOR_USER_DEFAULT_SERVICE,
  BOOK_FOR_USER_MESSAGES,
  INSTRUCTIONS_MAX_LENGTH,
  PricingError,
  bookForUserCustomOrderLine,
  bookForUserScheduleProblem,
  computeTotals,
  firstBookForUserProblem,
  normalizeIndianMobile,
  paiseToRupees,
  priceLines,
  rupeesToPaise,
  type BookForUserBody,
  type OrderLine,
  type PricedService,
  type ServiceUnit,
} from '@washday/core';
import { z } from 'zod';

export type BookForUserCustomer =
  | { kind: 'existing'; id: string; name: string; phone: string; email: string | null }
  | { kind: 'new'; phone: string; name: string };

/** A line of the order: a catalogue service (priced by the server) or a custom line at the admin's price. */
export interface FormLine {
  key: string;
  serviceId: string | null;
  name: string;
  category: string | null;
  unit: ServiceUnit;
  quantity: number;
  /** Rupees per unit: the catalogue's (shown only) or the admin's (custom). */
  price: number;
}

export interface BookForUserValues {
  customer: BookForUserCustomer | null;
  lines: FormLine[];
  pickupDate: string;
  pickupTime: string;
  /** Blank means the pickup's (§5). */
  deliveryDate: string;
  deliveryTime: string;
  /** A saved address of the customer, or null for the typed one. */
  addressId: string | null;
  address: string;
  discount: string;
  specialInstructions: string;
  additionalDetails: string;
}

export const EMPTY_BOOKING: BookForUserValues = {
  customer: null,
  lines: [],
  pickupDate: '',
  pickupTime: '',
  deliveryDate: '',
  deliveryTime: '',
  addressId: null,
  address: '',
  discount: '',
  specialInstructions: '',
  additionalDetails: '',
};

/** The form's field for each field the API (and core's checks) name. */
export const FORM_FIELD: Record<string, keyof BookForUserValues> = {
  customer_id: 'customer',
  phone: 'customer',
  name: 'customer',
  services: 'lines',
  scheduled_date: 'pickupDate',
  scheduled_time: 'pickupTime',
  delivery_date: 'deliveryDate',
  delivery_time: 'deliveryTime',
  address: 'address',
  address_id: 'address',
  discount_amount: 'discount',
  special_instructions: 'specialInstructions',
  additional_details: 'additionalDetails',
};

/** The form field a server refusal belongs to (`services.2.price` → lines), or null. */
export function formFieldOf(apiField: string | undefined): keyof BookForUserValues | null {
  if (!apiField) return null;
  return FORM_FIELD[apiField.split('.')[0]!] ?? null;
}

/** Rupees typed in a field; blank is 0, anything that is not a number is null. */
export function parseRupees(text: string): number | null {
  const trimmed = text.trim().replace(/[₹,\s]/g, '');
  if (!trimmed) return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

const customerId = (c: BookForUserCustomer | null) => (c?.kind === 'existing' ? c.id : null);

/**
 * The form's checks: the spec's four in order (only the first that fails is shown, as the spec shows one message at
 * a time), then a new customer's phone and name, the schedule rules and the discount.
 */
export function bookForUserFormSchema(now: () => Date) {
  return z
    .object({
      customer: z.custom<BookForUserCustomer | null>(),
      lines: z.custom<FormLine[]>(),
      pickupDate: z.string(),
      pickupTime: z.string(),
      deliveryDate: z.string(),
      deliveryTime: z.string(),
      addressId: z.string().nullable(),
      address: z.string().max(500, 'The address can be at most 500 characters'),
      discount: z.string(),
      specialInstructions: z
        .string()
        .max(INSTRUCTIONS_MAX_LENGTH, `Instructions can be at most ${INSTRUCTIONS_MAX_LENGTH} characters`),
      additionalDetails: z.string().max(1000, 'Additional details can be at most 1000 characters'),
    })
    .superRefine((values, ctx) => {
      const problem = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [FORM_FIELD[field] ?? field], message });
      const first = firstBookForUserProblem({
        customerId: customerId(values.customer),
        phone: values.customer?.kind === 'new' ? values.customer.phone : null,
        lineCount: values.lines.length,
        pickupDate: values.pickupDate,
        pickupTime: values.pickupTime,
        address: values.address,
        addressId: values.addressId,
      });
      if (first) return problem(first.field, first.message);
      if (values.customer?.kind === 'new') {
        if (!normalizeIndianMobile(values.customer.phone)) return problem('phone', BOOK_FOR_USER_MESSAGES.phoneInvalid);
        if (!values.customer.name.trim()) return problem('name', BOOK_FOR_USER_MESSAGES.nameRequired);
      }
      const schedule = bookForUserScheduleProblem(
        {
          pickupDate: values.pickupDate,
          pickupTime: values.pickupTime,
          deliveryDate: values.deliveryDate,
          deliveryTime: values.deliveryTime,
        },
        now(),
      );
      if (schedule) return problem(schedule.field, schedule.message);
      if (parseRupees(values.discount) === null) return problem('discount_amount', BOOK_FOR_USER_MESSAGES.discountInvalid);
    });
}

export interface BookingEstimate {
  /** Rupees. */
  subtotal: number;
  discount: number;
  total: number;
  /** Why core's pricing refuses a catalogue line (a quantity under its minimum, say); null when it prices. */
  problem: string | null;
}

/** What the server will charge, by core's pricing: catalogue lines from the catalogue, custom lines at the admin's price. */
export function estimateBooking(
  lines: readonly FormLine[],
  catalogue: ReadonlyMap<string, PricedService>,
  discount: number,
): BookingEstimate {
  let priced: OrderLine[] = [];
  let problem: string | null = null;
  const catalogueLines = lines.filter((l) => l.serviceId);
  try {
    if (catalogueLines.length)
      priced = priceLines(
        catalogueLines.map((l) => ({ id: l.serviceId!, quantity: l.quantity })),
        catalogue,
      );
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    problem = error.message;
  }
  const custom = lines.filter((l) => !l.serviceId).map((l) => bookForUserCustomOrderLine(l));
  const totals = computeTotals([...priced, ...custom], rupeesToPaise(discount));
  return {
    subtotal: paiseToRupees(totals.subtotalPaise),
    discount: paiseToRupees(totals.discountPaise),
    total: paiseToRupees(totals.totalPaise),
    problem,
  };
}

/** The spec's body (§7) from checked values; the server ignores the totals and prices catalogue lines itself. */
export function toRequestBody(values: BookForUserValues, estimate: BookingEstimate): BookForUserBody {
  const customer = values.customer!;
  return {
    customer_id: customerId(customer),
    name: customer.name.trim(),
    phone: customer.phone,
    service: BOOK_FOR_USER_DEFAULT_SERVICE,
    service_type: values.lines.find((l) => l.category)?.category ?? 'laundry',
    services: values.lines.map((l) =>
      l.serviceId
        ? { id: l.serviceId, name: l.name, quantity: l.quantity, price: l.price, unit: l.unit, category: l.category }
        : { name: l.name, quantity: l.quantity, price: l.price, unit: l.unit },
    ),
    scheduled_date: values.pickupDate,
    scheduled_time: values.pickupTime,
    delivery_date: values.deliveryDate || null,
    delivery_time: values.deliveryTime || null,
    address: values.address.trim(),
    address_id: values.addressId,
    additional_details: values.additionalDetails.trim() || null,
    special_instructions: values.specialInstructions.trim() || null,
    discount_amount: parseRupees(values.discount) ?? 0,
    total_price: estimate.subtotal,
    final_amount: estimate.total,
    created_by_admin: true,
  };
}

/** Where the new booking opens in the Bookings tab. */
export const bookingsTabLink = (orderId: string) => `/admin?tab=bookings&q=${encodeURIComponent(orderId)}`;
