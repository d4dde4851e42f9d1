import { contract, type AdminPaymentsAnswer } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPaymentsKeys, type PaymentsQuery } from './admin-payments-keys';

export type { AdminPaymentsAnswer };

/** The query without its empty filters, as the server reads it. */
export const paymentsParams = (query: PaymentsQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as PaymentsQuery;

export function getAdminPayments(query: PaymentsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.payments.adminPayments, { query: paymentsParams(query), signal, authScope: 'admin' });
}

export function getAdminPaymentsQueryOptions(query: PaymentsQuery) {
  return queryOptions({
    queryKey: adminPaymentsKeys.list(paymentsParams(query)),
    queryFn: ({ signal }) => getAdminPayments(query, { signal }),
    // The last days' figures stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
}

/** Payments and refunds of a range of days with their totals and the completed orders still owing. */
export function useAdminPayments(query: PaymentsQuery, { refetchInterval }: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...getAdminPaymentsQueryOptions(query), refetchInterval });
}
