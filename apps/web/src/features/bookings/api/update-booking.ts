import type { updateBookingBodySchema } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';
import { bookingKeys, bookingResponseSchema, storeBooking, type BookingResponse } from './booking-keys';

export type BookingChanges = Omit<z.input<typeof updateBookingBodySchema>, 'user_id'>;

/** Sends only what changed; the server checks the slots and re-prices the order. */
export function updateBooking({ id, changes }: { id: string; changes: BookingChanges }): Promise<BookingResponse> {
  return api.put(`/api/bookings/${encodeURIComponent(id)}`, changes, { schema: bookingResponseSchema });
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
