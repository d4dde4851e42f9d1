import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('rider');
  return (
    <>
      <TextField<RiderRegistrationDraft>
        name="name"
        label={t('registration.fullName')}
        autoComplete="name"
        placeholder={t('registration.fullNamePlaceholder')}
        maxLength={100}
      />
      <PhoneField<RiderRegistrationDraft> name="phone" label={t('auth.phone')} />
      <TextField<RiderRegistrationDraft>
        name="aadharNumber"
        label={t('registration.aadharNumber')}
        hint={t('registration.aadharHint')}
        clean={(raw) => onlyDigits(raw, AADHAR_LENGTH)}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('registration.aadharPlaceholder')}
        maxLength={AADHAR_LENGTH}
        inputClassName="tracking-wider"
      />
      <PhotoField name="aadharImage" label={t('registration.aadharImage')} hint={t('registration.aadharImageHint')}>
        {({ id, labelId, describedBy, value, onChange, invalid }) => (
          <ImageFileField
            id={id}
            labelId={labelId}
            describedBy={describedBy}
            prompt={t('registration.aadharImagePrompt')}
            value={value as File | null}
            onChange={onChange}
            invalid={invalid}
          />
        )}
      </PhotoField>
      <PhotoField name="selfieImage" label={t('registration.selfie')}>
        {({ labelId, value, onChange, invalid }) => (
          <SelfieCapture labelId={labelId} value={value} onChange={onChange} active={active} invalid={invalid} />
        )}
      </PhotoField>
      <FormAlert />
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? t('auth.sendingOtp') : t('auth.sendOtp')}
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
