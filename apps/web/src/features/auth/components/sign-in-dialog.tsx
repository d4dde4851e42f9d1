import {
  AUTH_MESSAGES,
  formatIndianMobile,
  OTP_LENGTH,
  OTP_TTL_SECONDS,
  sendOtpBodySchema,
  verifyOtpBodySchema,
  type User,
} from '@washday/core';
import { ArrowLeft, LoaderCircle, MessageSquareText, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ErrorBoundary } from '@/components/error-boundary';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { formatWait, useCountdown } from '../hooks/use-countdown';
import {
  attemptsRemainingText,
  REFERRAL_CODE_MAX_LENGTH,
  SIGN_IN_MESSAGES,
  toOtpDigits,
  toPhoneDigits,
  toReferralCode,
} from '../utils/auth-format';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-fills the referral code, e.g. from a `?ref=` link. */
  defaultReferralCode?: string;
  onSignedIn?: (user: User) => void;
}

/**
 * Sign in (or sign up) with a mobile number and a 6-digit code. Full screen under 768 px, a centred card above.
 * Closing the dialog discards the form; a successful sign-in closes it and the session query holds the user.
 */
export function SignInDialog({ open, onOpenChange, defaultReferralCode, onSignedIn }: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="fullscreen">
        <ErrorBoundary fallback={<SignInErrorPanel />}>
          <SignInFlow
            defaultReferralCode={defaultReferralCode}
            onSignedIn={(user) => {
              onOpenChange(false);
              onSignedIn?.(user);
            }}
          />
        </ErrorBoundary>
      </DialogContent>
    </Dialog>
  );
}

type Step = 'phone' | 'otp';

interface PhoneErrors {
  name?: string | undefined;
  phone?: string | undefined;
}

function phoneError(phone: string): string | undefined {
  const result = sendOtpBodySchema.shape.phone.safeParse(phone);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message;
  // Core's schema words the format rule for the API; the form uses the spec's sentence.
  return !message || message === AUTH_MESSAGES.invalidPhone ? SIGN_IN_MESSAGES.phoneInvalid : message;
}

function sendErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.field === 'phone') return SIGN_IN_MESSAGES.phoneInvalid;
    if (error.status === 0 || error.status >= 500) return error.status === 0 ? error.message : AUTH_MESSAGES.sendFailed;
    return error.message;
  }
  return AUTH_MESSAGES.sendFailed;
}

function verifyErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Verification failed. Please try again.';
  if (error.message === AUTH_MESSAGES.invalidOtp && error.attemptsRemaining !== undefined) {
    return error.attemptsRemaining > 0
      ? `${AUTH_MESSAGES.invalidOtp}. ${attemptsRemainingText(error.attemptsRemaining)}`
      : `${AUTH_MESSAGES.invalidOtp}. ${SIGN_IN_MESSAGES.requestNewOtp}`;
  }
  if (error.message === AUTH_MESSAGES.noOtp || error.message === AUTH_MESSAGES.expired) {
    return `${error.message}. ${SIGN_IN_MESSAGES.requestNewOtp}`;
  }
  return error.message;
}

function SignInFlow({ defaultReferralCode, onSignedIn }: { defaultReferralCode?: string | undefined; onSignedIn: (user: User) => void }) {
  const ids = useId();
  const fieldId = (name: string) => `${ids}-${name}`;

  const [step, setStep] = useState<Step>('phone');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [referralCode, setReferralCode] = useState(() => toReferralCode(defaultReferralCode ?? ''));
  const [errors, setErrors] = useState<PhoneErrors>({});
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  /** The number the last code went to. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resend = useCountdown();

  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();

  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);

  // Move focus with the step so keyboard and screen-reader users land on the field to fill.
  const stepMounted = useRef(false);
  useEffect(() => {
    if (!stepMounted.current) {
      stepMounted.current = true;
      return;
    }
    if (step === 'otp') otpRef.current?.focus();
    else phoneRef.current?.focus();
  }, [step]);

  const codeSent = (to: string, resendAfterSeconds: number) => {
    toast.success(AUTH_MESSAGES.otpSent, dialogToastOptions());
    setSentTo(to);
    resend.start(resendAfterSeconds);
    setOtp('');
    setOtpError(null);
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    if (sendOtp.isPending) return;
    const next: PhoneErrors = {
      name: name.trim() ? undefined : AUTH_MESSAGES.nameRequired,
      phone: phoneError(phone),
    };
    setErrors(next);
    if (next.name) return nameRef.current?.focus();
    if (next.phone) return phoneRef.current?.focus();
    // A code sent to this number moments ago is still good and the server would refuse a new one yet.
    if (sentTo === phone && resend.secondsLeft > 0) return setStep('otp');
    sendOtp.mutate(
      { phone },
      {
        onSuccess: (data) => {
          codeSent(phone, data.resendAfterSeconds);
          setStep('otp');
        },
        onError: (error) => {
          setErrors({ phone: sendErrorMessage(error) });
          phoneRef.current?.focus();
        },
      },
    );
  };

  const resendCode = () => {
    if (!sentTo || sendOtp.isPending || resend.secondsLeft > 0) return;
    sendOtp.mutate(
      { phone: sentTo },
      {
        onSuccess: (data) => {
          codeSent(sentTo, data.resendAfterSeconds);
          otpRef.current?.focus();
        },
        onError: (error) => {
          setOtpError(sendErrorMessage(error));
          if (error instanceof ApiError && error.retryAfterSeconds) resend.start(error.retryAfterSeconds);
        },
      },
    );
  };

  const submitOtp = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo || verifyOtp.isPending) return;
    const check = verifyOtpBodySchema.shape.otp.safeParse(otp);
    if (!check.success) {
      setOtpError(check.error.issues[0]?.message ?? AUTH_MESSAGES.otpInvalidFormat);
      return;
    }
    verifyOtp.mutate(
      { phone: sentTo, otp: check.data, name: name.trim(), referralCode: referralCode || undefined },
      {
        onSuccess: (data) => {
          toast.success(AUTH_MESSAGES.loginSuccess);
          onSignedIn(data.user);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'name') {
            setErrors({ name: error.message });
            setStep('phone');
            return;
          }
          setOtpError(verifyErrorMessage(error));
          otpRef.current?.select();
        },
      },
    );
  };

  return (
    <div className="flex min-h-full flex-col bg-[radial-gradient(110%_45%_at_0%_0%,var(--color-brand-50),transparent_70%)]">
      <div className="flex h-16 shrink-0 items-center px-3 pt-[env(safe-area-inset-top)] min-[48rem]:h-14">
        {step === 'otp' ? (
          <button
            type="button"
            onClick={() => {
              setOtpError(null);
              setStep('phone');
            }}
            className="inline-flex h-10 items-center gap-1.5 rounded-full pr-3 pl-2 text-sm font-semibold text-slate-600 transition-colors hover:bg-slate-100 hover:text-ink"
          >
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            Back
          </button>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col px-6 pb-8 min-[48rem]:px-8">
        <div className="flex items-center gap-3">
          <LogoMark className="h-11 w-11" />
          <StepDots step={step} />
        </div>
        <DialogTitle className="mt-5">Sign in</DialogTitle>

        {step === 'phone' ? (
          <form noValidate onSubmit={submitPhone} className="mt-1 flex flex-1 flex-col">
            <DialogDescription className="text-[15px]">Book pickups and track your orders with your mobile number.</DialogDescription>

            <div className="mt-6 space-y-4">
              <div>
                <Label htmlFor={fieldId('name')}>Full Name</Label>
                <Input
                  ref={nameRef}
                  id={fieldId('name')}
                  name="name"
                  autoComplete="name"
                  autoCapitalize="words"
                  enterKeyHint="next"
                  maxLength={100}
                  placeholder="e.g. Asha Verma"
                  value={name}
                  onChange={(event) => {
                    setName(event.target.value);
                    if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
                  }}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? fieldId('name-error') : undefined}
                />
                <FieldError id={fieldId('name-error')}>{errors.name}</FieldError>
              </div>

              <div>
                <Label htmlFor={fieldId('phone')}>Mobile Number</Label>
                <Input
                  ref={phoneRef}
                  id={fieldId('phone')}
                  name="phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  enterKeyHint="next"
                  placeholder="98765 43210"
                  startAdornment="+91"
                  value={phone}
                  onChange={(event) => {
                    setPhone(toPhoneDigits(event.target.value));
                    if (errors.phone) setErrors((current) => ({ ...current, phone: undefined }));
                  }}
                  aria-invalid={errors.phone ? true : undefined}
                  aria-describedby={errors.phone ? fieldId('phone-error') : undefined}
                  className="tracking-wide"
                />
                <FieldError id={fieldId('phone-error')}>{errors.phone}</FieldError>
              </div>

              <div>
                <Label htmlFor={fieldId('referral')}>Referral Code (optional)</Label>
                <Input
                  id={fieldId('referral')}
                  name="referralCode"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  enterKeyHint="send"
                  maxLength={REFERRAL_CODE_MAX_LENGTH}
                  placeholder="Have a friend's code?"
                  value={referralCode}
                  onChange={(event) => setReferralCode(toReferralCode(event.target.value))}
                  className="uppercase placeholder:normal-case"
                />
              </div>
            </div>

            <div className="pt-8">
              <Button type="submit" size="lg" className="w-full" disabled={sendOtp.isPending} aria-busy={sendOtp.isPending}>
                {sendOtp.isPending ? (
                  <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
                ) : (
                  <MessageSquareText className="h-5 w-5" aria-hidden="true" />
                )}
                Send OTP
              </Button>
              <p className="mt-3 text-center text-xs text-slate-500">
                We'll text you a {OTP_LENGTH}-digit code. It's valid for {OTP_TTL_SECONDS / 60} minutes.
              </p>
            </div>
          </form>
        ) : (
          <form noValidate onSubmit={submitOtp} className="mt-1 flex flex-1 flex-col">
            <DialogDescription className="text-[15px]">
              Enter the {OTP_LENGTH}-digit code sent to{' '}
              <span className="font-semibold whitespace-nowrap text-ink">{formatIndianMobile(sentTo ?? phone)}</span>
            </DialogDescription>

            <div className="mt-6">
              <Label htmlFor={fieldId('otp')}>Enter OTP</Label>
              <Input
                ref={otpRef}
                id={fieldId('otp')}
                name="otp"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                enterKeyHint="done"
                pattern="[0-9]*"
                placeholder={'•'.repeat(OTP_LENGTH)}
                value={otp}
                onChange={(event) => {
                  setOtp(toOtpDigits(event.target.value));
                  if (otpError) setOtpError(null);
                }}
                aria-invalid={otpError ? true : undefined}
                aria-describedby={otpError ? fieldId('otp-error') : undefined}
                className="h-14 text-center text-2xl font-bold tabular-nums tracking-[0.5em] indent-[0.5em] placeholder:text-slate-300"
              />
              <FieldError id={fieldId('otp-error')}>{otpError}</FieldError>
            </div>

            <div className="mt-4 flex min-h-10 items-center justify-center text-sm">
              {resend.secondsLeft > 0 ? (
                <span className="text-slate-500 tabular-nums">Resend OTP in {formatWait(resend.secondsLeft)}</span>
              ) : (
                <button
                  type="button"
                  onClick={resendCode}
                  disabled={sendOtp.isPending}
                  className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 font-semibold text-brand-700 underline-offset-4 transition-colors hover:bg-brand-50 hover:underline disabled:opacity-60"
                >
                  {sendOtp.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                  Resend OTP
                </button>
              )}
            </div>

            <div className="pt-8">
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={otp.length !== OTP_LENGTH || verifyOtp.isPending}
                aria-busy={verifyOtp.isPending}
              >
                {verifyOtp.isPending ? (
                  <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
                ) : (
                  <ShieldCheck className="h-5 w-5" aria-hidden="true" />
                )}
                Verify &amp; Sign In
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

function StepDots({ step }: { step: Step }) {
  return (
    <div className="ml-auto flex items-center gap-2 text-xs font-semibold text-slate-500">
      <span>Step {step === 'phone' ? 1 : 2} of 2</span>
      <span aria-hidden="true" className="flex gap-1">
        <span className="h-1.5 w-5 rounded-full bg-brand-500" />
        <span className={cn('h-1.5 w-5 rounded-full transition-colors', step === 'otp' ? 'bg-brand-500' : 'bg-slate-200')} />
      </span>
    </div>
  );
}

function SignInErrorPanel() {
  return (
    <div className="flex min-h-full flex-col items-center justify-center px-6 py-16 text-center">
      <LogoMark className="h-12 w-12" />
      <DialogTitle className="mt-4 text-xl">Sign in</DialogTitle>
      <DialogDescription role="alert" className="mt-2 max-w-xs text-[15px] text-slate-600">
        {SIGN_IN_MESSAGES.generic}
      </DialogDescription>
      <DialogClose asChild>
        <Button variant="secondary" className="mt-6">
          Close
        </Button>
      </DialogClose>
    </div>
  );
}
