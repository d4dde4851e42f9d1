import type { DispatchVendor } from '@washday/core';
import { Clock, LoaderCircle, MapPin, Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatEta, formatKm, formatPhone } from '../utils/dispatch-format';

export interface VendorCandidateRowProps {
  vendor: DispatchVendor;
  disabled: boolean;
  assigning: boolean;
  onAssign: () => void;
}

/** One vendor that handles the order: where it is, how far, how long, and the choice. */
export function VendorCandidateRow({ vendor, disabled, assigning, onAssign }: VendorCandidateRowProps) {
  return (
    <li aria-label={vendor.name} className={cn('flex items-center gap-4 px-6 py-4', vendor.isCurrent && 'bg-brand-50/60')}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-bold text-ink">
          {vendor.name}
          <span className="inline-flex items-center gap-0.5 text-xs font-semibold text-amber-600">
            <Star className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
            {vendor.rating.toFixed(1)}
          </span>
          {vendor.isCurrent ? (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[10px] font-bold tracking-wide text-white uppercase">
              Current
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 flex items-start gap-1 text-xs text-slate-500">
          <MapPin className="mt-0.5 h-3 w-3 shrink-0" aria-hidden="true" />
          <span className="line-clamp-1">{vendor.address}</span>
        </p>
        <p className="mt-0.5 text-xs text-slate-500 tabular-nums">{formatPhone(vendor.contactPhone)}</p>
      </div>
      <dl className="flex shrink-0 gap-5 text-right">
        <div>
          <dt className="text-[11px] font-medium text-slate-500">Distance</dt>
          <dd className="text-base font-extrabold text-ink tabular-nums">{formatKm(vendor.distance)}</dd>
        </div>
        <div>
          <dt className="text-[11px] font-medium text-slate-500">Est. time</dt>
          <dd className="inline-flex items-center gap-1 text-base font-extrabold text-ink tabular-nums">
            <Clock className="h-3.5 w-3.5 text-slate-500" aria-hidden="true" />
            {formatEta(vendor.estimatedTime)}
          </dd>
        </div>
      </dl>
      <Button
        size="sm"
        className="w-28"
        variant={vendor.isCurrent ? 'secondary' : 'primary'}
        disabled={disabled || vendor.isCurrent}
        onClick={onAssign}
      >
        {assigning ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {vendor.isCurrent ? 'Assigned' : 'Assign'}
      </Button>
    </li>
  );
}
