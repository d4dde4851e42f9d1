import type { AdminBookingSort } from '@washday/core';
import { functionalUpdate, useTable, type PaginationState, type SortingState } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { STICKY_END_CELL } from '@/lib/table-layout';
import type { AdminBooking, AdminBookingsQuery } from '../api/admin-booking-keys';
import { BOOKING_COLUMNS, RIGHT_ALIGNED, WIDE_SCREEN_ONLY, bookingsFeatures } from './bookings-columns';

export interface BookingsTableProps {
  bookings: AdminBooking[];
  total: number;
  query: AdminBookingsQuery;
  onChange: (patch: Partial<AdminBookingsQuery>) => void;
  /** A newer page is on its way (the shown one stays until it arrives). */
  refreshing: boolean;
}

const count = new Intl.NumberFormat('en-IN');

/** One server page as a table: the headers sort and the footer pages by asking the server, never by reordering rows here. */
export function BookingsTable({ bookings, total, query, onChange, refreshing }: BookingsTableProps) {
  const sorting: SortingState = [{ id: query.sort, desc: query.order === 'desc' }];
  const pagination: PaginationState = { pageIndex: query.page - 1, pageSize: query.limit };
  const table = useTable({
    features: bookingsFeatures,
    columns: BOOKING_COLUMNS,
    data: bookings,
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) onChange({ sort: next.id as AdminBookingSort, order: next.desc ? 'desc' : 'asc' });
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      onChange(next.pageSize !== query.limit ? { limit: next.pageSize } : { page: next.pageIndex + 1 });
    },
  });
  const pages = Math.max(1, table.getPageCount());
  const first = total === 0 ? 0 : (query.page - 1) * query.limit + 1;
  const last = Math.min(total, query.page * query.limit);

  return (
    <>
      <div className={cn('overflow-x-auto transition-opacity', refreshing && 'opacity-70')} aria-busy={refreshing}>
        <table className="w-full min-w-[60rem] xl:min-w-[68rem] border-separate border-spacing-0 text-left" aria-label="Bookings">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className={cn(
                        'border-b border-slate-200 bg-slate-50/80 px-3 py-2.5 xl:px-4 text-[11px] font-bold tracking-wider whitespace-nowrap text-slate-500 uppercase first:pl-5 last:pr-5',
                        RIGHT_ALIGNED.has(header.column.id) && 'text-right',
                        WIDE_SCREEN_ONLY.has(header.column.id) && 'hidden xl:table-cell',
                        header.column.id === 'actions' && cn(STICKY_END_CELL, 'bg-slate-50'),
                      )}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn('inline-flex items-center gap-1 uppercase hover:text-ink', sorted && 'text-brand-800')}
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp className="h-3.5 w-3.5" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="h-3.5 w-3.5" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="h-3.5 w-3.5 opacity-40" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="group align-middle transition-colors hover:bg-[#f8fcfb]">
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'border-b border-slate-100 px-3 py-3 xl:px-4 group-last:border-b-0 first:pl-5 last:pr-5',
                      WIDE_SCREEN_ONLY.has(cell.column.id) && 'hidden xl:table-cell',
                      cell.column.id === 'actions' && cn(STICKY_END_CELL, 'bg-white group-hover:bg-[#f8fcfb]'),
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav
        aria-label="Pages"
        className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 px-5 py-3 text-sm text-slate-500"
      >
        <p className="tabular-nums">
          Showing <span className="font-semibold text-ink">{count.format(first)}</span>–
          <span className="font-semibold text-ink">{count.format(last)}</span> of{' '}
          <span className="font-semibold text-ink">{count.format(total)}</span> bookings
        </p>
        <div className="flex items-center gap-1.5">
          <span className="mr-2 tabular-nums">
            Page {query.page} of {pages}
          </span>
          <Button
            size="sm"
            variant="secondary"
            aria-label="First page"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.firstPage()}
          >
            <ChevronsLeft className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label="Previous page"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label="Next page"
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          >
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label="Last page"
            disabled={!table.getCanNextPage()}
            onClick={() => table.lastPage()}
          >
            <ChevronsRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </>
  );
}
