import { formatIndianMobile, type AdminRecurringRow } from '@washday/core';
import { adminColumnHelper } from '@/components/admin-table/columns';
import { DataTable } from '@/components/admin-table/data-table';
import { Button } from '@/components/ui/button';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const STATUS: Record<AdminRecurringRow['status'], string> = { active: 'Active', paused: 'Paused', stopped: 'Stopped' };
const WHY: Record<NonNullable<AdminRecurringRow['paused_reason']>, string> = {
  customer: 'by the customer',
  address_missing: 'address deleted',
  not_serviceable: 'area not served',
  admin: 'by operations',
};

const hour = (time: string) => {
  const h = Number(time.slice(0, 2));
  return `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`;
};
const day = (date: string) =>
  new Date(`${date}T00:00:00+05:30`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });

/** 'Every Wednesday', 'Every 2 weeks on Monday', 'Monthly on day 31'. */
export function cadenceText(row: Pick<AdminRecurringRow, 'frequency' | 'weekday' | 'day_of_month' | 'pickup_time'>) {
  const when =
    row.frequency === 'monthly'
      ? `Monthly on day ${row.day_of_month}`
      : row.frequency === 'fortnightly'
        ? `Every 2 weeks on ${WEEKDAYS[row.weekday ?? 0]}`
        : `Every ${WEEKDAYS[row.weekday ?? 0]}`;
  return `${when} · ${hour(row.pickup_time)}`;
}

const col = adminColumnHelper<AdminRecurringRow>();

/** The customers' recurring pickups, one page; pause or resume opens the reason dialog. */
export function RecurringTable({
  rows,
  onAction,
}: {
  rows: AdminRecurringRow[];
  onAction: (row: AdminRecurringRow, action: 'pause' | 'resume') => void;
}) {
  const columns = col.columns([
    col.accessor('customer', {
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) => (
        <>
          <span className="block font-semibold text-ink">{row.original.customer.name}</span>
          <span className="text-slate-500 tabular-nums">{formatIndianMobile(row.original.customer.phone)}</span>
        </>
      ),
    }),
    col.accessor('frequency', { id: 'cadence', header: 'Cadence', cell: ({ row }) => cadenceText(row.original) }),
    col.accessor('next_pickup', {
      id: 'next',
      header: 'Next pickup',
      cell: ({ row }) => {
        const next = row.original.next_pickup;
        return next ? `${day(next.date)}, ${hour(next.time)} (${next.status})` : '—';
      },
    }),
    col.accessor('status', {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        `${STATUS[row.original.status]}${row.original.paused_reason ? ` (${WHY[row.original.paused_reason]})` : ''}`,
    }),
    col.accessor('area', { id: 'area', header: 'Area', cell: ({ row }) => row.original.area ?? 'No address' }),
    col.display({
      id: 'actions',
      header: '',
      cell: ({ row }) =>
        row.original.status === 'active' ? (
          <Button size="sm" variant="secondary" onClick={() => onAction(row.original, 'pause')}>
            Pause
          </Button>
        ) : row.original.status === 'paused' ? (
          <Button size="sm" variant="secondary" onClick={() => onAction(row.original, 'resume')}>
            Resume
          </Button>
        ) : null,
    }),
  ]);
  return <DataTable label="Recurring pickups" columns={columns} data={rows} getRowId={(r) => r.id} minWidth="min-w-[56rem]" />;
}
