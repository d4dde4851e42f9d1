import { AUTH_MESSAGES, indianMobileSchema, type Rider } from '@washday/core';
import type { TFunction } from 'i18next';
import { ArrowRight, LogIn, UserPlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PhoneField } from '@/components/form/phone-field';
import { PhoneCodeStep } from '@/components/phone-code-step';
import { Button } from '@/components/ui/button';
import { usePhoneCode } from '@/hooks/use-phone-code';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { describeError } from '@/lib/request-errors';
import { useRequestRiderLoginOtp } from '../api/request-rider-login-otp';
import { useVerifyRiderOtp } from '../api/verify-rider-otp';
import { withAttempts } from '../utils/errors';
import { Notice } from './notice';

/** A phone handed over from the other tab; `id` changes each time so the same number can be handed twice. */
export interface PhonePrefill {
  phone: string;
  id: number;
}

const riderLoginSchema = z.object({ phone: indianMobileSchema });

type Problem = { kind: 'error' | 'not-found' | 'pending' | 'rejected'; message: string };

/**
 * Why the server refused a login, in the interface language: no such rider (offer registration), not approved, or a
 * plain error.
 */
function loginRefusal(error: unknown, fallback: string): Problem {
  if (error instanceof ApiError) {
    if (error.status === 404)
      return { kind: 'not-found', message: translateMessage(error.message || AUTH_MESSAGES.riderNotFound) };
    if (error.status === 403) {
      if (error.body.status === 'pending')
        return { kind: 'pending', message: translateMessage(error.message || AUTH_MESSAGES.riderPending) };
      if (error.body.status === 'rejected') {
        const message = error.message
          ? translateMessage(error.message)
          : `${translateMessage(AUTH_MESSAGES.riderRejected)} ${translateMessage(AUTH_MESSAGES.riderRejectedFallback)}`;
        return { kind: 'rejected', message };
      }
      return { kind: 'error', message: translateMessage('Account not approved by admin.') };
    }
  }
  return { kind: 'error', message: describeError(error, fallback) };
}

function verifyErrorMessage(error: unknown, t: TFunction<'rider'>): string {
  const message = describeError(error, 'Verification failed');
  return error instanceof ApiError && error.status === 400 ? withAttempts(message, error, t) : message;
}

interface RiderLoginFormProps {
  prefill: PhonePrefill | null;
  onRegisterRequest: (phone: string) => void;
  onLoggedIn: (rider: Rider) => void;
}

export function RiderLoginForm({ prefill, onRegisterRequest, onLoggedIn }: RiderLoginFormProps) {
  const { t } = useTranslation('rider');
  const form = useZodForm(riderLoginSchema, { defaultValues: { phone: prefill?.phone ?? '' } });
  const [problem, setProblem] = useState<Problem | null>(null);
  const { mutateAsync: requestCode } = useRequestRiderLoginOtp();
  const verifyOtp = useVerifyRiderOtp();
  const flow = usePhoneCode({ send: useCallback((phone: string) => requestCode({ phone }), [requestCode]) });

  // A number handed over from registration ("Go to Login") starts a fresh login with it.
  const [seenPrefill, setSeenPrefill] = useState(prefill);
  if (prefill !== seenPrefill) {
    setSeenPrefill(prefill);
    if (prefill) setProblem(null);
  }
  const { reset } = form;
  const { back } = flow;
  useEffect(() => {
    if (!prefill) return;
    reset({ phone: prefill.phone });
    back();
  }, [prefill, reset, back]);

  const submitPhone = form.handleSubmit(async ({ phone }) => {
    setProblem(null);
    try {
      await flow.request(phone);
    } catch (error) {
      setProblem(loginRefusal(error, AUTH_MESSAGES.sendFailed));
    }
  });

  // The rider is gone or no longer approved: back to the phone step (spec §4.7).
  const verify = async (otp: string) => {
    const checked = await flow.verify(
      () => verifyOtp.mutateAsync({ phone: flow.sentTo ?? '', otp }),
      (error) => setProblem(loginRefusal(error, 'Verification failed')),
    );
    if (checked.ok) onLoggedIn(checked.value);
  };

  if (flow.stage === 'code') {
    return (
      <>
        <PhoneCodeStep
          flow={flow}
          onVerify={verify}
          verifyErrorMessage={(error) => verifyErrorMessage(error, t)}
          resendErrorMessage={(error) => loginRefusal(error, AUTH_MESSAGES.sendFailed).message}
          submitLabel={t('auth.verifyAndLogin')}
          pendingLabel={t('auth.verifying')}
          submitIcon={LogIn}
          changeLabel={t('auth.changeNumber')}
        />
        {/* The server answers every number alike and texts registered riders only: a stranger waits for nothing. */}
        <p className="mt-6 text-center text-sm text-slate-500">
          {t('auth.noCodeHint')}{' '}
          <button
            type="button"
            onClick={() => onRegisterRequest(flow.sentTo ?? form.getValues('phone'))}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('auth.registerNow')}
          </button>
        </p>
      </>
    );
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submitPhone(event)} className="space-y-5" aria-label={t('auth.loginForm')}>
        <PhoneField<z.input<typeof riderLoginSchema>>
          name="phone"
          label={t('auth.phone')}
          hint={t('auth.loginHint')}
          disabled={flow.sending}
        />
        {problem ? <LoginProblem problem={problem} onRegister={() => onRegisterRequest(form.getValues('phone'))} /> : null}
        <Button type="submit" size="lg" className="w-full" disabled={flow.sending}>
          {flow.sending ? t('auth.sendingOtp') : t('auth.sendOtp')}
          {flow.sending ? null : <ArrowRight className="h-4.5 w-4.5" aria-hidden="true" />}
        </Button>
      </form>
    </FormProvider>
  );
}

function LoginProblem({ problem, onRegister }: { problem: Problem; onRegister: () => void }) {
  const { t } = useTranslation('rider');
  switch (problem.kind) {
    case 'not-found':
      return (
        <Notice
          tone="error"
          action={
            <Button size="sm" onClick={onRegister}>
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              {t('auth.registerNow')}
            </Button>
          }
        >
          {problem.message}
        </Notice>
      );
    case 'pending':
      return (
        <Notice tone="warning" title={t('auth.pendingTitle')}>
          {problem.message}
        </Notice>
      );
    case 'rejected':
      return (
        <Notice tone="rejected" title={t('auth.rejectedTitle')}>
          {problem.message}
        </Notice>
      );
    default:
      return <Notice tone="error">{problem.message}</Notice>;
  }
}
