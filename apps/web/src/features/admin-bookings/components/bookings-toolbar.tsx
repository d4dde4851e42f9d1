import { ADMIN_BOOKINGS_PAGE_SIZES, BOOKING_STATUSES, type BookingStatus } from '@washday/core';
import { Search, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { STATUS_META } from '../utils/booking-format';

const count = new Intl.NumberFormat('en-IN');

export interface BookingsToolbarProps {
  searchText: string;
  onSearchText: (text: string) => void;
  statuses: readonly BookingStatus[];
  onStatuses: (statuses: BookingStatus[]) => void;
  /** Bookings matching the search in each status (the server counts them). */
  counts: Record<BookingStatus, number> | undefined;
  limit: number;
  onLimit: (limit: number) => void;
}

/** Search (order id, name, phone, address), the status filter (one status or several) and the page size. */
export function BookingsToolbar({
  searchText,
  onSearchText,
  statuses,
  onStatuses,
  counts,
  limit,
  onLimit,
}: BookingsToolbarProps) {
  const all = counts ? BOOKING_STATUSES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const toggle = (status: BookingStatus) =>
    onStatuses(statuses.includes(status) ? statuses.filter((s) => s !== status) : [...statuses, status]);
  const chip = (active: boolean) =>
    cn(
      'inline-flex h-9 items-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap ring-1 transition-colors',
      active
        ? 'bg-brand-600 text-white ring-brand-600'
        : 'bg-white text-slate-600 ring-slate-200 hover:bg-slate-50 hover:text-ink',
    );
  const badge = (active: boolean) =>
    cn('rounded-md px-1.5 text-xs tabular-nums', active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-500');

  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4">
      <div className="flex flex-wrap items-center gap-3">
        <label className="relative w-full max-w-md flex-1">
          <span className="sr-only">Search bookings</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            type="search"
            value={searchText}
            onChange={(event) => onSearchText(event.target.value)}
            placeholder="Search order id, customer, phone or address"
            className="h-10 w-full rounded-xl bg-slate-50 pr-9 pl-9 text-sm ring-1 ring-slate-200 outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500 [&::-webkit-search-cancel-button]:hidden"
          />
          {searchText ? (
            <button
              type="button"
              onClick={() => onSearchText('')}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded-md text-slate-400 hover:bg-slate-200 hover:text-slate-700"
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          ) : null}
        </label>
        <label className="ml-auto flex items-center gap-2 text-sm text-slate-500">
          Rows per page
          <select
            value={limit}
            onChange={(event) => onLimit(Number(event.target.value))}
            className="h-10 rounded-xl bg-slate-50 px-3 text-sm font-semibold text-ink ring-1 ring-slate-200 outline-none focus:ring-2 focus:ring-brand-500"
          >
            {ADMIN_BOOKINGS_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={statuses.length === 0}
          aria-label={all !== undefined ? `All (${count.format(all)})` : 'All'}
          onClick={() => onStatuses([])}
          className={chip(statuses.length === 0)}
        >
          All
          {all !== undefined ? <span className={badge(statuses.length === 0)}>{count.format(all)}</span> : null}
        </button>
        {BOOKING_STATUSES.map((status) => {
          const active = statuses.includes(status);
          return (
            <button
              key={status}
              type="button"
              aria-pressed={active}
              aria-label={counts ? `${STATUS_META[status]!.label} (${count.format(counts[status])})` : STATUS_META[status]!.label}
              onClick={() => toggle(status)}
              className={chip(active)}
            >
              {STATUS_META[status]!.label}
              {counts ? <span className={badge(active)}>{count.format(counts[status])}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
