import { formatIndianMobile, OTP_LENGTH, otpCodeSchema } from '@washday/core';
import { ArrowLeft, LoaderCircle, RotateCw, type LucideIcon } from 'lucide-react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import type { PhoneCodeFlow } from '@/hooks/use-phone-code';
import { useZodForm } from '@/hooks/use-zod-form';
import { onlyDigits } from '@/lib/phone-digits';

const codeFormSchema = z.object({ otp: otpCodeSchema });

export interface PhoneCodeStepProps {
  flow: PhoneCodeFlow;
  /** Checks the code. A rejection is shown under the field in `verifyErrorMessage`'s words; resolve to handle it yourself. */
  onVerify: (code: string) => Promise<unknown>;
  verifyErrorMessage: (error: unknown) => string;
  /** The words for a failed resend (shown under the field too). */
  resendErrorMessage: (error: unknown) => string;
  submitLabel: string;
  submitIcon: LucideIcon;
  /** Shown on the button while the code is checked; a spinner otherwise. */
  pendingLabel?: string;
  /** Verify stays disabled until every digit is in (the customer sign-in, customer-app.md §2). */
  requireAllDigits?: boolean;
  /** Says where the code went, e.g. inside a dialog's description. */
  Description?: ComponentType<{ className?: string; children: ReactNode }>;
  /** Ends the sentence "Enter the 6-digit code sent to …", e.g. "to submit your registration" (in the interface language). */
  purpose?: string;
  /** A button back to the phone step beside that sentence. */
  changeLabel?: string;
  className?: string;
}

function Paragraph({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={className}>{children}</p>;
}

/** The code step shared by the customer sign-in and the rider login and registration: code, resend countdown, verify. */
export function PhoneCodeStep({
  flow,
  onVerify,
  verifyErrorMessage,
  resendErrorMessage,
  submitLabel,
  submitIcon: SubmitIcon,
  pendingLabel,
  requireAllDigits = false,
  Description = Paragraph,
  purpose,
  changeLabel,
  className,
}: PhoneCodeStepProps) {
  const { t } = useTranslation('common');
  const form = useZodForm(codeFormSchema, { defaultValues: { otp: '' } });
  const { setError, setFocus, resetField, handleSubmit } = form;
  const code = useWatch({ control: form.control, name: 'otp' });
  const verifying = form.formState.isSubmitting;

  // The field to fill is the code: land on it.
  useEffect(() => setFocus('otp'), [setFocus]);

  const submit = handleSubmit(async ({ otp }) => {
    try {
      await onVerify(otp);
    } catch (error) {
      setError('otp', { type: 'server', message: verifyErrorMessage(error) });
      setFocus('otp', { shouldSelect: true });
    }
  });

  const resend = async () => {
    try {
      await flow.resend();
      resetField('otp');
      setFocus('otp');
    } catch (error) {
      setError('otp', { type: 'server', message: resendErrorMessage(error) });
    }
  };

  const phone = flow.sentTo ?? '';
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('codeStep.formLabel')} className={className}>
        <div className="flex items-start justify-between gap-3">
          <Description className="text-[15px] text-slate-600">
            <Trans
              t={t}
              i18nKey={purpose ? 'codeStep.sentToFor' : 'codeStep.sentTo'}
              values={{ length: OTP_LENGTH, phone: formatIndianMobile(phone), purpose }}
              components={{ 1: <span translate="no" className="font-semibold whitespace-nowrap text-ink" /> }}
            />
          </Description>
          {changeLabel ? (
            <button
              type="button"
              onClick={flow.back}
              className="-mt-1.5 inline-flex h-9 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {changeLabel}
            </button>
          ) : null}
        </div>

        <TextField<z.input<typeof codeFormSchema>>
          name="otp"
          label={t('codeStep.label')}
          className="mt-6"
          clean={(raw) => onlyDigits(raw, OTP_LENGTH)}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          enterKeyHint="done"
          pattern="[0-9]*"
          placeholder={'•'.repeat(OTP_LENGTH)}
          inputClassName="h-14 text-center text-2xl font-bold tabular-nums tracking-[0.5em] indent-[0.5em] placeholder:text-slate-300"
        />

        <div className="mt-4 flex min-h-10 items-center justify-center gap-1 text-sm text-slate-500">
          <span>{t('codeStep.didntGetIt')}</span>
          <ResendCodeButton secondsLeft={flow.secondsLeft} sending={flow.sending} onResend={() => void resend()} />
        </div>

        <div className="pt-6">
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={verifying || (requireAllDigits && code.length !== OTP_LENGTH)}
            aria-busy={verifying || undefined}
          >
            {verifying ? (
              <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
            ) : (
              <SubmitIcon className="h-5 w-5" aria-hidden="true" />
            )}
            {verifying && pendingLabel ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** "Resend OTP", disabled with the countdown until the server allows another code. */
function ResendCodeButton({ secondsLeft, sending, onResend }: { secondsLeft: number; sending: boolean; onResend: () => void }) {
  const { t } = useTranslation('common');
  const waiting = secondsLeft > 0;
  // 59s; 1m 05s past a minute (an hourly send cap can mean a long wait).
  const wait =
    secondsLeft <= 60
      ? t('codeStep.waitSeconds', { seconds: secondsLeft })
      : t('codeStep.waitMinutes', { minutes: Math.floor(secondsLeft / 60), seconds: String(secondsLeft % 60).padStart(2, '0') });
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={waiting || sending}
      className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 font-semibold text-brand-700 tabular-nums transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:font-medium disabled:text-slate-500 disabled:hover:bg-transparent"
    >
      <RotateCw className={sending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
      {sending ? t('codeStep.sending') : waiting ? t('codeStep.resendIn', { wait }) : t('codeStep.resend')}
    </button>
  );
}
