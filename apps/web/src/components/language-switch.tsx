import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { setAppLanguage, type AppLanguage } from '@/lib/i18n';

/** Each language named in its own script, so a reader finds theirs whichever one the screen is in. */
const LANGUAGES: ReadonlyArray<{ value: AppLanguage; name: string }> = [
  { value: 'en', name: 'English' },
  { value: 'hi', name: 'हिन्दी' },
];

/**
 * The staff screens' language choice (riders, laundry staff), remembered on the device
 * (docs/decisions/0021-languages.md). `label` names the group in the screen's language; `tall`: 48 px targets (a
 * rider's phone on the move).
 */
export function LanguageSwitch({ label, className, tall }: { label: string; className?: string; tall?: boolean }) {
  const { i18n } = useTranslation();
  const current: AppLanguage = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  return (
    <div role="group" aria-label={label} className={cn('inline-flex shrink-0 gap-0.5 rounded-xl bg-slate-100 p-1', className)}>
      {LANGUAGES.map(({ value, name }) => (
        <button
          key={value}
          type="button"
          lang={value}
          translate="no"
          aria-pressed={current === value}
          onClick={() => void setAppLanguage(value)}
          className={cn(
            'rounded-lg px-3 text-sm font-semibold transition-colors',
            tall ? 'min-h-12' : 'min-h-10',
            current === value ? 'bg-white text-brand-800 shadow-soft ring-1 ring-slate-900/5' : 'text-slate-500 hover:text-ink',
          )}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
