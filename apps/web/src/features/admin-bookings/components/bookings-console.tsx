import { ClipboardList, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PolledLiveStatus } from '@/components/admin-table/live-status';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { TablePanel } from '@/components/admin-table/table-panel';
import { ListEmpty } from '@/components/admin-table/table-states';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/request-errors';
import { toast } from '@/lib/toast';
import { ADMIN_BOOKINGS_POLL_MS, type AdminBooking } from '../api/admin-booking-keys';
import { useExportAdminBookings } from '../api/export-admin-bookings';
import { useAdminBookings } from '../api/get-admin-bookings';
import { useUpdateAdminBooking } from '../api/update-admin-booking';
import { useBookingsLive } from '../hooks/use-bookings-live';
import { useBookingsTableState } from '../hooks/use-bookings-table-state';
import { BOOKING_TOASTS, describeAdminFailure } from '../utils/booking-format';
import { BookingActionsContext, type BookingActions } from './booking-actions-context';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingEditDialog, type EditCatalogue } from './booking-edit-dialog';
import { BookingsTable } from './bookings-table';
import { BookingsToolbar } from './bookings-toolbar';

/** Operations' bookings: the server-paged table, its filters, the quick steps, and the details and edit dialogs. */
export function BookingsConsole({ catalogue, now }: { catalogue: EditCatalogue; now?: () => Date }) {
  const { query, searchText, setSearchText, update } = useBookingsTableState();
  const live = useBookingsLive();
  const list = useAdminBookings(query, { refetchInterval: live.pollInterval(ADMIN_BOOKINGS_POLL_MS) });
  const answer = list.data;
  const save = useUpdateAdminBooking();
  const exporter = useExportAdminBookings();
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
              const { title, detail } = describeAdminFailure(error, BOOKING_TOASTS.statusFailed, BOOKING_TOASTS.statusError);
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
        <ScreenHeader
          id="bookings-title"
          title="Bookings"
          description="Every order, newest first. Search, filter by status, confirm, and open an order for its trips, audit trail and proof at the door."
          actions={<PolledLiveStatus connected={live.connected} query={list} />}
        />

        <TablePanel
          query={list}
          toolbar={
            <BookingsToolbar
              searchText={searchText}
              onSearchText={setSearchText}
              statuses={query.status}
              onStatuses={(status) => update({ status })}
              counts={answer?.status_counts}
              limit={query.limit}
              onLimit={(limit) => update({ limit })}
              total={answer?.pagination.total}
              exporting={exporter.isPending}
              onExport={() =>
                exporter.mutate(query, {
                  onSuccess: (name) => void toast.success(`Saved ${name}`),
                  onError: (error) =>
                    void toast.error('Could not export the bookings', {
                      description: describeError(error, 'The server did not answer.'),
                    }),
                })
              }
            />
          }
          loadingLabel="Loading bookings"
          errorTitle={BOOKING_TOASTS.fetchFailed}
          errorMessage="The server did not answer."
          isEmpty={(data) => data.bookings.length === 0}
          empty={() =>
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
          }
        >
          {(data) => (
            <BookingsTable
              bookings={data.bookings}
              total={data.pagination.total}
              query={query}
              onChange={update}
              refreshing={list.isPlaceholderData}
            />
          )}
        </TablePanel>
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
