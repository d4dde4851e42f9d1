import type { AddressInput, GeocodedPlace } from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { setValues } from '@/lib/form-values';
import { reverseGeocodeQueryOptions } from '@/lib/reverse-geocode';
import { geocodeAddress } from '../api/geocode-address';
import { withPlace, type AddressDraft } from '../utils/address-draft';
import { findPinConflict, typedSearchText, withPinAtTyped, type PinConflict } from '../utils/pin-conflict';

interface PinCheckOptions {
  form: Pick<UseFormReturn<AddressDraft, unknown, AddressInput>, 'getValues' | 'setValue' | 'setFocus'>;
  /** Moves the map's pin to a place already found. */
  placePin: (place: GeocodedPlace) => void;
  /** Saves what the form holds now, without asking again. */
  saveNow: () => Promise<void>;
}

/**
 * Before saving, the typed city and pincode are held against the place at the pin. When they say somewhere else the
 * customer is asked which is right: the pin's address, the pin moved to what was typed (found by the server's
 * geocoder), or back to editing. Nothing is saved until they choose.
 */
export function usePinCheck({ form, placePin, saveNow }: PinCheckOptions) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<PinConflict | null>(null);
  const [checking, setChecking] = useState(false);
  const [moving, setMoving] = useState(false);
  const [moveFailed, setMoveFailed] = useState(false);
  /** The field 'Edit' returns to once the dialog has closed (focus would go back to Save otherwise). */
  const editField = useRef<PinConflict['field'] | null>(null);

  /** True when the choice opened (and nothing may be saved yet). */
  const check = async (): Promise<boolean> => {
    const draft = form.getValues();
    if (!draft.coordinates) return false;
    setChecking(true);
    try {
      // Usually cached: the pin's own lookup, or the place a search pick put it at.
      const pin = await queryClient.fetchQuery(reverseGeocodeQueryOptions(draft.coordinates));
      const found = findPinConflict(draft, pin);
      setMoveFailed(false);
      setConflict(found);
      return found !== null;
    } catch {
      // No lookup, no comparison (geocoding fails silently, customer-app.md §8): the server still checks the parts.
      return false;
    } finally {
      setChecking(false);
    }
  };

  const keepPin = async () => {
    if (!conflict) return;
    const draft = form.getValues();
    setValues(form.setValue, withPlace(draft, conflict.pin, draft.coordinates ?? conflict.pin.coordinates));
    setConflict(null);
    await saveNow();
  };

  const moveToTyped = async () => {
    if (!conflict || moving) return;
    const draft = form.getValues();
    setMoving(true);
    setMoveFailed(false);
    let place: GeocodedPlace | null;
    try {
      const found = await geocodeAddress(typedSearchText(draft, conflict));
      // An unknown name comes back as some other city: that is not what was typed.
      place = findPinConflict(draft, found) ? null : found;
    } catch {
      place = null;
    } finally {
      setMoving(false);
    }
    if (!place) {
      setMoveFailed(true);
      return;
    }
    placePin(place);
    setValues(form.setValue, withPinAtTyped(draft, place));
    setConflict(null);
    await saveNow();
  };

  const edit = () => {
    editField.current = conflict?.field ?? null;
    setConflict(null);
  };

  /** The dialog's onCloseAutoFocus: after 'Edit', focus goes to the field to correct. */
  const onDialogClosed = (event: Event) => {
    const field = editField.current;
    if (!field) return;
    editField.current = null;
    event.preventDefault();
    form.setFocus(field);
  };

  return { conflict, checking, moving, moveFailed, check, keepPin, moveToTyped, edit, onDialogClosed };
}
