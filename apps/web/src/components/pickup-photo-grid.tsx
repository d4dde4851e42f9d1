import type { PickupPhoto } from '@washday/core';
import { useTranslation } from 'react-i18next';

/** Proof at the door: the pickup photos as thumbnails, each opening the private image (the browser sends the session). */
export function PickupPhotoGrid({ photos, className }: { photos: readonly PickupPhoto[]; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <ul className={`grid grid-cols-3 gap-2 ${className ?? ''}`}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl ring-1 ring-slate-200">
            <img
              src={photo.url}
              alt={t('photos.pickupPhoto', { number: index + 1 })}
              loading="lazy"
              className="aspect-square w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
