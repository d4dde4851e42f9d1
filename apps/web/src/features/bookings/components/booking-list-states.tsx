import { CalendarPlus, RotateCw, SearchX, TriangleAlert, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function BookingCardSkeleton() {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 md:p-5" aria-hidden="true">
      <div className="flex items-start justify-between">
        <div className="space-y-2">
          <Skeleton className="h-3 w-16" />
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-3 w-40" />
        </div>
        <Skeleton className="h-7 w-24 rounded-full" />
      </div>
      <div className="mt-5 space-y-4">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className="h-8 w-8 rounded-xl" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          </div>
        ))}
      </div>
      <div className="mt-5 flex gap-2">
        <Skeleton className="h-11 flex-1 rounded-xl" />
        <Skeleton className="h-11 flex-1 rounded-xl" />
        <Skeleton className="h-11 flex-1 rounded-xl" />
      </div>
    </div>
  );
}

export function BookingListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading bookings" className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <BookingCardSkeleton key={index} />
      ))}
    </div>
  );
}

function StatePanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-soft ring-1 ring-slate-900/5">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        {icon}
      </span>
      <h2 className="mt-5 text-xl font-extrabold tracking-tight text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** No bookings at all: invite the first pickup. */
export function BookingsEmpty({ onBookPickup }: { onBookPickup: () => void }) {
  return (
    <StatePanel icon={<CalendarPlus className="h-8 w-8" aria-hidden="true" />} title="No bookings yet">
      <p className="mt-2 max-w-xs text-[15px] text-slate-500">
        Schedule a pickup and your laundry, ironing and dry cleaning orders will show up here.
      </p>
      <Button className="mt-6" onClick={onBookPickup}>
        Book a pickup
      </Button>
    </StatePanel>
  );
}

/** Nothing matches the chosen status filter. */
export function BookingsFilterEmpty({ label, onShowAll }: { label: string; onShowAll: () => void }) {
  return (
    <StatePanel icon={<SearchX className="h-8 w-8" aria-hidden="true" />} title={`No ${label.toLowerCase()} bookings`}>
      <p className="mt-2 max-w-xs text-[15px] text-slate-500">Try another status, or see all your bookings.</p>
      <Button variant="secondary" className="mt-6" onClick={onShowAll}>
        Show all bookings
      </Button>
    </StatePanel>
  );
}

/** 'Loading Error: Failed to load bookings' with the reason and a retry. */
export function BookingsError({
  detail,
  offline,
  retrying,
  onRetry,
}: {
  detail?: string;
  offline: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <section
      role="alert"
      className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-soft ring-1 ring-red-100"
    >
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
        {offline ? <WifiOff className="h-8 w-8" aria-hidden="true" /> : <TriangleAlert className="h-8 w-8" aria-hidden="true" />}
      </span>
      <h2 className="mt-5 text-xl font-extrabold tracking-tight text-ink">Loading Error</h2>
      <p className="mt-2 max-w-xs text-[15px] font-medium text-slate-700">Failed to load bookings</p>
      {offline ? (
        <p className="mt-1 max-w-xs text-sm text-slate-500">You seem to be offline. Check your connection and try again.</p>
      ) : detail ? (
        <p className="mt-1 max-w-xs text-sm text-slate-500">{detail}</p>
      ) : null}
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </section>
  );
}
