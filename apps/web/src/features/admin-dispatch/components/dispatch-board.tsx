import type { DispatchQueue, DispatchTrip, TripKind } from '@washday/core';
import { Radio, RefreshCw, Search } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import type { TripsQuery } from '../api/dispatch-keys';
import { useDispatchTrips } from '../api/get-dispatch-trips';
import { useDispatchLive } from '../hooks/use-dispatch-live';
import { AssignRiderDialog, type RiderTarget } from './assign-rider-dialog';
import { AssignVendorDialog, type VendorTarget } from './assign-vendor-dialog';
import { DispatchActionsContext, type DispatchActions } from './dispatch-actions';
import { DispatchTable } from './dispatch-table';
import { ListEmpty, ListError, PaginationBar, TableSkeleton } from '@/components/table-states';
import { QUEUE_LABELS, QueueSwitcher } from './queue-switcher';

export interface DispatchBoardProps {
  title: string;
  description: string;
  queues: readonly DispatchQueue[];
  /** 'quick' fixes the board to quick pickups; 'all' lets the admin filter by type. */
  type: 'all' | 'quick';
  queueHints: Record<DispatchQueue, string>;
  empty: Record<DispatchQueue, { icon: ReactNode; title: string; text: string }>;
}

const TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** A dispatch queue as an operations table: server paging, search, live refresh, and the assign dialogs. */
export function DispatchBoard({ title, description, queues, type, queueHints, empty }: DispatchBoardProps) {
  const live = useDispatchLive();
  const [queue, setQueue] = useState<DispatchQueue>(queues[0] ?? 'waiting');
  const [typeFilter, setTypeFilter] = useState<TripsQuery['type']>(type);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [riderTarget, setRiderTarget] = useState<RiderTarget | null>(null);
  const [vendorTarget, setVendorTarget] = useState<VendorTarget | null>(null);

  // Typing waits for a pause before asking the server; only a changed search starts again from page 1.
  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const query: TripsQuery = { queue, type: typeFilter, search, page };
  const trips = useDispatchTrips(query);
  const answer = trips.data;

  const actions = useMemo<DispatchActions>(
    () => ({
      assignRider: (trip: DispatchTrip, kind: TripKind) =>
        setRiderTarget({
          orderId: trip.orderId,
          custom_order_id: trip.custom_order_id,
          kind,
          customerName: trip.customer.name,
          address: trip.address,
        }),
      assignVendor: (trip: DispatchTrip) =>
        setVendorTarget({
          orderId: trip.orderId,
          custom_order_id: trip.custom_order_id,
          customerName: trip.customer.name,
          address: trip.address,
        }),
    }),
    [],
  );

  const pick = (next: DispatchQueue) => {
    setQueue(next);
    setPage(1);
  };

  return (
    <DispatchActionsContext.Provider value={actions}>
      <section aria-labelledby="dispatch-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="dispatch-title" className="text-xl font-extrabold tracking-tight text-ink">
              {title}
            </h2>
            <p className="mt-0.5 max-w-2xl text-sm text-slate-500">{description}</p>
          </div>
          <div className="flex items-center gap-3 text-xs text-slate-500">
            <span
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold',
                live.connected ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600',
              )}
            >
              <Radio className="h-3.5 w-3.5" aria-hidden="true" />
              {live.connected ? 'Live' : 'Every 30 s'}
            </span>
            {trips.dataUpdatedAt ? <span className="tabular-nums">Updated {TIME.format(trips.dataUpdatedAt)}</span> : null}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void trips.refetch()}
              disabled={trips.isFetching}
              aria-label="Refresh"
            >
              <RefreshCw className={cn('h-4 w-4', trips.isFetching && 'animate-spin')} aria-hidden="true" />
            </Button>
          </div>
        </div>

        <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-3">
            {queues.length > 1 ? (
              <QueueSwitcher queues={queues} value={queue} counts={answer?.counts} onChange={pick} />
            ) : (
              <p className="flex items-center gap-2 text-sm font-semibold text-ink">
                {QUEUE_LABELS[queue]}
                <span className="min-w-6 rounded-full bg-brand-600 px-1.5 py-0.5 text-center text-xs font-bold text-white tabular-nums">
                  {answer ? answer.pagination.total : '–'}
                </span>
              </p>
            )}
            <label className="relative ml-auto w-full max-w-xs">
              <span className="sr-only">Search orders</span>
              <Search
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <input
                type="search"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                placeholder="Order id, name, phone or address"
                className="h-10 w-full rounded-xl bg-slate-50 pr-3 pl-9 text-sm ring-1 ring-slate-200 outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500"
              />
            </label>
            {type === 'all' ? (
              <label className="flex items-center gap-2 text-sm text-slate-600">
                <span className="sr-only">Order type</span>
                <select
                  value={typeFilter}
                  onChange={(event) => {
                    setTypeFilter(event.target.value as TripsQuery['type']);
                    setPage(1);
                  }}
                  className="h-10 rounded-xl bg-slate-50 px-3 text-sm font-medium ring-1 ring-slate-200 outline-none focus:ring-2 focus:ring-brand-500"
                >
                  <option value="all">All orders</option>
                  <option value="regular">Regular</option>
                  <option value="quick">Quick pickups</option>
                </select>
              </label>
            ) : null}
          </div>
          <p className="border-b border-slate-100 bg-slate-50/60 px-5 py-2 text-xs text-slate-500">{queueHints[queue]}</p>

          {trips.isPending ? (
            <TableSkeleton label={`Loading ${QUEUE_LABELS[queue].toLowerCase()}`} />
          ) : trips.isError && !answer ? (
            <ListError
              message={describeError(trips.error, 'Could not load the orders')}
              onRetry={() => void trips.refetch()}
              retrying={trips.isFetching}
            />
          ) : answer && answer.trips.length === 0 ? (
            <ListEmpty icon={empty[queue].icon} title={search ? 'No orders match your search' : empty[queue].title}>
              {search ? 'Try an order id, a customer name, a phone number or part of the address.' : empty[queue].text}
            </ListEmpty>
          ) : answer ? (
            <>
              {trips.isError ? (
                <p role="alert" className="bg-amber-50 px-5 py-2 text-xs font-medium text-amber-800">
                  Could not refresh: {describeError(trips.error, 'the server did not answer')}. Showing the last list.
                </p>
              ) : null}
              <DispatchTable queue={queue} trips={answer.trips} label={`${title}: ${QUEUE_LABELS[queue]}`} />
              <PaginationBar
                page={answer.pagination.page}
                limit={answer.pagination.limit}
                total={answer.pagination.total}
                onPage={setPage}
              />
            </>
          ) : null}
        </div>
      </section>

      <AssignRiderDialog target={riderTarget} onClose={() => setRiderTarget(null)} />
      <AssignVendorDialog target={vendorTarget} onClose={() => setVendorTarget(null)} />
    </DispatchActionsContext.Provider>
  );
}
