import type { AdminCoupon } from '@washday/core';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Power, PowerOff } from 'lucide-react';
import { createContext, use } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CodeCell, DiscountCell, RulesCell, StatusCell, UsageCell } from './coupon-cells';

interface CouponTableContext {
  onRedemptions: (coupon: AdminCoupon) => void;
  onToggleActive: (coupon: AdminCoupon) => void;
}
const Context = createContext<CouponTableContext | null>(null);
const useCouponTable = () => use(Context)!;

// The server filters and pages; the table only lays the page out.
const features = tableFeatures({});
const col = createColumnHelper<typeof features, AdminCoupon>();

function Usage({ coupon }: { coupon: AdminCoupon }) {
  const { onRedemptions } = useCouponTable();
  return <UsageCell coupon={coupon} onOpen={() => onRedemptions(coupon)} />;
}

function Actions({ coupon }: { coupon: AdminCoupon }) {
  const { onToggleActive } = useCouponTable();
  return (
    <div className="flex justify-end">
      <Button
        size="sm"
        variant={coupon.is_active ? 'danger-ghost' : 'ghost'}
        onClick={() => onToggleActive(coupon)}
        aria-label={`${coupon.is_active ? 'Deactivate' : 'Reactivate'} ${coupon.code}`}
      >
        {coupon.is_active ? (
          <PowerOff className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Power className="h-4 w-4" aria-hidden="true" />
        )}
        {coupon.is_active ? 'Deactivate' : 'Reactivate'}
      </Button>
    </div>
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
  const table = useTable({ features, columns: COLUMNS, data: coupons, getRowId: (row) => row.code });
  return (
    <Context value={context}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[60rem] border-separate border-spacing-0 text-left" aria-label="Coupons">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn(
                      'border-b border-slate-200 bg-slate-50/80 px-4 py-2.5 text-[11px] font-bold tracking-wider text-slate-500 uppercase first:pl-5 last:pr-5',
                      header.column.id === 'actions' && 'text-right',
                    )}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={cn(
                  'group align-top transition-colors hover:bg-brand-50/30',
                  !row.original.is_active && 'bg-slate-50/60',
                )}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'border-b border-slate-100 px-4 py-3.5 group-last:border-b-0 first:pl-5 last:pr-5',
                      cell.column.id === 'actions' && 'text-right',
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Context>
  );
}
