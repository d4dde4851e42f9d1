import {
  ADMIN_BOOKING_SEARCH_MAX,
  ADMIN_BOOKING_SORTS,
  ADMIN_BOOKINGS_PAGE_SIZE,
  ADMIN_BOOKINGS_PAGE_SIZES,
  BOOKING_STATUSES,
  type AdminBookingSort,
  type BookingStatus,
} from '@washday/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminBookingsQuery } from '../api/admin-booking-keys';

/** How long typing pauses before the search is asked of the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const DEFAULTS: AdminBookingsQuery = {
  page: 1,
  limit: ADMIN_BOOKINGS_PAGE_SIZE,
  sort: 'created_at',
  order: 'desc',
  status: [],
  q: '',
};

/** The list's page, size, sort, statuses and search from the address, so a reload or a shared link opens the same view. */
export function readQuery(params: URLSearchParams): AdminBookingsQuery {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sort = params.get('sort');
  const status = (params.get('status') ?? '')
    .split(',')
    .filter((s): s is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(s));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULTS.page,
    limit: (ADMIN_BOOKINGS_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULTS.limit,
    sort: (ADMIN_BOOKING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as AdminBookingSort) : DEFAULTS.sort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    status: BOOKING_STATUSES.filter((s) => status.includes(s)),
    q: (params.get('q') ?? '').trim().slice(0, ADMIN_BOOKING_SEARCH_MAX),
  };
}

function writeQuery(prev: URLSearchParams, query: AdminBookingsQuery): URLSearchParams {
  const next = new URLSearchParams(prev);
  const values: Record<string, string> = {
    page: String(query.page),
    limit: String(query.limit),
    sort: query.sort,
    order: query.order,
    status: query.status.join(','),
    q: query.q,
  };
  const defaults: Record<string, string> = {
    page: '1',
    limit: String(DEFAULTS.limit),
    sort: DEFAULTS.sort,
    order: DEFAULTS.order,
    status: '',
    q: '',
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === defaults[key]) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The bookings table's server-side state. The search box updates at once; the query follows after a pause in typing,
 * back on page 1. Any other change of filter, sort or size also starts again from page 1.
 */
export function useBookingsTableState() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [searchText, setSearchText] = useState(query.q);

  const update = (patch: Partial<AdminBookingsQuery>) =>
    setParams(
      (prev) => {
        const current = readQuery(prev);
        const resets = Object.keys(patch).some((key) => key !== 'page');
        return writeQuery(prev, { ...current, ...(resets ? { page: 1 } : {}), ...patch });
      },
      { replace: true },
    );

  useEffect(() => {
    const wanted = searchText.trim().slice(0, ADMIN_BOOKING_SEARCH_MAX);
    if (wanted === query.q) return;
    const timer = setTimeout(() => update({ q: wanted }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only typing starts the wait; `update` reads the address when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText, query.q]);

  return { query, searchText, setSearchText, update };
}
