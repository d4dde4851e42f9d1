import type { VendorSort, VendorStatusFilter } from '@washday/core';

export interface VendorListQuery {
  status: VendorStatusFilter;
  search: string;
  service: string;
  sort: VendorSort;
  order: 'asc' | 'desc';
  page: number;
}

/** Operations' vendor lists; every change re-asks all of them (counts move between the status tabs). */
export const adminVendorKeys = {
  all: ['admin', 'vendors'] as const,
  list: (query: VendorListQuery) => [...adminVendorKeys.all, 'list', query] as const,
};
