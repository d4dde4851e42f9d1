import { AUTH_MESSAGES, OTP_RESEND_SECONDS, formatIndianMobile, otpCodeSchema, riderRegistrationFieldsSchema } from '@washday/core';
import { ArrowLeft, ArrowRight, BadgeCheck, LogIn, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useRegisterRider } from '../api/register-rider';
import { useRequestRiderRegistrationOtp } from '../api/request-rider-registration-otp';
import { useCountdown } from '../hooks/use-countdown';
import { describeError, withAttempts } from '../utils/errors';
import { onlyDigits, toPhoneDigits } from '../utils/format';
import { Field, OtpInput, PhoneInput, TextInput } from './form-controls';
import { ImageFileField } from './image-file-field';
import { Notice } from './notice';
import { ResendOtpButton } from './resend-otp-button';
import type { PhonePrefill } from './rider-login-form';
import { SelfieCapture } from './selfie-capture';

/** The server's limit for each identity image (it refuses 5 MB and more). */
export const RIDER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const AADHAR_LENGTH = 12;

type FormField = 'name' | 'phone' | 'aadharNumber' | 'aadharImage' | 'selfieImage';
const FORM_FIELDS: readonly string[] = ['name', 'phone', 'aadharNumber', 'aadharImage', 'selfieImage'];

interface RegistrationDraft {
  name: string;
  phone: string;
  aadharNumber: string;
  aadharImage: File | null;
  selfie: Blob | null;
}

const EMPTY_DRAFT: RegistrationDraft = { name: '', phone: '', aadharNumber: '', aadharImage: null, selfie: null };

type Checked =
  | { ok: true; value: { name: string; phone: string; aadharNumber: string; aadharImage: File; selfie: Blob } }
  | { ok: false; message: string; field: FormField };

/** The spec's checks (rider-portal.md §5.1), in its order, then the formats the server enforces. */
export function checkRegistration(draft: RegistrationDraft): Checked {
  if (!draft.name.trim()) return { ok: false, message: AUTH_MESSAGES.riderFieldsRequired, field: 'name' };
  if (!draft.phone.trim()) return { ok: false, message: AUTH_MESSAGES.riderFieldsRequired, field: 'phone' };
  if (!draft.aadharNumber.trim()) return { ok: false, message: AUTH_MESSAGES.riderFieldsRequired, field: 'aadharNumber' };
  if (!draft.aadharImage) return { ok: false, message: AUTH_MESSAGES.aadharImageRequired, field: 'aadharImage' };
  if (!draft.selfie) return { ok: false, message: AUTH_MESSAGES.selfieRequired, field: 'selfieImage' };
  if (draft.aadharImage.size >= RIDER_IMAGE_MAX_BYTES) return { ok: false, message: AUTH_MESSAGES.fileTooLarge, field: 'aadharImage' };
  if (draft.selfie.size >= RIDER_IMAGE_MAX_BYTES) return { ok: false, message: AUTH_MESSAGES.fileTooLarge, field: 'selfieImage' };
  // Browsers leave the type empty for some formats (HEIC on some systems); the server checks the bytes anyway.
  if (draft.aadharImage.type && !draft.aadharImage.type.startsWith('image/')) {
    return { ok: false, message: AUTH_MESSAGES.fileNotImage, field: 'aadharImage' };
  }
  if (draft.selfie.type && !draft.selfie.type.startsWith('image/')) return { ok: false, message: AUTH_MESSAGES.fileNotImage, field: 'selfieImage' };
  // The shared schema normalises the phone and checks the Aadhar length; the code is checked on the next step.
  const parsed = riderRegistrationFieldsSchema.omit({ otp: true }).safeParse(draft);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'phone' ? 'phone' : issue?.path[0] === 'name' ? 'name' : 'aadharNumber';
    return { ok: false, message: issue?.message ?? AUTH_MESSAGES.riderFieldsRequired, field };
  }
  return { ok: true, value: { ...parsed.data, aadharImage: draft.aadharImage, selfie: draft.selfie } };
}

interface RiderRegisterFormProps {
  prefill: PhonePrefill | null;
  /** False while the tab is hidden (the camera is closed then). */
  active: boolean;
  onGoToLogin: (phone: string) => void;
}

export function RiderRegisterForm({ prefill, active, onGoToLogin }: RiderRegisterFormProps) {
  const id = useId();
  const [step, setStep] = useState<'form' | 'otp' | 'success'>('form');
  const [draft, setDraft] = useState<RegistrationDraft>(() => ({ ...EMPTY_DRAFT, phone: prefill?.phone ?? '' }));
  const [otp, setOtp] = useState('');
  const [checked, setChecked] = useState<Extract<Checked, { ok: true }>['value'] | null>(null);
  const [error, setError] = useState<{ message: string; field: FormField | 'otp' | null } | null>(null);
  const [seenPrefill, setSeenPrefill] = useState(prefill);
  const countdown = useCountdown();
  const requestOtp = useRequestRiderRegistrationOtp();
  const register = useRegisterRider();

  // "Register Now" from the login tab brings its phone number along.
  if (prefill !== seenPrefill) {
    setSeenPrefill(prefill);
    if (prefill) {
      setDraft((current) => ({ ...current, phone: prefill.phone }));
      setStep('form');
      setError(null);
    }
  }

  const update = <K extends keyof RegistrationDraft>(key: K, value: RegistrationDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (error?.field === key || (key === 'selfie' && error?.field === 'selfieImage')) setError(null);
  };

  function sendCode(phone: string, onSent: () => void) {
    requestOtp.mutate(
      { phone },
      {
        onSuccess: (result) => {
          countdown.start(result.resendAfterSeconds ?? OTP_RESEND_SECONDS);
          onSent();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 429 && failure.retryAfterSeconds) countdown.start(failure.retryAfterSeconds);
          const exists = failure instanceof ApiError && failure.status === 400 && /already exists/i.test(failure.message);
          setError({
            message: exists ? AUTH_MESSAGES.riderExists : describeError(failure, AUTH_MESSAGES.sendFailed),
            field: exists ? 'phone' : null,
          });
        },
      },
    );
  }

  function onSubmitForm(event: FormEvent) {
    event.preventDefault();
    const result = checkRegistration(draft);
    if (!result.ok) {
      setError({ message: result.message, field: result.field });
      return;
    }
    setError(null);
    // Details edited but the same phone, whose code is still fresh: reuse it.
    if (checked && checked.phone === result.value.phone && countdown.secondsLeft > 0) {
      setChecked(result.value);
      setStep('otp');
      return;
    }
    sendCode(result.value.phone, () => {
      setChecked(result.value);
      setOtp('');
      setStep('otp');
    });
  }

  function onSubmitOtp(event: FormEvent) {
    event.preventDefault();
    if (!checked) return;
    const parsed = otpCodeSchema.safeParse(otp);
    if (!parsed.success) {
      setError({ message: parsed.error.issues[0]?.message ?? AUTH_MESSAGES.otpRequired, field: 'otp' });
      return;
    }
    setError(null);
    register.mutate(
      {
        name: checked.name,
        phone: checked.phone,
        aadharNumber: checked.aadharNumber,
        otp: parsed.data,
        aadharImage: checked.aadharImage,
        selfieImage: checked.selfie,
      },
      {
        onSuccess: () => setStep('success'),
        onError: (failure) => {
          const message = describeError(failure, 'Registration failed');
          const field = failure instanceof ApiError ? failure.field : undefined;
          // A problem with the details themselves (a photo, the Aadhar number, an existing rider) is fixed on the form.
          if (field && FORM_FIELDS.includes(field)) {
            setStep('form');
            setError({ message, field: field as FormField });
            return;
          }
          setError({ message: failure instanceof ApiError && failure.status === 400 ? withAttempts(message, failure) : message, field: 'otp' });
        },
      },
    );
  }

  function goToLogin() {
    const phone = checked?.phone ?? '';
    setStep('form');
    setDraft(EMPTY_DRAFT);
    setChecked(null);
    setOtp('');
    setError(null);
    countdown.reset();
    onGoToLogin(phone);
  }

  const errorNotice = error ? <Notice tone="error">{error.message}</Notice> : null;

  if (step === 'success') {
    return (
      <div className="space-y-5 text-center" role="status">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
          <BadgeCheck className="h-9 w-9 text-emerald-600" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-xl font-extrabold text-ink">Registration submitted</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm leading-relaxed text-slate-600">
            Thanks{checked ? `, ${checked.name.split(/\s+/)[0]}` : ''}! An admin will verify your details before you can log in. Once your
            account is approved, log in with{' '}
            {checked ? <span className="font-semibold whitespace-nowrap text-ink">{formatIndianMobile(checked.phone)}</span> : 'your phone number'}.
          </p>
        </div>
        <Button className="w-full" onClick={goToLogin}>
          <LogIn className="h-4.5 w-4.5" aria-hidden="true" />
          Go to Login
        </Button>
      </div>
    );
  }

  if (step === 'otp' && checked) {
    return (
      <form noValidate onSubmit={onSubmitOtp} className="space-y-5" aria-label="Confirm your phone number">
        <div className="flex items-start justify-between gap-3 rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-100">
          <p className="text-sm text-slate-600">
            Enter the 6-digit code sent to{' '}
            <span className="font-semibold whitespace-nowrap text-ink">{formatIndianMobile(checked.phone)}</span> to submit your registration.
          </p>
          <button
            type="button"
            onClick={() => {
              setStep('form');
              setError(null);
            }}
            className="inline-flex shrink-0 items-center gap-1 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Edit details
          </button>
        </div>
        <Field id={`${id}-otp`} label="Enter OTP">
          <OtpInput
            id={`${id}-otp`}
            name="otp"
            value={otp}
            onValueChange={(value) => {
              setOtp(value);
              if (error?.field === 'otp') setError(null);
            }}
            invalid={error?.field === 'otp'}
            autoFocus
            disabled={register.isPending}
          />
        </Field>
        {errorNotice}
        <Button type="submit" className="w-full" disabled={register.isPending}>
          <ShieldCheck className="h-4.5 w-4.5" aria-hidden="true" />
          {register.isPending ? 'Submitting...' : 'Complete Registration'}
        </Button>
        <div className="flex items-center justify-center gap-1 text-sm text-slate-500">
          <span>Didn&apos;t get it?</span>
          <ResendOtpButton
            secondsLeft={countdown.secondsLeft}
            pending={requestOtp.isPending}
            onResend={() => {
              setError(null);
              sendCode(checked.phone, () => setOtp(''));
            }}
          />
        </div>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onSubmitForm} className="space-y-4" aria-label="Rider registration">
      <Field id={`${id}-name`} label="Full Name">
        <TextInput
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          placeholder="As on your Aadhar card"
          maxLength={100}
          value={draft.name}
          onValueChange={(value) => update('name', value)}
          invalid={error?.field === 'name'}
        />
      </Field>
      <Field id={`${id}-phone`} label="Phone Number">
        <PhoneInput
          id={`${id}-phone`}
          name="phone"
          value={draft.phone}
          onValueChange={(value) => update('phone', toPhoneDigits(value))}
          invalid={error?.field === 'phone'}
        />
      </Field>
      <Field id={`${id}-aadhar`} label="Aadhar Number" hint="12 digits, as printed on your card.">
        <TextInput
          id={`${id}-aadhar`}
          name="aadharNumber"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12-digit number"
          maxLength={AADHAR_LENGTH}
          value={draft.aadharNumber}
          onValueChange={(value) => update('aadharNumber', onlyDigits(value, AADHAR_LENGTH))}
          invalid={error?.field === 'aadharNumber'}
          aria-describedby={`${id}-aadhar-hint`}
          className="tracking-wider"
        />
      </Field>
      <div className="space-y-1.5">
        <span id={`${id}-aadhar-image-label`} className="block text-sm font-semibold text-slate-700">
          Aadhar Card Image
        </span>
        <ImageFileField
          id={`${id}-aadhar-image`}
          labelId={`${id}-aadhar-image-label`}
          hintId={`${id}-aadhar-image-hint`}
          prompt="Photo of your Aadhar card"
          value={draft.aadharImage}
          onChange={(file) => update('aadharImage', file)}
          invalid={error?.field === 'aadharImage'}
        />
        <p id={`${id}-aadhar-image-hint`} className="text-xs text-slate-500">
          JPEG, PNG or WebP, less than 5 MB. Only Washday admins and you can see it.
        </p>
      </div>
      <div className="space-y-1.5">
        <span id={`${id}-selfie-label`} className="block text-sm font-semibold text-slate-700">
          Selfie
        </span>
        <SelfieCapture
          labelId={`${id}-selfie-label`}
          value={draft.selfie}
          onChange={(selfie) => update('selfie', selfie)}
          active={active}
          invalid={error?.field === 'selfieImage'}
        />
      </div>
      {errorNotice}
      <Button type="submit" className="w-full" disabled={requestOtp.isPending}>
        {requestOtp.isPending ? 'Sending OTP...' : 'Send OTP'}
        {requestOtp.isPending ? null : <ArrowRight className="h-4.5 w-4.5" aria-hidden="true" />}
      </Button>
    </form>
  );
}
