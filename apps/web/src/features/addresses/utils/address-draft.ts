// The Add/Edit Address form's state and rules, kept pure so they can be tested without a map.
import {
  ADDRESS_TYPES,
  addressInputSchema,
  composeFullAddress,
  coordinatesSchema,
  LOCATION_MESSAGES,
  type AddressInput,
  type AddressRecord,
  type AddressType,
  type GeocodedPlace,
  type LatLng,
} from '@washday/core';
import { z } from 'zod';
import { onlyDigits, toPhoneDigits } from '@/lib/phone-digits';

/**
 * Stored as home/office/other; the saved title of a Home or Work address is these words (customer-app.md §3), in
 * English whatever the interface language: it is the record's data. The form shows the types as `addresses:types`.
 */
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { home: 'Home', office: 'Work', other: 'Other' };

/** The form-wide refusal when saving fails without an answer (FormAlert shows it in the interface language). */
export const SAVE_FAILED_MESSAGE = 'Save Failed: Failed to save address. Please try again.';

export const PINCODE_LENGTH = 6;
export const RECEIVER_PHONE_MIN_LENGTH = 10;

export interface AddressDraft {
  flat_no: string;
  street: string;
  landmark: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
  full_address: string;
  /** Only a real place: a pin, a search pick, a detection or the saved record. Never the default centre. */
  coordinates: LatLng | null;
  address_type: AddressType;
  /** The name given to an 'Other' address. */
  label: string;
  contact_person: string;
  contact_phone: string;
}

export interface Receiver {
  name: string;
  phone: string;
}

export function emptyDraft(receiver?: Receiver | null): AddressDraft {
  return {
    flat_no: '',
    street: '',
    landmark: '',
    area: '',
    city: '',
    state: '',
    pincode: '',
    full_address: '',
    coordinates: null,
    address_type: 'home',
    label: '',
    contact_person: receiver?.name ?? '',
    contact_phone: toPhoneDigits(receiver?.phone ?? ''),
  };
}

export function draftFromRecord(record: AddressRecord): AddressDraft {
  return {
    flat_no: record.flat_no ?? '',
    street: record.street ?? '',
    landmark: record.landmark ?? '',
    area: record.area,
    city: record.city,
    state: record.state,
    pincode: record.pincode,
    full_address: record.full_address,
    coordinates: record.coordinates,
    address_type: record.address_type,
    label: record.address_type === 'other' ? record.title : '',
    contact_person: record.contact_person,
    contact_phone: toPhoneDigits(record.contact_phone),
  };
}

/** The one-line address as the parts make it. */
export function composeDraftAddress(draft: AddressDraft): string {
  return composeFullAddress({
    flat_no: draft.flat_no,
    street: draft.street,
    landmark: draft.landmark,
    area: draft.area,
    city: draft.city,
    state: draft.state,
    pincode: draft.pincode,
  });
}

/**
 * A place found by a pin move, a search pick or a detection fills the fields it knows. The house number and
 * landmark the customer typed stay unless the place has its own.
 */
export function withPlace(draft: AddressDraft, place: GeocodedPlace, point: LatLng = place.coordinates): AddressDraft {
  const street = [place.building_name, place.street_name]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');
  const next: AddressDraft = {
    ...draft,
    flat_no: place.house_number.trim() || draft.flat_no,
    street,
    landmark: place.landmark.trim() || draft.landmark,
    area: place.neighborhood.trim() || place.city.trim() || draft.area,
    city: place.city.trim(),
    state: place.state.trim(),
    pincode: toPincodeDigits(place.pincode),
    coordinates: point,
  };
  const composed = composeDraftAddress(next);
  return { ...next, full_address: composed || place.formatted_address || place.full_address };
}

export function toPincodeDigits(value: string): string {
  return onlyDigits(value, PINCODE_LENGTH);
}

/**
 * The form's rules (customer-app.md §5, Address form), core's for the fields the server checks: area filled,
 * pincode exactly 6 digits, a receiver with a 10-digit phone, a known type.
 */
export const addressDraftSchema = z.object({
  flat_no: z.string(),
  street: z.string(),
  landmark: z.string(),
  area: addressInputSchema.shape.area,
  city: z.string(),
  state: z.string(),
  pincode: addressInputSchema.shape.pincode,
  full_address: z.string(),
  coordinates: coordinatesSchema.nullable(),
  address_type: z.enum(ADDRESS_TYPES),
  label: z.string(),
  contact_person: addressInputSchema.shape.contact_person,
  contact_phone: addressInputSchema.shape.contact_phone.pipe(
    z.string().min(RECEIVER_PHONE_MIN_LENGTH, LOCATION_MESSAGES.receiverPhoneInvalid),
  ),
});

/** What the form hands on when saved: the POST/PUT body. */
export const addressFormSchema = addressDraftSchema.transform((draft) => toAddressInput(draft));

export interface SaveReadiness {
  /** A pin, search pick or detection happened (or, without a map, an area was typed). */
  locationChosen: boolean;
  mapUnavailable: boolean;
}

/** What still stands in the way of saving; each has its sentence in `addresses:form.blockers`. */
export type SaveBlocker = 'chooseLocation' | 'area' | 'pincode' | 'contact_person' | 'contact_phone' | 'incomplete';

const FIELD_BLOCKERS: Partial<Record<keyof AddressDraft, SaveBlocker>> = {
  area: 'area',
  pincode: 'pincode',
  contact_person: 'contact_person',
  contact_phone: 'contact_phone',
};

/** What still stands between the customer and 'Save address' (enabled only when nothing does), in their terms. */
export function saveBlocker(draft: AddressDraft, { locationChosen, mapUnavailable }: SaveReadiness): SaveBlocker | null {
  if (!locationChosen && !(mapUnavailable && draft.area.trim())) {
    return mapUnavailable ? 'area' : 'chooseLocation';
  }
  const result = addressDraftSchema.safeParse(draft);
  if (result.success) return null;
  const field = result.error.issues[0]?.path[0] as keyof AddressDraft | undefined;
  return (field && FIELD_BLOCKERS[field]) ?? 'incomplete';
}

const optional = (value: string) => value.trim() || undefined;

/** The POST/PUT body. Without a real point the coordinates are null and the server decides by the text. */
export function toAddressInput(draft: AddressDraft): AddressInput {
  const fullAddress = draft.full_address.trim() || composeDraftAddress(draft);
  return {
    title: draft.address_type === 'other' ? optional(draft.label) : ADDRESS_TYPE_LABELS[draft.address_type],
    full_address: optional(fullAddress),
    flat_no: optional(draft.flat_no),
    street: optional(draft.street),
    area: draft.area.trim(),
    landmark: optional(draft.landmark),
    city: optional(draft.city),
    state: optional(draft.state),
    pincode: draft.pincode.trim(),
    coordinates: draft.coordinates,
    address_type: draft.address_type,
    contact_person: draft.contact_person.trim(),
    contact_phone: draft.contact_phone.trim(),
  };
}

/** The body of the availability check asked before saving. */
export function toAvailabilityRequest(input: AddressInput) {
  return {
    city: input.city || input.area,
    pincode: input.pincode,
    full_address: input.full_address,
    coordinates: input.coordinates ?? null,
  };
}
