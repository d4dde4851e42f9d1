import type { DispatchQueue, DispatchTrip } from '@washday/core';
import { adminColumnHelper } from '@/components/admin-table/columns';
import {
  AddressCell,
  AmountCell,
  CustomerCell,
  ItemsCell,
  OrderCell,
  RiderCell,
  SlotCell,
  TripKindBadge,
  VendorCell,
} from './dispatch-cells';
import { TripActions } from './trip-actions';

/** Rendering only: paging, filtering and order are the server's. */
const col = adminColumnHelper<DispatchTrip>();

const trip = col.display({
  id: 'trip',
  header: 'Trip',
  cell: ({ row }) => (
    <div className="space-y-1.5">
      <TripKindBadge kind={row.original.trip} />
      <SlotCell date={row.original.slot.date} time={row.original.slot.time} />
    </div>
  ),
});
const dueBack = col.display({
  id: 'due',
  header: 'Due back',
  cell: ({ row }) => <SlotCell date={row.original.delivery.date} time={row.original.delivery.time} />,
});
const order = col.display({ id: 'order', header: 'Order', cell: ({ row }) => <OrderCell trip={row.original} /> });
const customer = col.display({ id: 'customer', header: 'Customer', cell: ({ row }) => <CustomerCell trip={row.original} /> });
const address = col.display({ id: 'address', header: 'Address', cell: ({ row }) => <AddressCell trip={row.original} /> });
const items = col.display({ id: 'items', header: 'Items', cell: ({ row }) => <ItemsCell trip={row.original} /> });
const amount = col.accessor('final_amount', {
  id: 'amount',
  header: 'Amount',
  cell: ({ getValue }) => <AmountCell rupees={getValue()} />,
});
const vendor = col.display({ id: 'vendor', header: 'Vendor', cell: ({ row }) => <VendorCell trip={row.original} /> });
const rider = col.display({
  id: 'rider',
  header: 'Rider',
  cell: ({ row }) => <RiderCell side={row.original.trip === 'pickup' ? row.original.pickup : row.original.delivery} />,
});
const collectedBy = col.display({
  id: 'collected',
  header: 'Collected by',
  cell: ({ row }) => <RiderCell side={row.original.pickup} />,
});
const actions = (queue: DispatchQueue) =>
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <TripActions trip={row.original} queue={queue} />,
  });

/** Each queue's columns, built once. */
export const DISPATCH_COLUMNS = {
  waiting: col.columns([trip, order, customer, address, items, amount, vendor, actions('waiting')]),
  assigned: col.columns([trip, order, customer, rider, address, amount, vendor, actions('assigned')]),
  in_hand: col.columns([dueBack, order, customer, collectedBy, items, vendor, actions('in_hand')]),
};

export const COLUMN_CLASSES = { amount: 'text-right', actions: 'text-right' };
