import { formatIndianMobile } from '@washday/core';
import { Check, Phone, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { useBookingEvents } from '../api/get-booking-events';
import { formatStepTime, timelineRows, type TimelineRow } from '../utils/order-timeline';

function StepDetail({ row }: { row: TimelineRow }) {
  const { t } = useTranslation('bookings');
  const count = row.entry?.item_count;
  return (
    <>
      {row.rider && row.step !== 'booked' ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <span className="font-semibold text-ink" translate="no">
            {row.rider.name}
          </span>
          <a
            href={`tel:+${row.rider.phone}`}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            aria-label={t('track.call', { name: row.rider.name, phone: formatIndianMobile(row.rider.phone) })}
          >
            <Phone className="h-3.5 w-3.5" aria-hidden="true" />
            {formatIndianMobile(row.rider.phone)}
          </a>
        </p>
      ) : null}
      {count != null && row.step === 'picked_up' ? (
        <p className="mt-1 text-sm text-slate-600">{t('track.itemsCollected', { count })}</p>
      ) : null}
    </>
  );
}

const LABEL_STYLE = {
  done: 'font-semibold text-ink',
  current: 'font-extrabold text-brand-800',
  cancelled: 'font-extrabold text-red-700',
  upcoming: 'font-semibold text-slate-500',
} as const;

/** An order's journey: the steps reached with their times, the current one highlighted, the rest greyed. */
export function OrderTimeline({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const events = useBookingEvents(bookingId);
  if (events.isPending) return <Skeleton className="h-64 rounded-2xl" aria-label={t('track.loading')} />;
  if (events.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-700">
        {t('track.failed')}
      </p>
    );
  }
  const rows = timelineRows(events.data);
  return (
    <ol className="grid" aria-label={t('track.progress')}>
      {rows.map((row, index) => {
        const cancelled = row.step === 'cancelled';
        return (
          <li
            key={row.step}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={row.state === 'current' ? 'step' : undefined}
            data-state={row.state}
          >
            {index < rows.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-7 bottom-0 left-[13px] w-0.5',
                  row.state === 'upcoming' || rows[index + 1]!.state === 'upcoming' ? 'bg-slate-200' : 'bg-brand-400',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full',
                row.state === 'upcoming' && 'border-2 border-slate-200 bg-white',
                row.state === 'done' && 'bg-brand-500 text-white',
                row.state === 'current' &&
                  (cancelled ? 'bg-red-500 text-white ring-4 ring-red-100' : 'bg-brand-600 text-white ring-4 ring-brand-100'),
              )}
            >
              {cancelled ? <X className="h-4 w-4" /> : row.state !== 'upcoming' ? <Check className="h-4 w-4" /> : null}
            </span>
            <div
              className={cn(
                'min-w-0 flex-1',
                row.state === 'current'
                  ? cancelled
                    ? '-mt-1 rounded-xl bg-red-50 px-3 py-1.5'
                    : '-mt-1 rounded-xl bg-brand-50 px-3 py-1.5'
                  : 'pt-0.5',
              )}
            >
              <p
                className={cn(
                  'flex items-center gap-2 text-[15px] leading-snug',
                  LABEL_STYLE[cancelled && row.state === 'current' ? 'cancelled' : row.state],
                )}
              >
                {t(`track.steps.${row.step}`)}
                {row.state === 'current' && !cancelled ? (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-bold tracking-wide text-white uppercase">
                    {t('track.now')}
                  </span>
                ) : null}
              </p>
              {row.entry ? (
                <time dateTime={row.entry.at} className="text-xs text-slate-500">
                  {formatStepTime(row.entry.at, locale)}
                </time>
              ) : null}
              <StepDetail row={row} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
