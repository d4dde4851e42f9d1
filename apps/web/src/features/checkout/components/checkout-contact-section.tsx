import { INSTRUCTIONS_MAX_LENGTH } from '@washday/core';
import { Phone } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/form/phone-field';
import { TextAreaField } from '@/components/form/text-area-field';
import type { CheckoutFormState } from '../utils/checkout-form-state';
import { CheckoutSection } from './checkout-section';

/** The phone the rider calls and the optional instructions. */
export function CheckoutContactSection() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutSection icon={Phone} title={t('contact.title')}>
      <PhoneField<CheckoutFormState>
        name="phone"
        label={t('contact.phone')}
        placeholder={t('contact.phonePlaceholder')}
        hint={t('contact.phoneHint')}
      />
      <TextAreaField<CheckoutFormState>
        name="instructions"
        className="mt-4"
        label={<Trans t={t} i18nKey="contact.instructions" components={{ 1: <span className="font-normal text-slate-500" /> }} />}
        maxLength={INSTRUCTIONS_MAX_LENGTH}
        placeholder={t('contact.instructionsPlaceholder')}
      />
    </CheckoutSection>
  );
}
