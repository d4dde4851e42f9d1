import { contract } from '@washday/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import type { BookingFilter } from '../utils/booking-format';
import { bookingKeys, type BookingListPage } from './booking-keys';

export const BOOKINGS_PAGE_SIZE = 10;

export interface GetCustomerBookingsInput {
  userId: string;
  filter: BookingFilter;
  page: number;
  limit?: number;
  signal?: AbortSignal;
}

/** One page of the customer's bookings, newest first (the server's order). */
export function getCustomerBookings({
  userId,
  filter,
  page,
  limit = BOOKINGS_PAGE_SIZE,
  signal,
}: GetCustomerBookingsInput): Promise<BookingListPage> {
  return callEndpoint(contract.bookings.listForCustomer, {
    params: { id: userId },
    query: { status: filter === 'all' ? undefined : filter, page, limit },
    signal,
  });
}

export function getCustomerBookingsQueryOptions(userId: string, filter: BookingFilter) {
  return infiniteQueryOptions({
    queryKey: bookingKeys.list(userId, filter),
    queryFn: ({ pageParam, signal }) => getCustomerBookings({ userId, filter, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.pagination.hasMore ? lastPage.pagination.page + 1 : undefined),
  });
}

export function useCustomerBookings({ userId, filter }: { userId: string; filter: BookingFilter }) {
  return useInfiniteQuery(getCustomerBookingsQueryOptions(userId, filter));
}
