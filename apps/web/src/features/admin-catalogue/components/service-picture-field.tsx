import { SERVICE_PICTURES, type ServiceFormInput } from '@washday/core';
import { Check } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/**
 * The service's picture, chosen from the ones shipped with the app (core's SERVICE_PICTURES). A picture the service
 * had before (set another way) stays offered first, so saving other fields never drops it.
 */
export function ServicePictureField({ current }: { current: string | null }) {
  const { control, clearErrors } = useFormContext<ServiceFormInput>();
  const { field, fieldState } = useController({ control, name: 'image' });
  const pictures =
    current && !SERVICE_PICTURES.some((p) => p.path === current)
      ? [{ path: current, label: 'Current picture' }, ...SERVICE_PICTURES]
      : SERVICE_PICTURES;
  const error = fieldState.error?.message;

  return (
    <fieldset aria-describedby={error ? 'service-picture-error' : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-slate-700">
        Picture
        <span className="text-red-500" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div
        role="radiogroup"
        aria-label="Picture"
        className="grid max-h-56 grid-cols-6 gap-2 overflow-y-auto rounded-2xl bg-slate-50 p-2 ring-1 ring-slate-200"
      >
        {pictures.map((picture, index) => {
          const chosen = field.value === picture.path;
          return (
            <button
              key={picture.path}
              ref={index === 0 ? field.ref : undefined}
              type="button"
              role="radio"
              aria-checked={chosen}
              aria-label={picture.label}
              title={picture.label}
              onClick={() => {
                field.onChange(picture.path);
                clearErrors('image');
              }}
              className={cn(
                'relative aspect-square overflow-hidden rounded-xl bg-white ring-1 transition',
                chosen ? 'ring-2 ring-brand-600' : 'ring-slate-200 hover:ring-brand-300',
              )}
            >
              <img src={picture.path} alt="" loading="lazy" className="h-full w-full object-cover" />
              {chosen ? (
                <span className="absolute top-1 right-1 inline-flex h-5 w-5 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Check className="h-3 w-3" aria-hidden="true" />
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <FieldError id="service-picture-error">{error}</FieldError>
    </fieldset>
  );
}
