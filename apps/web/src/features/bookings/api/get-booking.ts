import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { bookingKeys, type CustomerBooking } from './booking-keys';

export async function getBooking({ id, signal }: { id: string; signal?: AbortSignal }): Promise<CustomerBooking> {
  const { booking } = await callEndpoint(contract.bookings.get, { params: { id }, signal });
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
