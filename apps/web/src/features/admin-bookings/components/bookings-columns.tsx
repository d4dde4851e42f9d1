import { Phone, Zap } from 'lucide-react';
import { adminColumnHelper } from '@/components/admin-table/columns';
import type { AdminBooking } from '../api/admin-booking-keys';
import { formatMoment, formatPhone, formatSlot, rupees, telHref } from '../utils/booking-format';
import { paymentStatusMeta } from '../utils/payment-format';
import { RiderCell, StatusBadge } from './booking-badges';
import { BookingRowActions } from './booking-row-actions';

/** Sorting and paging are the server's: the table keeps their state and renders the page it is given. */
const col = adminColumnHelper<AdminBooking>();

const itemsSummary = (b: AdminBooking) => {
  const [first, ...rest] = b.item_prices;
  if (!first) return b.service_type === 'express' ? 'Quick pickup · items at the door' : 'No items yet';
  return `${first.service_name} ×${first.quantity}${rest.length ? ` +${rest.length} more` : ''}`;
};

/** The columns, built once; the ids of sortable ones are the server's sort keys. */
export const BOOKING_COLUMNS = col.columns([
  col.accessor('custom_order_id', {
    id: 'order',
    header: 'Order',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-mono text-[13px] font-bold tracking-tight text-ink">{row.original.custom_order_id}</p>
        <p className="mt-0.5 flex max-w-[8.5rem] items-center gap-1 text-xs text-slate-500 xl:max-w-[11rem]">
          {row.original.service_type === 'express' ? (
            <Zap className="h-3 w-3 shrink-0 text-amber-500" aria-label="Quick pickup" />
          ) : null}
          <span className="truncate" title={itemsSummary(row.original)}>
            {itemsSummary(row.original)}
          </span>
        </p>
      </div>
    ),
  }),
  col.accessor('customerName', {
    id: 'customer',
    header: 'Customer',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="text-sm font-semibold wrap-anywhere text-ink">{row.original.customerName}</p>
        <a
          href={telHref(row.original.customerPhone)}
          className="mt-0.5 inline-flex items-center gap-1 text-xs whitespace-nowrap text-slate-500 tabular-nums hover:text-brand-700"
        >
          <Phone className="h-3 w-3" aria-hidden="true" />
          {formatPhone(row.original.customerPhone)}
        </a>
      </div>
    ),
  }),
  col.accessor('scheduled_date', {
    id: 'scheduled_date',
    header: 'Pickup slot',
    cell: ({ row }) => {
      const pickup = formatSlot(row.original.scheduled_date, row.original.scheduled_time);
      const delivery = formatSlot(row.original.delivery_date, row.original.delivery_time);
      return (
        <div className="text-sm whitespace-nowrap">
          <p className="font-semibold text-ink">{pickup.day}</p>
          <p className="text-xs text-slate-500 tabular-nums">
            {pickup.time}
            <span className="hidden xl:inline"> · back {delivery.day.replace(/^\w+, /, '')}</span>
          </p>
        </div>
      );
    },
  }),
  col.accessor('status', { id: 'status', header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  col.display({ id: 'rider', header: 'Rider', cell: ({ row }) => <RiderCell booking={row.original} /> }),
  col.accessor('final_amount', {
    id: 'final_amount',
    header: 'Amount',
    sortDescFirst: true,
    cell: ({ row }) => (
      // The figure stays whole; the line under it may wrap ('Partially refunded', a long coupon), so the column never
      // pushes the table past a 1440 px screen.
      <div className="text-right">
        <p className="text-sm font-bold whitespace-nowrap text-ink tabular-nums">{rupees(row.original.final_amount)}</p>
        {row.original.discount_amount > 0 ? (
          <p className="text-xs text-emerald-700 tabular-nums">
            <span className="whitespace-nowrap">−{rupees(row.original.discount_amount)}</span>
            {row.original.coupon_code ? (
              <>
                {' '}
                <span className="whitespace-nowrap">· {row.original.coupon_code}</span>
              </>
            ) : null}
          </p>
        ) : (
          <p className="text-xs text-slate-500">
            {row.original.payment_status === 'pending'
              ? row.original.payment_method === 'online'
                ? 'Payment due'
                : 'Cash due'
              : paymentStatusMeta(row.original.payment_status).label}
          </p>
        )}
      </div>
    ),
  }),
  col.accessor('created_at', {
    id: 'created_at',
    header: 'Created',
    sortDescFirst: true,
    // Day and time each stay whole, but may sit on two lines: a nowrap moment pushed the table past the screen's
    // width, where the sticky actions covered it.
    cell: ({ getValue }) => {
      const [day, time] = formatMoment(getValue()).split(/(?<=,) /);
      return (
        <span className="text-sm text-slate-500 tabular-nums">
          <span className="whitespace-nowrap">{day}</span>
          {time ? (
            <>
              {' '}
              <span className="whitespace-nowrap">{time}</span>
            </>
          ) : null}
        </span>
      );
    },
  }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <BookingRowActions booking={row.original} />,
  }),
]);

export const COLUMN_CLASSES = {
  final_amount: 'text-right',
  actions: 'text-right',
  /** Left out on a tablet so the row's actions stay in view (the rows are newest first anyway). */
  created_at: 'hidden xl:table-cell',
};
