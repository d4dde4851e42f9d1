import { formatIndianMobile, locationFreshness, type ActiveRider, type TrackedOrder } from '@washday/core';
import { Phone } from 'lucide-react';
import { PHASE_STYLE, tripStatusLabel, formatDateTime, formatSlot, timeAgo } from '../utils/rider-format';
import { FreshnessBadge } from './freshness-badge';

const BOOKING_STATUS_LABEL: Record<TrackedOrder['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const VENDOR_STAGE_LABEL = {
  received: 'Received at the vendor',
  processing: 'Processing',
  ready: 'Ready at the vendor',
} as const;

/** A rider's marker: who, how fresh, when, their jobs and a call link. */
export function RiderPopup({ rider, now }: { rider: ActiveRider; now: Date }) {
  const at = rider.lastLocationUpdate;
  return (
    <div className="min-w-56 space-y-2 font-sans [&_p]:my-0!">
      <div>
        <p className="text-sm font-bold text-ink">{rider.name}</p>
        <a
          href={`tel:+91${rider.phone}`}
          className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700 tabular-nums"
        >
          <Phone className="h-3 w-3" aria-hidden="true" />
          {formatIndianMobile(rider.phone)}
        </a>
      </div>
      <p className="flex items-center gap-2 text-xs text-slate-600">
        <FreshnessBadge freshness={locationFreshness(at ? new Date(at) : null, now)} />
        <span title={at ? formatDateTime(at) : undefined}>Updated {timeAgo(at, now)}</span>
      </p>
      {rider.jobs.length === 0 ? (
        <p className="text-xs text-slate-500">No open jobs</p>
      ) : (
        <ul className="space-y-1 border-t border-slate-100 pt-2 text-xs">
          {rider.jobs.map((job) => (
            <li key={`${job.bookingId}-${job.trip}`}>
              <span className="font-mono font-semibold text-ink">{job.custom_order_id}</span> ·{' '}
              {job.trip === 'pickup' ? 'Pickup' : 'Delivery'} · {tripStatusLabel(job.trip, job.status)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An order's marker: the order, where it is in its life, the customer and the rider on it. */
export function OrderPopup({ order }: { order: TrackedOrder }) {
  const phase = PHASE_STYLE[order.phase];
  const slot =
    order.phase === 'delivery'
      ? formatSlot(order.delivery_date, order.delivery_time)
      : formatSlot(order.scheduled_date, order.scheduled_time);
  return (
    <div className="min-w-60 space-y-2 font-sans [&_p]:my-0!">
      <div className="flex items-center justify-between gap-3">
        <p className="font-mono text-sm font-bold text-ink">{order.custom_order_id}</p>
        <span className="rounded-full px-2 py-0.5 text-[11px] font-bold text-white" style={{ background: phase.colour }}>
          {phase.label}
        </span>
      </div>
      <p className="text-xs text-slate-600">
        {BOOKING_STATUS_LABEL[order.status]}
        {order.vendor_stage ? ` · ${VENDOR_STAGE_LABEL[order.vendor_stage]}` : ''} ·{' '}
        {order.phase === 'delivery' ? 'Delivery' : 'Pickup'} {slot}
      </p>
      <div className="text-xs">
        <p className="font-semibold text-ink">{order.customerName}</p>
        <p className="text-slate-500">{order.address}</p>
      </div>
      <p className="border-t border-slate-100 pt-2 text-xs text-slate-600">
        {order.trip?.rider ? (
          <>
            {order.trip.kind === 'pickup' ? 'Pickup' : 'Delivery'} rider{' '}
            <span className="font-semibold text-ink">{order.trip.rider.name}</span> ·{' '}
            {tripStatusLabel(order.trip.kind, order.trip.status)}
          </>
        ) : order.phase === 'at_vendor' ? (
          'No delivery rider yet'
        ) : (
          'No rider assigned yet'
        )}
      </p>
    </div>
  );
}
