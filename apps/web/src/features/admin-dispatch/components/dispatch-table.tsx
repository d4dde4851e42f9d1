import type { DispatchQueue, DispatchTrip } from '@washday/core';
import { DataTable } from '@/components/admin-table/data-table';
import { COLUMN_CLASSES, DISPATCH_COLUMNS } from './dispatch-columns';

/** One page of a queue as a table; the rows arrive sorted and paged by the server. */
export function DispatchTable({ queue, trips, label }: { queue: DispatchQueue; trips: DispatchTrip[]; label: string }) {
  return (
    <DataTable
      label={label}
      columns={DISPATCH_COLUMNS[queue]}
      data={trips}
      getRowId={(row) => `${row.orderId}:${row.trip}`}
      minWidth="min-w-[58rem]"
      columnClassName={COLUMN_CLASSES}
      stickyActions
    />
  );
}
