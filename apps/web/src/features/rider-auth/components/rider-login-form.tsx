import { AUTH_MESSAGES, OTP_RESEND_SECONDS, formatIndianMobile, indianMobileSchema, otpCodeSchema, type Rider } from '@washday/core';
import { ArrowLeft, ArrowRight, LogIn, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useRequestRiderLoginOtp } from '../api/request-rider-login-otp';
import { useVerifyRiderOtp } from '../api/verify-rider-otp';
import { useCountdown } from '../hooks/use-countdown';
import { describeError, withAttempts } from '../utils/errors';
import { toPhoneDigits } from '../utils/format';
import { Field, OtpInput, PhoneInput } from './form-controls';
import { Notice } from './notice';
import { ResendOtpButton } from './resend-otp-button';

/** A phone handed over from the other tab; `id` changes each time so the same number can be handed twice. */
export interface PhonePrefill {
  phone: string;
  id: number;
}

type Problem =
  | { kind: 'error'; message: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'pending'; message: string }
  | { kind: 'rejected'; message: string };

/** Why the server refused a login: no such rider (offer registration), not approved, or a plain error. */
function loginRefusal(error: unknown, fallback: string): Problem {
  if (error instanceof ApiError) {
    if (error.status === 404) return { kind: 'not-found', message: error.message || AUTH_MESSAGES.riderNotFound };
    if (error.status === 403) {
      if (error.body.status === 'pending') return { kind: 'pending', message: error.message || AUTH_MESSAGES.riderPending };
      if (error.body.status === 'rejected') {
        return { kind: 'rejected', message: error.message || `${AUTH_MESSAGES.riderRejected} ${AUTH_MESSAGES.riderRejectedFallback}` };
      }
      return { kind: 'error', message: 'Account not approved by admin.' };
    }
  }
  return { kind: 'error', message: describeError(error, fallback) };
}

interface RiderLoginFormProps {
  prefill: PhonePrefill | null;
  onRegisterRequest: (phone: string) => void;
  onLoggedIn: (rider: Rider) => void;
}

export function RiderLoginForm({ prefill, onRegisterRequest, onLoggedIn }: RiderLoginFormProps) {
  const id = useId();
  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const [phone, setPhone] = useState(prefill?.phone ?? '');
  const [otp, setOtp] = useState('');
  /** The 10-digit number the current code was sent to. */
  const [sentTo, setSentTo] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [invalidField, setInvalidField] = useState<'phone' | 'otp' | null>(null);
  const [seenPrefill, setSeenPrefill] = useState(prefill);
  const countdown = useCountdown();
  const requestOtp = useRequestRiderLoginOtp();
  const verifyOtp = useVerifyRiderOtp();

  // A number handed over from registration ("Go to Login") starts a fresh login with it.
  if (prefill !== seenPrefill) {
    setSeenPrefill(prefill);
    if (prefill) {
      setPhone(prefill.phone);
      setStep('phone');
      setOtp('');
      setProblem(null);
      setInvalidField(null);
    }
  }

  function sendCode(to: string) {
    setProblem(null);
    setInvalidField(null);
    requestOtp.mutate(
      { phone: to },
      {
        onSuccess: (result) => {
          setSentTo(to);
          setOtp('');
          setStep('otp');
          countdown.start(result.resendAfterSeconds ?? OTP_RESEND_SECONDS);
        },
        onError: (error) => {
          const refusal = loginRefusal(error, AUTH_MESSAGES.sendFailed);
          // A code that was sent moments ago is still good: say how long to wait and keep counting.
          if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds) countdown.start(error.retryAfterSeconds);
          if (refusal.kind !== 'error') setStep('phone');
          setProblem(refusal);
        },
      },
    );
  }

  function onSubmitPhone(event: FormEvent) {
    event.preventDefault();
    const parsed = indianMobileSchema.safeParse(phone);
    if (!parsed.success) {
      setProblem({ kind: 'error', message: parsed.error.issues[0]?.message ?? AUTH_MESSAGES.invalidPhone });
      setInvalidField('phone');
      return;
    }
    // Back to the same number while its code is still fresh: no new code needed.
    if (parsed.data === sentTo && countdown.secondsLeft > 0) {
      setProblem(null);
      setInvalidField(null);
      setStep('otp');
      return;
    }
    sendCode(parsed.data);
  }

  function onSubmitOtp(event: FormEvent) {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(otp);
    if (!parsed.success) {
      setProblem({ kind: 'error', message: parsed.error.issues[0]?.message ?? AUTH_MESSAGES.otpRequired });
      setInvalidField('otp');
      return;
    }
    setProblem(null);
    setInvalidField(null);
    verifyOtp.mutate(
      { phone: sentTo, otp: parsed.data },
      {
        onSuccess: (rider) => onLoggedIn(rider),
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
            // The rider is gone or no longer approved: back to the phone step (spec §4.7).
            setStep('phone');
            setOtp('');
            setProblem(loginRefusal(error, 'Verification failed'));
            return;
          }
          const message = describeError(error, 'Verification failed');
          setProblem({ kind: 'error', message: error instanceof ApiError && error.status === 400 ? withAttempts(message, error) : message });
          setInvalidField('otp');
        },
      },
    );
  }

  function changeNumber() {
    setStep('phone');
    setOtp('');
    setProblem(null);
    setInvalidField(null);
  }

  const problemNotice = problem ? <LoginProblem problem={problem} onRegister={() => onRegisterRequest(phone)} /> : null;

  if (step === 'otp') {
    return (
      <form noValidate onSubmit={onSubmitOtp} className="space-y-5" aria-label="Enter the login code">
        <div className="flex items-start justify-between gap-3 rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-100">
          <p className="text-sm text-slate-600">
            We sent a 6-digit code to <span className="font-semibold whitespace-nowrap text-ink">{formatIndianMobile(sentTo)}</span>
          </p>
          <button
            type="button"
            onClick={changeNumber}
            className="inline-flex shrink-0 items-center gap-1 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Change number
          </button>
        </div>
        <Field id={`${id}-otp`} label="Enter OTP">
          <OtpInput
            id={`${id}-otp`}
            name="otp"
            value={otp}
            onValueChange={setOtp}
            invalid={invalidField === 'otp'}
            autoFocus
            disabled={verifyOtp.isPending}
          />
        </Field>
        {problemNotice}
        <Button type="submit" className="w-full" disabled={verifyOtp.isPending}>
          <LogIn className="h-4.5 w-4.5" aria-hidden="true" />
          {verifyOtp.isPending ? 'Verifying...' : 'Verify & Login'}
        </Button>
        <div className="flex items-center justify-center gap-1 text-sm text-slate-500">
          <span>Didn&apos;t get it?</span>
          <ResendOtpButton secondsLeft={countdown.secondsLeft} pending={requestOtp.isPending} onResend={() => sendCode(sentTo)} />
        </div>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onSubmitPhone} className="space-y-5" aria-label="Rider login">
      <Field id={`${id}-phone`} label="Phone Number" hint="We'll text a 6-digit code to the number you registered with.">
        <PhoneInput
          id={`${id}-phone`}
          name="phone"
          value={phone}
          onValueChange={(value) => setPhone(toPhoneDigits(value))}
          invalid={invalidField === 'phone'}
          aria-describedby={`${id}-phone-hint`}
          disabled={requestOtp.isPending}
        />
      </Field>
      {problemNotice}
      <Button type="submit" className="w-full" disabled={requestOtp.isPending}>
        {requestOtp.isPending ? 'Sending OTP...' : 'Send OTP'}
        {requestOtp.isPending ? null : <ArrowRight className="h-4.5 w-4.5" aria-hidden="true" />}
      </Button>
    </form>
  );
}

function LoginProblem({ problem, onRegister }: { problem: Problem; onRegister: () => void }) {
  switch (problem.kind) {
    case 'not-found':
      return (
        <Notice
          tone="error"
          action={
            <Button size="sm" onClick={onRegister}>
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              Register Now
            </Button>
          }
        >
          {problem.message}
        </Notice>
      );
    case 'pending':
      return (
        <Notice tone="warning" title="Account pending approval">
          {problem.message}
        </Notice>
      );
    case 'rejected':
      return (
        <Notice tone="rejected" title="Account rejected">
          {problem.message}
        </Notice>
      );
    default:
      return <Notice tone="error">{problem.message}</Notice>;
  }
}
