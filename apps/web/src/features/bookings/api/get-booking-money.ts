import { contract, type BookingMoney } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { bookingKeys } from './booking-keys';

/** A bill seen a moment ago is good enough while the list re-renders; live events and payments refresh it. */
const MONEY_STALE_MS = 30_000;

export function getBookingMoney({ id, signal }: { id: string; signal?: AbortSignal }): Promise<BookingMoney> {
  return callEndpoint(contract.payments.bookingMoney, { params: { id }, signal });
}

export function getBookingMoneyQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.money(id),
    queryFn: ({ signal }) => getBookingMoney({ id, signal }),
    staleTime: MONEY_STALE_MS,
  });
}

/** The booking's bill (estimate or final), payments and refunds; asked only when `enabled`. */
export function useBookingMoney(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getBookingMoneyQueryOptions(id), enabled: enabled && id !== '' });
}
