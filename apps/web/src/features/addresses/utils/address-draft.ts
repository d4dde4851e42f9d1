// The Add/Edit Address form's state and rules, kept pure so they can be tested without a map.
import {
  composeFullAddress,
  type AddressInput,
  type AddressRecord,
  type AddressType,
  type GeocodedPlace,
  type LatLng,
} from '@washday/core';
import { toPhoneDigits } from '@/lib/phone-digits';

/** Stored as home/office/other; shown as Home/Work/Other (customer-app.md §3). */
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { home: 'Home', office: 'Work', other: 'Other' };

export const ADDRESS_FORM_TEXT = {
  addTitle: 'Add Address',
  editTitle: 'Edit Address',
  searchPlaceholder: 'Search for area, street name...',
  useCurrentLocation: 'Use current location',
  detecting: 'Detecting...',
  loadingMap: 'Loading map...',
  mapUnavailable: 'Current Location (Map unavailable)',
  save: 'Save address',
  saved: 'Address saved',
  saveFailedTitle: 'Save Failed',
  saveFailed: 'Failed to save address. Please try again.',
} as const;

/** Parts that make up the one-line address; editing any of them rebuilds it. */
export const ADDRESS_PARTS = ['flat_no', 'street', 'landmark', 'area', 'city', 'pincode'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

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

/** A manual edit of one part: the one-line address is rebuilt from the parts. */
export function withPart(draft: AddressDraft, part: AddressPart, value: string): AddressDraft {
  const next = { ...draft, [part]: part === 'pincode' ? toPincodeDigits(value) : value };
  return { ...next, full_address: composeDraftAddress(next) };
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
  return value.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}

export interface SaveReadiness {
  /** A pin, search pick or detection happened (or, without a map, an area was typed). */
  locationChosen: boolean;
  mapUnavailable: boolean;
}

/**
 * 'Save address' is enabled only when a location is chosen, the area is filled, the pincode has exactly 6 digits,
 * the receiver has a name and the phone has at least 10 characters (customer-app.md §5, Address form).
 */
export function canSaveAddress(draft: AddressDraft, { locationChosen, mapUnavailable }: SaveReadiness): boolean {
  const area = draft.area.trim();
  const hasLocation = locationChosen || (mapUnavailable && area.length > 0);
  return (
    hasLocation &&
    area.length > 0 &&
    /^\d{6}$/.test(draft.pincode.trim()) &&
    draft.contact_person.trim().length > 0 &&
    draft.contact_phone.trim().length >= RECEIVER_PHONE_MIN_LENGTH
  );
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
