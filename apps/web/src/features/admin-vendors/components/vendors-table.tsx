import type { VendorRecord, VendorSort } from '@washday/core';
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Power, PowerOff } from 'lucide-react';
import { createContext, use } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ServiceOption } from '../utils/vendor-form';
import { OpenOrdersCell, PhoneCell, RatingCell, ServiceChips, StatusBadge, UpdatedCell, VendorNameCell } from './vendor-cells';

interface VendorTableContext {
  options: readonly ServiceOption[] | undefined;
  onEdit: (vendor: VendorRecord) => void;
  onToggleActive: (vendor: VendorRecord) => void;
}
const Context = createContext<VendorTableContext | null>(null);
const useVendorTable = () => use(Context)!;

// Sorting is the server's (manualSorting): the table only keeps which header is pressed.
const features = tableFeatures({ rowSortingFeature });
const col = createColumnHelper<typeof features, VendorRecord>();

function Services({ vendor }: { vendor: VendorRecord }) {
  return <ServiceChips ids={vendor.services} options={useVendorTable().options} />;
}

function Actions({ vendor }: { vendor: VendorRecord }) {
  const { onEdit, onToggleActive } = useVendorTable();
  return (
    <div className="flex justify-end gap-1.5">
      <Button size="sm" variant="secondary" onClick={() => onEdit(vendor)} aria-label={`Edit ${vendor.name}`}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Edit
      </Button>
      <Button
        size="sm"
        variant={vendor.isActive ? 'danger-ghost' : 'ghost'}
        onClick={() => onToggleActive(vendor)}
        aria-label={`${vendor.isActive ? 'Deactivate' : 'Reactivate'} ${vendor.name}`}
        title={vendor.isActive ? 'Deactivate' : 'Reactivate'}
      >
        {vendor.isActive ? <PowerOff className="h-4 w-4" aria-hidden="true" /> : <Power className="h-4 w-4" aria-hidden="true" />}
        <span className="max-[80rem]:sr-only">{vendor.isActive ? 'Deactivate' : 'Reactivate'}</span>
      </Button>
    </div>
  );
}

const COLUMNS = col.columns([
  col.accessor('name', { id: 'name', header: 'Vendor', cell: ({ row }) => <VendorNameCell vendor={row.original} /> }),
  col.display({ id: 'services', header: 'Services', cell: ({ row }) => <Services vendor={row.original} /> }),
  col.accessor('contactPhone', {
    id: 'phone',
    header: 'Contact',
    enableSorting: false,
    cell: ({ getValue }) => <PhoneCell phone={getValue()} />,
  }),
  col.accessor('rating', {
    id: 'rating',
    header: 'Rating',
    sortDescFirst: true,
    cell: ({ getValue }) => <RatingCell rating={getValue()} />,
  }),
  col.accessor('openOrders', {
    id: 'openOrders',
    header: 'Open orders',
    enableSorting: false,
    cell: ({ getValue }) => <OpenOrdersCell count={getValue()} />,
  }),
  col.accessor('isActive', {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ getValue }) => <StatusBadge active={getValue()} />,
  }),
  col.accessor('updatedAt', {
    id: 'updated',
    header: 'Updated',
    sortDescFirst: true,
    cell: ({ getValue }) => <UpdatedCell at={getValue()} />,
  }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <Actions vendor={row.original} />,
  }),
]);

const SORTABLE = new Set<string>(['name', 'rating', 'updated']);
const RIGHT = new Set(['openOrders', 'actions']);
// On a tablet the table keeps its working columns in view; the date comes back from 1280 px.
const WIDE_ONLY = new Set(['updated']);

export interface VendorsTableProps extends VendorTableContext {
  vendors: VendorRecord[];
  sort: VendorSort;
  order: 'asc' | 'desc';
  onSortChange: (sort: VendorSort, order: 'asc' | 'desc') => void;
}

/** One page of vendors; the server searches, filters, sorts and pages. */
export function VendorsTable({ vendors, sort, order, onSortChange, ...context }: VendorsTableProps) {
  const sorting: SortingState = [{ id: sort, desc: order === 'desc' }];
  const table = useTable({
    features,
    columns: COLUMNS,
    data: vendors,
    getRowId: (row) => row.id,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first && SORTABLE.has(first.id)) onSortChange(first.id as VendorSort, first.desc ? 'desc' : 'asc');
    },
  });

  return (
    <Context value={context}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[58rem] border-separate border-spacing-0 text-left" aria-label="Vendors">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = SORTABLE.has(header.column.id);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className={cn(
                        'border-b border-slate-200 bg-slate-50/80 px-4 py-2.5 text-[11px] max-[80rem]:px-2.5 font-bold tracking-wider whitespace-nowrap text-slate-500 uppercase first:pl-5 last:pr-5',
                        RIGHT.has(header.column.id) && 'text-right',
                        WIDE_ONLY.has(header.column.id) && 'max-[80rem]:hidden',
                      )}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-1 inline-flex items-center gap-1 rounded-md px-1 uppercase hover:text-ink"
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp className="h-3.5 w-3.5 text-brand-700" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="h-3.5 w-3.5 text-brand-700" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="h-3.5 w-3.5 opacity-50" aria-hidden="true" />
                          )}
                        </button>
                      ) : header.isPlaceholder ? null : (
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
              <tr
                key={row.id}
                className={cn(
                  'group align-top transition-colors hover:bg-brand-50/30',
                  !row.original.isActive && 'bg-slate-50/60',
                )}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'border-b border-slate-100 px-4 py-3.5 group-last:border-b-0 first:pl-5 last:pr-5 max-[80rem]:px-2.5',
                      RIGHT.has(cell.column.id) && 'text-right',
                      WIDE_ONLY.has(cell.column.id) && 'max-[80rem]:hidden',
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
    </Context>
  );
}
