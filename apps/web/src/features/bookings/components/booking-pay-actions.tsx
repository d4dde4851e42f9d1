import { contract, endpointUrl, formatRupeesIn, type BookingMoney } from '@washday/core';
import { CreditCard, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InvoiceDownloadLink } from '@/components/invoice-download-link';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import type { CustomerBooking } from '../api/booking-keys';
import { usePayOnline, type PayStep } from '../hooks/use-pay-online';
import { orderIdOf } from '../utils/booking-format';
import { amountToPayOnline } from '../utils/booking-money';
import { LocalCheckoutDialog } from './local-checkout-dialog';
import { TipAtPayment } from './tip-at-payment';

const BUSY_TEXT: Record<Exclude<PayStep, 'idle' | 'local'>, 'money.opening' | 'money.paying' | 'money.verifying'> = {
  starting: 'money.opening',
  provider: 'money.paying',
  verifying: 'money.verifying',
};

function PayButton({ booking, due }: { booking: CustomerBooking; due: number }) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const pay = usePayOnline(booking.id);
  const orderId = orderIdOf(booking);
  const amount = formatRupeesIn(locale, due);
  const busy = pay.step !== 'idle' && pay.step !== 'local';

  return (
    <>
      <Button
        size="md"
        className="w-full"
        disabled={pay.step !== 'idle'}
        aria-busy={busy || undefined}
        aria-label={busy ? undefined : t('money.payLabel', { amount, orderId })}
        onClick={() => void pay.start()}
      >
        {busy ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <CreditCard className="h-4 w-4" aria-hidden="true" />
        )}
        {pay.step === 'idle' || pay.step === 'local' ? t('money.pay', { amount }) : t(BUSY_TEXT[pay.step])}
      </Button>
      {pay.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {pay.error}
        </p>
      ) : null}
      <LocalCheckoutDialog orderId={orderId} pay={pay} />
    </>
  );
}

/**
 * What the customer can do with the bill: 'Pay ₹X now' once it is final with something due (not on a cancelled order),
 * with a tip for the delivery rider beside it, and 'Download invoice' once the tax invoice is issued.
 */
export function BookingPayActions({ booking, money }: { booking: CustomerBooking; money: BookingMoney | undefined }) {
  const { t } = useTranslation('bookings');
  const due = amountToPayOnline(booking, money);
  const invoice = money?.bill.invoice ?? null;
  if (due <= 0 && !invoice) return null;
  return (
    <div className="mt-3 grid gap-2">
      {due > 0 ? (
        <>
          <PayButton booking={booking} due={due} />
          <TipAtPayment booking={booking} />
        </>
      ) : null}
      {invoice ? (
        <InvoiceDownloadLink
          href={endpointUrl(contract.payments.invoicePdf, { id: booking.id })}
          label={t('money.invoice')}
          accessibleName={t('money.invoiceLabel', { number: invoice.number })}
          className="w-full"
        />
      ) : null}
    </div>
  );
}
