import type { AdminReferral } from '@washday/core';
import { adminColumnHelper } from '@/components/admin-table/columns';
import { DataTable } from '@/components/admin-table/data-table';
import { CouponCell, DatesCell, FirstOrderCell, PersonCell, StatusCell } from './referral-cells';

// The server filters and pages; the table only lays the page out.
const col = adminColumnHelper<AdminReferral>();

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
  return <DataTable label="Referrals" columns={COLUMNS} data={referrals} getRowId={(row) => row._id} minWidth="min-w-[68rem]" />;
}
