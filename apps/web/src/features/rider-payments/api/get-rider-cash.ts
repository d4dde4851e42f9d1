import { contract } from '@washday/core';
import { useQuery } from '@tanstack/react-query';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { callEndpoint } from '@/lib/api-endpoint';
import { RIDER_PAYMENT_POLL_MS, RIDER_PAYMENT_TIMEOUT_MS, riderPaymentKeys } from './rider-payment-keys';

/** Under the rider's payments, so a live 'booking.updated' (a payment taken at a door) asks it again. */
export const riderCashKey = [...riderPaymentKeys.all, 'cash'] as const;

export function getRiderCash({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.payments.riderCashInHand, { signal, timeoutMs: RIDER_PAYMENT_TIMEOUT_MS, authScope: 'rider' });
}

/**
 * The rider's cash: taken at doors today, handed over today and held now. Refetched by the live stream's
 * 'booking.updated' (areas/rider/rider-live.tsx invalidates the rider's payments); polled only while the stream is down.
 */
export function useRiderCash() {
  const refetchInterval = useLivePollInterval(RIDER_PAYMENT_POLL_MS);
  return useQuery({
    queryKey: riderCashKey,
    queryFn: ({ signal }) => getRiderCash({ signal }),
    select: (answer) => answer.cash,
    refetchInterval,
  });
}
