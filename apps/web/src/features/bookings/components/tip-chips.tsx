import { TIP_MAX_RUPEES, TIP_MIN_RUPEES, TIP_PRESETS, formatRupeesIn } from '@washday/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';

/** No tip, a preset, or another amount typed in rupees. */
export type TipChoice = { kind: 'none' } | { kind: 'preset'; amount: number } | { kind: 'other'; text: string };

const chip =
  'inline-flex h-11 items-center justify-center rounded-full px-2 text-[15px] font-semibold ring-1 transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

/** The tip in rupees the choice means, or null (none, or an amount outside the limits). */
export function tipAmountOf(choice: TipChoice): number | null {
  if (choice.kind === 'none') return null;
  const amount = choice.kind === 'preset' ? choice.amount : Number(choice.text);
  return Number.isInteger(amount) && amount >= TIP_MIN_RUPEES && amount <= TIP_MAX_RUPEES ? amount : null;
}

export function TipChips({ value, onChange, label }: { value: TipChoice; onChange: (c: TipChoice) => void; label: string }) {
  const { t } = useTranslation('ratings');
  const locale = useLocale();
  const inputId = useId();
  const hintId = useId();
  const selected = (c: TipChoice) =>
    c.kind === value.kind && (c.kind !== 'preset' || (value.kind === 'preset' && value.amount === c.amount));
  const options: { choice: TipChoice; text: string }[] = [
    ...TIP_PRESETS.map((amount) => ({ choice: { kind: 'preset', amount } as TipChoice, text: formatRupeesIn(locale, amount) })),
    { choice: { kind: 'other', text: value.kind === 'other' ? value.text : '' }, text: t('sheet.tipOther') },
  ];
  const otherInvalid = value.kind === 'other' && value.text !== '' && tipAmountOf(value) === null;
  return (
    <div>
      <div role="radiogroup" aria-label={label} className="grid grid-cols-4 gap-2">
        {options.map(({ choice, text }) => (
          <button
            key={text}
            type="button"
            role="radio"
            aria-checked={selected(choice)}
            // A second tap on the chosen amount takes the tip away: a tip is optional.
            onClick={() => onChange(selected(choice) ? { kind: 'none' } : choice)}
            className={cn(
              chip,
              selected(choice)
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
            )}
          >
            {text}
          </button>
        ))}
      </div>
      {value.kind === 'other' ? (
        <div className="mt-3">
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-700">
            {t('sheet.tipOtherLabel')}
          </label>
          <div className="mt-1 flex items-center gap-2">
            <span className="text-lg font-bold text-slate-500" aria-hidden="true">
              ₹
            </span>
            <input
              id={inputId}
              inputMode="numeric"
              autoFocus
              value={value.text}
              aria-invalid={otherInvalid || undefined}
              aria-describedby={hintId}
              onChange={(event) => onChange({ kind: 'other', text: event.target.value.replace(/[^\d]/g, '').slice(0, 4) })}
              className="h-12 w-32 rounded-2xl bg-slate-50 px-4 text-[16px] text-ink ring-1 ring-slate-200 outline-none focus:bg-white focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-red-400"
            />
          </div>
          <p id={hintId} className={cn('mt-1 text-sm', otherInvalid ? 'font-medium text-red-700' : 'text-slate-500')}>
            {t('sheet.tipOtherHint', {
              min: formatRupeesIn(locale, TIP_MIN_RUPEES),
              max: formatRupeesIn(locale, TIP_MAX_RUPEES),
            })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
