import type { DispatchQueue, DispatchTrip, TripKind } from '@washday/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { PolledLiveStatus } from '@/components/admin-table/live-status';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { TablePanel } from '@/components/admin-table/table-panel';
import { ListEmpty } from '@/components/admin-table/table-states';
import { FilterSelect, SearchField, TableToolbar } from '@/components/admin-table/table-toolbar';
import type { TripsQuery } from '../api/dispatch-keys';
import { useDispatchTrips } from '../api/get-dispatch-trips';
import { useDispatchLive } from '../hooks/use-dispatch-live';
import { AssignRiderDialog, type RiderTarget } from './assign-rider-dialog';
import { AssignVendorDialog, type VendorTarget } from './assign-vendor-dialog';
import { DispatchActionsContext, type DispatchActions } from './dispatch-actions';
import { DispatchTable } from './dispatch-table';
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

const TYPE_OPTIONS: Array<{ value: TripsQuery['type']; label: string }> = [
  { value: 'all', label: 'All orders' },
  { value: 'regular', label: 'Regular' },
  { value: 'quick', label: 'Quick pickups' },
];

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
        <ScreenHeader
          id="dispatch-title"
          title={title}
          description={description}
          actions={<PolledLiveStatus connected={live.connected} query={trips} />}
        />

        <TablePanel
          query={trips}
          toolbar={
            <>
              <TableToolbar>
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
                <SearchField
                  label="Search orders"
                  value={searchText}
                  onChange={setSearchText}
                  placeholder="Order id, name, phone or address"
                />
                {type === 'all' ? (
                  <FilterSelect
                    label="Order type"
                    value={typeFilter}
                    onChange={(value) => {
                      setTypeFilter(value as TripsQuery['type']);
                      setPage(1);
                    }}
                    options={TYPE_OPTIONS}
                  />
                ) : null}
              </TableToolbar>
              <p className="border-b border-slate-100 bg-slate-50/60 px-5 py-2 text-xs text-slate-500">{queueHints[queue]}</p>
            </>
          }
          loadingLabel={`Loading ${QUEUE_LABELS[queue].toLowerCase()}`}
          errorMessage="Could not load the orders"
          isEmpty={(data) => data.trips.length === 0}
          empty={() => (
            <ListEmpty icon={empty[queue].icon} title={search ? 'No orders match your search' : empty[queue].title}>
              {search ? 'Try an order id, a customer name, a phone number or part of the address.' : empty[queue].text}
            </ListEmpty>
          )}
          paging={(data) => ({ ...data.pagination, onPage: setPage })}
        >
          {(data) => <DispatchTable queue={queue} trips={data.trips} label={`${title}: ${QUEUE_LABELS[queue]}`} />}
        </TablePanel>
      </section>

      <AssignRiderDialog target={riderTarget} onClose={() => setRiderTarget(null)} />
      <AssignVendorDialog target={vendorTarget} onClose={() => setVendorTarget(null)} />
    </DispatchActionsContext.Provider>
  );
}
