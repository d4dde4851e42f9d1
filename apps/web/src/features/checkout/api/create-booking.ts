import type { Booking, contract, CreateBookingBody, EndpointResponse } from '@washday/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { retryTransientFailures } from '@/lib/retry-policy';
import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';

export type CreateBookingResponse = EndpointResponse<typeof contract.bookings.create>;

/** The spec gives booking creation 10-15 s before it counts as unanswered. */
export const CREATE_BOOKING_TIMEOUT_MS = 15_000;

export interface CreateBookingInput {
  body: CreateBookingBody;
  /** One per order attempt; a retry of the same attempt reuses it, so the server books it once. */
  idempotencyKey: string;
}

/** Places the order; the Idempotency-Key makes a retried attempt book once. */
export async function createBooking({ body, idempotencyKey }: CreateBookingInput): Promise<CreateBookingResponse> {
  const endpoints = await loadEndpoints();
  return endpoints.callEndpoint(endpoints.contract.bookings.create, {
    body,
    headers: { 'idempotency-key': idempotencyKey },
    timeoutMs: CREATE_BOOKING_TIMEOUT_MS,
  });
}

/** Booking lists (My Bookings) must show the new order. */
export function invalidateBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [...CUSTOMER_DATA_KEY, 'bookings'] });
}

export function useCreateBooking({ onSuccess }: { onSuccess?: (booking: Booking) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // Safe to retry: the Idempotency-Key lets the server book a repeated attempt once.
    retry: retryTransientFailures,
    onSuccess: async ({ booking }) => {
      await invalidateBookings(queryClient);
      onSuccess?.(booking);
    },
  });
}
