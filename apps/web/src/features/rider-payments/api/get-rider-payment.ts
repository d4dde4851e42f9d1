import { contract } from '@washday/core';
import { useQuery } from '@tanstack/react-query';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { callEndpoint } from '@/lib/api-endpoint';
import { RIDER_PAYMENT_POLL_MS, RIDER_PAYMENT_TIMEOUT_MS, riderPaymentKeys } from './rider-payment-keys';

export function getRiderPayment(orderId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.payments.riderMoney, {
    params: { orderId },
    signal,
    timeoutMs: RIDER_PAYMENT_TIMEOUT_MS,
    authScope: 'rider',
  });
}

/**
 * What is due on a started delivery, the open UPI QR and the payments made. A payment (cash, the QR's webhook, the
 * customer online) reaches the rider as a live 'booking.updated', which refetches it (areas/rider/rider-live.tsx);
 * while the stream is down it is polled instead.
 */
export function useRiderPayment(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const refetchInterval = useLivePollInterval(RIDER_PAYMENT_POLL_MS);
  return useQuery({
    queryKey: riderPaymentKeys.order(orderId),
    queryFn: ({ signal }) => getRiderPayment(orderId, { signal }),
    enabled,
    // Offline, say so (with Retry) rather than wait silently.
    networkMode: 'always',
    refetchInterval,
  });
}
