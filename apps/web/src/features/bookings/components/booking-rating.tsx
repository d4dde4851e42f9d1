import { formatRupeesIn } from '@washday/core';
import { Star } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountOnceOpen } from '@/components/mount-once-open';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import '@/locales/ratings-strings';
import type { CustomerBooking } from '../api/booking-keys';
import { useOrderRating } from '../api/ratings';
import { orderIdOf } from '../utils/booking-format';

// The sheet's code loads when the customer first opens it.
const RateOrderSheet = lazy(async () => ({ default: (await import('./rate-order-sheet')).RateOrderSheet }));

/** A completed order's rating and tip, and 'Rate your order' (or 'Edit your rating' within 7 days). */
export function BookingRating({ booking, seen }: { booking: CustomerBooking; seen: boolean }) {
  const { t } = useTranslation('ratings');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const completed = booking.status === 'completed';
  const rating = useOrderRating(booking.id, { enabled: seen && completed });
  if (!completed) return null;
  const given = rating.data?.rating ?? null;
  const tip = rating.data?.tip ?? null;
  const orderId = orderIdOf(booking);
  const canAct = !given || given.editable || (!tip && rating.data?.rider);
  return (
    <>
      {given || tip ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-[13px] font-semibold">
          {given ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-amber-900 ring-1 ring-amber-200">
              <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              {t('yourRating', { stars: given.order_stars })}
            </span>
          ) : null}
          {tip ? (
            <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800 ring-1 ring-emerald-200">
              {t('tipped', { amount: formatRupeesIn(locale, tip.amount) })}
            </span>
          ) : null}
        </p>
      ) : null}
      {canAct ? (
        <Button
          variant={given ? 'ghost' : 'secondary'}
          size="md"
          className="mt-2 w-full px-3"
          onClick={() => setOpen(true)}
          aria-label={given ? t('edit') : t('rateLabel', { orderId })}
        >
          <Star className="h-4 w-4" aria-hidden="true" />
          {given ? t('edit') : t('rate')}
        </Button>
      ) : null}
      <MountOnceOpen open={open}>
        <RateOrderSheet orderId={booking.id} orderNumber={orderId} open={open} onOpenChange={setOpen} />
      </MountOnceOpen>
    </>
  );
}
