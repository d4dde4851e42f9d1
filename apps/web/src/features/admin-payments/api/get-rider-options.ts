import { contract } from '@washday/core';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPaymentsKeys } from './admin-payments-keys';

/** The approved riders (first 100) to filter payments by who collected them. */
export function useRiderOptions() {
  return useQuery({
    queryKey: adminPaymentsKeys.riders(),
    queryFn: ({ signal }) =>
      callEndpoint(contract.adminRiders.list, { query: { status: 'approved', limit: 100 }, signal, authScope: 'admin' }),
    select: (answer) =>
      answer.riders.map((rider) => ({ id: rider._id, name: rider.name })).sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: 5 * 60_000,
  });
}
