import { contract, type Arrival } from '@washday/core';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { bookingKeys } from './booking-keys';

export type { Arrival };

/**
 * Under the bookings key, so a live booking.updated (sent when the window moves) re-asks it with the rest; written
 * here rather than in booking-keys, which the first load carries.
 */
export const arrivalKey = (bookingId: string) => [...bookingKeys.all, 'arrival', bookingId] as const;

/** While the live stream is down a window shown is re-asked every minute. */
const ARRIVAL_POLL_MS = 60_000;

/**
 * The rider's expected arrival at the door for the order's open trip (issue 28): a planned window, 'on the way', or
 * null.
 */
export function useArrival(bookingId: string) {
  const refetchInterval = useLivePollInterval(ARRIVAL_POLL_MS);
  return useQuery({
    queryKey: arrivalKey(bookingId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(contract.customerArrival.arrival, { params: { id: bookingId }, signal })).arrival,
    refetchInterval,
  });
}
