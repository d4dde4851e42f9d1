import { contract } from '@washday/core';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { bookingKeys } from './booking-keys';

/** What the customer's plan covered on this order (decision 0042); asked once the bill is final. */
export function usePlanUsage(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'plan-usage', id],
    queryFn: ({ signal }) => callEndpoint(contract.plans.bookingUsage, { params: { id }, signal }).then((a) => a.usage),
    enabled,
    staleTime: 30_000,
  });
}
