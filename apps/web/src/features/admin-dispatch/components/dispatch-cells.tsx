import { formatIndianMobile, formatRupees, type DispatchTrip } from '@washday/core';
import { ArrowDownToLine, ArrowUpFromLine, MapPinOff, Zap } from 'lucide-react';
import { cn } from '@/lib/cn';
import { STAGE_LABEL, TRIP_STATUS_LABEL, formatSlot } from '../utils/dispatch-format';

const pill = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide uppercase';

export function TripKindBadge({ kind }: { kind: 'pickup' | 'delivery' }) {
  const Icon = kind === 'pickup' ? ArrowUpFromLine : ArrowDownToLine;
  return (
    <span className={cn(pill, kind === 'pickup' ? 'bg-brand-50 text-brand-800' : 'bg-indigo-50 text-indigo-700')}>
      <Icon className="h-3 w-3" aria-hidden="true" />
      {kind === 'pickup' ? 'Pickup' : 'Delivery'}
    </span>
  );
}

export function SlotCell({ date, time }: { date: string; time: string }) {
  const slot = formatSlot(date, time);
  return (
    <div className="leading-tight whitespace-nowrap">
      <div className="text-sm font-semibold text-ink">{slot.day}</div>
      <div className="text-xs text-slate-500 tabular-nums">{slot.time}</div>
    </div>
  );
}

export function OrderCell({ trip }: { trip: DispatchTrip }) {
  return (
    <div className="space-y-1">
      <div className="font-mono text-[13px] font-semibold text-ink">{trip.custom_order_id}</div>
      <div className="flex flex-wrap items-center gap-1">
        {trip.isQuickPickup ? (
          <span className={cn(pill, 'bg-amber-50 text-amber-700')}>
            <Zap className="h-3 w-3" aria-hidden="true" />
            Quick Pickup
          </span>
        ) : (
          <span className={cn(pill, 'bg-slate-100 text-slate-600')}>Regular</span>
        )}
        <span className="text-[11px] font-medium text-slate-500 capitalize">{trip.status.replace('_', ' ')}</span>
      </div>
    </div>
  );
}

export function CustomerCell({ trip }: { trip: DispatchTrip }) {
  return (
    <div className="min-w-0 leading-tight">
      <div className="text-sm font-semibold wrap-anywhere text-ink">{trip.customer.name}</div>
      <div className="text-xs whitespace-nowrap text-slate-500 tabular-nums">{formatIndianMobile(trip.customer.phone)}</div>
    </div>
  );
}

export function AddressCell({ trip }: { trip: DispatchTrip }) {
  return (
    <div className="max-w-[16rem] min-w-[10rem]">
      <p className="line-clamp-2 text-sm wrap-anywhere text-slate-700" title={trip.address}>
        {trip.address}
      </p>
      {trip.coordinates ? (
        <p className="mt-0.5 text-[11px] text-slate-500 tabular-nums">
          {trip.coordinates.lat.toFixed(4)}, {trip.coordinates.lng.toFixed(4)}
        </p>
      ) : (
        <p className="mt-0.5 inline-flex items-center gap-1 text-[11px] font-medium text-amber-700">
          <MapPinOff className="h-3 w-3" aria-hidden="true" />
          No map position
        </p>
      )}
    </div>
  );
}

export function ItemsCell({ trip }: { trip: DispatchTrip }) {
  if (trip.isQuickPickup && trip.item_count === 0) {
    return <p className="max-w-[14rem] min-w-[8rem] text-sm text-slate-500 italic">Items counted at pickup</p>;
  }
  return (
    <div className="max-w-[14rem] min-w-[8rem]">
      <p className="line-clamp-2 text-sm wrap-anywhere text-slate-700" title={trip.items_summary}>
        {trip.items_summary}
      </p>
      <p className="mt-0.5 text-[11px] text-slate-500 tabular-nums">
        {trip.items_collected !== null
          ? `${trip.items_collected} collected`
          : `${trip.item_count} item${trip.item_count === 1 ? '' : 's'}`}
      </p>
    </div>
  );
}

export function AmountCell({ rupees }: { rupees: number }) {
  return <span className="block text-right text-sm font-semibold text-ink tabular-nums">{formatRupees(rupees)}</span>;
}

export function StageBadge({ stage }: { stage: string | null }) {
  if (!stage) return null;
  const tone =
    stage === 'ready'
      ? 'bg-emerald-50 text-emerald-700'
      : stage === 'processing'
        ? 'bg-sky-50 text-sky-700'
        : 'bg-violet-50 text-violet-700';
  return <span className={cn(pill, tone)}>{STAGE_LABEL[stage] ?? stage}</span>;
}

export function VendorCell({ trip }: { trip: DispatchTrip }) {
  if (!trip.vendor) return <span className="text-sm whitespace-nowrap text-slate-500">No vendor yet</span>;
  return (
    <div className="max-w-[11rem] space-y-1">
      <div className="text-sm font-medium wrap-anywhere text-slate-700" title={trip.vendor.name}>
        {trip.vendor.name}
      </div>
      <StageBadge stage={trip.vendor_stage} />
    </div>
  );
}

/** The rider of one side of the order, with that trip's status. */
export function RiderCell({ side }: { side: DispatchTrip['pickup'] }) {
  if (!side.rider) return <span className="text-sm text-slate-500">No rider</span>;
  return (
    <div className="space-y-1 leading-tight">
      <div className="text-sm font-semibold whitespace-nowrap text-ink">{side.rider.name}</div>
      <div className="text-xs whitespace-nowrap text-slate-500 tabular-nums">{formatIndianMobile(side.rider.phone)}</div>
      {side.status ? (
        <span className={cn(pill, 'bg-slate-100 text-slate-600')}>{TRIP_STATUS_LABEL[side.status] ?? side.status}</span>
      ) : null}
    </div>
  );
}
