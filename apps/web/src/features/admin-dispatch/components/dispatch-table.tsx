import type { DispatchQueue, DispatchTrip } from '@washday/core';
import { useTable } from '@tanstack/react-table';
import { cn } from '@/lib/cn';
import { STICKY_END_CELL } from '@/lib/table-layout';
import { DISPATCH_COLUMNS, RIGHT_ALIGNED, dispatchFeatures } from './dispatch-columns';

/** One page of a queue as a table; the rows arrive sorted and paged by the server. */
export function DispatchTable({ queue, trips, label }: { queue: DispatchQueue; trips: DispatchTrip[]; label: string }) {
  const table = useTable({
    features: dispatchFeatures,
    columns: DISPATCH_COLUMNS[queue],
    data: trips,
    getRowId: (row) => `${row.orderId}:${row.trip}`,
  });
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[58rem] border-separate border-spacing-0 text-left" aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cn(
                    'sticky top-0 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-[11px] font-bold tracking-wider text-slate-500 uppercase first:pl-5 last:pr-5',
                    RIGHT_ALIGNED.has(header.column.id) && 'text-right',
                    header.column.id === 'actions' && STICKY_END_CELL,
                  )}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="group align-top transition-colors hover:bg-[#f8fcfb]">
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cn(
                    'border-b border-slate-100 px-4 py-3.5 group-last:border-b-0 first:pl-5 last:pr-5',
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
  );
}
