import { contract } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminBookingKeys, type AdminBookingsQuery } from './admin-booking-keys';

export function getAdminBookings(query: AdminBookingsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.adminBookings.list, {
    query: {
      page: query.page,
      limit: query.limit,
      sort: query.sort,
      order: query.order,
      ...(query.status.length ? { status: query.status.join(',') } : {}),
      ...(query.q ? { q: query.q } : {}),
    },
    signal,
    authScope: 'admin',
  });
}

export function getAdminBookingsQueryOptions(query: AdminBookingsQuery) {
  return queryOptions({
    queryKey: adminBookingKeys.list(query),
    queryFn: ({ signal }) => getAdminBookings(query, { signal }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** One page of every booking, as the server sorts, filters and pages it. `refetchInterval` is the live stream's fallback. */
export function useAdminBookings(query: AdminBookingsQuery, { refetchInterval }: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...getAdminBookingsQueryOptions(query), refetchInterval });
}
