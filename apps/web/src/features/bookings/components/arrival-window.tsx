import { BUSINESS_TIME_ZONE, clockTimeOptions, type Arrival } from '@washday/core';
import { Bike, Clock } from 'lucide-react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import '@/locales/arrival-strings';
import { useArrival } from '../api/get-arrival';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** '10:15 am' in India ('सुबह 10:15' in Hindi), kept on one line. */
function clock(at: string, locale: string): string {
  let format = clocks.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...clockTimeOptions(locale), timeZone: BUSINESS_TIME_ZONE });
    clocks.set(locale, format);
  }
  return format.format(new Date(at)).replace(/\s/g, '\u00a0');
}

/** The window while planned, 'on the way' once started; null for a plan without its window. */
function headlineOf(arrival: Arrival, t: TFunction<'arrival'>, locale: string): string | null {
  if (arrival.status === 'on_the_way') return t('onTheWay');
  if (!arrival.from || !arrival.to) return null;
  return t('window', { from: clock(arrival.from, locale), to: clock(arrival.to, locale) });
}

/** 'Ravi Kumar, for your pickup' (the name is data), or 'For your delivery' without a name. */
function TripLine({ arrival }: { arrival: Arrival }) {
  const { t } = useTranslation('arrival');
  const delivery = arrival.trip === 'delivery';
  if (!arrival.rider_name) return t(delivery ? 'delivery' : 'pickup');
  return (
    <Trans
      t={t}
      i18nKey={delivery ? 'deliveryWithRider' : 'pickupWithRider'}
      values={{ name: arrival.rider_name }}
      components={{ 1: <span translate="no" /> }}
    />
  );
}

/**
 * 'Rider arriving between 10:15 am and 10:35 am' while the rider's route plans the door visit, 'Rider is on the way'
 * once they start (issue 28); nothing without a plan. Loaded lazily, with its strings, on My Bookings' cards and the
 * Track sheet of a booking a rider may be coming to.
 */
export default function ArrivalWindow({ bookingId, className }: { bookingId: string; className?: string }) {
  const { t } = useTranslation('arrival');
  const locale = useLocale();
  const arrival = useArrival(bookingId);
  // Not planned, not read yet, or not readable (a server without the planner): the slot on the card stands.
  if (!arrival.data) return null;
  const headline = headlineOf(arrival.data, t, locale);
  if (!headline) return null;
  const onTheWay = arrival.data.status === 'on_the_way';
  const Icon = onTheWay ? Bike : Clock;
  return (
    <div
      role="status"
      data-testid="arrival-window"
      className={cn(
        'flex items-center gap-3 rounded-2xl px-3.5 py-3 ring-1',
        onTheWay ? 'bg-emerald-50 ring-emerald-200' : 'bg-sky-50 ring-sky-200',
        className,
      )}
    >
      <span
        className={cn(
          'relative inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-white ring-1',
          onTheWay ? 'text-emerald-700 ring-emerald-200' : 'text-sky-700 ring-sky-200',
        )}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
        {onTheWay ? (
          <span aria-hidden="true" className="absolute -top-1 -right-1 flex h-2.5 w-2.5">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-75" />
            <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-emerald-500" />
          </span>
        ) : null}
      </span>
      <p className="min-w-0 leading-snug">
        <span className={cn('block text-[15px] font-bold tabular-nums', onTheWay ? 'text-emerald-900' : 'text-sky-950')}>
          {headline}
        </span>
        <span className={cn('block text-[13px]', onTheWay ? 'text-emerald-800' : 'text-sky-800')}>
          <TripLine arrival={arrival.data} />
        </span>
      </p>
    </div>
  );
}
