import { REFERRAL_CODE_MAX_LENGTH } from '@washday/core';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import type { ReferralCheck } from '../hooks/use-referral-check';
import type { SignInDetails } from '../utils/sign-in-form';

const upperCaseCode = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

function CheckLine({ check }: { check: ReferralCheck }) {
  const { t } = useTranslation('auth');
  if (check.state === 'unknown') return <span>{t('referral.hint')}</span>;
  if (check.state === 'checking') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <LoaderCircle className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
        {t('referral.checking')}
      </span>
    );
  }
  const Icon = check.state === 'valid' ? CircleCheck : CircleAlert;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 font-semibold',
        check.state === 'valid' ? 'text-emerald-700' : check.state === 'invalid' ? 'text-red-600' : 'text-amber-700',
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {check.state === 'valid' ? t('referral.valid', { percent: check.percent }) : translateMessage(check.message)}
    </span>
  );
}

/** The optional referral code of the phone step: upper-cased as typed, checked with the server from 3 characters. */
export function ReferralCodeField({ check }: { check: ReferralCheck }) {
  const { t } = useTranslation('auth');
  return (
    <TextField<SignInDetails>
      name="referralCode"
      label={t('referral.label')}
      clean={upperCaseCode}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      enterKeyHint="send"
      maxLength={REFERRAL_CODE_MAX_LENGTH}
      placeholder={t('referral.placeholder')}
      inputClassName="font-semibold tracking-wide uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case"
      hint={
        <span role="status" aria-live="polite">
          <CheckLine check={check} />
        </span>
      }
    />
  );
}
