import type { AdminReferral } from '@washday/core';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { CouponCell, DatesCell, FirstOrderCell, PersonCell, StatusCell } from './referral-cells';

// The server filters and pages; the table only lays the page out.
const features = tableFeatures({});
const col = createColumnHelper<typeof features, AdminReferral>();

const COLUMNS = col.columns([
  col.accessor('referrer', {
    id: 'referrer',
    header: 'Referrer',
    cell: ({ row }) => <PersonCell person={row.original.referrer} code={row.original.referral_code} />,
  }),
  col.accessor('referee', { id: 'referee', header: 'Friend', cell: ({ row }) => <PersonCell person={row.original.referee} /> }),
  col.accessor('status', { id: 'status', header: 'Status', cell: ({ row }) => <StatusCell referral={row.original} /> }),
  col.accessor('referee_coupon_code', {
    id: 'referee_coupon',
    header: "Friend's coupon",
    cell: ({ row }) => (
      <CouponCell code={row.original.referee_coupon_code} used={row.original.referee_coupon_used} missing="None issued" />
    ),
  }),
  col.accessor('first_booking_id', {
    id: 'first_order',
    header: 'First order',
    cell: ({ row }) => <FirstOrderCell referral={row.original} />,
  }),
  col.accessor('reward_coupon_code', {
    id: 'reward_coupon',
    header: 'Reward coupon',
    cell: ({ row }) => (
      <CouponCell
        code={row.original.reward_coupon_code}
        used={row.original.reward_coupon_used}
        missing="Issued when the first order is completed"
      />
    ),
  }),
  col.accessor('created_at', { id: 'dates', header: 'Dates', cell: ({ row }) => <DatesCell referral={row.original} /> }),
]);

/** One page of referrals: both people, the status, both coupons, the first order and the dates. */
export function ReferralsTable({ referrals }: { referrals: AdminReferral[] }) {
  const table = useTable({ features, columns: COLUMNS, data: referrals, getRowId: (row) => row._id });
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[68rem] border-separate border-spacing-0 text-left" aria-label="Referrals">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className="border-b border-slate-200 bg-slate-50/80 px-4 py-2.5 text-[11px] font-bold tracking-wider text-slate-500 uppercase first:pl-5 last:pr-5"
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="group align-top transition-colors hover:bg-brand-50/30">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="border-b border-slate-100 px-4 py-3.5 group-last:border-b-0 first:pl-5 last:pr-5">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
