import { ADMIN_BOOKINGS_PAGE_SIZES, BOOKING_STATUSES, type BookingStatus } from '@washday/core';
import { StatusChips } from '@/components/admin-table/status-chips';
import { FilterSelect, SearchField, TableToolbar } from '@/components/admin-table/table-toolbar';
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
}

/** Search (order id, name, phone, address), the status filter (one status or several) and the page size. */
export function BookingsToolbar({
  searchText,
  onSearchText,
  statuses,
  onStatuses,
  counts,
  limit,
  onLimit,
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
          className="w-full max-w-md flex-1"
        />
        <FilterSelect
          label="Rows per page"
          showLabel
          className="ml-auto"
          value={limit}
          onChange={(value) => onLimit(Number(value))}
          options={ADMIN_BOOKINGS_PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        />
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
