import { contract, VENDOR_PAGE_SIZE } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminVendorKeys, type VendorListQuery } from './admin-vendor-keys';

export function getVendors({ signal, ...query }: VendorListQuery & { signal?: AbortSignal }) {
  return callEndpoint(contract.adminVendors.list, {
    query: {
      status: query.status,
      sort: query.sort,
      order: query.order,
      page: query.page,
      limit: VENDOR_PAGE_SIZE,
      ...(query.search ? { search: query.search } : {}),
      ...(query.service ? { service: query.service } : {}),
    },
    signal,
    authScope: 'admin',
  });
}

export function getVendorsQueryOptions(query: VendorListQuery) {
  return queryOptions({ queryKey: adminVendorKeys.list(query), queryFn: ({ signal }) => getVendors({ ...query, signal }) });
}

/** One page of vendors, searched, filtered and sorted by the server; the last page stays on screen while the next loads. */
export function useVendors(query: VendorListQuery) {
  return useQuery({ ...getVendorsQueryOptions(query), placeholderData: keepPreviousData });
}
