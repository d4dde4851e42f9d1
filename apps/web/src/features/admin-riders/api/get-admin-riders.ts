import { contract, type RiderStatus } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminRiderKeys, VERIFICATION_PAGE_SIZE } from './admin-rider-keys';

export function getAdminRiders({ status, page, signal }: { status: RiderStatus; page: number; signal?: AbortSignal }) {
  return callEndpoint(contract.adminRiders.list, {
    query: { status, page, limit: VERIFICATION_PAGE_SIZE },
    signal,
    authScope: 'admin',
  });
}

export function getAdminRidersQueryOptions(status: RiderStatus, page: number) {
  return queryOptions({
    queryKey: adminRiderKeys.list(status, page),
    queryFn: ({ signal }) => getAdminRiders({ status, page, signal }),
  });
}

/** One page of riders of a status, with every status's count; the previous page stays on screen while the next loads. */
export function useAdminRiders(status: RiderStatus, page: number) {
  return useQuery({ ...getAdminRidersQueryOptions(status, page), placeholderData: keepPreviousData });
}
