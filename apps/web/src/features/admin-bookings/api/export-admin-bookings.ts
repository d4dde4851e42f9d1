import { businessDate, contract, endpointUrl } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { AdminBookingsQuery } from './admin-booking-keys';

/** A long list takes the server a while to write: more than a page's 30 s. */
const EXPORT_TIMEOUT_MS = 120_000;

export const exportFileName = (now: Date) => `washday-bookings-${businessDate(now)}.csv`;

/**
 * The list as the server writes it for the same search, statuses and sort (every page), saved as a file. Fetched
 * rather than linked, so a refusal (a list too long, an ended session) is told on screen, not saved as the file.
 */
export async function exportAdminBookings(query: AdminBookingsQuery, now = new Date()): Promise<string> {
  const text = await api.request<string>(endpointUrl(contract.adminBookings.exportCsv), {
    params: {
      sort: query.sort,
      order: query.order,
      ...(query.status.length ? { status: query.status.join(',') } : {}),
      ...(query.q ? { q: query.q } : {}),
    },
    headers: { Accept: 'text/csv, application/json' },
    as: 'text',
    authScope: 'admin',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  const name = exportFileName(now);
  // The body's byte-order mark is dropped when read as text; put back, Excel reads ₹ and names as UTF-8.
  saveFile(name, ['\uFEFF', text], 'text/csv;charset=utf-8');
  return name;
}

export function useExportAdminBookings() {
  return useMutation({ mutationFn: (query: AdminBookingsQuery) => exportAdminBookings(query) });
}
