import { contract, type ActiveRider } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminRiderKeys } from './admin-rider-keys';

export interface ActiveRidersData {
  riders: ActiveRider[];
  /** The server's clock minus this browser's, so freshness is told by the server's time. */
  clockOffsetMs: number;
}

export async function getActiveRiders({ signal }: { signal?: AbortSignal } = {}): Promise<ActiveRidersData> {
  const { riders, serverTime } = await callEndpoint(contract.adminRiders.active, { signal, authScope: 'admin' });
  return { riders, clockOffsetMs: new Date(serverTime).getTime() - Date.now() };
}

export function getActiveRidersQueryOptions() {
  return queryOptions({ queryKey: adminRiderKeys.active(), queryFn: ({ signal }) => getActiveRiders({ signal }) });
}

/** Approved riders who are active, refetched every `refetchInterval` ms (positions also arrive live). */
export function useActiveRiders({ refetchInterval }: { refetchInterval: number | false }) {
  return useQuery({ ...getActiveRidersQueryOptions(), refetchInterval });
}
