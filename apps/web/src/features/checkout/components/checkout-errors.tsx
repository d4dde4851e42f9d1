import { CircleAlert } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';
import { translateCheckoutMessage } from '../utils/checkout-messages';
import { CHECKOUT_MESSAGES } from '../utils/checkout-validation';

/** 'Please fix the following:' and the list (English texts in, shown in the interface language); the form scrolls here and focuses it. */
interface CheckoutErrorsProps {
  errors: readonly string[];
  /** The name the cart shows for a service core's message names in English. */
  serviceName?: (english: string) => string;
}

export const CheckoutErrors = forwardRef<HTMLDivElement, CheckoutErrorsProps>(function CheckoutErrors(
  { errors, serviceName },
  ref,
) {
  const { t } = useTranslation('checkout');
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="checkout-errors-title"
      className="scroll-mt-24 rounded-2xl bg-red-50 px-4 py-3.5 text-red-900 ring-1 ring-red-200 outline-none focus-visible:ring-2 focus-visible:ring-red-400"
    >
      <p id="checkout-errors-title" className="flex items-center gap-2 text-sm font-bold">
        <CircleAlert className="h-4.5 w-4.5 shrink-0 text-red-600" aria-hidden="true" />
        {translateMessage(CHECKOUT_MESSAGES.fixTheFollowing)}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-8 text-sm marker:text-red-400">
        {errors.map((error) => (
          <li key={error}>{translateCheckoutMessage(error, t, serviceName)}</li>
        ))}
      </ul>
    </div>
  );
});
