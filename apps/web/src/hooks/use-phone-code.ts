import { OTP_RESEND_SECONDS } from '@washday/core';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useCountdown } from './use-countdown';

export interface CodeSent {
  /** How long the server makes the next send wait; the spec's 60 s when it does not say. */
  resendAfterSeconds?: number | undefined;
}

export type PhoneCodeStage = 'phone' | 'code';

/**
 * A phone-code flow (customer sign-in, rider login, rider registration): the phone step, then the code step
 * once a code went out. `request` sends a code, or for the number a code went to moments ago just returns to
 * the code step (that code is still good and the server would refuse another yet); `resend` sends another
 * once the countdown allows. A throttled send starts the countdown from the server's retryAfterSeconds.
 * Failures are thrown for the caller to show where they belong.
 */
export function usePhoneCode({ send, onSent }: { send: (phone: string) => Promise<CodeSent>; onSent?: () => void }) {
  const [stage, setStage] = useState<PhoneCodeStage>('phone');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const { start, reset: resetCountdown, secondsLeft } = countdown;

  const deliver = useCallback(
    async (phone: string) => {
      setSending(true);
      try {
        const result = await send(phone);
        setSentTo(phone);
        start(result.resendAfterSeconds ?? OTP_RESEND_SECONDS);
        onSent?.();
      } catch (error) {
        if (error instanceof ApiError && error.retryAfterSeconds) start(error.retryAfterSeconds);
        throw error;
      } finally {
        setSending(false);
      }
    },
    [send, onSent, start],
  );

  const request = useCallback(
    async (phone: string) => {
      if (phone !== sentTo || secondsLeft === 0) await deliver(phone);
      setStage('code');
    },
    [deliver, sentTo, secondsLeft],
  );

  const resend = useCallback(async () => {
    if (sentTo && secondsLeft === 0) await deliver(sentTo);
  }, [deliver, sentTo, secondsLeft]);

  const back = useCallback(() => setStage('phone'), []);

  /**
   * Checks the code with `check`. When the server refuses the account itself (404: not one of ours; 403: not allowed
   * in) the flow goes back to the phone step and `onRefused` hears why; other failures are thrown for the code step.
   */
  const verify = useCallback(async <T>(check: () => Promise<T>, onRefused: (error: ApiError) => void) => {
    try {
      return { ok: true as const, value: await check() };
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 403))) throw error;
      setStage('phone');
      onRefused(error);
      return { ok: false as const };
    }
  }, []);

  /** Forgets the number and the countdown (a finished registration). */
  const reset = useCallback(() => {
    setStage('phone');
    setSentTo(null);
    resetCountdown();
  }, [resetCountdown]);

  return { stage, sentTo, secondsLeft, sending, request, resend, back, reset, verify };
}

export type PhoneCodeFlow = ReturnType<typeof usePhoneCode>;
