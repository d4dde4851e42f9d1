import type { RiderOrder } from '@washday/core';
import { Camera } from 'lucide-react';
import { PickupPhotoGrid } from '@/components/pickup-photo-grid';
import { DetailCard } from './detail-card';

/** Proof at the door: the count confirmed at pickup and the photos taken then (private files, served to this order's people). */
export function PickupProofCard({ order }: { order: Pick<RiderOrder, 'itemsCollected' | 'pickup_photos'> }) {
  const count = order.itemsCollected;
  const photos = order.pickup_photos;
  if (count === null && photos.length === 0) return null;
  return (
    <DetailCard title="Proof of Pickup" icon={<Camera className="h-5 w-5" />}>
      {count !== null ? (
        <p className="text-[15px] text-slate-700">
          <span className="text-2xl font-extrabold text-ink tabular-nums">{count}</span> item{count === 1 ? '' : 's'} collected
        </p>
      ) : null}
      {photos.length > 0 ? (
        <PickupPhotoGrid photos={photos} className="mt-3" />
      ) : null}
    </DetailCard>
  );
}
