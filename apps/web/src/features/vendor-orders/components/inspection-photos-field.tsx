import { INSPECTION_MESSAGES, INSPECTION_PHOTO_LIMIT, INSPECTION_PHOTO_MAX_BYTES, INSPECTION_PHOTO_TYPES } from '@washday/core';
import { Camera, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';

export interface InspectionPhoto {
  photo: Blob;
  name: string;
}

const TYPES: readonly string[] = INSPECTION_PHOTO_TYPES;

/** The server's message for a photo it would refuse (checked first, so nothing is sent in vain), or null. */
function photoProblem(file: File): string | null {
  if (!TYPES.includes(file.type)) return INSPECTION_MESSAGES.photoWrongType;
  if (file.size >= INSPECTION_PHOTO_MAX_BYTES) return INSPECTION_MESSAGES.photoTooLarge;
  return null;
}

/** Up to 4 photos of the garment, from the tablet's camera or chosen, shown as thumbnails until the note is saved. */
export function InspectionPhotosField({
  photos,
  onChange,
  disabled = false,
}: {
  photos: InspectionPhoto[];
  onChange: (photos: InspectionPhoto[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('vendor');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useMemo(() => photos.map((item) => URL.createObjectURL(item.photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (files: FileList | null) => {
    const all = [...(files ?? [])];
    const chosen = all.slice(0, INSPECTION_PHOTO_LIMIT - photos.length);
    const refused =
      chosen.map(photoProblem).find(Boolean) ?? (all.length > chosen.length ? INSPECTION_MESSAGES.photoLimit : null);
    setProblem(refused);
    onChange([...photos, ...chosen.filter((file) => !photoProblem(file)).map((file) => ({ photo: file, name: file.name }))]);
  };

  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 block text-sm font-semibold text-slate-700">
        {t('inspection.photos', { count: INSPECTION_PHOTO_LIMIT })}
      </legend>
      <ul className="grid grid-cols-4 gap-2">
        {previews.map((url, index) => (
          <li key={url} className="relative overflow-hidden rounded-xl ring-1 ring-slate-200">
            <img src={url} alt={t('inspection.newPhoto', { index: index + 1 })} className="aspect-square w-full object-cover" />
            <button
              type="button"
              onClick={() => onChange(photos.filter((_, at) => at !== index))}
              aria-label={t('inspection.removePhoto', { index: index + 1 })}
              className="absolute top-1 right-1 inline-flex h-7 w-7 items-center justify-center rounded-full bg-ink text-white"
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
        {photos.length < INSPECTION_PHOTO_LIMIT ? (
          <li>
            <label
              htmlFor={id}
              className="flex aspect-square w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 text-xs font-semibold text-slate-600 hover:bg-brand-50"
            >
              <Camera className="h-5 w-5" aria-hidden="true" />
              {t('inspection.addPhoto')}
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
