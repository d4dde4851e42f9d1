import type { AddressRecord } from '@washday/core';
import { Check, MapPin, RotateCcw } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField } from '@/components/form/text-area-field';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useCustomerAddresses } from '../api/get-customer-addresses';
import type { BookForUserValues } from '../utils/book-for-user-form';
import { SectionCard } from './section-card';

/**
 * Step 4: where to pick up: one of the customer's saved addresses, or one typed here. Either way the server checks
 * that we serve it before booking.
 */
export function AddressSection() {
  const { control, setValue, clearErrors, formState } = useFormContext<BookForUserValues>();
  const [customer, addressId] = useWatch({ control, name: ['customer', 'addressId'] });
  const existingId = customer?.kind === 'existing' ? customer.id : null;
  const saved = useCustomerAddresses(existingId);
  const error = formState.errors.address?.message;

  const pick = (address: AddressRecord | null) => {
    setValue('addressId', address?.id ?? null);
    setValue('address', address?.full_address ?? '');
    clearErrors('address');
    clearErrors('root');
  };

  return (
    <SectionCard
      step={4}
      title="Pickup address and notes"
      description="The server refuses a place outside the service area."
      invalid={Boolean(error)}
    >
      {existingId ? (
        <div className="mb-4">
          <p className="mb-2 text-xs font-bold tracking-wider text-slate-500 uppercase">Saved addresses</p>
          {saved.isPending ? (
            <div className="grid gap-2 md:grid-cols-2" role="status" aria-label="Loading saved addresses">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : saved.isError ? (
            <div
              role="alert"
              className="flex items-center justify-between gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-100"
            >
              {describeError(saved.error, 'Could not load the saved addresses')}
              <Button size="sm" variant="secondary" onClick={() => void saved.refetch()}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                Retry
              </Button>
            </div>
          ) : saved.data.length === 0 ? (
            <p className="rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-500 ring-1 ring-slate-200">
              No saved addresses. Type the pickup address below.
            </p>
          ) : (
            <div role="radiogroup" aria-label="Saved addresses" className="grid gap-2 md:grid-cols-2">
              {saved.data.map((address) => {
                const chosen = addressId === address.id;
                return (
                  <button
                    key={address.id}
                    type="button"
                    role="radio"
                    aria-checked={chosen}
                    onClick={() => pick(chosen ? null : address)}
                    className={cn(
                      'flex items-start gap-2.5 rounded-2xl px-3.5 py-3 text-left ring-1 transition-colors',
                      chosen ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-white ring-slate-200 hover:bg-slate-50',
                    )}
                  >
                    <span
                      className={cn(
                        'mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full ring-1',
                        chosen ? 'bg-brand-600 text-white ring-brand-600' : 'ring-slate-300',
                      )}
                    >
                      {chosen ? <Check className="h-3 w-3" aria-hidden="true" /> : null}
                    </span>
                    <span className="min-w-0">
                      <span className="block text-sm font-semibold text-ink">
                        {address.title}
                        {address.is_default ? <span className="ml-1.5 text-xs font-medium text-brand-700">Default</span> : null}
                      </span>
                      <span className="line-clamp-2 text-xs text-slate-500">{address.full_address}</span>
                    </span>
                  </button>
                );
              })}
            </div>
          )}
        </div>
      ) : null}

      <div className="relative">
        <TextAreaField<BookForUserValues>
          name="address"
          label={
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="h-4 w-4 text-slate-500" aria-hidden="true" />
              {addressId ? 'Pickup address (saved)' : 'Pickup address'}
            </span>
          }
          maxLength={500}
          rows={2}
          readOnly={Boolean(addressId)}
          placeholder="Flat, building, street, sector, Gurugram and pincode"
        />
        {addressId ? (
          <button
            type="button"
            onClick={() => pick(null)}
            className="absolute top-0 right-0 text-xs font-semibold text-brand-700 hover:underline"
          >
            Type another address
          </button>
        ) : null}
      </div>

      <div className="mt-2 grid gap-3 md:grid-cols-2">
        <TextAreaField<BookForUserValues>
          name="specialInstructions"
          label="Special instructions"
          maxLength={500}
          rows={2}
          placeholder="Stains, fabric care, call before coming…"
        />
        <TextAreaField<BookForUserValues>
          name="additionalDetails"
          label="Additional details"
          maxLength={1000}
          rows={2}
          placeholder="Gate number, landmark, floor…"
        />
      </div>
    </SectionCard>
  );
}
