import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextAreaField } from '@/components/form/text-area-field';
import { FieldLabel, TextField } from '@/components/form/text-field';
import { FieldError } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

/** A labelled on/off switch of the surrounding form, with a line saying what it does. */
export function SwitchField<T extends FieldValues>({
  name,
  label,
  description,
}: {
  name: FieldPath<T>;
  label: string;
  description: ReactNode;
}) {
  const { control } = useFormContext<T>();
  const { field } = useController({ control, name });
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <div>
        <p className="text-sm font-semibold text-ink">{label}</p>
        <p className="text-xs text-slate-500">{description}</p>
      </div>
      <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} aria-label={label} />
    </div>
  );
}

/** The Hindi fields a service and a category both have (nameHi, descriptionHi). */
type HindiValues = { nameHi: string; descriptionHi: string };

/**
 * The optional Hindi name and description customers who chose Hindi see; left blank, they see the English. The form
 * stays English (the admin portal is an English tool); only what is typed here is Hindi.
 */
export function HindiFields({ nameMaxLength, descriptionMaxLength }: { nameMaxLength: number; descriptionMaxLength: number }) {
  return (
    <div className="grid gap-4 rounded-2xl bg-slate-50/70 px-4 pt-3 pb-1 ring-1 ring-slate-200">
      <TextField<HindiValues>
        name="nameHi"
        label="Name in Hindi"
        lang="hi"
        autoComplete="off"
        maxLength={nameMaxLength}
        hint="Optional. Customers using the app in Hindi see it; blank shows them the English name."
      />
      <TextAreaField<HindiValues>
        name="descriptionHi"
        label="Description in Hindi"
        lang="hi"
        maxLength={descriptionMaxLength}
        rows={2}
      />
    </div>
  );
}

/** A labelled native select of the surrounding form. */
export function SelectField<T extends FieldValues>({
  name,
  label,
  required,
  children,
}: {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  const { control, clearErrors } = useFormContext<T>();
  const {
    field: { ref, name: fieldName, value, onBlur, onChange },
    fieldState,
  } = useController({ control, name });
  const id = `select-${name}`;
  const error = fieldState.error?.message;
  return (
    <div className="min-w-0">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        ref={ref}
        name={fieldName}
        value={(value as string | undefined) ?? ''}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(event.target.value);
          clearErrors(name);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'h-12 w-full rounded-2xl bg-slate-50 px-4 text-[16px] text-ink ring-1 ring-slate-200 outline-none focus:bg-white focus:ring-2 focus:ring-brand-500',
          error && 'ring-red-400',
        )}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** One of a few options as a row of buttons (a unit: PC, KG, SET). */
export function SegmentedField<T extends FieldValues>({
  name,
  label,
  options,
}: {
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { control, clearErrors } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  return (
    <div>
      <p className="mb-1.5 block text-sm font-semibold text-slate-700" id={`${name}-label`}>
        {label}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${name}-label`}
        className="inline-flex h-12 w-full gap-1 rounded-2xl bg-slate-100 p-1"
      >
        {options.map((option, index) => (
          <button
            key={option.value}
            ref={index === 0 ? field.ref : undefined}
            type="button"
            role="radio"
            aria-checked={field.value === option.value}
            onClick={() => {
              field.onChange(option.value);
              clearErrors(name);
            }}
            className={cn(
              'flex-1 rounded-xl text-sm font-bold text-slate-600 transition-colors hover:text-ink',
              field.value === option.value && 'bg-white text-brand-800 shadow-soft',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <FieldError id={`${name}-error`}>{fieldState.error?.message}</FieldError>
    </div>
  );
}
