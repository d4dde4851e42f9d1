import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { setAppLanguage, type AppLanguage } from '@/lib/i18n';

/** Each language named in its own script, so a rider finds theirs whichever one the screen is in. */
const LANGUAGES: ReadonlyArray<{ value: AppLanguage; name: string }> = [
  { value: 'en', name: 'English' },
  { value: 'hi', name: 'हिन्दी' },
];

/**
 * Riders have no Preferences: they pick the interface language here, on the rider screens, and the phone remembers it
 * (docs/decisions/0021-languages.md).
 */
export function RiderLanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('rider');
  const current: AppLanguage = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex shrink-0 gap-0.5 rounded-xl bg-slate-100 p-1', className)}
    >
      {LANGUAGES.map(({ value, name }) => (
        <button
          key={value}
          type="button"
          lang={value}
          translate="no"
          aria-pressed={current === value}
          onClick={() => void setAppLanguage(value)}
          className={cn(
            'min-h-12 rounded-lg px-3 text-sm font-semibold transition-colors',
            current === value ? 'bg-white text-brand-800 shadow-soft ring-1 ring-slate-900/5' : 'text-slate-500 hover:text-ink',
          )}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
