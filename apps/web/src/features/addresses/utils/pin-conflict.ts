// When what the customer typed and where the pin is say different places (core's rule), and how each side reads.
import { composeFullAddress, inferState, placeConflict, textContradictsPin, type GeocodedPlace } from '@washday/core';
import { composeDraftAddress, type AddressDraft } from './address-draft';

export interface PinConflict {
  /** The place at the pin, as its lookup found it. */
  pin: GeocodedPlace;
  /** The typed city and pincode, the ones that say otherwise where the one-line address does ('New Delhi', '110001'). */
  typedCity: string;
  typedPincode: string;
  /** Where 'Edit' takes the customer. */
  field: 'city' | 'pincode';
}

/** The choice to offer before saving, or null when the typed city and pincode agree with the pin (or cannot be judged). */
export function findPinConflict(draft: AddressDraft, pin: GeocodedPlace): PinConflict | null {
  const found = textContradictsPin({ city: draft.city, pincode: draft.pincode, full_address: draft.full_address }, pin);
  if (!found) return null;
  const cityTyped = found.city !== null && found.city === draft.city.trim();
  return {
    pin,
    typedCity: found.city ?? draft.city.trim(),
    typedPincode: found.pincode ?? draft.pincode.trim(),
    field: !cityTyped && found.pincode !== null && found.pincode === draft.pincode.trim() ? 'pincode' : 'city',
  };
}

/** 'Gurugram, Haryana 122101': a place in the words the dialog shows. */
export const pinPlaceLine = (pin: Pick<GeocodedPlace, 'city' | 'state' | 'pincode'>) =>
  composeFullAddress({ city: pin.city, state: pin.state, pincode: pin.pincode });

/** 'New Delhi 110001'. */
export const typedPlaceLine = (conflict: Pick<PinConflict, 'typedCity' | 'typedPincode'>) =>
  [conflict.typedCity, conflict.typedPincode].filter(Boolean).join(' ');

/** What 'Move the pin to what I typed' looks up: the typed area with the city and pincode that disagreed. */
export const typedSearchText = (draft: AddressDraft, conflict: PinConflict) =>
  composeFullAddress({ area: draft.area, city: conflict.typedCity, pincode: conflict.typedPincode });

/**
 * The state after the city or pincode is typed: kept while it agrees with them, else the one they name (or none, for
 * the server to work out). A state brought by the pin never stays under a city in another state.
 */
export function typedState(draft: AddressDraft): string {
  if (!placeConflict({ city: draft.city, state: draft.state, pincode: draft.pincode })) return draft.state;
  return inferState({ city: draft.city, pincode: draft.pincode }) ?? '';
}

/**
 * The draft once the pin has moved to the typed place: what was typed stays, the point and state come from the place
 * found, and a one-line address made from the parts is made again (one edited by hand is left alone).
 */
export function withPinAtTyped(draft: AddressDraft, place: GeocodedPlace): AddressDraft {
  const state = inferState({ city: draft.city, pincode: draft.pincode }) ?? (place.state.trim() || draft.state);
  const next = { ...draft, state, coordinates: place.coordinates };
  const lineWasComposed = draft.full_address.trim() === '' || draft.full_address === composeDraftAddress(draft);
  return lineWasComposed ? { ...next, full_address: composeDraftAddress(next) } : next;
}
