import type { BookingView, contract, EndpointResponse } from '@washday/core';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';
import type { BookingFilter } from '../utils/booking-format';

/**
 * A booking as the customer screens read it. The contract keeps status and payment fields as text so a value this
 * version does not know yet still shows (in a neutral style) instead of failing the whole list.
 */
export type CustomerBooking = BookingView;
export type BookingResponse = EndpointResponse<typeof contract.bookings.get>;
export type BookingListPage = EndpointResponse<typeof contract.bookings.listForCustomer>;

/** Every bookings query is customer-private, so logout clears it with the rest of CUSTOMER_DATA_KEY. */
export const bookingKeys = {
  all: [...CUSTOMER_DATA_KEY, 'bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (userId: string, filter: BookingFilter) => [...bookingKeys.lists(), userId, filter] as const,
  detail: (id: string) => [...bookingKeys.all, 'detail', id] as const,
  events: (id: string) => [...bookingKeys.all, 'events', id] as const,
  /** The bill, payments and refunds (GET /api/bookings/:id/payments); a live booking.updated refreshes it with the rest. */
  money: (id: string) => [...bookingKeys.all, 'money', id] as const,
};

/** Puts the server's answer for one booking everywhere it is shown, then has the lists re-asked. */
export function storeBooking(queryClient: QueryClient, booking: CustomerBooking): void {
  queryClient.setQueryData<CustomerBooking>(bookingKeys.detail(booking.id), booking);
  queryClient.setQueriesData<InfiniteData<BookingListPage>>({ queryKey: bookingKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            bookings: page.bookings.map((item) => (item.id === booking.id ? booking : item)),
          })),
        }
      : data,
  );
  // A status filter may no longer match (a cancelled booking leaves "Pending"): the server decides.
  void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
}
