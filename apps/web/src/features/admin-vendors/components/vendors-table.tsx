import type { VendorRecord, VendorSort } from '@washday/core';
import { Users } from 'lucide-react';
import { createContext, use } from 'react';
import { Button } from '@/components/ui/button';
import { adminColumnHelper } from '@/components/admin-table/columns';
import { DataTable } from '@/components/admin-table/data-table';
import { EditButton, RowActions, ToggleActiveButton } from '@/components/admin-table/row-actions';
import type { ServiceOption } from '../utils/vendor-form';
import { OpenOrdersCell, PhoneCell, RatingCell, ServiceChips, StatusBadge, UpdatedCell, VendorNameCell } from './vendor-cells';

interface VendorTableContext {
  options: readonly ServiceOption[] | undefined;
  onEdit: (vendor: VendorRecord) => void;
  onToggleActive: (vendor: VendorRecord) => void;
  /** Opens the vendor's staff accounts (decision 0034). */
  onStaff: (vendor: VendorRecord) => void;
}
const Context = createContext<VendorTableContext | null>(null);
const useVendorTable = () => use(Context)!;

// Sorting is the server's: the table only keeps which header is pressed.
const col = adminColumnHelper<VendorRecord>();

function Services({ vendor }: { vendor: VendorRecord }) {
  return <ServiceChips ids={vendor.services} options={useVendorTable().options} />;
}

function Actions({ vendor }: { vendor: VendorRecord }) {
  const { onEdit, onToggleActive, onStaff } = useVendorTable();
  return (
    <RowActions>
      <Button size="sm" variant="secondary" onClick={() => onStaff(vendor)} aria-label={`Staff of ${vendor.name}`} title="Staff">
        <Users className="h-4 w-4" aria-hidden="true" />
        <span className="max-[80rem]:sr-only">Staff</span>
      </Button>
      <EditButton name={vendor.name} onEdit={() => onEdit(vendor)} />
      <ToggleActiveButton name={vendor.name} active={vendor.isActive} onToggle={() => onToggleActive(vendor)} compact />
    </RowActions>
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
// On a tablet the table keeps its working columns in view; the date comes back from 1280 px.
const COLUMN_CLASSES = { openOrders: 'text-right', actions: 'text-right', updated: 'max-[80rem]:hidden' };

export interface VendorsTableProps extends VendorTableContext {
  vendors: VendorRecord[];
  sort: VendorSort;
  order: 'asc' | 'desc';
  onSortChange: (sort: VendorSort, order: 'asc' | 'desc') => void;
}

/** One page of vendors; the server searches, filters, sorts and pages. */
export function VendorsTable({ vendors, sort, order, onSortChange, ...context }: VendorsTableProps) {
  return (
    <Context value={context}>
      <DataTable
        label="Vendors"
        columns={COLUMNS}
        data={vendors}
        getRowId={(row) => row.id}
        minWidth="min-w-[58rem]"
        padX="px-4 max-[80rem]:px-2.5"
        sort={{ id: sort, desc: order === 'desc' }}
        onSortChange={(next) => {
          if (SORTABLE.has(next.id)) onSortChange(next.id as VendorSort, next.desc ? 'desc' : 'asc');
        }}
        columnClassName={COLUMN_CLASSES}
        rowClassName={(row) => !row.isActive && 'bg-slate-50/60'}
      />
    </Context>
  );
}
