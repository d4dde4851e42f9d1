import type { AddressInput, AddressRecord } from '@washday/core';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { dialogToastOptions } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { applyServerError, FORM_ERROR } from '@/lib/form-errors';
import { checkAvailability } from '../api/check-availability';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { SAVE_FAILED_MESSAGE, toAvailabilityRequest, type AddressDraft } from '../utils/address-draft';

/** The fields the server may refuse by name. */
const SERVER_FIELDS = ['area', 'city', 'pincode', 'contact_person', 'contact_phone', 'address_type'] as const;

interface SaveAddressOptions {
  /** The address being edited; without it a new one is added. */
  initial: AddressRecord | undefined;
  setError: UseFormSetError<AddressDraft>;
  onSaved: (address: AddressRecord) => void;
}

/**
 * Saving: ask whether we serve the place first (a failed check saves anyway; the server checks again), then
 * create or update. A place we do not serve opens the not-available dialog; other refusals land on their field
 * or on the form.
 */
export function useSaveAddress({ initial, setError, onSaved }: SaveAddressOptions) {
  const { t } = useTranslation('addresses');
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const [checking, setChecking] = useState(false);
  /** The place we do not serve, while its dialog is open. */
  const [notAvailable, setNotAvailable] = useState<string | null>(null);

  const save = async (input: AddressInput) => {
    const place = input.full_address ?? input.area;
    setChecking(true);
    try {
      const availability = await checkAvailability(toAvailabilityRequest(input));
      if (!availability.is_available) {
        setNotAvailable(place);
        return;
      }
    } catch {
      // The check itself failed: save anyway, the server checks again.
    } finally {
      setChecking(false);
    }
    try {
      const saved = initial ? await updateAddress.mutateAsync({ id: initial.id, input }) : await createAddress.mutateAsync(input);
      toast.success(t('form.saved'), dialogToastOptions());
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 422 || error.body.error === 'SERVICE_NOT_AVAILABLE')) {
        setNotAvailable(place);
      } else if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        // 409 'This address is already saved', a refused field and the like: the server's own words.
        applyServerError(setError, error, { fields: SERVER_FIELDS });
      } else {
        setError(FORM_ERROR, { type: 'server', message: SAVE_FAILED_MESSAGE });
        toast.error(t('form.saveFailedTitle'), { description: t('form.saveFailed'), ...dialogToastOptions() });
      }
    }
  };

  return {
    save,
    saving: checking || createAddress.isPending || updateAddress.isPending,
    notAvailable,
    closeNotAvailable: () => setNotAvailable(null),
  };
}
