import { formatRupees, type AdminService } from '@washday/core';
import { Clock } from 'lucide-react';
import { createContext, use } from 'react';
import { adminColumnHelper } from '@/components/admin-table/columns';
import { DataTable } from '@/components/admin-table/data-table';
import { EditButton } from '@/components/admin-table/row-actions';
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
const col = adminColumnHelper<AdminService>();

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
        <p className={cn('font-semibold wrap-anywhere', service.enabled ? 'text-ink' : 'text-slate-500')}>{service.name}</p>
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

function Edit({ service }: { service: AdminService }) {
  const { onEdit } = useServicesTable();
  return <EditButton name={service.name} onEdit={() => onEdit(service)} />;
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
        <Clock className="h-3.5 w-3.5 text-slate-500" aria-hidden="true" />
        {getValue()}
      </span>
    ),
  }),
  col.display({ id: 'popular', header: 'Popular', cell: ({ row }) => <FlagSwitch service={row.original} flag="popular" /> }),
  col.display({ id: 'enabled', header: 'Enabled', cell: ({ row }) => <FlagSwitch service={row.original} flag="enabled" /> }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <Edit service={row.original} />,
  }),
]);

const COLUMN_CLASSES = {
  price: 'text-right',
  min: 'text-right',
  actions: 'text-right',
  popular: 'text-center',
  enabled: 'text-center',
};

export interface ServicesTableProps extends ServicesTableContext {
  services: AdminService[];
  label: string;
}

/** A category's services with inline switches for Enabled and Popular. */
export function ServicesTable({ services, label, ...context }: ServicesTableProps) {
  return (
    <Context value={context}>
      <DataTable
        label={label}
        columns={COLUMNS}
        data={services}
        getRowId={(row) => row.id}
        minWidth="min-w-[52rem]"
        align="middle"
        padY="py-3"
        columnClassName={COLUMN_CLASSES}
        rowClassName={(row) => !row.enabled && 'bg-slate-50/60'}
      />
    </Context>
  );
}
