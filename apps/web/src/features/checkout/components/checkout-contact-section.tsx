import { INSTRUCTIONS_MAX_LENGTH } from '@washday/core';
import { Phone } from 'lucide-react';
import { PhoneField } from '@/components/form/phone-field';
import { TextAreaField } from '@/components/form/text-area-field';
import type { CheckoutFormState } from '../utils/checkout-form-state';
import { CheckoutSection } from './checkout-section';

/** The phone the rider calls and the optional instructions. */
export function CheckoutContactSection() {
  return (
    <CheckoutSection icon={Phone} title="Contact">
      <PhoneField<CheckoutFormState>
        name="phone"
        label="Phone number"
        placeholder="10-digit mobile number"
        hint="Our rider calls this number at pickup and delivery."
      />
      <TextAreaField<CheckoutFormState>
        name="instructions"
        className="mt-4"
        label={
          <>
            Instructions <span className="font-normal text-slate-400">(optional)</span>
          </>
        }
        maxLength={INSTRUCTIONS_MAX_LENGTH}
        placeholder="Gate code, stains to look at, fold or hang…"
      />
    </CheckoutSection>
  );
}
