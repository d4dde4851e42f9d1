import type { AdminCoupon } from '@washday/core';
import { Plus, RefreshCw, Search, SearchX, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty, ListError, PaginationBar, TableSkeleton } from '@/components/table-states';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import type { CouponListQuery } from '../api/admin-coupon-keys';
import { useCoupons } from '../api/get-coupons';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { CouponFormDialog } from './coupon-form-dialog';
import { CouponStatusDialog } from './coupon-status-dialog';
import { CouponsTable } from './coupons-table';
import { RedemptionsDrawer } from './redemptions-drawer';

const STATUSES: Array<{ id: CouponListQuery['status']; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'active', label: 'Active' },
  { id: 'inactive', label: 'Inactive' },
];

/** Coupons for operations: the list with each one's use, create, deactivate or reactivate, and who redeemed it. */
export function CouponsScreen() {
  const [status, setStatus] = useState<CouponListQuery['status']>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [pageOf, setPageOf] = useState<{ key: string; page: number }>({ key: '', page: 1 });
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<AdminCoupon | null>(null);
  const [viewing, setViewing] = useState<AdminCoupon | null>(null);

  // A new filter starts again at page 1.
  const filterKey = JSON.stringify([status, search]);
  const page = pageOf.key === filterKey ? pageOf.page : 1;
  const coupons = useCoupons({ status, search, page });
  const answer = coupons.data;

  return (
    <section aria-labelledby="coupons-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="coupons-title" className="text-xl font-extrabold tracking-tight text-ink">
            Coupons
          </h2>
          <p className="mt-0.5 max-w-2xl text-sm text-slate-500">
            Codes customers enter at checkout. The server applies every rule here when an order is placed; a deactivated coupon is
            refused from the next order on.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New coupon
        </Button>
      </div>

      <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-3">
          <div role="group" aria-label="Coupon status" className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
            {STATUSES.map((s) => (
              <button
                key={s.id}
                type="button"
                aria-pressed={status === s.id}
                onClick={() => setStatus(s.id)}
                className={cn(
                  'inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold text-slate-600 transition-colors hover:text-ink',
                  status === s.id && 'bg-white text-ink shadow-soft',
                )}
              >
                {s.label}
              </button>
            ))}
          </div>
          <label className="relative ml-auto w-full max-w-xs">
            <span className="sr-only">Search coupons</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Code or description"
              maxLength={30}
              className="h-10 w-full rounded-xl bg-slate-50 pr-3 pl-9 text-sm ring-1 ring-slate-200 outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500"
            />
          </label>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void coupons.refetch()}
            disabled={coupons.isFetching}
            aria-label="Refresh coupons"
          >
            <RefreshCw className={cn('h-4 w-4', coupons.isFetching && 'animate-spin')} aria-hidden="true" />
          </Button>
        </div>

        {coupons.isPending ? (
          <TableSkeleton label="Loading coupons" />
        ) : coupons.isError && !answer ? (
          <ListError
            message={describeError(coupons.error, 'Could not load the coupons')}
            onRetry={() => void coupons.refetch()}
            retrying={coupons.isFetching}
          />
        ) : answer && answer.coupons.length === 0 ? (
          search ? (
            <ListEmpty icon={<SearchX className="h-6 w-6" aria-hidden="true" />} title="No coupons match">
              Try part of the code or the description.
            </ListEmpty>
          ) : (
            <ListEmpty
              icon={<TicketPercent className="h-6 w-6" aria-hidden="true" />}
              title={status === 'inactive' ? 'No inactive coupons' : 'No coupons yet'}
              action={
                status === 'inactive' ? null : (
                  <Button size="sm" onClick={() => setCreating(true)}>
                    <Plus className="h-4 w-4" aria-hidden="true" />
                    New coupon
                  </Button>
                )
              }
            >
              {status === 'inactive' ? 'Every coupon is switched on.' : 'Create a code for a promotion.'}
            </ListEmpty>
          )
        ) : answer ? (
          <>
            {coupons.isError ? (
              <p role="alert" className="bg-amber-50 px-5 py-2 text-xs font-medium text-amber-800">
                Could not refresh: {describeError(coupons.error, 'the server did not answer')}. Showing the last list.
              </p>
            ) : null}
            <CouponsTable coupons={answer.coupons} onRedemptions={setViewing} onToggleActive={setToggling} />
            <PaginationBar
              page={answer.pagination.page}
              limit={answer.pagination.limit}
              total={answer.pagination.total}
              onPage={(next) => setPageOf({ key: filterKey, page: next })}
            />
          </>
        ) : null}
      </div>

      <CouponFormDialog open={creating} onClose={() => setCreating(false)} />
      <CouponStatusDialog coupon={toggling} onClose={() => setToggling(null)} />
      <RedemptionsDrawer coupon={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
