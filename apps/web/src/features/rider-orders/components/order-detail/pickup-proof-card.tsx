import type { RiderOrder } from '@washday/core';
import { Camera } from 'lucide-react';
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
        <ul className="mt-3 grid grid-cols-3 gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl ring-1 ring-slate-200">
                <img src={photo.url} alt={`Pickup photo ${index + 1}`} loading="lazy" className="aspect-square w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </DetailCard>
  );
}
