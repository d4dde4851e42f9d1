import {
  SERVICE_LOCATION_STATUS_FILTERS,
  SERVICE_LOCATION_TYPES,
  SERVICE_LOCATION_TYPE_LABELS,
  type ServiceLocation,
  type ServiceLocationStatusFilter,
  type ServiceLocationType,
} from '@washday/core';
import { Map as MapIcon, MapPinned, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { StatusChips, activeStatusOptions } from '@/components/admin-table/status-chips';
import { TablePanel } from '@/components/admin-table/table-panel';
import { ListEmpty } from '@/components/admin-table/table-states';
import { FilterSelect, RefreshButton, SearchField, TableToolbar } from '@/components/admin-table/table-toolbar';
import { Button, buttonClasses } from '@/components/ui/button';
import { useFilterPage } from '@/hooks/use-filter-page';
import { describeError } from '@/lib/request-errors';
import { toast } from '@/lib/toast';
import type { ServiceLocationListQuery } from '../api/admin-places-keys';
import { useServiceLocations } from '../api/get-service-locations';
import { useSetServiceLocationStatus } from '../api/set-service-location-status';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { DeleteLocationDialog } from './delete-location-dialog';
import { ServiceLocationFormDialog, type LocationDialogTarget } from './service-location-form-dialog';
import { ServiceLocationsTable } from './service-locations-table';

/** The Locations tab: the sectors, pincodes, keywords and areas the serviceability check matches addresses against. */
export function ServiceLocationsScreen() {
  const [status, setStatus] = useState<ServiceLocationStatusFilter>('all');
  const [type, setType] = useState<ServiceLocationType | ''>('');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [editing, setEditing] = useState<LocationDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<ServiceLocation | null>(null);
  const toggle = useSetServiceLocationStatus();

  const { page, setPage, keepInRange } = useFilterPage(JSON.stringify([status, type, search]));
  const query: ServiceLocationListQuery = { status, type, search, page };
  const locations = useServiceLocations(query);
  const answer = locations.data;
  const filtered = Boolean(search || type);
  keepInRange(answer?.locations.length, answer?.pagination);

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
      <ScreenHeader
        id="locations-title"
        title="Service locations"
        description="Sectors, pincodes, keywords and areas an address can match to be served, checked highest priority first. Changes apply to the next check."
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/location-config" className={buttonClasses({ variant: 'secondary' })}>
              <MapIcon className="h-4 w-4" aria-hidden="true" />
              Service areas and map
            </Link>
            {addButton}
          </div>
        }
      />

      <TablePanel
        query={locations}
        toolbar={
          <TableToolbar>
            <StatusChips
              label="Location status"
              options={activeStatusOptions(SERVICE_LOCATION_STATUS_FILTERS, answer?.counts)}
              isSelected={(s) => status === s}
              onSelect={setStatus}
            />
            <SearchField
              label="Search locations"
              value={searchText}
              onChange={setSearchText}
              placeholder="Name, value or description"
            />
            <FilterSelect
              label="Location type"
              value={type}
              onChange={(value) => setType(value as ServiceLocationType | '')}
              options={[
                { value: '', label: 'All types' },
                ...SERVICE_LOCATION_TYPES.map((t) => ({ value: t, label: SERVICE_LOCATION_TYPE_LABELS[t] })),
              ]}
            />
            <RefreshButton
              label="Refresh locations"
              refreshing={locations.isFetching}
              onRefresh={() => void locations.refetch()}
            />
          </TableToolbar>
        }
        loadingLabel="Loading service locations"
        errorMessage="Error fetching service locations"
        isEmpty={(data) => data.locations.length === 0}
        empty={() =>
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
        }
        paging={(data) => ({ ...data.pagination, onPage: setPage })}
      >
        {(data) => (
          <ServiceLocationsTable
            locations={data.locations}
            onEdit={(location) => setEditing({ location })}
            onDelete={setDeleting}
            onToggleActive={onToggleActive}
            togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
          />
        )}
      </TablePanel>

      <ServiceLocationFormDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteLocationDialog location={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
