import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars as a radio group: each a 44 px target, arrow keys move between them; the chosen one's word below. */
export function StarPicker({
  value,
  onChange,
  label,
  disabled,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('ratings');
  const move = (to: number) => onChange(Math.min(5, Math.max(1, to)));
  return (
    <div>
      <div
        role="radiogroup"
        aria-label={label}
        className="flex items-center gap-1"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'ArrowUp') move((value ?? 0) + 1);
          else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') move((value ?? 2) - 1);
          else return;
          event.preventDefault();
        }}
      >
        {STARS.map((stars) => {
          const on = value !== null && stars <= value;
          return (
            <button
              key={stars}
              type="button"
              role="radio"
              aria-checked={value === stars}
              aria-label={t('sheet.starLabel', { count: stars })}
              tabIndex={value === stars || (value === null && stars === 1) ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(stars)}
              className="inline-flex h-11 w-11 items-center justify-center rounded-xl transition-colors hover:bg-amber-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-60"
            >
              <Star
                className={cn('h-8 w-8 transition-colors', on ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
                aria-hidden="true"
              />
            </button>
          );
        })}
      </div>
      <p className="mt-1 min-h-5 text-sm font-semibold text-slate-600" aria-live="polite">
        {value ? t(`sheet.starWords.${value as 1 | 2 | 3 | 4 | 5}`) : ''}
      </p>
    </div>
  );
}
