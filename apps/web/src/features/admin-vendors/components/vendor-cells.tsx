import { formatIndianPhone, type VendorRecord } from '@washday/core';
import { MapPin, Phone, Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ServiceOption } from '../utils/vendor-form';

export function VendorNameCell({ vendor }: { vendor: VendorRecord }) {
  return (
    <div className="min-w-0 max-w-[17rem] max-[80rem]:max-w-[14rem]">
      <p className="truncate font-semibold text-ink">{vendor.name}</p>
      <p className="mt-0.5 flex items-start gap-1 text-xs text-slate-500">
        <MapPin className="mt-px h-3.5 w-3.5 shrink-0 text-slate-500" aria-hidden="true" />
        <span className="line-clamp-2">{vendor.address}</span>
      </p>
      <p className="mt-1 truncate font-mono text-[11px] text-slate-500">{vendor.id}</p>
    </div>
  );
}

/** The categories a vendor handles, by name, in the catalogue's order. */
export function ServiceChips({ ids, options }: { ids: readonly string[]; options: readonly ServiceOption[] | undefined }) {
  const name = (id: string) => options?.find((o) => o.id === id)?.name ?? id;
  return (
    <ul className="flex max-w-[22rem] flex-wrap gap-1.5" aria-label="Services handled">
      {ids.map((id) => (
        <li
          key={id}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-100"
        >
          {name(id)}
        </li>
      ))}
    </ul>
  );
}

export function PhoneCell({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:+91${phone}`}
      className="inline-flex items-center gap-1.5 text-sm font-medium whitespace-nowrap text-slate-700 tabular-nums hover:text-brand-700"
    >
      <Phone className="h-3.5 w-3.5 text-slate-500" aria-hidden="true" />
      {formatIndianPhone(phone)}
    </a>
  );
}

export function RatingCell({ rating }: { rating: number }) {
  return (
    <span
      className="inline-flex items-center gap-1 text-sm font-semibold text-ink tabular-nums"
      aria-label={`Rating ${rating.toFixed(1)} of 5`}
    >
      <Star className={cn('h-4 w-4', rating > 0 ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} aria-hidden="true" />
      {rating.toFixed(1)}
    </span>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
        active ? 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100' : 'bg-slate-100 text-slate-600 ring-1 ring-slate-200',
      )}
    >
      <span className={cn('h-1.5 w-1.5 rounded-full', active ? 'bg-emerald-500' : 'bg-slate-400')} aria-hidden="true" />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

export function OpenOrdersCell({ count }: { count: number }) {
  return <span className={cn('text-sm tabular-nums', count > 0 ? 'font-semibold text-ink' : 'text-slate-500')}>{count}</span>;
}

const DATE = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

export function UpdatedCell({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-sm whitespace-nowrap text-slate-500 tabular-nums">
      {DATE.format(new Date(at))}
    </time>
  );
}
