import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { bookingKeys, type CustomerBooking } from '../api/booking-keys';
import { getBookingQueryOptions } from '../api/get-booking';

/** While the live stream is down the open sheet is re-asked with its timeline, at the spec's 30 s. */
const TRACKED_POLL_MS = 30_000;

const updatedAt = (booking: CustomerBooking) => Date.parse(booking.updated_at);

/**
 * The booking the Track sheet shows, read by its id rather than from the filtered list: a live change can move the
 * order out of the status filter in view, and the open sheet must stay with it (showing its new state).
 */
export function useTrackedBooking() {
  const queryClient = useQueryClient();
  const [trackingId, setTrackingId] = useState<string | null>(null);
  const refetchInterval = useLivePollInterval(TRACKED_POLL_MS);
  const detail = useQuery({
    ...getBookingQueryOptions(trackingId ?? ''),
    enabled: trackingId !== null,
    refetchInterval,
  });

  const track = useCallback(
    (booking: CustomerBooking) => {
      // The card's copy shows at once; a newer one already cached (the confirmation page read it) is kept.
      const key = bookingKeys.detail(booking.id);
      const cached = queryClient.getQueryData<CustomerBooking>(key);
      if (!cached || updatedAt(cached) <= updatedAt(booking)) queryClient.setQueryData(key, booking);
      setTrackingId(booking.id);
    },
    [queryClient],
  );
  const close = useCallback(() => setTrackingId(null), []);
  /** Opens an order known only by its id (a notification leads to it); the sheet shows once the server answers. */
  const trackById = useCallback((id: string) => setTrackingId(id), []);

  return { booking: trackingId === null ? null : (detail.data ?? null), track, trackById, close };
}
