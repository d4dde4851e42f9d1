import { contract, type AdminRecurringRow } from '@washday/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

export type RecurringStatusFilter = 'all' | AdminRecurringRow['status'];

const keys = {
  all: ['admin', 'recurring-pickups'] as const,
  list: (status: RecurringStatusFilter, page: number) => ['admin', 'recurring-pickups', status, page] as const,
};

/** One page of the customers' recurring pickups, filtered by status on the server. */
export function useAdminRecurring(status: RecurringStatusFilter, page: number) {
  return useQuery({
    queryKey: keys.list(status, page),
    queryFn: ({ signal }) => callEndpoint(contract.adminRecurring.list, { query: { status, page }, signal, authScope: 'admin' }),
    placeholderData: keepPreviousData,
  });
}

/** Pause or resume one series with the reason the customer is told; the list is read again after. */
export function useAdminRecurringAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'pause' | 'resume'; reason: string }) =>
      callEndpoint(contract.adminRecurring[action], { params: { id }, body: { reason }, authScope: 'admin' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
