import { formatRupees, type AdminCoupon, type CouponState } from '@washday/core';
import { ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { STATE_LABELS, dayText, discountText, momentText } from '../utils/coupon-form';

const STATE_STYLES: Record<CouponState, string> = {
  active: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  scheduled: 'bg-sky-50 text-sky-700 ring-sky-200',
  used_up: 'bg-amber-50 text-amber-800 ring-amber-200',
  expired: 'bg-slate-100 text-slate-600 ring-slate-200',
  inactive: 'bg-red-50 text-red-700 ring-red-200',
};

export function StateBadge({ state }: { state: CouponState }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        STATE_STYLES[state],
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {STATE_LABELS[state]}
    </span>
  );
}

export function CodeCell({ coupon }: { coupon: AdminCoupon }) {
  return (
    <div className="min-w-0">
      <p className="font-mono text-sm font-bold tracking-wider wrap-anywhere text-ink">{coupon.code}</p>
      <p className="max-w-64 truncate text-xs text-slate-500" title={coupon.description}>
        {coupon.description}
      </p>
      {coupon.owner ? <p className="text-xs wrap-anywhere text-slate-500">Reward for {coupon.owner.name}</p> : null}
    </div>
  );
}

export function DiscountCell({ coupon }: { coupon: AdminCoupon }) {
  const { main, cap } = discountText(coupon);
  return (
    <div className="tabular-nums">
      <p className="text-sm font-semibold text-ink">{main}</p>
      {cap ? <p className="text-xs text-slate-500">{cap}</p> : null}
    </div>
  );
}

export function RulesCell({ coupon }: { coupon: AdminCoupon }) {
  const rules = [
    coupon.min_order > 0 ? `Min order ${formatRupees(coupon.min_order)}` : null,
    coupon.first_order_only ? 'First order' : null,
    coupon.one_time_per_customer ? 'Once per customer' : null,
  ].filter(Boolean);
  if (rules.length === 0) return <span className="text-xs text-slate-500">Any order</span>;
  return (
    <ul className="flex max-w-48 flex-wrap gap-1">
      {rules.map((rule) => (
        <li
          key={rule}
          className="rounded-md bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold whitespace-nowrap text-slate-600"
        >
          {rule}
        </li>
      ))}
    </ul>
  );
}

/** Its state, and the days it may be used. */
export function StatusCell({ coupon }: { coupon: AdminCoupon }) {
  return (
    <div>
      <StateBadge state={coupon.state} />
      <p className="mt-1 text-xs whitespace-nowrap text-slate-500 tabular-nums">
        {coupon.valid_from || coupon.valid_to
          ? `${coupon.valid_from ? dayText(coupon.valid_from) : 'Now'} – ${coupon.valid_to ? dayText(coupon.valid_to) : 'no end'}`
          : 'No end date'}
      </p>
    </div>
  );
}

/**
 * Redemptions against the limit and the discount given; opens the redemptions. Named by what it shows, then which
 * coupon's redemptions it opens: '12 used ₹1,840 given · last 21 Nov, 2:45 pm Redemptions of FIRST30' (WCAG 2.5.3).
 */
export function UsageCell({ coupon, onOpen }: { coupon: AdminCoupon; onOpen: () => void }) {
  const share = coupon.usage_limit ? Math.min(1, coupon.redemption_count / coupon.usage_limit) : null;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group/usage -mx-2 -my-1 block w-44 rounded-xl px-2 py-1 text-left tabular-nums hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
    >
      <p className="flex items-center gap-1 text-sm font-semibold text-ink">
        {coupon.redemption_count}{' '}
        <span className="font-normal text-slate-500">{coupon.usage_limit ? `/ ${coupon.usage_limit}` : 'used'}</span>
        <ChevronRight className="ml-auto h-4 w-4 text-slate-300 group-hover/usage:text-brand-600" aria-hidden="true" />
      </p>
      {share !== null ? (
        <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div
            className={cn('h-full rounded-full', share >= 1 ? 'bg-amber-500' : 'bg-brand-500')}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </div>
      ) : null}{' '}
      <p className="mt-0.5 text-xs text-slate-500">
        {formatRupees(coupon.discount_given)} given
        {coupon.last_redeemed_at ? ` · last ${momentText(coupon.last_redeemed_at)}` : ''}
      </p>{' '}
      <span className="sr-only">Redemptions of {coupon.code}</span>
    </button>
  );
}
