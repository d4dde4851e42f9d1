import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { bookingKeys } from './booking-keys';

/** While the live stream is down the open timeline is re-asked at the spec's 30 s. */
const TIMELINE_POLL_MS = 30_000;

export function getBookingEvents({ id, signal }: { id: string; signal?: AbortSignal }) {
  return callEndpoint(contract.bookings.events, { params: { id }, signal });
}

export function getBookingEventsQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.events(id),
    queryFn: ({ signal }) => getBookingEvents({ id, signal }),
    select: (answer) => answer.events,
  });
}

/** A booking's steps so far, oldest first; refreshed by live booking events. */
export function useBookingEvents(id: string) {
  const refetchInterval = useLivePollInterval(TIMELINE_POLL_MS);
  return useQuery({ ...getBookingEventsQueryOptions(id), refetchInterval });
}
