import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PickupPhotoGrid } from '@/components/pickup-photo-grid';
import type { CustomerBooking } from '../api/booking-keys';

/** Proof at the door: the photos the pickup rider took of what they collected (private: served to this customer only). */
export function PickupPhotos({ booking }: { booking: Pick<CustomerBooking, 'pickup_photos' | 'items_collected_count'> }) {
  const { t } = useTranslation('bookings');
  const photos = booking.pickup_photos ?? [];
  if (photos.length === 0) return null;
  const count = booking.items_collected_count;
  return (
    <section aria-labelledby="pickup-photos-title" className="rounded-2xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-100">
      <h3
        id="pickup-photos-title"
        className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        <Camera className="h-4 w-4 text-brand-600" aria-hidden="true" />
        {t('track.photosTitle')}
      </h3>
      {count != null ? (
        <p className="mt-1 text-sm text-slate-600">
          {photos.length === 1 ? t('track.photosOne', { count }) : t('track.photosMany', { count })}
        </p>
      ) : null}
      <PickupPhotoGrid photos={photos} className="mt-2.5" />
    </section>
  );
}
