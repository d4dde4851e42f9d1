import { formatRupees, type AdminService } from '@washday/core';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Clock, Pencil } from 'lucide-react';
import { createContext, use } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useServiceImage } from '@/hooks/use-service-image';
import { useDevanagariFont } from '@/hooks/use-devanagari-font';
import { cn } from '@/lib/cn';

interface ServicesTableContext {
  onEdit: (service: AdminService) => void;
  onFlag: (service: AdminService, flag: 'enabled' | 'popular', value: boolean) => void;
  /** The service whose switch is being saved. */
  savingId: string | null;
}
const Context = createContext<ServicesTableContext | null>(null);
const useServicesTable = () => use(Context)!;

// Rendering only: the catalogue's own order (sort order) is the order customers see.
const features = tableFeatures({});
const col = createColumnHelper<typeof features, AdminService>();

function ServiceCell({ service }: { service: AdminService }) {
  const { src, onError } = useServiceImage({ id: service.id, image: service.image, category: service.categoryId });
  // An English admin screen has not fetched Devanagari's font: the Hindi name waits for it, its line kept.
  const devanagari = useDevanagariFont();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <img
        src={src}
        onError={onError}
        alt=""
        className={cn(
          'h-12 w-12 shrink-0 rounded-xl bg-brand-50 object-cover ring-1 ring-slate-900/5',
          !service.enabled && 'opacity-50 grayscale',
        )}
      />
      <div className="min-w-0">
        <p className={cn('truncate font-semibold', service.enabled ? 'text-ink' : 'text-slate-500')}>{service.name}</p>
        {/* Customers who chose Hindi see this name; one without it reads in English to them, so operations see which lack it. */}
        {service.nameHi ? (
          <p lang="hi" className="h-5 truncate text-sm text-slate-600">
            {/* Not laid out before its font is here: text shaped without it can stay as empty boxes. */}
            {devanagari ? service.nameHi : null}
          </p>
        ) : (
          <p className="mt-0.5 inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-[11px] font-semibold text-amber-800 ring-1 ring-amber-200">
            No Hindi name
          </p>
        )}
        <p className="line-clamp-1 max-w-[22rem] text-xs text-slate-500">{service.description || 'No description'}</p>
      </div>
    </div>
  );
}

function FlagSwitch({ service, flag }: { service: AdminService; flag: 'enabled' | 'popular' }) {
  const { onFlag, savingId } = useServicesTable();
  return (
    <Switch
      checked={service[flag]}
      onCheckedChange={(value) => onFlag(service, flag, value)}
      disabled={savingId === service.id}
      aria-label={`${flag === 'enabled' ? 'Enabled' : 'Popular'}: ${service.name}`}
    />
  );
}

function EditButton({ service }: { service: AdminService }) {
  const { onEdit } = useServicesTable();
  return (
    <Button size="sm" variant="secondary" onClick={() => onEdit(service)} aria-label={`Edit ${service.name}`}>
      <Pencil className="h-4 w-4" aria-hidden="true" />
      Edit
    </Button>
  );
}

const COLUMNS = col.columns([
  col.display({ id: 'service', header: 'Service', cell: ({ row }) => <ServiceCell service={row.original} /> }),
  col.display({
    id: 'price',
    header: 'Price',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        <span className="font-bold text-ink tabular-nums">{formatRupees(row.original.price)}</span>
        <span className="text-xs font-medium text-slate-500"> / {row.original.unit}</span>
      </span>
    ),
  }),
  col.accessor('minQuantity', {
    id: 'min',
    header: 'Min qty',
    cell: ({ getValue }) => <span className="text-sm text-slate-700 tabular-nums">{getValue()}</span>,
  }),
  col.accessor('estimatedTime', {
    id: 'time',
    header: 'Turnaround',
    cell: ({ getValue }) => (
      <span className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-600">
        <Clock className="h-3.5 w-3.5 text-slate-400" aria-hidden="true" />
        {getValue()}
      </span>
    ),
  }),
  col.display({ id: 'popular', header: 'Popular', cell: ({ row }) => <FlagSwitch service={row.original} flag="popular" /> }),
  col.display({ id: 'enabled', header: 'Enabled', cell: ({ row }) => <FlagSwitch service={row.original} flag="enabled" /> }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <EditButton service={row.original} />,
  }),
]);

const RIGHT = new Set(['price', 'min', 'actions']);
const CENTER = new Set(['popular', 'enabled']);

export interface ServicesTableProps extends ServicesTableContext {
  services: AdminService[];
  label: string;
}

/** A category's services with inline switches for Enabled and Popular. */
export function ServicesTable({ services, label, ...context }: ServicesTableProps) {
  const table = useTable({ features, columns: COLUMNS, data: services, getRowId: (row) => row.id });
  const align = (id: string) => (RIGHT.has(id) ? 'text-right' : CENTER.has(id) ? 'text-center' : undefined);
  return (
    <Context value={context}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[52rem] border-separate border-spacing-0 text-left" aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn(
                      'border-b border-slate-200 bg-slate-50/80 px-4 py-2.5 text-[11px] font-bold tracking-wider whitespace-nowrap text-slate-500 uppercase first:pl-5 last:pr-5',
                      align(header.column.id),
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
                className={cn('group transition-colors hover:bg-brand-50/30', !row.original.enabled && 'bg-slate-50/60')}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'border-b border-slate-100 px-4 py-3 align-middle group-last:border-b-0 first:pl-5 last:pr-5',
                      align(cell.column.id),
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
