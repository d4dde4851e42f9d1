import { LoaderCircle, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { useOnlineStatus } from '@/hooks/use-online-status';
import type { CustomerBooking } from '../api/booking-keys';
import { useCustomerBookings } from '../api/get-customer-bookings';
import { useTrackedBooking } from '../hooks/use-tracked-booking';
import { historyErrorDetail } from '../utils/booking-errors';
import { orderIdOf, type BookingFilter } from '../utils/booking-format';
import { BookingCard, type BookingCardProps } from './booking-card';
import { BookingFilterChips } from './booking-filter-chips';
import { BookingListSkeleton, BookingsEmpty, BookingsError, BookingsFilterEmpty } from './booking-list-states';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ContactSupportDialog } from './contact-support-dialog';
import { EditBookingDialog, type EditCatalogue } from './edit-booking-dialog';
import { TrackOrderDialog } from './track-order-dialog';

export interface BookingHistoryProps {
  userId: string;
  catalogue: EditCatalogue;
  onBookPickup: () => void;
  /** The clock for the edit dialog's slot rules (tests pin it). */
  now?: () => Date;
  /** An order to open on the Track sheet (a notification's), then onTrackOpened. */
  trackId?: string | null;
  onTrackOpened?: () => void;
  /** More actions on each card (BookingCard's extraActions). */
  extraActions?: BookingCardProps['extraActions'];
}

/** My Bookings: status filter, newest-first list with paging, and the edit, cancel and support dialogs. */
export function BookingHistory({
  userId,
  catalogue,
  onBookPickup,
  now,
  trackId,
  onTrackOpened,
  extraActions,
}: BookingHistoryProps) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const [filter, setFilter] = useState<BookingFilter>('all');
  const [editing, setEditing] = useState<CustomerBooking | null>(null);
  const [cancelling, setCancelling] = useState<CustomerBooking | null>(null);
  const [supportFor, setSupportFor] = useState<string | null>(null);
  const tracked = useTrackedBooking();
  const online = useOnlineStatus();
  const query = useCustomerBookings({ userId, filter });
  const { trackById } = tracked;
  useEffect(() => {
    if (!trackId) return;
    trackById(trackId);
    onTrackOpened?.();
  }, [trackId, trackById, onTrackOpened]);

  // The server's order (newest first) is kept as it is; pages are appended.
  const bookings = query.data?.pages.flatMap((page) => page.bookings) ?? [];
  const total = query.data?.pages.at(-1)?.pagination.total ?? bookings.length;
  const filterLabel = (filter === 'all' ? t('filters.all') : t(`status.${filter}`)).toLocaleLowerCase(locale);
  const refreshing = query.isRefetching && !query.isFetchingNextPage;

  const refresh = async () => {
    const result = await query.refetch();
    if (result.isError && result.data) toast.error(t('history.refreshFailed'), { description: t('history.refreshFailedDetail') });
  };

  let body;
  if (query.isPending) {
    body = <BookingListSkeleton />;
  } else if (query.isError && bookings.length === 0) {
    body = (
      <BookingsError
        detail={historyErrorDetail(query.error, t)}
        offline={!online}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (bookings.length === 0) {
    body =
      filter === 'all' ? (
        <BookingsEmpty onBookPickup={onBookPickup} />
      ) : (
        <BookingsFilterEmpty label={filterLabel} onShowAll={() => setFilter('all')} />
      );
  } else {
    body = (
      <>
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('history.listLabel')}>
          {bookings.map((booking) => (
            <li key={booking.id} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <BookingCard
                  booking={booking}
                  onEdit={setEditing}
                  onCancel={setCancelling}
                  onTrack={tracked.track}
                  onContactSupport={(item) => setSupportFor(orderIdOf(item))}
                  extraActions={extraActions}
                />
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col items-center gap-2">
          {query.hasNextPage ? (
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {query.isFetchingNextPage ? t('history.loading') : t('history.loadMore')}
            </Button>
          ) : null}
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {t('history.loadMoreFailed')}
            </p>
          ) : null}
          <p className="text-[13px] text-slate-500">{t('history.showing', { shown: bookings.length, count: total })}</p>
        </div>
      </>
    );
  }

  return (
    <>
      <BookingFilterChips value={filter} onChange={setFilter} />
      <div className="mt-3 flex min-h-10 items-center justify-between gap-3">
        <p className="text-sm text-slate-500" aria-live="polite">
          {query.isPending
            ? t('history.loadingList')
            : bookings.length === 0
              ? ''
              : filter === 'all'
                ? t('history.count', { count: total })
                : t('history.countFiltered', { count: total, status: filterLabel })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="h-10 shrink-0"
          onClick={() => void refresh()}
          disabled={query.isFetching}
        >
          <RotateCw className={refreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          {t('history.refresh')}
        </Button>
      </div>
      <div className="mt-3">{body}</div>

      <EditBookingDialog booking={editing} catalogue={catalogue} onOpenChange={(open) => !open && setEditing(null)} now={now} />
      <CancelBookingDialog booking={cancelling} onOpenChange={(open) => !open && setCancelling(null)} />
      <ContactSupportDialog orderId={supportFor} onOpenChange={(open) => !open && setSupportFor(null)} />
      <TrackOrderDialog booking={tracked.booking} onOpenChange={(open) => !open && tracked.close()} />
    </>
  );
}
