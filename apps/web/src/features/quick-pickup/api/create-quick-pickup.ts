import { contract, type EndpointResponse, type QuickPickupBody } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { retryTransientFailures } from '@/lib/retry-policy';
import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';

export type QuickPickupCreated = EndpointResponse<typeof contract.quickPickup.create>;

/** Like placing an order: 15 s before it counts as unanswered. */
const CREATE_TIMEOUT_MS = 15_000;

export interface CreateQuickPickupInput {
  body: QuickPickupBody;
  /** One per attempt; a retry of the same attempt reuses it, so the server books one rider. */
  idempotencyKey: string;
}

export function createQuickPickup({ body, idempotencyKey }: CreateQuickPickupInput): Promise<QuickPickupCreated> {
  return callEndpoint(contract.quickPickup.create, {
    body,
    headers: { 'idempotency-key': idempotencyKey },
    timeoutMs: CREATE_TIMEOUT_MS,
  });
}

export function useCreateQuickPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuickPickup,
    // Safe to retry: the Idempotency-Key lets the server book a repeated attempt once.
    retry: retryTransientFailures,
    // My Bookings shows it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CUSTOMER_DATA_KEY, 'bookings'] }),
  });
}
