import { SERVICE_LOCATION_TYPE_LABELS, type ServiceLocation, type ServiceLocationType } from '@washday/core';
import { createContext, use } from 'react';
import { adminColumnHelper } from '@/components/admin-table/columns';
import { DataTable } from '@/components/admin-table/data-table';
import { DeleteButton, EditButton, RowActions } from '@/components/admin-table/row-actions';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

interface LocationTableContext {
  onEdit: (location: ServiceLocation) => void;
  onDelete: (location: ServiceLocation) => void;
  onToggleActive: (location: ServiceLocation) => void;
  /** The location whose switch is being saved. */
  togglingId: string | null;
}
const Context = createContext<LocationTableContext | null>(null);
const useLocationTable = () => use(Context)!;

const col = adminColumnHelper<ServiceLocation>();

const TYPE_STYLES: Record<ServiceLocationType, string> = {
  sector: 'bg-brand-50 text-brand-800 ring-brand-100',
  pincode: 'bg-violet-50 text-violet-800 ring-violet-100',
  keyword: 'bg-amber-50 text-amber-900 ring-amber-100',
  area: 'bg-emerald-50 text-emerald-800 ring-emerald-100',
};

function NameCell({ location }: { location: ServiceLocation }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold wrap-anywhere text-ink">{location.name}</p>
      {location.description ? <p className="mt-0.5 max-w-sm truncate text-xs text-slate-500">{location.description}</p> : null}
    </div>
  );
}

function PriorityCell({ priority }: { priority: number }) {
  return (
    <span className="inline-flex items-center gap-2" title={`Priority ${priority} of 10`}>
      <span className="w-5 text-right font-bold text-ink tabular-nums">{priority}</span>
      <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-100">
        <span className="block h-full rounded-full bg-brand-500" style={{ width: `${priority * 10}%` }} />
      </span>
    </span>
  );
}

function ActiveCell({ location }: { location: ServiceLocation }) {
  const { onToggleActive, togglingId } = useLocationTable();
  return (
    <span className="inline-flex items-center gap-2">
      <Switch
        checked={location.is_active}
        disabled={togglingId === location.id}
        onCheckedChange={() => onToggleActive(location)}
        aria-label={`${location.name} active`}
      />
      <span className={cn('text-xs font-semibold', location.is_active ? 'text-emerald-700' : 'text-slate-500')}>
        {location.is_active ? 'Active' : 'Off'}
      </span>
    </span>
  );
}

function Actions({ location }: { location: ServiceLocation }) {
  const { onEdit, onDelete } = useLocationTable();
  return (
    <RowActions>
      <EditButton name={location.name} onEdit={() => onEdit(location)} />
      <DeleteButton name={location.name} onDelete={() => onDelete(location)} />
    </RowActions>
  );
}

const COLUMNS = col.columns([
  col.accessor('name', { id: 'name', header: 'Location', cell: ({ row }) => <NameCell location={row.original} /> }),
  col.accessor('type', {
    id: 'type',
    header: 'Type',
    cell: ({ getValue }) => (
      <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1', TYPE_STYLES[getValue()])}>
        {SERVICE_LOCATION_TYPE_LABELS[getValue()]}
      </span>
    ),
  }),
  col.accessor('value', {
    id: 'value',
    header: 'Matches',
    cell: ({ getValue }) => <code className="rounded-lg bg-slate-100 px-2 py-1 text-sm text-slate-700">{getValue()}</code>,
  }),
  col.accessor('priority', {
    id: 'priority',
    header: 'Priority',
    cell: ({ getValue }) => <PriorityCell priority={getValue()} />,
  }),
  col.accessor('is_active', { id: 'active', header: 'Status', cell: ({ row }) => <ActiveCell location={row.original} /> }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <Actions location={row.original} />,
  }),
]);

/** One page of service locations; the server filters, orders (priority first) and pages. */
export function ServiceLocationsTable({ locations, ...context }: LocationTableContext & { locations: ServiceLocation[] }) {
  return (
    <Context value={context}>
      <DataTable
        label="Service locations"
        columns={COLUMNS}
        data={locations}
        getRowId={(row) => row.id}
        minWidth="min-w-[52rem]"
        align="middle"
        padY="py-3"
        columnClassName={{ actions: 'text-right' }}
        rowClassName={(row) => !row.is_active && 'bg-slate-50/60'}
      />
    </Context>
  );
}
