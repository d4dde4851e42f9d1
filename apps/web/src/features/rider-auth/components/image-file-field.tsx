import { ImageUp, RefreshCw } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { useFilePreview } from '../hooks/use-file-preview';
import { formatFileSize } from '../utils/format';

interface ImageFileFieldProps {
  id: string;
  labelId: string;
  /** Visible prompt inside the drop area. */
  prompt: string;
  /** Ids of the hint (and message) announced with the picker. */
  describedBy: string;
  value: File | null;
  onChange: (file: File | null) => void;
  invalid?: boolean;
}

/** A photo picker shown as a tap area, with a preview of the chosen image. */
export function ImageFileField({ id, labelId, prompt, describedBy, value, onChange, invalid }: ImageFileFieldProps) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const preview = useFilePreview(value);
  // Some formats (HEIC outside Safari) cannot be previewed; show the name instead of a broken image.
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) onChange(file);
    event.target.value = '';
  }

  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-center gap-4 rounded-2xl p-3 ring-1 transition hover:bg-slate-50 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500',
        value ? 'bg-white ring-slate-200' : 'border-2 border-dashed border-slate-200 bg-slate-50/60 ring-transparent',
        invalid && 'border-red-300 ring-2 ring-red-300',
      )}
    >
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={onFileChosen}
      />
      <span className="flex h-16 w-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
        {preview && brokenPreview !== preview ? (
          <img
            src={preview}
            alt={t('registration.aadharPreview')}
            className="h-full w-full object-cover"
            onError={() => setBrokenPreview(preview)}
          />
        ) : (
          <ImageUp className="h-6 w-6 text-brand-500" aria-hidden="true" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        {value ? (
          <>
            <span translate="no" className="block truncate text-sm font-semibold text-ink">
              {value.name}
            </span>
            <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
              {formatFileSize(value.size, locale)} ·
              <RefreshCw className="h-3 w-3" aria-hidden="true" />
              {t('registration.tapToChange')}
            </span>
          </>
        ) : (
          <>
            <span className="block text-sm font-semibold text-ink">{prompt}</span>
            <span className="mt-0.5 block text-xs text-slate-500">{t('registration.tapToChoose')}</span>
          </>
        )}
      </span>
    </label>
  );
}
