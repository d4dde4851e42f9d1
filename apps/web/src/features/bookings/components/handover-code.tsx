import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomerBooking } from '../api/booking-keys';

/** The 4-digit proof of delivery, while the order is still on its way (not completed or cancelled). */
export function HandoverCode({ booking }: { booking: Pick<CustomerBooking, 'handover_code' | 'status'> }) {
  const { t } = useTranslation('bookings');
  if (!booking.handover_code || booking.status === 'completed' || booking.status === 'cancelled') return null;
  return (
    <div className="rounded-2xl bg-amber-50 px-3.5 py-3 ring-1 ring-amber-200" data-testid="handover-code">
      <div className="flex items-center gap-3">
        <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-xl bg-white text-amber-600 ring-1 ring-amber-200">
          <KeyRound className="h-4 w-4" aria-hidden="true" />
        </span>
        <p className="flex-1 text-xs font-semibold tracking-wide text-amber-800 uppercase">{t('handover.title')}</p>
        <p
          className="font-mono text-2xl font-extrabold tracking-[0.2em] text-ink tabular-nums"
          aria-label={t('handover.label', { digits: booking.handover_code.split('').join(' ') })}
        >
          {booking.handover_code}
        </p>
      </div>
      <p className="mt-1.5 text-[13px] leading-snug text-amber-900">{t('handover.hint')}</p>
    </div>
  );
}
