import { contract, type EndpointResponse } from '@washday/core';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

export type RiderFeedbackAnswer = EndpointResponse<typeof contract.riderFeedback.mine>;

/** Under the rider's data key, so the rider's logout clears it with the rest. */
export const riderFeedbackKey = ['rider', 'feedback'] as const;

/** The rider's tips (in full) and ratings received; asked again when the rider comes back to the app. */
export function useRiderFeedback() {
  return useQuery({
    queryKey: riderFeedbackKey,
    queryFn: ({ signal }) => callEndpoint(contract.riderFeedback.mine, { signal, timeoutMs: 8_000, authScope: 'rider' }),
    refetchOnWindowFocus: true,
  });
}
