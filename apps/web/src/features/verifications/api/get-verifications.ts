import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { VERIFICATION_POLL_MS, verificationKeys } from './verification-keys';

/** The spec's timeout for reading verifications (customer-app.md §7). */
const LIST_TIMEOUT_MS = 10_000;

export async function getVerifications(userId: string, { signal }: { signal?: AbortSignal } = {}) {
  const { callEndpoint, contract } = await loadEndpoints();
  const { verifications } = await callEndpoint(contract.customerVerifications.list, {
    params: { userId },
    signal,
    timeoutMs: LIST_TIMEOUT_MS,
  });
  return verifications;
}

export function getVerificationsQueryOptions(userId: string) {
  return queryOptions({ queryKey: verificationKeys.list(userId), queryFn: ({ signal }) => getVerifications(userId, { signal }) });
}

/** The signed-in customer's verifications: refreshed by live events, polled every 30 s while the stream is down. */
export function useVerifications(userId: string | undefined) {
  const refetchInterval = useLivePollInterval(VERIFICATION_POLL_MS);
  return useQuery({ ...getVerificationsQueryOptions(userId ?? ''), enabled: Boolean(userId), refetchInterval });
}
