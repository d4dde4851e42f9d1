import { OTP_LENGTH, OTP_TTL_SECONDS } from '@washday/core';
import { LoaderCircle, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { DialogDescription } from '@/components/ui/dialog';
import type { ReferralCheck } from '../hooks/use-referral-check';
import type { SignInDetails } from '../utils/sign-in-form';
import { ReferralCodeField } from './referral-code-field';

/** The phone step's fields (the form and its state live in the flow, so Back finds them filled in). */
export function SignInDetailsStep({ sending, referral }: { sending: boolean; referral: ReferralCheck }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <DialogDescription className="text-[15px]">{t('signIn.description')}</DialogDescription>

      <div className="mt-6 space-y-4">
        <TextField<SignInDetails>
          name="name"
          label={t('signIn.nameLabel')}
          autoComplete="name"
          autoCapitalize="words"
          enterKeyHint="next"
          maxLength={100}
          placeholder={t('signIn.namePlaceholder')}
        />
        <PhoneField<SignInDetails> name="phone" label={t('signIn.phoneLabel')} enterKeyHint="next" />
        <ReferralCodeField check={referral} />
      </div>

      <div className="pt-8">
        <Button type="submit" size="lg" className="w-full" disabled={sending} aria-busy={sending || undefined}>
          {sending ? (
            <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <MessageSquareText className="h-5 w-5" aria-hidden="true" />
          )}
          {t('signIn.sendOtp')}
        </Button>
        <p className="mt-3 text-center text-xs text-slate-500">
          {t('signIn.codeNote', { length: OTP_LENGTH, minutes: OTP_TTL_SECONDS / 60 })}
        </p>
      </div>
    </>
  );
}
