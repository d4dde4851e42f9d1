import { CLAIM_MESSAGES, CLAIM_PHOTO_LIMIT, CLAIM_PHOTO_MAX_BYTES, CLAIM_PHOTO_TYPES } from '@washday/core';
import { Camera, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';

export interface ClaimPhoto {
  photo: Blob;
  name: string;
}

const TYPES: readonly string[] = CLAIM_PHOTO_TYPES;

/** The server's message for a photo it would refuse (checked first, so a weak connection does not wait), or null. */
function photoProblem(file: File): string | null {
  if (!TYPES.includes(file.type)) return CLAIM_MESSAGES.photoWrongType;
  if (file.size >= CLAIM_PHOTO_MAX_BYTES) return CLAIM_MESSAGES.photoTooLarge;
  return null;
}

/** Up to 5 photos of the garment, taken with the camera or chosen. */
export function ClaimPhotosField({ photos, onChange }: { photos: ClaimPhoto[]; onChange: (photos: ClaimPhoto[]) => void }) {
  const { t } = useTranslation('claims');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useMemo(() => photos.map((item) => URL.createObjectURL(item.photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, CLAIM_PHOTO_LIMIT - photos.length);
    const refused = chosen.map(photoProblem).find(Boolean);
    setProblem(refused ?? null);
    onChange([...photos, ...chosen.filter((file) => !photoProblem(file)).map((file) => ({ photo: file, name: file.name }))]);
  };

  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-semibold text-slate-700">
        {t('dialog.photos', { count: CLAIM_PHOTO_LIMIT })}
      </legend>
      <ul className="grid grid-cols-3 gap-2">
        {previews.map((url, index) => (
          <li key={url} className="relative overflow-hidden rounded-xl ring-1 ring-slate-200">
            <img src={url} alt="" className="aspect-square w-full object-cover" />
            <button
              type="button"
              onClick={() => onChange(photos.filter((_, at) => at !== index))}
              aria-label={t('dialog.removePhoto', { index: index + 1 })}
              className="absolute top-1 right-1 inline-flex h-7 w-7 items-center justify-center rounded-full bg-ink text-white"
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
        {photos.length < CLAIM_PHOTO_LIMIT ? (
          <li>
            <label
              htmlFor={id}
              className="flex aspect-square w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 text-xs font-semibold text-slate-600 hover:bg-brand-50"
            >
              <Camera className="h-5 w-5" aria-hidden="true" />
              {t('dialog.addPhoto')}
              <input
                id={id}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                capture="environment"
                multiple
                className="sr-only"
                onChange={(event) => {
                  add(event.target.files);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {problem ? (
        <p role="alert" className="mt-1.5 text-[13px] font-medium text-red-600">
          {translateMessage(problem)}
        </p>
      ) : null}
    </fieldset>
  );
}
