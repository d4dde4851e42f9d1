import { VENDOR_STATUS_FILTERS, type VendorRecord, type VendorSort, type VendorStatusFilter } from '@washday/core';
import { Factory, Plus, RefreshCw, Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty, ListError, PaginationBar, TableSkeleton } from '@/components/table-states';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import type { VendorListQuery } from '../api/admin-vendor-keys';
import { useVendors } from '../api/get-vendors';
import { useDebounced } from '../hooks/use-debounced';
import type { ServiceOptions } from '../utils/vendor-form';
import { VendorFormDialog, type VendorDialogTarget } from './vendor-form-dialog';
import { VendorStatusDialog } from './vendor-status-dialog';
import { VendorsTable } from './vendors-table';

const STATUS_LABELS: Record<VendorStatusFilter, string> = { active: 'Active', inactive: 'Inactive', all: 'All' };

/** Vendors for operations: search, filter and sort on the server; add, edit, deactivate and reactivate. */
export function VendorsScreen({ services }: { services: ServiceOptions }) {
  const [status, setStatus] = useState<VendorStatusFilter>('active');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const [service, setService] = useState('');
  const [sort, setSort] = useState<{ sort: VendorSort; order: 'asc' | 'desc' }>({ sort: 'name', order: 'asc' });
  const [pageOf, setPageOf] = useState<{ key: string; page: number }>({ key: '', page: 1 });
  const [editing, setEditing] = useState<VendorDialogTarget | null>(null);
  const [toggling, setToggling] = useState<VendorRecord | null>(null);

  // A new search, filter or order starts again at page 1.
  const filterKey = JSON.stringify([status, search, service, sort]);
  const page = pageOf.key === filterKey ? pageOf.page : 1;
  const query: VendorListQuery = { status, search, service, ...sort, page };
  const vendors = useVendors(query);
  const answer = vendors.data;
  const filtered = Boolean(search || service);

  // The last vendor of the last page left it (deactivated, or another admin's change): show the page before.
  if (answer && answer.vendors.length === 0 && answer.pagination.total > 0 && page > 1) {
    const last = Math.max(1, Math.ceil(answer.pagination.total / answer.pagination.limit));
    if (last !== page) setPageOf({ key: filterKey, page: last });
  }

  return (
    <section aria-labelledby="vendors-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="vendors-title" className="text-xl font-extrabold tracking-tight text-ink">
            Vendors
          </h2>
          <p className="mt-0.5 max-w-2xl text-sm text-slate-500">
            The laundry facilities orders go to. Dispatch offers a vendor for an order only when it is active and handles every
            service on it.
          </p>
        </div>
        <Button onClick={() => setEditing({ vendor: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add vendor
        </Button>
      </div>

      <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-3">
          <div role="group" aria-label="Vendor status" className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
            {VENDOR_STATUS_FILTERS.map((s) => {
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
            <span className="sr-only">Search vendors</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Name, address or phone"
              className="h-10 w-full rounded-xl bg-slate-50 pr-3 pl-9 text-sm ring-1 ring-slate-200 outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500"
            />
          </label>
          <label>
            <span className="sr-only">Service handled</span>
            <select
              value={service}
              onChange={(event) => setService(event.target.value)}
              className="h-10 rounded-xl bg-slate-50 px-3 text-sm font-medium ring-1 ring-slate-200 outline-none focus:ring-2 focus:ring-brand-500"
            >
              <option value="">All services</option>
              {services.options?.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void vendors.refetch()}
            disabled={vendors.isFetching}
            aria-label="Refresh vendors"
          >
            <RefreshCw className={cn('h-4 w-4', vendors.isFetching && 'animate-spin')} aria-hidden="true" />
          </Button>
        </div>

        {vendors.isPending ? (
          <TableSkeleton label="Loading vendors" />
        ) : vendors.isError && !answer ? (
          <ListError
            message={describeError(vendors.error, 'Could not load the vendors')}
            onRetry={() => void vendors.refetch()}
            retrying={vendors.isFetching}
          />
        ) : answer && answer.vendors.length === 0 ? (
          filtered ? (
            <ListEmpty icon={<SearchX className="h-6 w-6" aria-hidden="true" />} title="No vendors match">
              Try part of the name, the sector, or a phone number, or clear the service filter.
            </ListEmpty>
          ) : (
            <ListEmpty
              icon={<Factory className="h-6 w-6" aria-hidden="true" />}
              title={status === 'inactive' ? 'No inactive vendors' : 'No vendors yet'}
              action={
                status === 'inactive' ? null : (
                  <Button size="sm" onClick={() => setEditing({ vendor: null })}>
                    <Plus className="h-4 w-4" aria-hidden="true" />
                    Add vendor
                  </Button>
                )
              }
            >
              {status === 'inactive' ? 'Every vendor is active.' : 'Add the laundry facilities that clean and press the orders.'}
            </ListEmpty>
          )
        ) : answer ? (
          <>
            {vendors.isError ? (
              <p role="alert" className="bg-amber-50 px-5 py-2 text-xs font-medium text-amber-800">
                Could not refresh: {describeError(vendors.error, 'the server did not answer')}. Showing the last list.
              </p>
            ) : null}
            <VendorsTable
              vendors={answer.vendors}
              sort={sort.sort}
              order={sort.order}
              onSortChange={(next, order) => setSort({ sort: next, order })}
              options={services.options}
              onEdit={(vendor) => setEditing({ vendor })}
              onToggleActive={setToggling}
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

      <VendorFormDialog target={editing} services={services} onClose={() => setEditing(null)} />
      <VendorStatusDialog vendor={toggling} onClose={() => setToggling(null)} />
    </section>
  );
}
