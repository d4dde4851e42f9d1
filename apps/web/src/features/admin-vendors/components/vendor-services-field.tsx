import type { VendorFormInput } from '@washday/core';
import { Check, RotateCcw } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { Skeleton } from '@/components/ui/skeleton';
import { FieldError } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { ServiceOptions } from '../utils/vendor-form';

/** The categories the vendor handles, as toggles; dispatch offers a vendor only orders whose every line it handles. */
export function VendorServicesField({ services }: { services: ServiceOptions }) {
  const { control, clearErrors } = useFormContext<VendorFormInput>();
  const { field, fieldState } = useController({ control, name: 'services' });
  const chosen = field.value;
  const error =
    fieldState.error?.message ??
    (fieldState.error as unknown as Array<{ message?: string }> | undefined)?.find?.((e) => e?.message)?.message;

  const toggle = (id: string) => {
    field.onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
    clearErrors('services');
    clearErrors('root');
  };

  return (
    <fieldset aria-describedby={error ? 'vendor-services-error' : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-slate-700">
        Services handled
        <span className="text-red-500" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {services.options ? (
        <div className="flex flex-wrap gap-2">
          {services.options.map((option, index) => {
            const on = chosen.includes(option.id);
            return (
              <button
                key={option.id}
                ref={index === 0 ? field.ref : undefined}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(option.id)}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 transition-colors',
                  on
                    ? 'bg-brand-600 text-white ring-brand-600 hover:bg-brand-700'
                    : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
                )}
              >
                {on ? <Check className="h-4 w-4" aria-hidden="true" /> : null}
                {option.name}
                {option.enabled ? null : (
                  <span className={cn('text-xs font-medium', on ? 'text-brand-100' : 'text-slate-500')}>(off for customers)</span>
                )}
              </button>
            );
          })}
        </div>
      ) : services.failed ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          The service categories could not load.
          <button
            type="button"
            onClick={services.retry}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
            Retry
          </button>
        </p>
      ) : (
        <div className="flex gap-2" role="status" aria-label="Loading service categories">
          {[24, 20, 32, 28].map((w) => (
            <Skeleton key={w} className="h-9 rounded-full" style={{ width: `${w * 4}px` }} />
          ))}
        </div>
      )}
      <FieldError id="vendor-services-error">{error}</FieldError>
    </fieldset>
  );
}
