import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminBookingKeys } from './admin-booking-keys';

export function getBookingEvents(bookingId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.adminOrders.events, { params: { id: bookingId }, signal, authScope: 'admin' });
}

export function getBookingEventsQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: adminBookingKeys.events(bookingId),
    queryFn: ({ signal }) => getBookingEvents(bookingId, { signal }),
  });
}

/** An order's audit trail, oldest first. */
export function useBookingEvents(bookingId: string | null) {
  return useQuery({ ...getBookingEventsQueryOptions(bookingId ?? ''), enabled: bookingId !== null });
}
