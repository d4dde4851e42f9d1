import {
  SERVICE_LOCATION_STATUS_FILTERS,
  SERVICE_LOCATION_TYPES,
  SERVICE_LOCATION_TYPE_LABELS,
  type ServiceLocation,
  type ServiceLocationStatusFilter,
  type ServiceLocationType,
} from '@washday/core';
import { Map as MapIcon, MapPinned, Plus, RefreshCw, Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ListEmpty, ListError, PaginationBar, TableSkeleton } from '@/components/table-states';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import type { ServiceLocationListQuery } from '../api/admin-places-keys';
import { useServiceLocations } from '../api/get-service-locations';
import { useSetServiceLocationStatus } from '../api/set-service-location-status';
import { useDebounced } from '../hooks/use-debounced';
import { DeleteLocationDialog } from './delete-location-dialog';
import { ServiceLocationFormDialog, type LocationDialogTarget } from './service-location-form-dialog';
import { ServiceLocationsTable } from './service-locations-table';

const STATUS_LABELS: Record<ServiceLocationStatusFilter, string> = { all: 'All', active: 'Active', inactive: 'Inactive' };

/** The Locations tab: the sectors, pincodes, keywords and areas the serviceability check matches addresses against. */
export function ServiceLocationsScreen() {
  const [status, setStatus] = useState<ServiceLocationStatusFilter>('all');
  const [type, setType] = useState<ServiceLocationType | ''>('');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const [pageOf, setPageOf] = useState<{ key: string; page: number }>({ key: '', page: 1 });
  const [editing, setEditing] = useState<LocationDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<ServiceLocation | null>(null);
  const toggle = useSetServiceLocationStatus();

  const filterKey = JSON.stringify([status, type, search]);
  const page = pageOf.key === filterKey ? pageOf.page : 1;
  const query: ServiceLocationListQuery = { status, type, search, page };
  const locations = useServiceLocations(query);
  const answer = locations.data;
  const filtered = Boolean(search || type);

  // The last row of the last page went (deleted, or another admin's change): show the page before.
  if (answer && answer.locations.length === 0 && answer.pagination.total > 0 && page > 1) {
    const last = Math.max(1, Math.ceil(answer.pagination.total / answer.pagination.limit));
    if (last !== page) setPageOf({ key: filterKey, page: last });
  }

  const onToggleActive = (location: ServiceLocation) =>
    toggle.mutate(
      { id: location.id, isActive: !location.is_active },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(describeError(error, 'Could not change the location. Please try again.')),
      },
    );

  const addButton = (
    <Button onClick={() => setEditing({ location: null })}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      Add location
    </Button>
  );

  return (
    <section aria-labelledby="locations-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="locations-title" className="text-xl font-extrabold tracking-tight text-ink">
            Service locations
          </h2>
          <p className="mt-0.5 max-w-2xl text-sm text-slate-500">
            Sectors, pincodes, keywords and areas an address can match to be served, checked highest priority first. Changes apply
            to the next check.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/location-config" className={buttonClasses({ variant: 'secondary' })}>
            <MapIcon className="h-4 w-4" aria-hidden="true" />
            Service areas and map
          </Link>
          {addButton}
        </div>
      </div>

      <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-3">
          <div role="group" aria-label="Location status" className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
            {SERVICE_LOCATION_STATUS_FILTERS.map((s) => {
              const count =
                s === 'all' ? (answer ? answer.counts.active + answer.counts.inactive : undefined) : answer?.counts[s];
              return (
                <button
                  key={s}
                  type="button"
                  aria-pressed={status === s}
                  onClick={() => setStatus(s)}
                  className={cn(
                    'inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-600 transition-colors hover:text-ink',
                    status === s && 'bg-white text-ink shadow-soft',
                  )}
                >
                  {STATUS_LABELS[s]}
                  {count !== undefined ? <span className="text-xs font-bold text-slate-400 tabular-nums">{count}</span> : null}
                </button>
              );
            })}
          </div>
          <label className="relative ml-auto w-full max-w-xs">
            <span className="sr-only">Search locations</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Name, value or description"
              className="h-10 w-full rounded-xl bg-slate-50 pr-3 pl-9 text-sm ring-1 ring-slate-200 outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500"
            />
          </label>
          <label>
            <span className="sr-only">Location type</span>
            <select
              value={type}
              onChange={(event) => setType(event.target.value as ServiceLocationType | '')}
              className="h-10 rounded-xl bg-slate-50 px-3 text-sm font-medium ring-1 ring-slate-200 outline-none focus:ring-2 focus:ring-brand-500"
            >
              <option value="">All types</option>
              {SERVICE_LOCATION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {SERVICE_LOCATION_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </label>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void locations.refetch()}
            disabled={locations.isFetching}
            aria-label="Refresh locations"
          >
            <RefreshCw className={cn('h-4 w-4', locations.isFetching && 'animate-spin')} aria-hidden="true" />
          </Button>
        </div>

        {locations.isPending ? (
          <TableSkeleton label="Loading service locations" />
        ) : locations.isError && !answer ? (
          <ListError
            message={describeError(locations.error, 'Error fetching service locations')}
            onRetry={() => void locations.refetch()}
            retrying={locations.isFetching}
          />
        ) : answer && answer.locations.length === 0 ? (
          filtered || status !== 'all' ? (
            <ListEmpty icon={<SearchX className="h-6 w-6" aria-hidden="true" />} title="No locations match">
              Try another word or type, or show all locations.
            </ListEmpty>
          ) : (
            <ListEmpty
              icon={<MapPinned className="h-6 w-6" aria-hidden="true" />}
              title="No service locations yet"
              action={addButton}
            >
              Add the sectors, pincodes and landmarks you serve, so addresses that name them are accepted.
            </ListEmpty>
          )
        ) : answer ? (
          <>
            {locations.isError ? (
              <p role="alert" className="bg-amber-50 px-5 py-2 text-xs font-medium text-amber-800">
                Could not refresh: {describeError(locations.error, 'the server did not answer')}. Showing the last list.
              </p>
            ) : null}
            <ServiceLocationsTable
              locations={answer.locations}
              onEdit={(location) => setEditing({ location })}
              onDelete={setDeleting}
              onToggleActive={onToggleActive}
              togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
            />
            <PaginationBar
              page={answer.pagination.page}
              limit={answer.pagination.limit}
              total={answer.pagination.total}
              onPage={(next) => setPageOf({ key: filterKey, page: next })}
            />
          </>
        ) : null}
      </div>

      <ServiceLocationFormDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteLocationDialog location={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
