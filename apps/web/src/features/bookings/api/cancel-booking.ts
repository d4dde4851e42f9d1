import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/api-endpoint';
import { bookingKeys, storeBooking, type BookingResponse } from './booking-keys';

/** Cancels before completion; the server refuses with 409 'This booking can no longer be cancelled'. */
export function cancelBooking(id: string): Promise<BookingResponse> {
  // The session says who is asking; the body stays empty.
  return callEndpoint(contract.bookings.cancel, { params: { id }, body: {} });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (data) => storeBooking(queryClient, data.booking),
    onError: (error) => {
      // A refusal means our copy is stale (someone else moved the booking on): show the server's current state.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      }
    },
  });
}
