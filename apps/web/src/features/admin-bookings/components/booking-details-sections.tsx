import type { TripKind } from '@washday/core';
import { Bike, Factory, Package } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { AdminBooking } from '../api/admin-booking-keys';
import { RIDER_STATUS_LABEL, STAGE_LABEL, TRIP_LABEL, formatMoment, formatPhone, rupees, telHref } from '../utils/booking-format';
import { ToneBadge } from './booking-badges';

export function Section({
  title,
  icon,
  children,
  className,
}: {
  title: string;
  icon?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-2xl bg-white p-4 ring-1 ring-slate-200/80', className)} aria-label={title}>
      <h3 className="flex items-center gap-2 text-sm font-bold text-ink">
        {icon}
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div
    className={cn(
      'flex items-center justify-between gap-4 py-1 text-sm',
      strong && 'border-t border-slate-100 pt-2 text-base font-extrabold text-ink',
    )}
  >
    <dt className={strong ? '' : 'text-slate-500'}>{label}</dt>
    <dd className="tabular-nums">{value}</dd>
  </div>
);

/** The lines at the prices booked, and how the final amount is made up. */
export function ItemsAndAmounts({ booking }: { booking: AdminBooking }) {
  const charges = booking.charges_breakdown;
  const fees = [
    ['Tax', charges.tax_amount],
    ['Service fee', charges.service_fee],
    ['Delivery fee', charges.delivery_fee],
    ['Handling fee', charges.handling_fee],
  ] as const;
  const adjusted = Math.round((booking.final_amount - (booking.total_price - booking.discount_amount)) * 100) / 100;
  return (
    <Section title="Items and amounts" icon={<Package className="h-4 w-4 text-slate-500" aria-hidden="true" />}>
      {booking.item_prices.length === 0 ? (
        <p className="text-sm text-slate-500">No items yet: the rider lists them at the door.</p>
      ) : (
        <table className="w-full text-sm" aria-label="Items">
          <tbody>
            {booking.item_prices.map((line, index) => (
              <tr key={`${line.service_id ?? line.service_name}-${index}`} className="border-b border-slate-100 last:border-0">
                <td className="py-1.5 pr-2">
                  <span className="font-medium wrap-anywhere text-ink">{line.service_name}</span>
                  {line.service_id === null || line.price_set_by_admin ? (
                    <span className="ml-2 rounded-md bg-amber-50 px-1.5 py-0.5 text-[11px] font-semibold text-amber-800">
                      Admin-set price
                    </span>
                  ) : null}
                </td>
                <td className="py-1.5 text-right whitespace-nowrap text-slate-500 tabular-nums">
                  {line.quantity} {line.unit} × {rupees(line.unit_price)}
                </td>
                <td className="w-24 py-1.5 text-right font-semibold text-ink tabular-nums">{rupees(line.total_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="mt-3 rounded-xl bg-slate-50 px-3 py-2">
        <Row label="Items total" value={rupees(charges.base_price)} />
        {fees
          .filter(([, value]) => value > 0)
          .map(([label, value]) => (
            <Row key={label} label={label} value={rupees(value)} />
          ))}
        <Row
          label={booking.coupon_code ? `Discount (${booking.coupon_code})` : 'Discount'}
          value={booking.discount_amount > 0 ? `−${rupees(booking.discount_amount)}` : rupees(0)}
        />
        {adjusted !== 0 ? (
          <Row label="Adjusted by admin" value={`${adjusted > 0 ? '+' : '−'}${rupees(Math.abs(adjusted))}`} />
        ) : null}
        <Row label="Final amount" value={rupees(booking.final_amount)} strong />
      </dl>
    </Section>
  );
}

const STEPS = ['assigned', 'accepted', 'picked_up', 'completed'] as const;
const STAMPS = {
  assigned: 'assigned_at',
  accepted: 'accepted_at',
  picked_up: 'picked_up_at',
  completed: 'completed_at',
} as const;

/** Both trips: who rides, how far they are, when each step happened, and the count at the pickup. */
export function TripCards({ booking }: { booking: AdminBooking }) {
  return (
    <Section title="Trips" icon={<Bike className="h-4 w-4 text-slate-500" aria-hidden="true" />}>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['pickup', 'delivery'] as TripKind[]).map((kind) => {
          const trip = booking.trips.find((t) => t.kind === kind);
          return (
            <div key={kind} className="rounded-xl bg-slate-50 p-3" aria-label={`${TRIP_LABEL[kind]} trip`} role="group">
              <div className="flex items-center justify-between gap-2">
                <p className="text-xs font-bold tracking-wider text-slate-500 uppercase">{TRIP_LABEL[kind]}</p>
                {trip ? (
                  <ToneBadge tone={trip.status === 'completed' ? 'green' : 'blue'}>
                    {RIDER_STATUS_LABEL[trip.status] ?? trip.status}
                  </ToneBadge>
                ) : (
                  <ToneBadge tone="neutral">Not assigned</ToneBadge>
                )}
              </div>
              {trip ? (
                <>
                  <p className="mt-2 text-sm font-semibold text-ink">{trip.rider_name ?? 'Rider removed'}</p>
                  {booking.assignedRider && booking.assignedRider._id === trip.rider_id ? (
                    <a
                      href={telHref(booking.assignedRider.phone)}
                      className="text-xs text-slate-500 tabular-nums hover:text-brand-700"
                    >
                      {formatPhone(booking.assignedRider.phone)}
                    </a>
                  ) : null}
                  <ul className="mt-2 space-y-0.5 text-xs text-slate-500">
                    {STEPS.map((step) => {
                      const at = trip[STAMPS[step]];
                      return at ? (
                        <li key={step} className="flex justify-between gap-2 tabular-nums">
                          <span>{RIDER_STATUS_LABEL[step]}</span>
                          <span>{formatMoment(at)}</span>
                        </li>
                      ) : null;
                    })}
                  </ul>
                  {kind === 'pickup' && trip.items_collected !== null ? (
                    <p className="mt-2 text-xs font-semibold text-slate-700">{trip.items_collected} items collected</p>
                  ) : null}
                </>
              ) : (
                <p className="mt-2 text-xs text-slate-500">
                  {kind === 'pickup' ? 'Assign a rider from Riders → Orders.' : 'Assigned once the order is ready at the vendor.'}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </Section>
  );
}

/** The vendor and where the order is with it: received → processing → ready. */
export function VendorCard({ booking }: { booking: AdminBooking }) {
  const stages = ['received', 'processing', 'ready'] as const;
  const reached = booking.vendor_stage ? stages.indexOf(booking.vendor_stage as (typeof stages)[number]) : -1;
  return (
    <Section title="Vendor" icon={<Factory className="h-4 w-4 text-slate-500" aria-hidden="true" />}>
      {booking.assignedVendorDetails ? (
        <>
          <p className="text-sm font-semibold text-ink">{booking.assignedVendorDetails.name}</p>
          <p className="text-xs text-slate-500">{booking.assignedVendorDetails.address}</p>
          <ol className="mt-3 grid grid-cols-3 gap-1.5" aria-label="Vendor stage">
            {stages.map((stage, index) => (
              <li
                key={stage}
                aria-current={index === reached ? 'step' : undefined}
                className={cn(
                  'rounded-lg px-2 py-1.5 text-center text-xs font-semibold',
                  index <= reached ? 'bg-sky-600 text-white' : 'bg-slate-100 text-slate-500',
                )}
              >
                {STAGE_LABEL[stage]}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="text-sm text-slate-500">No vendor yet.</p>
      )}
    </Section>
  );
}
