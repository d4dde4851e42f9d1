import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FieldError, FieldHint } from '@/components/ui/input';
import { onlyDigits } from '@/lib/phone-digits';
import { AADHAR_LENGTH, type RiderRegistrationDraft } from '../utils/rider-registration';
import { ImageFileField } from './image-file-field';
import { SelfieCapture } from './selfie-capture';

/** The registration details (rider-portal.md §2.1) of the surrounding form; the code is asked for next. */
export function RiderRegistrationFields({ active, sending }: { active: boolean; sending: boolean }) {
  return (
    <>
      <TextField<RiderRegistrationDraft> name="name" label="Full Name" autoComplete="name" placeholder="As on your Aadhar card" maxLength={100} />
      <PhoneField<RiderRegistrationDraft> name="phone" label="Phone Number" />
      <TextField<RiderRegistrationDraft>
        name="aadharNumber"
        label="Aadhar Number"
        hint="12 digits, as printed on your card."
        clean={(raw) => onlyDigits(raw, AADHAR_LENGTH)}
        inputMode="numeric"
        autoComplete="off"
        placeholder="12-digit number"
        maxLength={AADHAR_LENGTH}
        inputClassName="tracking-wider"
      />
      <PhotoField name="aadharImage" label="Aadhar Card Image" hint="JPEG, PNG or WebP, less than 5 MB. Only Washday admins and you can see it.">
        {({ id, labelId, describedBy, value, onChange, invalid }) => (
          <ImageFileField
            id={id}
            labelId={labelId}
            describedBy={describedBy}
            prompt="Photo of your Aadhar card"
            value={value as File | null}
            onChange={onChange}
            invalid={invalid}
          />
        )}
      </PhotoField>
      <PhotoField name="selfieImage" label="Selfie">
        {({ labelId, value, onChange, invalid }) => (
          <SelfieCapture labelId={labelId} value={value} onChange={onChange} active={active} invalid={invalid} />
        )}
      </PhotoField>
      <FormAlert />
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? 'Sending OTP...' : 'Send OTP'}
        {sending ? null : <ArrowRight className="h-4.5 w-4.5" aria-hidden="true" />}
      </Button>
    </>
  );
}

interface PhotoControl {
  id: string;
  labelId: string;
  describedBy: string;
  value: Blob | null;
  onChange: (file: Blob | null) => void;
  invalid: boolean;
}

/** A photo of the surrounding form: its label, the picker, a hint and its message. */
function PhotoField({
  name,
  label,
  hint,
  children,
}: {
  name: 'aadharImage' | 'selfieImage';
  label: string;
  hint?: string;
  children: (control: PhotoControl) => ReactNode;
}) {
  const id = useId();
  const { control, clearErrors } = useFormContext<RiderRegistrationDraft>();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-semibold text-slate-700">
        {label}
      </span>
      {children({
        id,
        labelId: `${id}-label`,
        describedBy,
        value: field.value,
        onChange: (file) => {
          field.onChange(file);
          clearErrors(name);
          clearErrors('root');
        },
        invalid: Boolean(error),
      })}
      <FieldError id={`${id}-error`} className="mt-0">
        {error}
      </FieldError>
      {hint ? (
        <FieldHint id={`${id}-hint`} className="mt-0">
          {hint}
        </FieldHint>
      ) : null}
    </div>
  );
}
