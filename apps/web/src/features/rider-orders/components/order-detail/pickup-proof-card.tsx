import type { RiderOrder } from '@washday/core';
import { Camera } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { PickupPhotoGrid } from '@/components/pickup-photo-grid';
import { DetailCard } from './detail-card';

/** Proof at the door: the count confirmed at pickup and the photos taken then (private files, served to this order's people). */
export function PickupProofCard({ order }: { order: Pick<RiderOrder, 'itemsCollected' | 'pickup_photos'> }) {
  const { t } = useTranslation('rider');
  const count = order.itemsCollected;
  const photos = order.pickup_photos;
  if (count === null && photos.length === 0) return null;
  return (
    <DetailCard title={t('proof.title')} icon={<Camera className="h-5 w-5" />}>
      {count !== null ? (
        <p className="text-[15px] text-slate-700">
          <Trans
            t={t}
            i18nKey="proof.collected"
            count={count}
            components={{ 1: <span className="text-2xl font-extrabold text-ink tabular-nums" /> }}
          />
        </p>
      ) : null}
      {photos.length > 0 ? <PickupPhotoGrid photos={photos} className="mt-3" /> : null}
    </DetailCard>
  );
}
