import { formatRupees, PAYMENT_RECORD_METHODS, type MoneyTotals as Totals } from '@washday/core';
import { Banknote, CircleAlert, Landmark, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PAYMENT_METHOD_LABEL } from '@/lib/payment-labels';
import { percent } from '../utils/money-format';

const METHOD_BAR: Record<(typeof PAYMENT_RECORD_METHODS)[number], string> = {
  cash: 'bg-emerald-500',
  upi_qr: 'bg-sky-500',
  online: 'bg-violet-500',
};

function Card({
  title,
  icon,
  value,
  children,
  tone,
}: {
  title: string;
  icon: ReactNode;
  value: number;
  children: ReactNode;
  tone?: 'due';
}) {
  return (
    <section
      aria-label={title}
      className={cn(
        'min-w-0 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-900/5',
        tone === 'due' && 'bg-amber-50/60 ring-amber-200',
      )}
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        {icon}
        {title}
      </h3>
      <p className="mt-1 text-2xl font-extrabold tracking-tight text-ink tabular-nums">{formatRupees(value)}</p>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

/** The range's totals: collected by method, refunded and net, collected against booked revenue, and what is still owed. */
export function MoneyTotals({ totals }: { totals: Totals }) {
  const { collected } = totals;
  const share = percent(totals.net_collected, totals.booked_revenue);
  const icon = (Icon: typeof Banknote) => <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card title="Collected" icon={icon(Banknote)} value={collected.total}>
        <div className="flex h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          {PAYMENT_RECORD_METHODS.map((m) => (
            <span key={m} className={METHOD_BAR[m]} style={{ width: `${percent(collected[m], collected.total)}%` }} />
          ))}
        </div>
        <dl className="mt-2 space-y-1">
          {PAYMENT_RECORD_METHODS.map((m) => (
            <div key={m} className="flex items-center justify-between gap-3">
              <dt className="flex items-center gap-2 text-slate-600">
                <span className={cn('h-2 w-2 rounded-full', METHOD_BAR[m])} aria-hidden="true" />
                {PAYMENT_METHOD_LABEL[m]}
              </dt>
              <dd className="font-semibold text-ink tabular-nums">{formatRupees(collected[m])}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title="Net collected" icon={icon(Undo2)} value={totals.net_collected}>
        <dl className="space-y-1">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Collected</dt>
            <dd className="font-semibold text-ink tabular-nums">{formatRupees(collected.total)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Refunded</dt>
            <dd className="font-semibold text-ink tabular-nums">
              {totals.refunded > 0 ? '−' : ''}
              {formatRupees(totals.refunded)}
            </dd>
          </div>
        </dl>
      </Card>
      <Card title="Booked revenue" icon={icon(Landmark)} value={totals.booked_revenue}>
        {totals.completed_orders === 0 ? (
          <p className="text-slate-600">No order completed on these days.</p>
        ) : (
          <>
            <p className="text-slate-600">
              {totals.completed_orders} {totals.completed_orders === 1 ? 'order' : 'orders'} completed
            </p>
            <div
              role="meter"
              aria-label="Net collected against booked revenue"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.min(share, 100)}
              aria-valuetext={`${share}%`}
              className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <span className="block h-full rounded-full bg-brand-600" style={{ width: `${Math.min(share, 100)}%` }} />
            </div>
            <p className="mt-1.5 text-xs text-slate-600">
              Net collected is <span className="font-semibold text-ink">{share}%</span> of it
            </p>
          </>
        )}
      </Card>
      <Card
        title="Completed, unpaid"
        icon={<CircleAlert className="h-4 w-4 text-amber-600" aria-hidden="true" />}
        value={totals.unpaid}
        {...(totals.unpaid > 0 ? { tone: 'due' as const } : {})}
      >
        <p className="text-slate-600">
          {totals.unpaid_orders === 0
            ? 'Every completed order is paid.'
            : `${totals.unpaid_orders} completed ${totals.unpaid_orders === 1 ? 'order owes' : 'orders owe'} money`}
        </p>
      </Card>
    </div>
  );
}
