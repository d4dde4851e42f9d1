import { formatIndianMobile } from '@washday/core';
import { Check, Phone, X } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useBookingEvents } from '../api/get-booking-events';
import { formatStepTime, timelineRows, type TimelineRow } from '../utils/order-timeline';

function StepDetail({ row }: { row: TimelineRow }) {
  const count = row.entry?.item_count;
  return (
    <>
      {row.rider && row.step !== 'booked' ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <span className="font-semibold text-ink">{row.rider.name}</span>
          <a
            href={`tel:+${row.rider.phone}`}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            aria-label={`Call ${row.rider.name}`}
          >
            <Phone className="h-3.5 w-3.5" aria-hidden="true" />
            {formatIndianMobile(row.rider.phone)}
          </a>
        </p>
      ) : null}
      {count != null && row.step === 'picked_up' ? (
        <p className="mt-1 text-sm text-slate-600">
          {count} item{count === 1 ? '' : 's'} collected
        </p>
      ) : null}
    </>
  );
}

/** An order's journey: the steps reached with their times, the current one highlighted, the rest greyed. */
export function OrderTimeline({ bookingId }: { bookingId: string }) {
  const events = useBookingEvents(bookingId);
  if (events.isPending) return <Skeleton className="h-64 rounded-2xl" aria-label="Loading order tracking" />;
  if (events.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-700">
        Could not load the order's progress. Please try again.
      </p>
    );
  }
  const rows = timelineRows(events.data);
  return (
    <ol className="grid" aria-label="Order progress">
      {rows.map((row, index) => {
        const cancelled = row.step === 'cancelled';
        return (
          <li key={row.step} className="relative flex gap-3 pb-5 last:pb-0" aria-current={row.state === 'current' ? 'step' : undefined} data-state={row.state}>
            {index < rows.length - 1 ? (
              <span aria-hidden="true" className={cn('absolute top-7 bottom-0 left-[13px] w-0.5', row.state === 'upcoming' || rows[index + 1]!.state === 'upcoming' ? 'bg-slate-200' : 'bg-brand-400')} />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full ring-4 ring-white',
                row.state === 'upcoming' && 'border-2 border-slate-200 bg-white',
                row.state === 'done' && 'bg-brand-500 text-white',
                row.state === 'current' && (cancelled ? 'bg-red-500 text-white' : 'bg-brand-600 text-white shadow-[0_0_0_4px_rgba(16,185,129,0.25)]'),
              )}
            >
              {cancelled ? <X className="h-4 w-4" /> : row.state !== 'upcoming' ? <Check className="h-4 w-4" /> : null}
            </span>
            <div className="min-w-0 flex-1 pt-0.5">
              <p className={cn('text-[15px] leading-snug font-semibold', row.state === 'upcoming' ? 'text-slate-400' : 'text-ink', row.state === 'current' && (cancelled ? 'font-extrabold text-red-700' : 'font-extrabold text-brand-800'))}>
                {row.label}
              </p>
              {row.entry ? (
                <time dateTime={row.entry.at} className="text-xs text-slate-500">
                  {formatStepTime(row.entry.at)}
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
