import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingKeys, bookingResponseSchema, type CustomerBooking } from './booking-keys';

export async function getBooking({ id, signal }: { id: string; signal?: AbortSignal }): Promise<CustomerBooking> {
  const { booking } = await api.get(`/api/bookings/${encodeURIComponent(id)}`, { schema: bookingResponseSchema, signal });
  return booking;
}

export function getBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => getBooking({ id, signal }),
  });
}

export function useBooking(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getBookingQueryOptions(id), enabled: enabled && id !== '' });
}
