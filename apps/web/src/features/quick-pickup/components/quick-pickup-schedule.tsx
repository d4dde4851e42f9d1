import { quickPickupDateRange, quickPickupSlots } from '@washday/core';
import { useEffect, useId, useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { FieldError } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { slotTimeLabel, type QuickPickupValues } from '../utils/quick-pickup-form';

/** The pickup date (today to 30 days ahead) and its hourly slots; a slot that is no longer offered is let go. */
export function QuickPickupSchedule({ now }: { now: Date }) {
  const { t } = useTranslation('account', { keyPrefix: 'quickPickup' });
  const locale = useLocale();
  const ids = useId();
  const { control, clearErrors } = useFormContext<QuickPickupValues>();
  const date = useWatch({ control, name: 'pickup_date' }) ?? '';
  const { field, fieldState } = useController({ control, name: 'pickup_time' });
  const { min, max } = quickPickupDateRange(now);
  const slots = useMemo(() => quickPickupSlots(date, now), [date, now]);
  const chosen = field.value ?? '';
  const { onChange } = field;

  useEffect(() => {
    // A new date, or time passing, can take the chosen slot away.
    if (chosen && !slots.some((slot) => slot.value === chosen)) onChange('');
  }, [chosen, slots, onChange]);

  const labelId = `${ids}-time-label`;
  const errorId = `${ids}-time-error`;
  return (
    <div className="space-y-4">
      <TextField<QuickPickupValues> name="pickup_date" label={t('date')} type="date" min={min} max={max} required />
      <div>
        <p id={labelId} className="mb-1.5 text-sm font-semibold text-slate-700">
          {t('time')}
          <span className="text-red-500" aria-hidden="true">
            {' '}
            *
          </span>
        </p>
        {slots.length > 0 ? (
          <div
            role="group"
            aria-labelledby={labelId}
            aria-describedby={fieldState.error ? errorId : undefined}
            className="grid grid-cols-3 gap-2 min-[28rem]:grid-cols-4"
          >
            {slots.map((slot, index) => {
              const active = slot.value === chosen;
              return (
                <button
                  key={slot.value}
                  type="button"
                  aria-pressed={active}
                  // The form focuses the first slot when the time is what is wrong.
                  ref={index === 0 ? field.ref : undefined}
                  onClick={() => {
                    onChange(slot.value);
                    clearErrors('pickup_time');
                    clearErrors('root');
                  }}
                  className={cn(
                    'h-11 rounded-xl text-sm font-semibold tabular-nums transition-colors',
                    active
                      ? 'bg-brand-600 text-white shadow-soft'
                      : 'bg-white text-ink ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-200',
                  )}
                >
                  {slotTimeLabel(slot, locale)}
                </button>
              );
            })}
          </div>
        ) : fieldState.error ? null : (
          <p className="rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
            {date ? t('noTimesLeft') : t('chooseDate')}
          </p>
        )}
        <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
      </div>
    </div>
  );
}
