import type { AdminCoupon } from '@washday/core';
import { createContext, use } from 'react';
import { adminColumnHelper } from '@/components/admin-table/columns';
import { DataTable } from '@/components/admin-table/data-table';
import { RowActions, ToggleActiveButton } from '@/components/admin-table/row-actions';
import { CodeCell, DiscountCell, RulesCell, StatusCell, UsageCell } from './coupon-cells';

interface CouponTableContext {
  onRedemptions: (coupon: AdminCoupon) => void;
  onToggleActive: (coupon: AdminCoupon) => void;
}
const Context = createContext<CouponTableContext | null>(null);
const useCouponTable = () => use(Context)!;

// The server filters and pages; the table only lays the page out.
const col = adminColumnHelper<AdminCoupon>();

function Usage({ coupon }: { coupon: AdminCoupon }) {
  const { onRedemptions } = useCouponTable();
  return <UsageCell coupon={coupon} onOpen={() => onRedemptions(coupon)} />;
}

function Actions({ coupon }: { coupon: AdminCoupon }) {
  const { onToggleActive } = useCouponTable();
  return (
    <RowActions>
      <ToggleActiveButton name={coupon.code} active={coupon.is_active} onToggle={() => onToggleActive(coupon)} />
    </RowActions>
  );
}

const COLUMNS = col.columns([
  col.accessor('code', { id: 'code', header: 'Coupon', cell: ({ row }) => <CodeCell coupon={row.original} /> }),
  col.display({ id: 'discount', header: 'Discount', cell: ({ row }) => <DiscountCell coupon={row.original} /> }),
  col.display({ id: 'rules', header: 'Conditions', cell: ({ row }) => <RulesCell coupon={row.original} /> }),
  col.accessor('redemption_count', { id: 'usage', header: 'Usage', cell: ({ row }) => <Usage coupon={row.original} /> }),
  col.accessor('state', { id: 'state', header: 'Status', cell: ({ row }) => <StatusCell coupon={row.original} /> }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <Actions coupon={row.original} />,
  }),
]);

/** One page of coupons with their use. */
export function CouponsTable({ coupons, ...context }: CouponTableContext & { coupons: AdminCoupon[] }) {
  return (
    <Context value={context}>
      <DataTable
        label="Coupons"
        columns={COLUMNS}
        data={coupons}
        getRowId={(row) => row.code}
        minWidth="min-w-[60rem]"
        columnClassName={{ actions: 'text-right' }}
        rowClassName={(row) => !row.is_active && 'bg-slate-50/60'}
      />
    </Context>
  );
}
