import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminRiderKeys } from './admin-rider-keys';

/** The rider with the full Aadhaar number (the verifying admin's view). */
export function getAdminRider({ riderId, signal }: { riderId: string; signal?: AbortSignal }) {
  return callEndpoint(contract.adminRiders.get, { params: { id: riderId }, signal, authScope: 'admin' });
}

export function getAdminRiderQueryOptions(riderId: string) {
  // The full number is asked for when the admin reveals it, and not kept around afterwards.
  return queryOptions({
    queryKey: adminRiderKeys.detail(riderId),
    queryFn: ({ signal }) => getAdminRider({ riderId, signal }),
    gcTime: 0,
  });
}

export function useAdminRider(riderId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getAdminRiderQueryOptions(riderId), enabled });
}
