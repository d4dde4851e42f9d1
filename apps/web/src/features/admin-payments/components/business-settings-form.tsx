import { LoaderCircle, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormProvider, useController, useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-area-field';
import { FieldLabel, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FieldError, FieldHint } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { BusinessSettings } from '@washday/core';
import { GST_STATES, type BusinessFormInput } from '../utils/business-form';

export type BusinessForm = UseFormReturn<BusinessFormInput, unknown, BusinessSettings>;

/** The business details' fields, Save, and a refusal that names no field. */
export function BusinessSettingsForm({
  form,
  saving,
  onSubmit,
}: {
  form: BusinessForm;
  saving: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="business-form-title"
        className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5"
      >
        <h3 id="business-form-title" className="border-b border-slate-100 px-6 pt-5 pb-4 text-base font-bold text-ink">
          Supplier on invoices
        </h3>
        <div className="grid gap-4 px-6 py-5 sm:grid-cols-2">
          <TextField<BusinessFormInput>
            name="legalName"
            label="Legal name"
            required
            autoComplete="organization"
            maxLength={120}
            className="sm:col-span-2"
          />
          <TextAreaField<BusinessFormInput>
            name="address"
            label="Registered address"
            maxLength={300}
            rows={2}
            className="sm:col-span-2"
          />
          <TextField<BusinessFormInput>
            name="gstin"
            label="GSTIN"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={15}
            clean={(raw) => raw.toUpperCase().replace(/\s/g, '')}
            inputClassName="font-mono tracking-wider"
            hint="15 characters; the first two are the state's code."
          />
          <StateSelect />
          <TextField<BusinessFormInput>
            name="gstRatePercent"
            label="GST rate (%)"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="Prices include it: 18% for laundry and dry cleaning."
          />
          <TextField<BusinessFormInput>
            name="sac"
            label="SAC"
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            clean={(raw) => raw.replace(/\D/g, '')}
            hint="999712: dry cleaning, laundry and pressing."
          />
          <TextField<BusinessFormInput>
            name="upiVpa"
            label="UPI ID"
            required
            autoComplete="off"
            spellCheck={false}
            hint="Where UPI payments at the door go, e.g. business@bank."
          />
        </div>
        <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 bg-slate-50/60 px-6 py-4">
          <FormAlert className="mr-auto py-2" />
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Save className="h-4 w-4" aria-hidden="true" />
            )}
            Save business details
          </Button>
        </footer>
      </form>
    </FormProvider>
  );
}

/** The state the GSTIN is registered in, from core's GST state codes. */
function StateSelect() {
  const { control, clearErrors } = useFormContext<BusinessFormInput>();
  const {
    field: { ref, name, value, onBlur, onChange },
    fieldState,
  } = useController({ control, name: 'stateCode' });
  const gstin = useWatch({ control, name: 'gstin' });
  const id = 'business-state';
  const error = fieldState.error?.message;
  const hint = gstinStateHint(gstin, value);
  return (
    <div className="min-w-0">
      <FieldLabel htmlFor={id} required>
        State
      </FieldLabel>
      <select
        id={id}
        ref={ref}
        name={name}
        value={value}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(event.target.value);
          clearErrors(['stateCode', 'gstin']);
          clearErrors('root');
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(error && `${id}-error`, hint && `${id}-hint`) || undefined}
        className={cn(
          'h-12 w-full min-w-0 rounded-2xl bg-slate-50 px-4 text-[16px] text-ink ring-1 ring-slate-200 outline-none focus:bg-white focus:ring-2 focus:ring-brand-500',
          error && 'ring-red-400',
        )}
      >
        <option value="" disabled>
          Choose a state
        </option>
        {GST_STATES.map((s) => (
          <option key={s.code} value={s.code}>
            {s.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
    </div>
  );
}

/** Says which state a GSTIN's first two digits name, when it is not the one chosen. */
function gstinStateHint(gstin: string, stateCode: string): ReactNode {
  const code = gstin.slice(0, 2);
  if (!/^\d{2}$/.test(code) || code === stateCode) return null;
  const named = GST_STATES.find((s) => s.code === code);
  return named ? `This GSTIN is registered in ${named.label}.` : null;
}
