import { formatRupees, type AdminPaymentRow, type AdminRefundRow, type UnpaidOrder } from '@washday/core';
import { adminColumnHelper } from '@/components/admin-table/columns';
import { dateTimeFormat } from '@/lib/india-time';
import { PAYMENT_METHOD_LABEL, PAYMENT_RECORD_STATUS_LABEL, REFUND_STATUS_LABEL } from '@/lib/payment-labels';
import { RECORD_TONE, REFUND_TONE } from '../utils/money-format';
import { StatusPill } from './status-pill';

/** '29 Nov, 6:21 PM' in India time. */
const moment = (iso: string) => dateTimeFormat.format(new Date(iso)).replace(/\b(am|pm)\b/g, (m) => m.toUpperCase());

function OrderCell({ order, customer, extra }: { order: string; customer: string; extra?: string }) {
  return (
    <div className="min-w-0">
      <p className="font-mono text-sm font-semibold text-ink">{order}</p>
      <p className="text-xs wrap-anywhere text-slate-600">
        {customer}
        {extra ? ` · ${extra}` : ''}
      </p>
    </div>
  );
}

const When = ({ iso }: { iso: string }) => (
  <span className="text-sm whitespace-nowrap text-slate-700 tabular-nums">{moment(iso)}</span>
);
const Amount = ({ value, minus = false }: { value: number; minus?: boolean }) => (
  <span className="text-sm font-bold text-ink tabular-nums">
    {minus ? '−' : ''}
    {formatRupees(value)}
  </span>
);

const pay = adminColumnHelper<AdminPaymentRow>();
export const paymentColumns = [
  pay.display({
    id: 'when',
    header: 'When',
    cell: ({ row }) => <When iso={row.original.captured_at ?? row.original.created_at} />,
  }),
  pay.display({
    id: 'order',
    header: 'Order',
    cell: ({ row }) => <OrderCell order={row.original.order_number} customer={row.original.customer_name} />,
  }),
  pay.accessor('method', {
    header: 'Method',
    cell: ({ getValue }) => <span className="text-sm font-medium text-ink">{PAYMENT_METHOD_LABEL[getValue()]}</span>,
  }),
  pay.accessor('rider_name', {
    header: 'Rider',
    cell: ({ getValue }) => <span className="text-sm text-slate-700">{getValue() ?? '—'}</span>,
  }),
  pay.accessor('reference', {
    header: 'Reference',
    cell: ({ getValue }) => <span className="font-mono text-xs break-all text-slate-600">{getValue() ?? '—'}</span>,
  }),
  pay.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <StatusPill tone={RECORD_TONE[getValue()]}>{PAYMENT_RECORD_STATUS_LABEL[getValue()]}</StatusPill>,
  }),
  pay.accessor('amount', {
    header: 'Amount',
    cell: ({ row }) => (
      <div className="text-right">
        <Amount value={row.original.amount} />
        {row.original.refunded > 0 ? (
          <p className="text-xs whitespace-nowrap text-slate-600 tabular-nums">{formatRupees(row.original.refunded)} refunded</p>
        ) : null}
      </div>
    ),
  }),
];

const refund = adminColumnHelper<AdminRefundRow>();
export const refundColumns = [
  refund.display({ id: 'when', header: 'When', cell: ({ row }) => <When iso={row.original.created_at} /> }),
  refund.display({
    id: 'order',
    header: 'Order',
    cell: ({ row }) => <OrderCell order={row.original.order_number} customer={row.original.customer_name} />,
  }),
  refund.accessor('reason', {
    header: 'Reason',
    cell: ({ row }) => (
      <p className="max-w-xs text-sm wrap-anywhere text-ink">
        {row.original.automatic ? <span className="font-semibold">On cancellation: </span> : null}
        {row.original.reason}
      </p>
    ),
  }),
  refund.accessor('method', {
    header: 'Paid by',
    cell: ({ getValue }) => <span className="text-sm text-slate-700">{PAYMENT_METHOD_LABEL[getValue()]}</span>,
  }),
  refund.accessor('credit_note_number', {
    header: 'Credit note',
    cell: ({ getValue }) => <span className="font-mono text-xs whitespace-nowrap text-slate-700">{getValue() ?? '—'}</span>,
  }),
  refund.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <StatusPill tone={REFUND_TONE[getValue()]}>{REFUND_STATUS_LABEL[getValue()]}</StatusPill>,
  }),
  refund.accessor('amount', {
    header: 'Amount',
    cell: ({ getValue }) => (
      <div className="text-right">
        <Amount value={getValue()} minus />
      </div>
    ),
  }),
];

const unpaid = adminColumnHelper<UnpaidOrder>();
export const unpaidColumns = [
  unpaid.accessor('completed_at', { header: 'Completed', cell: ({ getValue }) => <When iso={getValue()} /> }),
  unpaid.display({
    id: 'order',
    header: 'Order',
    cell: ({ row }) => (
      <OrderCell order={row.original.order_number} customer={row.original.customer_name} extra={row.original.customer_phone} />
    ),
  }),
  unpaid.accessor('collect_later', {
    header: 'Why',
    cell: ({ getValue }) =>
      getValue() ? <StatusPill tone="sky">Collect later</StatusPill> : <StatusPill tone="amber">Not collected</StatusPill>,
  }),
  unpaid.accessor('amount', {
    header: 'Bill',
    cell: ({ getValue }) => (
      <div className="text-right">
        <Amount value={getValue()} />
      </div>
    ),
  }),
  unpaid.accessor('paid', {
    header: 'Paid',
    cell: ({ getValue }) => (
      <div className="text-right">
        <Amount value={getValue()} />
      </div>
    ),
  }),
  unpaid.accessor('due', {
    header: 'Due',
    cell: ({ getValue }) => (
      <div className="text-right text-amber-800">
        <Amount value={getValue()} />
      </div>
    ),
  }),
];

/** Money columns sit at the right. */
export const RIGHT = 'text-right';
