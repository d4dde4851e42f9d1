import type { AdminBookingSort } from '@washday/core';
import { DataTable } from '@/components/admin-table/data-table';
import { PaginationBar } from '@/components/admin-table/pagination-bar';
import type { AdminBooking, AdminBookingsQuery } from '../api/admin-booking-keys';
import { BOOKING_COLUMNS, COLUMN_CLASSES } from './bookings-columns';

export interface BookingsTableProps {
  bookings: AdminBooking[];
  total: number;
  query: AdminBookingsQuery;
  onChange: (patch: Partial<AdminBookingsQuery>) => void;
  /** A newer page is on its way (the shown one stays until it arrives). */
  refreshing: boolean;
}

/** One server page as a table: the headers sort and the footer pages by asking the server, never by reordering rows here. */
export function BookingsTable({ bookings, total, query, onChange, refreshing }: BookingsTableProps) {
  return (
    <>
      <DataTable
        label="Bookings"
        columns={BOOKING_COLUMNS}
        data={bookings}
        getRowId={(row) => row.id}
        minWidth="min-w-[60rem] xl:min-w-[68rem]"
        sort={{ id: query.sort, desc: query.order === 'desc' }}
        onSortChange={(next) => onChange({ sort: next.id as AdminBookingSort, order: next.desc ? 'desc' : 'asc' })}
        columnClassName={COLUMN_CLASSES}
        align="middle"
        padX="px-3 xl:px-4"
        padY="py-3"
        stickyActions
        busy={refreshing}
      />
      <PaginationBar
        page={query.page}
        limit={query.limit}
        total={total}
        onPage={(page) => onChange({ page })}
        unit="bookings"
        jumps
      />
    </>
  );
}
