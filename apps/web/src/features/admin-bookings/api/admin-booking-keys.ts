import type { AdminBooking, AdminBookingSort, BookingStatus, EndpointResponse, contract } from '@washday/core';

/** What a page of the operations list is asked with; everything the server sorts, filters and pages by. */
export interface AdminBookingsQuery {
  page: number;
  limit: number;
  sort: AdminBookingSort;
  order: 'asc' | 'desc';
  status: readonly BookingStatus[];
  q: string;
}

/** Everything the bookings tab reads lives under `all`, so one live event refreshes the list, a dialog's trail and all. */
export const adminBookingKeys = {
  all: ['admin', 'bookings'] as const,
  list: (query: AdminBookingsQuery) => [...adminBookingKeys.all, 'list', query] as const,
  events: (bookingId: string) => [...adminBookingKeys.all, 'events', bookingId] as const,
  money: (bookingId: string) => [...adminBookingKeys.all, 'money', bookingId] as const,
};

/** The spec's refresh of operations' lists while the live stream is down (admin-and-backend.md §9). */
export const ADMIN_BOOKINGS_POLL_MS = 30_000;

export type AdminBookingsPage = EndpointResponse<typeof contract.adminBookings.list>;
export type { AdminBooking };
