import { AUTH_MESSAGES, normalizeReferralCode, type User } from '@washday/core';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ErrorBoundary } from '@/components/error-boundary';
import { LogoMark } from '@/components/logo';
import { PhoneCodeStep } from '@/components/phone-code-step';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { usePhoneCode } from '@/hooks/use-phone-code';
import { useZodForm } from '@/hooks/use-zod-form';
import { cn } from '@/lib/cn';
import { applyServerError, serverField } from '@/lib/form-errors';
import { translateMessage } from '@/lib/i18n';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useReferralCheck, type ReferralCheck } from '../hooks/use-referral-check';
import { sendErrorMessage, signInDetailsSchema, verifyErrorMessage } from '../utils/sign-in-form';
import { SignInDetailsStep } from './sign-in-details-step';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn?: (user: User) => void;
  /** A referral code to fill in (from a ?ref= link). */
  referralCode?: string | undefined;
}

/**
 * Sign in (or sign up) with a mobile number and a 6-digit code. Full screen under 768 px, a centred card above.
 * Closing the dialog discards the form; a successful sign-in closes it and the session query holds the user.
 */
export function SignInDialog({ open, onOpenChange, onSignedIn, referralCode }: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="fullscreen">
        <ErrorBoundary fallback={<SignInErrorPanel />}>
          <SignInFlow
            referralCode={referralCode}
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

/** The code sent with the sign-in: one the server accepted, or one it could not check (it decides again). */
function codeToSend(check: ReferralCheck, typed: string | undefined): string | undefined {
  if (check.state === 'valid') return check.code;
  if (check.state === 'error') return normalizeReferralCode(typed ?? '');
  return undefined;
}

function SignInFlow({ onSignedIn, referralCode }: { onSignedIn: (user: User) => void; referralCode?: string | undefined }) {
  const { t } = useTranslation('auth');
  const details = useZodForm(signInDetailsSchema, {
    defaultValues: { name: '', phone: '', referralCode: normalizeReferralCode(referralCode ?? '') },
  });
  const typedCode = useWatch({ control: details.control, name: 'referralCode' });
  const referral = useReferralCheck(typedCode);
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const { mutateAsync: send } = sendOtp;
  // The contract the requests need comes while the number is typed, not with the dialog's warmed code (send-otp.ts).
  useEffect(() => void loadEndpoints().catch(() => undefined), []);
  const flow = usePhoneCode({
    send: useCallback((phone: string) => send({ phone }), [send]),
    onSent: useCallback(() => toast.success(translateMessage(AUTH_MESSAGES.otpSent), dialogToastOptions()), []),
  });

  // Back on the phone step, land on the field to fix (or the number).
  const { stage } = flow;
  const { setFocus, getFieldState } = details;
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (stage === 'phone') setFocus(getFieldState('name').error ? 'name' : 'phone');
  }, [stage, setFocus, getFieldState]);

  const submitDetails = details.handleSubmit(async ({ phone }) => {
    try {
      await flow.request(phone);
    } catch (error) {
      applyServerError(details.setError, error, { fields: ['phone'], fallback: 'phone', message: sendErrorMessage });
    }
  });

  const verify = async (otp: string) => {
    const { name, phone } = details.getValues();
    const code = codeToSend(referral, typedCode);
    try {
      const data = await verifyOtp.mutateAsync({
        phone: flow.sentTo ?? phone,
        otp,
        name: name.trim(),
        ...(code ? { referralCode: code } : {}),
      });
      toast.success(translateMessage(AUTH_MESSAGES.loginSuccess));
      onSignedIn(data.user);
    } catch (error) {
      // A first sign-in needs a name: that is fixed on the phone step.
      if (!serverField(error, ['name'])) throw error;
      applyServerError(details.setError, error, { fields: ['name'] });
      flow.back();
    }
  };

  return (
    <div className="flex min-h-full flex-col bg-[radial-gradient(110%_45%_at_0%_0%,var(--color-brand-50),transparent_70%)]">
      <div className="flex h-16 shrink-0 items-center px-3 pt-[env(safe-area-inset-top)] min-[48rem]:h-14">
        {stage === 'code' ? (
          <button
            type="button"
            onClick={flow.back}
            className="inline-flex h-10 items-center gap-1.5 rounded-full pr-3 pl-2 text-sm font-semibold text-slate-600 transition-colors hover:bg-slate-100 hover:text-ink"
          >
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            {t('signIn.back')}
          </button>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col px-6 pb-8 min-[48rem]:px-8">
        <div className="flex items-center gap-3">
          <LogoMark className="h-11 w-11" />
          <StepDots codeStep={stage === 'code'} />
        </div>
        <DialogTitle className="mt-5">{t('signIn.title')}</DialogTitle>

        {stage === 'phone' ? (
          <FormProvider {...details}>
            <form noValidate onSubmit={(event) => void submitDetails(event)} className="mt-1 flex flex-1 flex-col">
              <SignInDetailsStep sending={flow.sending} referral={referral} />
            </form>
          </FormProvider>
        ) : (
          <PhoneCodeStep
            flow={flow}
            onVerify={verify}
            verifyErrorMessage={verifyErrorMessage}
            resendErrorMessage={sendErrorMessage}
            submitLabel={t('signIn.verify')}
            submitIcon={ShieldCheck}
            requireAllDigits
            Description={DialogDescription}
            className="mt-1 flex flex-1 flex-col"
          />
        )}
      </div>
    </div>
  );
}

function StepDots({ codeStep }: { codeStep: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className="ml-auto flex items-center gap-2 text-xs font-semibold text-slate-500">
      <span>{t('signIn.step', { step: codeStep ? 2 : 1, total: 2 })}</span>
      <span aria-hidden="true" className="flex gap-1">
        <span className="h-1.5 w-5 rounded-full bg-brand-500" />
        <span className={cn('h-1.5 w-5 rounded-full transition-colors', codeStep ? 'bg-brand-500' : 'bg-slate-200')} />
      </span>
    </div>
  );
}

function SignInErrorPanel() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex min-h-full flex-col items-center justify-center px-6 py-16 text-center">
      <LogoMark className="h-12 w-12" />
      <DialogTitle className="mt-4 text-xl">{t('signIn.title')}</DialogTitle>
      <DialogDescription role="alert" className="mt-2 max-w-xs text-[15px] text-slate-600">
        {t('signIn.failed')}
      </DialogDescription>
      <DialogClose asChild>
        <Button variant="secondary" className="mt-6">
          {t('signIn.close')}
        </Button>
      </DialogClose>
    </div>
  );
}
