// The Quick Pickup dialog's values, what it sends, and how a refusal reads (customer-app.md §5, §8).
import {
  QUICK_PICKUP_MESSAGES,
  defaultQuickPickupDate,
  quickPickupFormSchema,
  type AddressRecord,
  type QuickPickupBody,
  type QuickPickupSlot,
  type User,
} from '@washday/core';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/** Core's rules, judged at the moment of submitting (a slot may have passed while the dialog was open). */
export const quickPickupSchema = z.lazy(() => quickPickupFormSchema(new Date()));
export type QuickPickupValues = z.input<typeof quickPickupSchema>;
export type QuickPickupParsed = z.output<typeof quickPickupSchema>;

/** Where the rider comes: one of the customer's saved addresses, or one typed for this pickup. */
export type AddressMode = 'saved' | 'typed';

/** The fields the server may name in a refusal, as the form names them. */
export const QUICK_PICKUP_FIELDS = ['pickup_date', 'pickup_time', 'address', 'address_id', 'house_number'] as const;

/** The saved address to start on: the default one, else the first. */
export function startingAddress(addresses: readonly AddressRecord[] | undefined): AddressRecord | null {
  return addresses?.find((a) => a.is_default) ?? addresses?.[0] ?? null;
}

export function initialValues(now: Date, addresses: readonly AddressRecord[] | undefined): QuickPickupValues {
  return {
    pickup_date: defaultQuickPickupDate(now),
    pickup_time: '',
    address_id: startingAddress(addresses)?.id ?? '',
    address: '',
    house_number: '',
  };
}

/** The request: the chosen saved address, or the typed one with its house number. Who asks is the session's. */
export function toBody(values: QuickPickupParsed, mode: AddressMode): QuickPickupBody {
  const when = { pickup_date: values.pickup_date, pickup_time: values.pickup_time };
  if (mode === 'saved' && values.address_id) return { ...when, address_id: values.address_id };
  return { ...when, address: values.address, ...(values.house_number ? { house_number: values.house_number } : {}) };
}

/**
 * A slot's time as the interface says it: core's '9:00 AM' in English, the locale's own words otherwise
 * ('सुबह 9:00' in Hindi). The slot is a time of day in India, whatever the device's zone.
 */
export function slotTimeLabel(slot: QuickPickupSlot, locale: string): string {
  if (locale.startsWith('en')) return slot.label;
  const [hours = 0, minutes = 0] = slot.value.split(':').map(Number);
  const time = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' }).format(
    time,
  );
}

/** What stops the signed-in customer from asking at all: the spec's checks of the account (§5). */
export function accountProblem(user: Pick<User, 'id' | 'name' | 'phone'>): string | null {
  if (!user.id?.trim()) return QUICK_PICKUP_MESSAGES.userIdMissing;
  if (!user.name?.trim()) return QUICK_PICKUP_MESSAGES.nameMissing;
  if (!user.phone?.trim()) return QUICK_PICKUP_MESSAGES.phoneMissing;
  return null;
}

/** The server's own words for a refusal; 'Failed to create quick pickup' when it could not answer. */
export function quickPickupErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : QUICK_PICKUP_MESSAGES.failed;
}
