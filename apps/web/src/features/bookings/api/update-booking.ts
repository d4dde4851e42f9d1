import { contract, type EndpointBody } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/api-endpoint';
import { bookingKeys, storeBooking, type BookingResponse } from './booking-keys';

export type BookingChanges = Omit<EndpointBody<typeof contract.bookings.update>, 'user_id'>;

/** Sends only what changed; the server checks the slots and re-prices the order. */
export function updateBooking({ id, changes }: { id: string; changes: BookingChanges }): Promise<BookingResponse> {
  return callEndpoint(contract.bookings.update, { params: { id }, body: changes });
}

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBooking,
    onSuccess: (data) => storeBooking(queryClient, data.booking),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      }
    },
  });
}
