import { contract, type Bill, type UpiQr } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { RIDER_PAYMENT_SAVE_TIMEOUT_MS, riderPaymentKeys, type RiderPayment } from './rider-payment-keys';

export function recordCash(orderId: string, received: number) {
  return callEndpoint(contract.payments.riderCash, {
    params: { orderId },
    body: { received },
    timeoutMs: RIDER_PAYMENT_SAVE_TIMEOUT_MS,
    authScope: 'rider',
  });
}

export function showUpiQr(orderId: string) {
  return callEndpoint(contract.payments.riderUpiQr, {
    params: { orderId },
    timeoutMs: RIDER_PAYMENT_SAVE_TIMEOUT_MS,
    authScope: 'rider',
  });
}

/** The cached answer with the server's new bill (and QR), before the refetch brings the payments made. */
function useMerge(orderId: string) {
  const queryClient = useQueryClient();
  return {
    merge: (bill: Bill, qr?: UpiQr | null) =>
      queryClient.setQueryData<RiderPayment>(riderPaymentKeys.order(orderId), (cached) =>
        cached ? { ...cached, bill, qr: qr === undefined ? cached.qr : qr } : cached,
      ),
    refetch: () => queryClient.invalidateQueries({ queryKey: riderPaymentKeys.order(orderId) }),
  };
}

/** Cash handed over at the door (rupees): answers the server's message and the change to give back. */
export function useRecordCash(orderId: string) {
  const { merge, refetch } = useMerge(orderId);
  return useMutation({
    mutationFn: (received: number) => recordCash(orderId, received),
    // Offline, fail at once with the network message instead of pausing until the connection returns.
    networkMode: 'always',
    // A QR shown before is closed by the server when cash is taken.
    onSuccess: ({ bill }) => merge(bill, null),
    onSettled: () => void refetch(),
  });
}

/** A single-use UPI QR for exactly what is due (the same one again while it is open). */
export function useShowUpiQr(orderId: string) {
  const { merge } = useMerge(orderId);
  return useMutation({
    mutationFn: () => showUpiQr(orderId),
    networkMode: 'always',
    onSuccess: ({ bill, qr }) => merge(bill, qr),
  });
}
