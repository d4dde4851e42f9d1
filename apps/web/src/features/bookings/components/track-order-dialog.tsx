import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { CustomerBooking } from '../api/booking-keys';
import { awaitsRider } from '../utils/arrival';
import { orderIdOf } from '../utils/booking-format';
import { BookingMoneyPanel } from './booking-money-panel';
import { BookingStatusBadge } from './booking-status-badge';
import { HandoverCode } from './handover-code';
import { OrderTimeline } from './order-timeline';
import { PickupPhotos } from './pickup-photos';

// Each garment's trail (and its strings) loads with the sheet of an order that may have tags: they come at the pickup.
const GarmentTimeline = lazy(() => import('./garment-timeline'));
const MAY_HAVE_TAGS = new Set(['in_progress', 'completed']);
// When the rider is expected (issue 28): the same lazy piece as the cards'.
const ArrivalWindow = lazy(() => import('./arrival-window'));

/** Order tracking: the booking's status and real steps, live, with the handover code while it is on its way. */
export function TrackOrderDialog({
  booking,
  onOpenChange,
}: {
  booking: CustomerBooking | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="sheet" className="gap-4 p-5 pt-6">
        {booking ? (
          <>
            <div className="pr-10">
              <DialogTitle className="text-xl">{t('track.title')}</DialogTitle>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                <DialogDescription>{t('track.order', { orderId: orderIdOf(booking) })}</DialogDescription>
                <BookingStatusBadge status={booking.status} />
              </div>
            </div>
            {awaitsRider(booking) ? (
              <Suspense fallback={null}>
                <ArrivalWindow bookingId={booking.id} />
              </Suspense>
            ) : null}
            <HandoverCode booking={booking} />
            <BookingMoneyPanel booking={booking} />
            <OrderTimeline bookingId={booking.id} />
            <PickupPhotos booking={booking} />
            {MAY_HAVE_TAGS.has(booking.status) ? (
              <Suspense fallback={null}>
                <GarmentTimeline orderId={booking.id} />
              </Suspense>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
