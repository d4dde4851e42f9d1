import { VENDOR_STATUS_FILTERS, type VendorRecord, type VendorSort, type VendorStatusFilter } from '@washday/core';
import { Factory, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { StatusChips, activeStatusOptions } from '@/components/admin-table/status-chips';
import { TablePanel } from '@/components/admin-table/table-panel';
import { ListEmpty } from '@/components/admin-table/table-states';
import { FilterSelect, RefreshButton, SearchField, TableToolbar } from '@/components/admin-table/table-toolbar';
import { Button } from '@/components/ui/button';
import { useFilterPage } from '@/hooks/use-filter-page';
import type { VendorListQuery } from '../api/admin-vendor-keys';
import { useVendors } from '../api/get-vendors';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { ServiceOptions } from '../utils/vendor-form';
import { VendorFormDialog, type VendorDialogTarget } from './vendor-form-dialog';
import { VendorStatusDialog } from './vendor-status-dialog';
import { VendorStaffDialog } from './vendor-staff-dialog';
import { VendorsTable } from './vendors-table';

/** Vendors for operations: search, filter and sort on the server; add, edit, deactivate and reactivate. */
export function VendorsScreen({ services }: { services: ServiceOptions }) {
  const [status, setStatus] = useState<VendorStatusFilter>('active');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [service, setService] = useState('');
  const [sort, setSort] = useState<{ sort: VendorSort; order: 'asc' | 'desc' }>({ sort: 'name', order: 'asc' });
  const [editing, setEditing] = useState<VendorDialogTarget | null>(null);
  const [toggling, setToggling] = useState<VendorRecord | null>(null);
  const [staffOf, setStaffOf] = useState<VendorRecord | null>(null);

  // A new search, filter or order starts again at page 1.
  const { page, setPage, keepInRange } = useFilterPage(JSON.stringify([status, search, service, sort]));
  const query: VendorListQuery = { status, search, service, ...sort, page };
  const vendors = useVendors(query);
  const answer = vendors.data;
  const filtered = Boolean(search || service);
  keepInRange(answer?.vendors.length, answer?.pagination);

  const addButton = (size?: 'sm') => (
    <Button size={size} onClick={() => setEditing({ vendor: null })}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      Add vendor
    </Button>
  );

  return (
    <section aria-labelledby="vendors-title" className="space-y-4">
      <ScreenHeader
        id="vendors-title"
        title="Vendors"
        description="The laundry facilities orders go to. Dispatch offers a vendor for an order only when it is active and handles every service on it."
        actions={addButton()}
      />

      <TablePanel
        query={vendors}
        toolbar={
          <TableToolbar>
            <StatusChips
              label="Vendor status"
              options={activeStatusOptions(VENDOR_STATUS_FILTERS, answer?.counts)}
              isSelected={(s) => status === s}
              onSelect={setStatus}
            />
            <SearchField
              label="Search vendors"
              value={searchText}
              onChange={setSearchText}
              placeholder="Name, address or phone"
            />
            <FilterSelect
              label="Service handled"
              value={service}
              onChange={setService}
              options={[
                { value: '', label: 'All services' },
                ...(services.options ?? []).map((o) => ({ value: o.id, label: o.name })),
              ]}
            />
            <RefreshButton label="Refresh vendors" refreshing={vendors.isFetching} onRefresh={() => void vendors.refetch()} />
          </TableToolbar>
        }
        loadingLabel="Loading vendors"
        errorMessage="Could not load the vendors"
        isEmpty={(data) => data.vendors.length === 0}
        empty={() =>
          filtered ? (
            <ListEmpty icon={<SearchX className="h-6 w-6" aria-hidden="true" />} title="No vendors match">
              Try part of the name, the sector, or a phone number, or clear the service filter.
            </ListEmpty>
          ) : (
            <ListEmpty
              icon={<Factory className="h-6 w-6" aria-hidden="true" />}
              title={status === 'inactive' ? 'No inactive vendors' : 'No vendors yet'}
              action={status === 'inactive' ? null : addButton('sm')}
            >
              {status === 'inactive' ? 'Every vendor is active.' : 'Add the laundry facilities that clean and press the orders.'}
            </ListEmpty>
          )
        }
        paging={(data) => ({ ...data.pagination, onPage: setPage })}
      >
        {(data) => (
          <VendorsTable
            vendors={data.vendors}
            sort={sort.sort}
            order={sort.order}
            onSortChange={(next, order) => setSort({ sort: next, order })}
            options={services.options}
            onEdit={(vendor) => setEditing({ vendor })}
            onToggleActive={setToggling}
            onStaff={setStaffOf}
          />
        )}
      </TablePanel>

      <VendorFormDialog target={editing} services={services} onClose={() => setEditing(null)} />
      <VendorStatusDialog vendor={toggling} onClose={() => setToggling(null)} />
      <VendorStaffDialog vendor={staffOf} onClose={() => setStaffOf(null)} />
    </section>
  );
}
