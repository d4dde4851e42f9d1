import { HOUSE_NUMBER_MAX_LENGTH, QUICK_PICKUP_ADDRESS_MAX_LENGTH, type AddressRecord } from '@washday/core';
import { MapPin, PencilLine } from 'lucide-react';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { AddressMode, QuickPickupValues } from '../utils/quick-pickup-form';

interface QuickPickupAddressProps {
  addresses: readonly AddressRecord[];
  mode: AddressMode;
  onModeChange: (mode: AddressMode) => void;
}

/** Where the rider comes: a saved address (default first), or one typed for this pickup with its house number. */
export function QuickPickupAddress({ addresses, mode, onModeChange }: QuickPickupAddressProps) {
  const { t } = useTranslation('account', { keyPrefix: 'quickPickup' });
  const ids = useId();
  const { control, clearErrors, formState } = useFormContext<QuickPickupValues>();
  const { field } = useController({ control, name: 'address_id' });
  // A refusal of the saved address, or 'Please enter a pickup address' while a saved one is shown.
  const savedError = formState.errors.address_id?.message ?? (mode === 'saved' ? formState.errors.address?.message : undefined);

  if (mode === 'typed') {
    return (
      <div className="space-y-4">
        <TextAreaField<QuickPickupValues>
          name="address"
          label={t('address')}
          placeholder={t('addressPlaceholder')}
          autoComplete="street-address"
          maxLength={QUICK_PICKUP_ADDRESS_MAX_LENGTH}
          rows={3}
        />
        <TextField<QuickPickupValues>
          name="house_number"
          label={t('houseNumber')}
          placeholder={t('houseNumberPlaceholder')}
          maxLength={HOUSE_NUMBER_MAX_LENGTH}
        />
        {addresses.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onModeChange('saved')}>
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {t('useSaved')}
          </Button>
        ) : null}
      </div>
    );
  }

  const legendId = `${ids}-legend`;
  const errorId = `${ids}-error`;
  return (
    <div>
      <p id={legendId} className="mb-1.5 text-sm font-semibold text-slate-700">
        {t('address')}
      </p>
      <div role="radiogroup" aria-labelledby={legendId} aria-describedby={savedError ? errorId : undefined} className="space-y-2">
        {addresses.map((address, index) => {
          const checked = field.value === address.id;
          return (
            <label
              key={address.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-2xl px-4 py-3 ring-1 transition-colors',
                checked ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-white ring-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={field.name}
                value={address.id}
                checked={checked}
                ref={index === 0 ? field.ref : undefined}
                onChange={() => {
                  field.onChange(address.id);
                  clearErrors(['address_id', 'address']);
                  clearErrors('root');
                }}
                className="mt-1 h-4 w-4 accent-brand-600"
              />
              <span className="min-w-0" translate="no">
                <span className="block text-[15px] font-bold text-ink">{address.title}</span>
                <span className="mt-0.5 block text-sm leading-snug break-words text-slate-600">{address.full_address}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId}>{savedError}</FieldError>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => onModeChange('typed')}>
        <PencilLine className="h-4 w-4" aria-hidden="true" />
        {t('enterAnother')}
      </Button>
    </div>
  );
}
