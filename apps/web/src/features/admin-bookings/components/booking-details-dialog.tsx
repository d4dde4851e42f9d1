import { CalendarClock, Camera, KeyRound, MapPin, Pencil, Phone, UserRound } from 'lucide-react';
import { PickupPhotoGrid } from '@/components/pickup-photo-grid';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { AdminBooking } from '../api/admin-booking-keys';
import { formatMoment, formatPhone, formatSlot, telHref } from '../utils/booking-format';
import { StatusBadge } from './booking-badges';
import { BookingAuditTrail } from './booking-audit-trail';
import { ItemsAndAmounts, Section, TripCards, VendorCard } from './booking-details-sections';
import { BookingPaymentSection } from './booking-payment-section';

export interface BookingDetailsDialogProps {
  /** The booking shown; null keeps the dialog closed. */
  booking: AdminBooking | null;
  onClose: () => void;
  onEdit: (booking: AdminBooking) => void;
}

/** Everything about one order: items and amounts, the payment, the customer, both trips, the vendor, the proof at the door, the audit trail. */
export function BookingDetailsDialog({ booking, onClose, onEdit }: BookingDetailsDialogProps) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent mobileLayout="fullscreen" widthClassName="min-[48rem]:max-w-5xl" className="bg-slate-50">
        {booking ? <DetailsBody booking={booking} onEdit={onEdit} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DetailsBody({ booking, onEdit }: { booking: AdminBooking; onEdit: (booking: AdminBooking) => void }) {
  const pickup = formatSlot(booking.scheduled_date, booking.scheduled_time);
  const delivery = formatSlot(booking.delivery_date, booking.delivery_time);
  const photos = booking.pickup_photos ?? [];
  const closed = booking.status === 'completed' || booking.status === 'cancelled';
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200/70 bg-white px-6 pt-6 pb-4 pr-16">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2.5">
            <DialogTitle className="font-mono text-xl">{booking.custom_order_id}</DialogTitle>
            <StatusBadge status={booking.status} />
          </div>
          <DialogDescription className="mt-1">
            Booked {formatMoment(booking.created_at, true)}
            {booking.completed_at ? ` · completed ${formatMoment(booking.completed_at)}` : ''}
            {booking.cancelled_at ? ` · cancelled ${formatMoment(booking.cancelled_at)}` : ''}
          </DialogDescription>
        </div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onEdit(booking)}
          disabled={closed}
          title={closed ? `A ${booking.status} order can no longer change` : undefined}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Edit booking
        </Button>
      </header>

      <div className="grid gap-4 p-6 min-[64rem]:grid-cols-[1.15fr_1fr]">
        <div className="space-y-4">
          <ItemsAndAmounts booking={booking} />
          <BookingPaymentSection booking={booking} />
          <TripCards booking={booking} />
          <Section
            title={`Proof at the door (${photos.length})`}
            icon={<Camera className="h-4 w-4 text-slate-500" aria-hidden="true" />}
          >
            {photos.length ? (
              <PickupPhotoGrid photos={photos} className="max-w-md" />
            ) : (
              <p className="text-sm text-slate-500">
                {booking.itemsCollected
                  ? 'The pickup rider attached no photos.'
                  : 'Photos appear here when the pickup rider attaches them at the door.'}
              </p>
            )}
            {booking.items_collected_count !== null ? (
              <p className="mt-2 text-xs text-slate-500">{booking.items_collected_count} items counted at the pickup.</p>
            ) : null}
          </Section>
        </div>
        <div className="space-y-4">
          <Section title="Customer" icon={<UserRound className="h-4 w-4 text-slate-500" aria-hidden="true" />}>
            <p className="text-base font-semibold text-ink">{booking.customerName}</p>
            {booking.customer.name && booking.customer.name !== booking.customerName ? (
              <p className="text-xs text-slate-500">Account: {booking.customer.name}</p>
            ) : null}
            <a
              href={telHref(booking.customerPhone)}
              className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 tabular-nums hover:underline"
            >
              <Phone className="h-3.5 w-3.5" aria-hidden="true" />
              {formatPhone(booking.customerPhone)}
            </a>
            <p className="mt-3 flex gap-2 text-sm text-slate-700">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              {booking.address}
            </p>
            {booking.special_instructions ? (
              <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-xs text-amber-900">“{booking.special_instructions}”</p>
            ) : null}
          </Section>
          <Section title="Schedule" icon={<CalendarClock className="h-4 w-4 text-slate-500" aria-hidden="true" />}>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-xs text-slate-500">Pickup</dt>
                <dd className="font-semibold text-ink">
                  {pickup.day}, {pickup.time}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Delivery</dt>
                <dd className="font-semibold text-ink">
                  {delivery.day}, {delivery.time}
                </dd>
              </div>
            </dl>
            {booking.handover_code ? (
              <p className="mt-3 inline-flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-1.5 text-xs text-slate-600">
                <KeyRound className="h-3.5 w-3.5" aria-hidden="true" />
                Handover code{' '}
                <span className="font-mono text-sm font-bold tracking-widest text-ink">{booking.handover_code}</span>
              </p>
            ) : null}
          </Section>
          <VendorCard booking={booking} />
          <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200/80">
            <BookingAuditTrail bookingId={booking.id} createdAt={booking.created_at} />
          </div>
        </div>
      </div>
    </>
  );
}
