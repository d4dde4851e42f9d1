import { AUTH_MESSAGES } from '@washday/core';
import type { TFunction } from 'i18next';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneCodeStep } from '@/components/phone-code-step';
import { usePhoneCode } from '@/hooks/use-phone-code';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { applyServerError, serverField } from '@/lib/form-errors';
import { describeError } from '@/lib/request-errors';
import { useRegisterRider } from '../api/register-rider';
import { useRequestRiderRegistrationOtp } from '../api/request-rider-registration-otp';
import { withAttempts } from '../utils/errors';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_FIELDS,
  riderRegistrationFormSchema,
  type RiderRegistrationDetails,
} from '../utils/rider-registration';
import type { PhonePrefill } from './rider-login-form';
import { RiderRegistrationFields } from './rider-registration-fields';
import { RiderRegistrationSuccess } from './rider-registration-success';

function sendErrorMessage(error: unknown): string {
  const exists = error instanceof ApiError && error.status === 400 && /already exists/i.test(error.message);
  return exists ? translateMessage(AUTH_MESSAGES.riderExists) : describeError(error, AUTH_MESSAGES.sendFailed);
}

function registerErrorMessage(error: unknown, t: TFunction<'rider'>): string {
  const message = describeError(error, 'Registration failed');
  return error instanceof ApiError && error.status === 400 ? withAttempts(message, error, t) : message;
}

interface RiderRegisterFormProps {
  prefill: PhonePrefill | null;
  /** False while the tab is hidden (the camera is closed then). */
  active: boolean;
  onGoToLogin: (phone: string) => void;
}

/** Registration: the details and photos, then the code sent to the phone, then the wait for approval. */
export function RiderRegisterForm({ prefill, active, onGoToLogin }: RiderRegisterFormProps) {
  const { t } = useTranslation('rider');
  const form = useZodForm(riderRegistrationFormSchema, { defaultValues: { ...EMPTY_REGISTRATION, phone: prefill?.phone ?? '' } });
  /** The checked details the code will confirm. */
  const [details, setDetails] = useState<RiderRegistrationDetails | null>(null);
  const [registered, setRegistered] = useState(false);
  const { mutateAsync: requestCode } = useRequestRiderRegistrationOtp();
  const register = useRegisterRider();
  const flow = usePhoneCode({ send: useCallback((phone: string) => requestCode({ phone }), [requestCode]) });

  // "Register Now" from the login tab brings its phone number along; the rest of a half-filled form stays.
  const { setValue, clearErrors } = form;
  const { back } = flow;
  useEffect(() => {
    if (!prefill) return;
    setValue('phone', prefill.phone);
    clearErrors();
    back();
  }, [prefill, setValue, clearErrors, back]);

  const submitDetails = form.handleSubmit(async (values) => {
    try {
      // Details edited but the same phone, whose code is still fresh: that code confirms them.
      await flow.request(values.phone);
      setDetails(values);
    } catch (error) {
      applyServerError(form.setError, error, { fields: REGISTRATION_FIELDS, message: sendErrorMessage });
    }
  });

  const verify = async (otp: string) => {
    if (!details) return;
    try {
      await register.mutateAsync({ ...details, otp });
      setRegistered(true);
    } catch (error) {
      // A problem with the details themselves (a photo, the Aadhar number, an existing rider) is fixed on the form.
      if (!serverField(error, REGISTRATION_FIELDS)) throw error;
      flow.back();
      applyServerError(form.setError, error, {
        fields: REGISTRATION_FIELDS,
        message: (failure) => registerErrorMessage(failure, t),
      });
    }
  };

  const goToLogin = () => {
    const phone = details?.phone ?? '';
    form.reset(EMPTY_REGISTRATION);
    setDetails(null);
    setRegistered(false);
    flow.reset();
    onGoToLogin(phone);
  };

  if (registered && details)
    return <RiderRegistrationSuccess name={details.name} phone={details.phone} onGoToLogin={goToLogin} />;

  if (flow.stage === 'code' && details) {
    return (
      <PhoneCodeStep
        flow={flow}
        onVerify={verify}
        verifyErrorMessage={(error) => registerErrorMessage(error, t)}
        resendErrorMessage={sendErrorMessage}
        submitLabel={t('auth.completeRegistration')}
        pendingLabel={t('auth.submitting')}
        submitIcon={ShieldCheck}
        purpose={t('auth.registrationPurpose')}
        changeLabel={t('auth.editDetails')}
      />
    );
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submitDetails(event)} className="space-y-4" aria-label={t('auth.registerForm')}>
        <RiderRegistrationFields active={active} sending={flow.sending} />
      </form>
    </FormProvider>
  );
}
