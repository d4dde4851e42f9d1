import { contract, type BookForUserBody, type EndpointResponse } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { retryTransientFailures } from '@/lib/retry-policy';

export type AdminBookingCreated = EndpointResponse<typeof contract.adminBookForUser.create>;

/** Booking creation gets 15 s, as the customer's does (admin-and-backend.md §7). */
const CREATE_TIMEOUT_MS = 15_000;

export interface CreateAdminBookingInput {
  body: BookForUserBody;
  /** One per attempt at this booking; a retry of the same attempt reuses it, so the server books it once. */
  idempotencyKey: string;
}

export function createAdminBooking({ body, idempotencyKey }: CreateAdminBookingInput): Promise<AdminBookingCreated> {
  return callEndpoint(contract.adminBookForUser.create, {
    body,
    headers: { 'idempotency-key': idempotencyKey },
    timeoutMs: CREATE_TIMEOUT_MS,
    authScope: 'admin',
  });
}

export function useCreateAdminBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminBooking,
    // Safe to retry: the Idempotency-Key lets the server book a repeated attempt once.
    retry: retryTransientFailures,
    // Operations' lists (bookings, counts, the customer's addresses and bookings count) now include it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
