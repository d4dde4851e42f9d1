import { formatIndianMobile, locationFreshness, type ActiveRider, type RiderJob } from '@washday/core';
import { ExternalLink, MapPin, PackageCheck, Phone, Truck } from 'lucide-react';
import { useMemo } from 'react';
import { adminColumnHelper } from '@/components/admin-table/columns';
import { DataTable } from '@/components/admin-table/data-table';
import { cn } from '@/lib/cn';
import { FRESHNESS_STYLE, tripStatusLabel, formatDateTime, formatSlot, initials, timeAgo } from '../utils/rider-format';
import { FreshnessBadge } from './freshness-badge';
import { RiderCashCell } from './rider-cash-cell';

const helper = adminColumnHelper<ActiveRider>();

/**
 * Outside the columns' memo, which `now` renews: the table renders a cell function as a component, so a new one would
 * remount the cell (asking the cash again and closing an open handover dialog) on every refresh.
 */
function CashCell({ row }: { row: { original: ActiveRider } }) {
  return <RiderCashCell riderId={row.original._id} riderName={row.original.name} />;
}

export interface ActiveRidersTableProps {
  riders: ActiveRider[];
  /** The server's time now, so freshness moves on between refreshes. */
  now: Date;
}

/** One row per active rider: who, how fresh their position is, where, what they carry, and a call button. */
export function ActiveRidersTable({ riders, now }: ActiveRidersTableProps) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: 'Rider',
          cell: ({ row }) => <RiderCell rider={row.original} now={now} />,
        }),
        helper.accessor('lastLocationUpdate', {
          header: 'Last position',
          cell: ({ row }) => <PositionCell rider={row.original} now={now} />,
        }),
        helper.accessor('jobs', {
          header: 'Current jobs',
          cell: ({ row }) => <JobsCell jobs={row.original.jobs} />,
        }),
        helper.display({
          id: 'cash',
          header: 'Cash',
          cell: CashCell,
        }),
        helper.display({
          id: 'contact',
          header: () => <span className="sr-only">Contact</span>,
          cell: ({ row }) => (
            <a
              href={`tel:+91${row.original.phone}`}
              aria-label={`Call ${row.original.name}`}
              className="inline-flex h-9 items-center gap-1.5 rounded-xl bg-white px-3 text-sm font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
            >
              <Phone className="h-4 w-4" aria-hidden="true" />
              Call
            </a>
          ),
        }),
      ]),
    [now],
  );

  return (
    <div className="overflow-hidden rounded-3xl bg-white text-sm shadow-soft ring-1 ring-slate-900/5">
      <DataTable
        label="Active riders"
        columns={columns}
        data={riders}
        getRowId={(rider) => rider._id}
        minWidth="min-w-[1040px]"
        padX="px-5"
        padY="py-4"
        columnClassName={{ contact: 'w-px text-right' }}
        rowAttributes={(rider) => ({ 'data-rider-id': rider._id })}
      />
    </div>
  );
}

function RiderCell({ rider, now }: { rider: ActiveRider; now: Date }) {
  const freshness = locationFreshness(rider.lastLocationUpdate ? new Date(rider.lastLocationUpdate) : null, now);
  return (
    <div className="flex items-center gap-3">
      <span className="relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-2xl bg-slate-100 text-sm font-bold text-slate-700">
        {initials(rider.name)}
        <span
          className="absolute -right-0.5 -bottom-0.5 h-3 w-3 rounded-full ring-2 ring-white"
          style={{ background: FRESHNESS_STYLE[freshness].colour }}
          aria-hidden="true"
        />
      </span>
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere text-ink">{rider.name}</p>
        <p className="text-xs text-slate-500 tabular-nums">{formatIndianMobile(rider.phone)}</p>
      </div>
    </div>
  );
}

function PositionCell({ rider, now }: { rider: ActiveRider; now: Date }) {
  const at = rider.lastLocationUpdate;
  const freshness = locationFreshness(at ? new Date(at) : null, now);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <FreshnessBadge freshness={freshness} />
        <span className="font-medium text-slate-700" title={at ? formatDateTime(at) : undefined}>
          {timeAgo(at, now)}
        </span>
      </div>
      {rider.location ? (
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${rider.location.lat},${rider.location.lng}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-xs text-slate-500 tabular-nums hover:text-brand-700"
        >
          <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
          {rider.location.lat.toFixed(5)}, {rider.location.lng.toFixed(5)}
          <ExternalLink className="h-3 w-3" aria-hidden="true" />
        </a>
      ) : (
        <p className="text-xs text-slate-500">No position shared</p>
      )}
    </div>
  );
}

function JobsCell({ jobs }: { jobs: RiderJob[] }) {
  if (jobs.length === 0)
    return (
      <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-500">
        Free · no open jobs
      </span>
    );
  return (
    <ul className="space-y-1.5" aria-label={`${jobs.length} open ${jobs.length === 1 ? 'job' : 'jobs'}`}>
      {jobs.map((job) => {
        const Icon = job.trip === 'pickup' ? PackageCheck : Truck;
        return (
          <li key={`${job.bookingId}-${job.trip}`} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-lg px-2 py-0.5 text-xs font-bold ring-1',
                job.trip === 'pickup' ? 'bg-blue-50 text-blue-800 ring-blue-100' : 'bg-pink-50 text-pink-800 ring-pink-100',
              )}
            >
              <Icon className="h-3.5 w-3.5" aria-hidden="true" />
              {job.trip === 'pickup' ? 'Pickup' : 'Delivery'}
            </span>
            <span className="font-mono text-xs font-semibold text-ink">{job.custom_order_id}</span>
            <span className="text-xs text-slate-500">
              {tripStatusLabel(job.trip, job.status)} · {formatSlot(job.date, job.time)} · {job.customerName}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
