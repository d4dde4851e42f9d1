import { contract, type BookingMoney, type EndpointBody } from '@washday/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminBookingKeys } from './admin-booking-keys';

export type { BookingMoney };
export type RefundBody = EndpointBody<typeof contract.payments.adminRefund>;
export type CollectLaterBody = EndpointBody<typeof contract.payments.adminCollectLater>;

export function getBookingMoney(bookingId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.payments.bookingMoney, { params: { id: bookingId }, signal, authScope: 'admin' });
}

export function getBookingMoneyQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: adminBookingKeys.money(bookingId),
    queryFn: ({ signal }) => getBookingMoney(bookingId, { signal }),
  });
}

/** The order's bill (estimate or final), its payments and refunds; a live 'booking.updated' refreshes it with the list. */
export function useBookingMoney(bookingId: string) {
  return useQuery(getBookingMoneyQueryOptions(bookingId));
}

/**
 * A money move's answer carries the whole money view: it is shown at once, and the list (whose payment status
 * changed) and the audit trail are asked again.
 */
function useMoneyMove<Body>(bookingId: string, send: (body: Body) => Promise<BookingMoney & { message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Offline, fail at once with a message instead of pausing silently.
    networkMode: 'always',
    onSuccess: ({ success, bill, payments, refunds }) =>
      queryClient.setQueryData<BookingMoney>(adminBookingKeys.money(bookingId), { success, bill, payments, refunds }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}

/**
 * POST /api/admin/bookings/:id/refunds: part or all of what was paid and not yet refunded, with a reason; under an
 * Idempotency-Key, so sending it again after a lost answer refunds once.
 */
export function useRefundBooking(bookingId: string) {
  return useMoneyMove(bookingId, ({ body, idempotencyKey }: { body: RefundBody; idempotencyKey: string }) =>
    callEndpoint(contract.payments.adminRefund, {
      params: { id: bookingId },
      body,
      headers: { 'idempotency-key': idempotencyKey },
      authScope: 'admin',
    }),
  );
}

/** POST /api/admin/bookings/:id/collect-later: the delivery may complete with money still due. */
export function useCollectLater(bookingId: string) {
  return useMoneyMove(bookingId, (body: CollectLaterBody) =>
    callEndpoint(contract.payments.adminCollectLater, { params: { id: bookingId }, body, authScope: 'admin' }),
  );
}
