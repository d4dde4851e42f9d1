import { CalendarPlus, RotateCw, SearchX, TriangleAlert, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderCardSkeleton } from '@/components/order-card-skeleton';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function BookingCardSkeleton() {
  return (
    <OrderCardSkeleton
      className="rounded-2xl p-4 md:p-5"
      titleBars={['h-3 w-16', 'h-5 w-32', 'h-3 w-40']}
      pillClassName="w-24"
      iconClassName="h-8 w-8"
      footer={
        <div className="mt-5 flex gap-2">
          <Skeleton className="h-11 flex-1 rounded-xl" />
          <Skeleton className="h-11 flex-1 rounded-xl" />
          <Skeleton className="h-11 flex-1 rounded-xl" />
        </div>
      }
    />
  );
}

export function BookingListSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('bookings');
  return (
    <div role="status" aria-label={t('states.loading')} className="grid gap-4 lg:grid-cols-2">
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
  const { t } = useTranslation('bookings');
  return (
    <StatePanel icon={<CalendarPlus className="h-8 w-8" aria-hidden="true" />} title={t('states.emptyTitle')}>
      <p className="mt-2 max-w-xs text-[15px] text-slate-500">{t('states.emptyMessage')}</p>
      <Button className="mt-6" onClick={onBookPickup}>
        {t('states.bookPickup')}
      </Button>
    </StatePanel>
  );
}

/** Nothing matches the chosen status filter (`label`: the filter's name, lower-cased, in the interface language). */
export function BookingsFilterEmpty({ label, onShowAll }: { label: string; onShowAll: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <StatePanel icon={<SearchX className="h-8 w-8" aria-hidden="true" />} title={t('states.filterEmptyTitle', { status: label })}>
      <p className="mt-2 max-w-xs text-[15px] text-slate-500">{t('states.filterEmptyMessage')}</p>
      <Button variant="secondary" className="mt-6" onClick={onShowAll}>
        {t('states.showAll')}
      </Button>
    </StatePanel>
  );
}

/** 'Loading Error: Failed to load bookings' with the reason (already in the interface language) and a retry. */
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
  const { t } = useTranslation('bookings');
  return (
    <section
      role="alert"
      className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-soft ring-1 ring-red-100"
    >
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
        {offline ? <WifiOff className="h-8 w-8" aria-hidden="true" /> : <TriangleAlert className="h-8 w-8" aria-hidden="true" />}
      </span>
      <h2 className="mt-5 text-xl font-extrabold tracking-tight text-ink">{t('states.errorTitle')}</h2>
      <p className="mt-2 max-w-xs text-[15px] font-medium text-slate-700">{t('states.errorMessage')}</p>
      {offline ? (
        <p className="mt-1 max-w-xs text-sm text-slate-500">{t('states.offline')}</p>
      ) : detail ? (
        <p className="mt-1 max-w-xs text-sm text-slate-500">{detail}</p>
      ) : null}
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
        {retrying ? t('actions.retrying') : t('actions.retry')}
      </Button>
    </section>
  );
}
