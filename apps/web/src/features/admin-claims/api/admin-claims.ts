import { contract, type ClaimDecision, type ClaimStatus } from '@washday/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

export type ClaimFilter = ClaimStatus | 'all';

/** Operations' claim reads; a decision re-asks all of them (statuses and the Overview figure move). */
export const adminClaimKeys = {
  all: ['admin', 'claims'] as const,
  list: (status: ClaimFilter) => [...adminClaimKeys.all, 'list', status] as const,
};

/** Claims, newest first, with each garment's trail; filtered by status on the server. */
export function useAdminClaims(status: ClaimFilter) {
  return useQuery({
    queryKey: adminClaimKeys.list(status),
    queryFn: ({ signal }) =>
      callEndpoint(contract.adminClaims.list, {
        query: status === 'all' ? {} : { status },
        signal,
        authScope: 'admin',
      }),
    placeholderData: keepPreviousData,
  });
}

/** Rejects with a reason or compensates up to the cap; the server refuses above it (422) or a second decision (409). */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ClaimDecision }) =>
      callEndpoint(contract.adminClaims.decide, { params: { id }, body: decision, authScope: 'admin' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminClaimKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin-stats'] });
    },
  });
}
