import { formatIndianMobile, formatRupees } from '@washday/core';
import { CalendarPlus, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import type { BookForUserValues, BookingEstimate } from '../utils/book-for-user-form';
import { slotText } from '../utils/format';

const when = (date: string, time: string) => slotText(date, time) || '—';

/** The order as it stands, its totals by core's pricing (the server prices it again), the discount and the submit. */
export function OrderSummary({ estimate, submitting }: { estimate: BookingEstimate; submitting: boolean }) {
  const { control } = useFormContext<BookForUserValues>();
  const [customer, lines, pickupDate, pickupTime, deliveryDate, deliveryTime] = useWatch({
    control,
    name: ['customer', 'lines', 'pickupDate', 'pickupTime', 'deliveryDate', 'deliveryTime'],
  });
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);

  return (
    <aside aria-label="Order summary" className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5 lg:sticky lg:top-36">
      <div className="border-b border-slate-100 px-5 py-4">
        <h3 className="text-[15px] font-bold text-ink">Order summary</h3>
        <p className="text-xs text-slate-500">Booked as pending, cash on delivery.</p>
      </div>
      <dl className="space-y-2.5 px-5 py-4 text-sm">
        <Row label="Customer">
          {customer ? (
            <>
              {customer.name.trim() || <span className="text-slate-500">No name yet</span>}
              {customer.phone ? (
                <span className="block text-xs font-normal text-slate-500 tabular-nums">
                  {formatIndianMobile(customer.phone)}
                </span>
              ) : null}
              {customer.kind === 'new' ? (
                <span className="mt-0.5 inline-block rounded-full bg-sky-50 px-2 py-0.5 text-[11px] font-semibold text-sky-800 ring-1 ring-sky-200">
                  New account
                </span>
              ) : null}
            </>
          ) : (
            <span className="text-slate-500">Not chosen</span>
          )}
        </Row>
        <Row label="Items">
          {lines.length ? (
            `${lines.length} line${lines.length === 1 ? '' : 's'}, ${pieces} unit${pieces === 1 ? '' : 's'}`
          ) : (
            <span className="text-slate-500">None</span>
          )}
        </Row>
        <Row label="Pickup">{when(pickupDate, pickupTime)}</Row>
        <Row label="Delivery">
          {deliveryDate || deliveryTime ? (
            when(deliveryDate || pickupDate, deliveryTime || pickupTime)
          ) : (
            <span className="text-slate-500">Same as pickup</span>
          )}
        </Row>
      </dl>
      <div className="space-y-3 border-t border-slate-100 px-5 py-4">
        <TextField<BookForUserValues>
          name="discount"
          label="Discount (₹)"
          inputMode="decimal"
          placeholder="0"
          inputClassName="h-10 text-sm tabular-nums"
        />
        <dl className="space-y-1.5 text-sm tabular-nums">
          <div className="flex justify-between text-slate-600">
            <dt>Subtotal</dt>
            <dd>{formatRupees(estimate.subtotal)}</dd>
          </div>
          <div className="flex justify-between text-slate-600">
            <dt>Discount</dt>
            <dd>− {formatRupees(estimate.discount)}</dd>
          </div>
          <div className="flex justify-between border-t border-dashed border-slate-200 pt-2 text-base font-extrabold text-ink">
            <dt>Final amount</dt>
            <dd>{formatRupees(estimate.total)}</dd>
          </div>
        </dl>
        {estimate.problem ? (
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-xs text-amber-900 ring-1 ring-amber-100">
            <TriangleAlert className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {estimate.problem}
          </p>
        ) : null}
        <FormAlert<BookForUserValues> prefix="Failed to create booking" />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          )}
          {submitting ? 'Creating booking…' : 'Create booking'}
        </Button>
      </div>
    </aside>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-semibold text-ink">{children}</dd>
    </div>
  );
}
