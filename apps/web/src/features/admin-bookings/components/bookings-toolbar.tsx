import { ADMIN_BOOKINGS_PAGE_SIZES, BOOKING_STATUSES, type BookingStatus } from '@washday/core';
import { FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { StatusChips } from '@/components/admin-table/status-chips';
import { FilterSelect, SearchField, TableToolbar } from '@/components/admin-table/table-toolbar';
import { Button } from '@/components/ui/button';
import { STATUS_META } from '../utils/booking-format';

export interface BookingsToolbarProps {
  searchText: string;
  onSearchText: (text: string) => void;
  statuses: readonly BookingStatus[];
  onStatuses: (statuses: BookingStatus[]) => void;
  /** Bookings matching the search in each status (the server counts them). */
  counts: Record<BookingStatus, number> | undefined;
  limit: number;
  onLimit: (limit: number) => void;
  /** Saves the list as shown (every page of this search, filter and sort) as a CSV file. */
  onExport: () => void;
  exporting: boolean;
  /** How many bookings the list holds (none: nothing to export); unknown while it loads. */
  total: number | undefined;
}

/** Search (order id, name, phone, address), the status filter (one status or several), the page size and the export. */
export function BookingsToolbar({
  searchText,
  onSearchText,
  statuses,
  onStatuses,
  counts,
  limit,
  onLimit,
  onExport,
  exporting,
  total,
}: BookingsToolbarProps) {
  const all = counts ? BOOKING_STATUSES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const pick = (status: BookingStatus | 'all') =>
    onStatuses(status === 'all' ? [] : statuses.includes(status) ? statuses.filter((s) => s !== status) : [...statuses, status]);

  return (
    <TableToolbar stacked>
      <div className="flex flex-wrap items-center gap-3">
        <SearchField
          label="Search bookings"
          value={searchText}
          onChange={onSearchText}
          placeholder="Search order id, customer, phone or address"
          clearable
          className="w-full max-w-md min-w-[14rem] flex-1"
        />
        <FilterSelect
          label="Rows per page"
          showLabel
          className="ml-auto"
          value={limit}
          onChange={(value) => onLimit(Number(value))}
          options={ADMIN_BOOKINGS_PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        />
        <Button
          size="sm"
          variant="secondary"
          className="h-10"
          onClick={onExport}
          disabled={exporting || !total}
          aria-busy={exporting}
          title={total === 0 ? 'No bookings to export' : 'Every page of this list, with the same search, filter and sort'}
        >
          {exporting ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
          )}
          Export CSV
        </Button>
      </div>
      <StatusChips<BookingStatus | 'all'>
        label="Filter by status"
        look="pills"
        countInName
        options={[
          { value: 'all', label: 'All', count: all },
          ...BOOKING_STATUSES.map((status) => ({ value: status, label: STATUS_META[status]!.label, count: counts?.[status] })),
        ]}
        isSelected={(status) => (status === 'all' ? statuses.length === 0 : statuses.includes(status))}
        onSelect={pick}
      />
    </TableToolbar>
  );
}
