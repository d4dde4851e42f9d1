import * as DialogPrimitive from '@radix-ui/react-dialog';
import { formatIndianMobile, formatRupees, type AdminCoupon } from '@washday/core';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PaginationBar } from '@/components/admin-table/pagination-bar';
import { ListEmpty, ListError, TableSkeleton } from '@/components/admin-table/table-states';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { describeError } from '@/lib/request-errors';
import { useCouponRedemptions } from '../api/get-coupon-redemptions';
import { momentText } from '../utils/coupon-form';
import { StateBadge } from './coupon-cells';

/**
 * A coupon's redemptions in a panel from the right: who, when, which order and how much, newest first. The shared
 * dialog, so focus goes back to the Usage button that opened it when it closes.
 */
export function RedemptionsDrawer({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  return (
    <Dialog open={coupon !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent placement="right" widthClassName="max-w-2xl">
        {coupon ? <DrawerBody key={coupon.code} coupon={coupon} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DrawerBody({ coupon }: { coupon: AdminCoupon }) {
  const [page, setPage] = useState(1);
  const redemptions = useCouponRedemptions(coupon.code, page);
  const answer = redemptions.data;
  const current = answer?.coupon ?? coupon;

  return (
    <>
      <header className="border-b border-slate-100 px-6 pt-6 pb-4 pr-16">
        <div className="flex items-center gap-2">
          <DialogPrimitive.Title className="font-mono text-xl font-extrabold tracking-wider text-ink">
            {current.code}
          </DialogPrimitive.Title>
          <StateBadge state={current.state} />
        </div>
        <DialogPrimitive.Description className="mt-1 text-sm text-slate-500">{current.description}</DialogPrimitive.Description>
        <dl className="mt-4 grid grid-cols-3 gap-3 tabular-nums">
          <Stat
            label="Redemptions"
            value={`${current.redemption_count}${current.usage_limit ? ` / ${current.usage_limit}` : ''}`}
          />
          <Stat label="Discount given" value={formatRupees(current.discount_given)} />
          <Stat label="Last used" value={current.last_redeemed_at ? momentText(current.last_redeemed_at) : '—'} />
        </dl>
      </header>
      <div className="flex-1 overflow-y-auto">
        {redemptions.isPending ? (
          <TableSkeleton rows={4} label="Loading redemptions" />
        ) : redemptions.isError && !answer ? (
          <ListError
            message={describeError(redemptions.error, 'Could not load the redemptions')}
            onRetry={() => void redemptions.refetch()}
            retrying={redemptions.isFetching}
          />
        ) : answer && answer.redemptions.length === 0 ? (
          <ListEmpty icon={<ReceiptText className="h-6 w-6" aria-hidden="true" />} title="Not used yet">
            Orders that use {current.code} appear here. A cancelled order gives its redemption back, so it leaves this list.
          </ListEmpty>
        ) : answer ? (
          <table
            className="w-full border-separate border-spacing-0 text-left text-sm"
            aria-label={`Redemptions of ${current.code}`}
          >
            <thead>
              <tr>
                {['Customer', 'Order', 'Used', 'Order amount', 'Discount'].map((h, i) => (
                  <th
                    key={h}
                    scope="col"
                    className={`border-b border-slate-200 bg-slate-50/80 px-4 py-2.5 text-[11px] font-bold tracking-wider text-slate-500 uppercase first:pl-6 last:pr-6 ${i >= 3 ? 'text-right' : ''}`}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.redemptions.map((r) => (
                <tr key={r.id} className="align-top">
                  <td className="border-b border-slate-100 px-4 py-3 pl-6">
                    <p className="font-semibold wrap-anywhere text-ink">{r.customer.name}</p>
                    <p className="text-xs text-slate-500 tabular-nums">{formatIndianMobile(r.customer.phone)}</p>
                  </td>
                  <td className="border-b border-slate-100 px-4 py-3">
                    <Link
                      to={`/admin?tab=bookings&q=${encodeURIComponent(r.booking.custom_order_id)}`}
                      className="font-mono text-xs font-semibold text-brand-700 hover:underline"
                    >
                      {r.booking.custom_order_id}
                    </Link>
                    <p className="text-xs text-slate-500 capitalize">{r.booking.status.replace('_', ' ')}</p>
                  </td>
                  <td className="border-b border-slate-100 px-4 py-3 text-xs whitespace-nowrap text-slate-600 tabular-nums">
                    {momentText(r.used_at)}
                  </td>
                  <td className="border-b border-slate-100 px-4 py-3 text-right tabular-nums">{formatRupees(r.order_amount)}</td>
                  <td className="border-b border-slate-100 px-4 py-3 pr-6 text-right font-semibold text-emerald-700 tabular-nums">
                    − {formatRupees(r.discount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      {answer && answer.pagination.total > answer.pagination.limit ? (
        <PaginationBar
          page={answer.pagination.page}
          limit={answer.pagination.limit}
          total={answer.pagination.total}
          onPage={setPage}
        />
      ) : null}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/70">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-base font-bold text-ink">{value}</dd>
    </div>
  );
}
