import { indianMobileSchema, type VendorStaff } from '@washday/core';
import { ArrowRight, CircleAlert, LogIn, Store } from 'lucide-react';
import { useCallback, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PhoneField } from '@/components/form/phone-field';
import { PortalAuthBanner } from '@/components/portal-auth-banner';
import { PhoneCodeStep } from '@/components/phone-code-step';
import { Button } from '@/components/ui/button';
import { usePhoneCode } from '@/hooks/use-phone-code';
import { useZodForm } from '@/hooks/use-zod-form';
import { describeError } from '@/lib/request-errors';
import { useRequestVendorOtp, useVerifyVendorOtp } from '../api/vendor-sign-in';

const phoneSchema = z.object({ phone: indianMobileSchema });

/**
 * The laundry staff's sign-in: phone, then the code, as the rider portal's. A number that is not staff, or an
 * inactive account, is told once the code is proven (the server's message, in the interface language).
 */
export function VendorLoginCard({ onSignedIn }: { onSignedIn: (staff: VendorStaff) => void }) {
  const { t } = useTranslation('vendor');
  const form = useZodForm(phoneSchema, { defaultValues: { phone: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: requestCode } = useRequestVendorOtp();
  const verifyOtp = useVerifyVendorOtp();
  const flow = usePhoneCode({ send: useCallback((phone: string) => requestCode({ phone }), [requestCode]) });

  const submitPhone = form.handleSubmit(async ({ phone }) => {
    setProblem(null);
    try {
      await flow.request(phone);
    } catch (error) {
      setProblem(describeError(error, 'Failed to send OTP'));
    }
  });

  // Not staff, or deactivated: back to the phone step with the reason.
  const verify = async (otp: string) => {
    const checked = await flow.verify(
      () => verifyOtp.mutateAsync({ phone: flow.sentTo ?? '', otp }),
      (error) => setProblem(describeError(error, 'Verification failed')),
    );
    if (checked.ok) onSignedIn(checked.value);
  };

  return (
    <section aria-labelledby="vendor-auth-title" className="mx-auto w-full max-w-md">
      <div className="overflow-hidden rounded-3xl bg-white shadow-lift ring-1 ring-slate-900/5">
        <PortalAuthBanner
          icon={Store}
          id="vendor-auth-title"
          title={t('auth.title')}
          subtitle={t('auth.subtitle')}
          className="pb-8"
        />
        <div className="px-5 pt-6 pb-6 sm:px-6">
          {problem ? (
            <p role="alert" className="mb-5 flex gap-2.5 rounded-xl bg-red-50 p-3.5 text-sm text-red-800 ring-1 ring-red-200">
              <CircleAlert className="mt-0.5 h-4.5 w-4.5 shrink-0 text-red-500" aria-hidden="true" />
              {problem}
            </p>
          ) : null}
          {flow.stage === 'code' ? (
            <>
              <PhoneCodeStep
                flow={flow}
                onVerify={verify}
                verifyErrorMessage={(error) => describeError(error, 'Verification failed')}
                resendErrorMessage={(error) => describeError(error, 'Failed to send OTP')}
                submitLabel={t('auth.verifyAndLogin')}
                pendingLabel={t('auth.verifying')}
                submitIcon={LogIn}
                changeLabel={t('auth.changeNumber')}
              />
              <p className="mt-6 text-center text-sm text-slate-500">{t('auth.noCodeHint')}</p>
            </>
          ) : (
            <FormProvider {...form}>
              <form noValidate onSubmit={(event) => void submitPhone(event)} className="space-y-5" aria-label={t('auth.form')}>
                <PhoneField<z.input<typeof phoneSchema>>
                  name="phone"
                  label={t('auth.phone')}
                  hint={t('auth.phoneHint')}
                  disabled={flow.sending}
                />
                <Button type="submit" size="lg" className="w-full" disabled={flow.sending}>
                  {flow.sending ? t('auth.sendingOtp') : t('auth.sendOtp')}
                  {flow.sending ? null : <ArrowRight className="h-4.5 w-4.5" aria-hidden="true" />}
                </Button>
              </form>
            </FormProvider>
          )}
        </div>
      </div>
    </section>
  );
}
