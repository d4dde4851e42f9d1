import { SERVICE_LOCATION_TYPE_LABELS, type ServiceLocation, type ServiceLocationType } from '@washday/core';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { createContext, use } from 'react';
import { Button } from '@/components/ui/button';
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

const features = tableFeatures({});
const col = createColumnHelper<typeof features, ServiceLocation>();

const TYPE_STYLES: Record<ServiceLocationType, string> = {
  sector: 'bg-brand-50 text-brand-800 ring-brand-100',
  pincode: 'bg-violet-50 text-violet-800 ring-violet-100',
  keyword: 'bg-amber-50 text-amber-900 ring-amber-100',
  area: 'bg-emerald-50 text-emerald-800 ring-emerald-100',
};

function NameCell({ location }: { location: ServiceLocation }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold text-ink">{location.name}</p>
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
      <span className={cn('text-xs font-semibold', location.is_active ? 'text-emerald-700' : 'text-slate-400')}>
        {location.is_active ? 'Active' : 'Off'}
      </span>
    </span>
  );
}

function Actions({ location }: { location: ServiceLocation }) {
  const { onEdit, onDelete } = useLocationTable();
  return (
    <div className="flex justify-end gap-1.5">
      <Button size="sm" variant="secondary" onClick={() => onEdit(location)} aria-label={`Edit ${location.name}`}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Edit
      </Button>
      <Button
        size="sm"
        variant="danger-ghost"
        onClick={() => onDelete(location)}
        aria-label={`Delete ${location.name}`}
        title="Delete"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
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
  const table = useTable({ features, columns: COLUMNS, data: locations, getRowId: (row) => row.id });
  return (
    <Context value={context}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[52rem] border-separate border-spacing-0 text-left" aria-label="Service locations">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn(
                      'border-b border-slate-200 bg-slate-50/80 px-4 py-2.5 text-[11px] font-bold tracking-wider whitespace-nowrap text-slate-500 uppercase first:pl-5 last:pr-5',
                      header.column.id === 'actions' && 'text-right',
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
              <tr
                key={row.id}
                className={cn(
                  'group align-middle transition-colors hover:bg-brand-50/30',
                  !row.original.is_active && 'bg-slate-50/60',
                )}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'border-b border-slate-100 px-4 py-3 group-last:border-b-0 first:pl-5 last:pr-5',
                      cell.column.id === 'actions' && 'text-right',
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
