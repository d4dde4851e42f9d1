import { PICKUP_PHOTO_LIMIT, PICKUP_PHOTO_MESSAGES, type PickupPhoto } from '@washday/core';
import { Camera, LoaderCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { describeError } from '@/lib/request-errors';
import { useAddPickupPhoto, useRemovePickupPhoto } from '../api/pickup-photos';
import { preparePickupPhoto } from '../utils/pickup-photo-file';

interface Upload {
  key: number;
  /** A local preview while the photo travels; null where the browser cannot make one. */
  preview: string | null;
}

export interface PickupPhotosFieldProps {
  orderId: string;
  /** The photos already attached (the order's pickup_photos). */
  initialPhotos: PickupPhoto[];
  /** True while a photo is on its way, so the form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
}

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const revoke = (url: string | null) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * Proof at the door: up to 3 photos of what was collected, each sent as soon as it is taken (camera on phones).
 * Thumbnails load from the private photo address; the browser sends the rider's session cookie with them.
 */
export function PickupPhotosField({ orderId, initialPhotos, onUploadingChange, disabled = false }: PickupPhotosFieldProps) {
  const { t } = useTranslation('rider');
  const inputId = useId();
  const hintId = useId();
  const [photos, setPhotos] = useState(initialPhotos);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  // In the interface language.
  const [error, setError] = useState<string | null>(null);
  const nextKey = useRef(0);
  const addPhoto = useAddPickupPhoto();
  const removePhoto = useRemovePickupPhoto();

  const uploading = uploads.length > 0;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const free = PICKUP_PHOTO_LIMIT - photos.length - uploads.length;
  const full = free <= 0;

  async function upload(file: File) {
    const upload: Upload = { key: nextKey.current++, preview: previewOf(file) };
    setUploads((list) => [...list, upload]);
    try {
      const prepared = await preparePickupPhoto(file);
      if (!prepared.ok) {
        setError(translateMessage(prepared.message));
        return;
      }
      const { photo } = await addPhoto.mutateAsync({ orderId, photo: prepared.photo, name: prepared.name });
      setPhotos((list) => [...list, photo]);
    } catch (failure) {
      setError(describeError(failure, 'The photo could not be uploaded. Please try again.'));
    } finally {
      setUploads((list) => list.filter((item) => item.key !== upload.key));
      revoke(upload.preview);
    }
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so the same photo can be chosen again after a failure.
    event.target.value = '';
    if (files.length === 0) return;
    setError(files.length > free ? translateMessage(PICKUP_PHOTO_MESSAGES.limit) : null);
    for (const file of files.slice(0, Math.max(0, free))) void upload(file);
  }

  async function onRemove(photo: PickupPhoto) {
    setError(null);
    setRemoving(photo.id);
    try {
      await removePhoto.mutateAsync({ orderId, photoId: photo.id });
      setPhotos((list) => list.filter((item) => item.id !== photo.id));
    } catch (failure) {
      setError(describeError(failure, 'The photo could not be removed. Please try again.'));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="flex w-full items-baseline justify-between text-sm font-semibold text-slate-700">
        <span>{t('photos.legend')}</span>
        <span className="text-xs font-medium text-slate-500 tabular-nums">
          {t('photos.count', { taken: photos.length, limit: PICKUP_PHOTO_LIMIT })}
        </span>
      </legend>
      <ul className="mt-2 grid grid-cols-3 gap-2.5">
        {photos.map((photo, index) => (
          <li key={photo.id} className="relative">
            <img
              src={photo.url}
              alt={t('photos.photoAlt', { number: index + 1 })}
              className={cn(
                'aspect-square w-full rounded-2xl bg-slate-100 object-cover ring-1 ring-slate-200',
                removing === photo.id && 'opacity-40',
              )}
            />
            <button
              type="button"
              aria-label={t('photos.remove', { number: index + 1 })}
              disabled={disabled || removing !== null}
              onClick={() => void onRemove(photo)}
              className="absolute -top-2 -right-2 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white text-slate-700 shadow-soft ring-1 ring-slate-200 transition hover:text-red-600 disabled:opacity-50"
            >
              {removing === photo.id ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <X className="h-4 w-4" aria-hidden="true" />
              )}
            </button>
          </li>
        ))}
        {uploads.map((item) => (
          <li
            key={item.key}
            className="relative overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200"
            role="status"
            aria-label={t('photos.uploadingLabel')}
          >
            {item.preview ? (
              <img src={item.preview} alt="" className="aspect-square w-full object-cover opacity-50" />
            ) : (
              <div className="aspect-square" />
            )}
            <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-xs font-semibold text-slate-700">
              <LoaderCircle className="h-6 w-6 animate-spin text-brand-600" aria-hidden="true" />
              {t('photos.uploading')}
            </span>
          </li>
        ))}
        {full ? null : (
          <li>
            <label
              htmlFor={inputId}
              className={cn(
                'flex aspect-square w-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/60 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 active:bg-brand-100',
                disabled && 'pointer-events-none opacity-50',
              )}
            >
              <Camera className="h-7 w-7" aria-hidden="true" />
              {t('photos.add')}
            </label>
          </li>
        )}
      </ul>
      {full ? null : (
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={disabled}
          onChange={onChoose}
        />
      )}
      <p id={hintId} className="mt-2 text-xs text-slate-500">
        {full && !uploading ? translateMessage(PICKUP_PHOTO_MESSAGES.limit) : t('photos.hint')}
      </p>
      {error ? (
        <p role="alert" className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-[13px] font-medium text-red-700 ring-1 ring-red-100">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
