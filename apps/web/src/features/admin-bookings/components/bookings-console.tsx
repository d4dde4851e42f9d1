import { ClipboardList, Radio, RefreshCw, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { ADMIN_BOOKINGS_POLL_MS, type AdminBooking } from '../api/admin-booking-keys';
import { useAdminBookings } from '../api/get-admin-bookings';
import { useUpdateAdminBooking } from '../api/update-admin-booking';
import { useBookingsLive } from '../hooks/use-bookings-live';
import { useBookingsTableState } from '../hooks/use-bookings-table-state';
import { BOOKING_TOASTS, describeFailure } from '../utils/booking-format';
import { BookingActionsContext, type BookingActions } from './booking-actions-context';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingEditDialog, type EditCatalogue } from './booking-edit-dialog';
import { BookingsTable } from './bookings-table';
import { BookingsToolbar } from './bookings-toolbar';
import { ListEmpty, ListError, TableSkeleton } from '@/components/table-states';

const TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** Operations' bookings: the server-paged table, its filters, the quick steps, and the details and edit dialogs. */
export function BookingsConsole({ catalogue, now }: { catalogue: EditCatalogue; now?: () => Date }) {
  const { query, searchText, setSearchText, update } = useBookingsTableState();
  const live = useBookingsLive();
  const list = useAdminBookings(query, { refetchInterval: live.pollInterval(ADMIN_BOOKINGS_POLL_MS) });
  const answer = list.data;
  const save = useUpdateAdminBooking();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [details, setDetails] = useState<AdminBooking | null>(null);
  const [editing, setEditing] = useState<AdminBooking | null>(null);

  // The spec's toast when the list cannot be read; the table says so too, with a Retry.
  useEffect(() => {
    if (list.isError)
      toast.error(BOOKING_TOASTS.fetchFailed, {
        id: 'bookings-fetch',
        description: describeError(list.error, 'The server did not answer.'),
      });
  }, [list.isError, list.errorUpdatedAt, list.error]);

  const actions = useMemo<BookingActions>(
    () => ({
      details: setDetails,
      edit: setEditing,
      pendingId,
      quick: (booking, action) => {
        setPendingId(booking.id);
        save.mutate(
          { id: booking.id, body: { status: action.status } },
          {
            onSuccess: () => void toast.success(`${booking.custom_order_id}: ${action.done}`),
            onError: (error) => {
              const { title, detail } = describeFailure(error, BOOKING_TOASTS.statusFailed);
              toast.error(title, detail ? { description: detail } : {});
            },
            onSettled: () => setPendingId(null),
          },
        );
      },
    }),
    [pendingId, save],
  );

  // An open details dialog follows the live list.
  const shownDetails = (details && answer?.bookings.find((b) => b.id === details.id)) ?? details;
  const filtered = query.q !== '' || query.status.length > 0;

  return (
    <BookingActionsContext.Provider value={actions}>
      <section aria-labelledby="bookings-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="bookings-title" className="text-xl font-extrabold tracking-tight text-ink">
              Bookings
            </h2>
            <p className="mt-0.5 max-w-2xl text-sm text-slate-500">
              Every order, newest first. Search, filter by status, confirm, and open an order for its trips, audit trail and proof
              at the door.
            </p>
          </div>
          <div className="flex items-center gap-3 text-xs text-slate-500">
            <span
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold',
                live.connected ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600',
              )}
            >
              <Radio className="h-3.5 w-3.5" aria-hidden="true" />
              {live.connected ? 'Live' : 'Every 30 s'}
            </span>
            {list.dataUpdatedAt ? <span className="tabular-nums">Updated {TIME.format(list.dataUpdatedAt)}</span> : null}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void list.refetch()}
              disabled={list.isFetching}
              aria-label="Refresh"
            >
              <RefreshCw className={cn('h-4 w-4', list.isFetching && 'animate-spin')} aria-hidden="true" />
            </Button>
          </div>
        </div>

        <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <BookingsToolbar
            searchText={searchText}
            onSearchText={setSearchText}
            statuses={query.status}
            onStatuses={(status) => update({ status })}
            counts={answer?.status_counts}
            limit={query.limit}
            onLimit={(limit) => update({ limit })}
          />
          {list.isPending ? (
            <TableSkeleton label="Loading bookings" />
          ) : list.isError && !answer ? (
            <ListError
              title={BOOKING_TOASTS.fetchFailed}
              message={describeError(list.error, 'The server did not answer.')}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : answer && answer.bookings.length === 0 ? (
            filtered ? (
              <ListEmpty
                icon={<SearchX className="h-6 w-6" aria-hidden="true" />}
                title="No bookings match"
                action={
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-2"
                    onClick={() => {
                      setSearchText('');
                      update({ status: [], q: '' });
                    }}
                  >
                    Clear search and filters
                  </Button>
                }
              >
                Try an order id (WD-…), a customer name, a phone number or part of the address.
              </ListEmpty>
            ) : (
              <ListEmpty icon={<ClipboardList className="h-6 w-6" aria-hidden="true" />} title="No bookings yet">
                Orders appear here as soon as customers book, or when you book for a customer.
              </ListEmpty>
            )
          ) : answer ? (
            <>
              {list.isError ? (
                <p role="alert" className="bg-amber-50 px-5 py-2 text-xs font-medium text-amber-800">
                  Could not refresh: {describeError(list.error, 'the server did not answer')}. Showing the last list.
                </p>
              ) : null}
              <BookingsTable
                bookings={answer.bookings}
                total={answer.pagination.total}
                query={query}
                onChange={update}
                refreshing={list.isPlaceholderData}
              />
            </>
          ) : null}
        </div>
      </section>

      <BookingDetailsDialog
        booking={shownDetails}
        onClose={() => setDetails(null)}
        onEdit={(b) => {
          setDetails(null);
          setEditing(b);
        }}
      />
      <BookingEditDialog booking={editing} catalogue={catalogue} onClose={() => setEditing(null)} {...(now ? { now } : {})} />
    </BookingActionsContext.Provider>
  );
}
