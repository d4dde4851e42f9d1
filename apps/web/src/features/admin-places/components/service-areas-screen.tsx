import type { ServiceArea } from '@washday/core';
import { ArrowLeft, FileJson, FileSpreadsheet, MapPinned } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListEmpty, ListError, TableSkeleton } from '@/components/admin-table/table-states';
import { buttonClasses } from '@/components/ui/button';
import { describeError } from '@/lib/request-errors';
import { SERVICE_AREAS_CSV_URL, SERVICE_AREAS_GEOJSON_URL } from '../api/export-service-areas';
import { useServiceAreas } from '../api/get-service-areas';
import { OutlineMapPanel } from './outline-map-panel';
import { RemoveAreaDialog } from './remove-area-dialog';
import { ServiceAreaForm } from './service-area-form';
import { ServiceAreasList } from './service-areas-list';
import { SlotCapacityCard } from './slot-capacity-card';

/** /admin/location-config: the service areas (add, enable or disable, remove, export) and their outlines on the map. */
export function ServiceAreasScreen() {
  const areas = useServiceAreas();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ServiceArea | null>(null);
  const list = areas.data?.areas;
  const selected = list?.find((a) => a.id === selectedId) ?? null;

  return (
    <section aria-labelledby="areas-title" className="space-y-4 pt-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link
            to="/admin?tab=locations"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Locations
          </Link>
          <h1 id="areas-title" className="mt-1 text-2xl font-extrabold tracking-tight text-ink">
            Service location configuration
          </h1>
          <p className="mt-0.5 max-w-2xl text-sm text-slate-500">
            The areas we serve. A point on the map is served when it falls inside an enabled area's outline; an address without a
            point matches an area by its name or pincode. Changes apply to the next check.
          </p>
        </div>
        <div className="flex gap-2">
          <a href={SERVICE_AREAS_CSV_URL} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
            Export CSV
          </a>
          <a href={SERVICE_AREAS_GEOJSON_URL} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <FileJson className="h-4 w-4" aria-hidden="true" />
            Export GeoJSON
          </a>
        </div>
      </div>

      <div className="grid gap-4 min-[64rem]:grid-cols-[minmax(0,25rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
            <h2 className="border-b border-slate-100 px-5 py-3 text-sm font-bold text-ink">Add an area</h2>
            <ServiceAreaForm onAdded={setSelectedId} />
          </div>
          <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
            <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3">
              <h2 className="text-sm font-bold text-ink">Areas</h2>
              {areas.data ? (
                <p className="text-xs text-slate-500 tabular-nums">
                  {areas.data.counts.active} enabled · {areas.data.counts.inactive} disabled
                </p>
              ) : null}
            </div>
            {areas.isPending ? (
              <TableSkeleton rows={3} label="Loading service areas" />
            ) : areas.isError && !list ? (
              <ListError
                message={describeError(areas.error, 'Could not load the service areas')}
                onRetry={() => void areas.refetch()}
                retrying={areas.isFetching}
              />
            ) : list && list.length === 0 ? (
              <ListEmpty icon={<MapPinned className="h-6 w-6" aria-hidden="true" />} title="No service areas">
                Add the first area above. Until then only service locations make an address serviceable.
              </ListEmpty>
            ) : list ? (
              <ServiceAreasList areas={list} selectedId={selectedId} onSelect={setSelectedId} onRemove={setRemoving} />
            ) : null}
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <OutlineMapPanel areas={list ?? []} selected={selected} onSelect={setSelectedId} />
          {selected ? <SlotCapacityCard key={selected.id} area={selected} /> : null}
        </div>
      </div>

      <RemoveAreaDialog
        area={removing}
        onClose={() => {
          if (removing?.id === selectedId) setSelectedId(null);
          setRemoving(null);
        }}
      />
    </section>
  );
}
