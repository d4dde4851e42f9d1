import { bookingSchema } from '@washday/core';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';
import type { BookingFilter } from '../utils/booking-format';

/**
 * A booking as the customer screens read it. Status and payment fields are kept as text so a value this
 * version does not know yet still shows (in a neutral style) instead of failing the whole list.
 */
export const customerBookingSchema = bookingSchema.extend({
  status: z.string(),
  payment_status: z.string(),
  payment_method: z.string(),
  rider_status: z.string(),
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

export const bookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  booking: customerBookingSchema,
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

export const bookingListResponseSchema = z.object({
  success: z.literal(true),
  bookings: z.array(customerBookingSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), hasMore: z.boolean() }),
});
export type BookingListPage = z.infer<typeof bookingListResponseSchema>;

/** Every bookings query is customer-private, so logout clears it with the rest of CUSTOMER_DATA_KEY. */
export const bookingKeys = {
  all: [...CUSTOMER_DATA_KEY, 'bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (userId: string, filter: BookingFilter) => [...bookingKeys.lists(), userId, filter] as const,
  detail: (id: string) => [...bookingKeys.all, 'detail', id] as const,
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
