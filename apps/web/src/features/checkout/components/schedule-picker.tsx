import type { Slot } from '@washday/core';
import { Moon, Sun, Sunrise } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { rovingRadios } from '../utils/roving-radios';
import { useScheduleFormat } from '../hooks/use-schedule-format';
import { groupSlots } from '../utils/schedule-format';

const PERIOD_ICONS = { Morning: Sunrise, Afternoon: Sun, Evening: Moon } as const;

interface DateChipsProps {
  label: string;
  dates: readonly string[];
  selected: string | null;
  onSelect: (date: string) => void;
  now: Date;
}

/** A row of day chips ('Today / 14 Jan'); scrolls sideways on phones. One radio group, as the slots are. */
export function DateChips({ label, dates, selected, onSelect, now }: DateChipsProps) {
  const format = useScheduleFormat();
  const radios = rovingRadios(dates, selected, onSelect);
  return (
    <div
      role="radiogroup"
      aria-label={label}
      onKeyDown={radios.onKeyDown}
      className="scrollbar-none -mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {dates.map((date) => {
        const chip = format.dateChip(date, now);
        const active = date === selected;
        return (
          <button
            key={date}
            type="button"
            role="radio"
            aria-checked={active}
            tabIndex={date === radios.tabStop ? 0 : -1}
            data-value={date}
            aria-label={chip.full}
            onClick={() => onSelect(date)}
            className={cn(
              'flex h-16 w-[4.75rem] shrink-0 snap-start flex-col items-center justify-center rounded-2xl text-center transition-colors',
              active
                ? 'bg-brand-600 text-white shadow-soft'
                : 'bg-white text-ink ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-200',
            )}
          >
            <span className={cn('text-[10.5px] font-bold tracking-wide uppercase', active ? 'text-white/85' : 'text-slate-500')}>
              {chip.top}
            </span>
            {/* A space, so the name ('Tomorrow 11 Mar, Wednesday, 11 March') holds the words shown (WCAG 2.5.3). */}{' '}
            <span className="mt-0.5 text-[15px] font-bold">{chip.bottom}</span>
          </button>
        );
      })}
    </div>
  );
}

interface SlotGridProps {
  label: string;
  slots: readonly Slot[];
  selected: string | null;
  onSelect: (time: string) => void;
  /** Slots shown but not offered: no seat left. */
  full?: ReadonlySet<string> | undefined;
}

/**
 * Hourly slots grouped Morning / Afternoon / Evening; a full slot stays in place, marked Full. Times follow the language.
 * One radio group, so the keyboard reaches it with one Tab (the chosen slot, else the first open one) and the arrow
 * keys choose within it, passing over full slots (issue 25 item 14: it was a Tab stop per slot).
 */
export function SlotGrid({ label, slots, selected, onSelect, full }: SlotGridProps) {
  const { t } = useTranslation('checkout');
  const format = useScheduleFormat();
  const choosable = slots.filter((slot) => !full?.has(slot.value)).map((slot) => slot.value);
  const radios = rovingRadios(choosable, selected, onSelect);
  return (
    <div role="radiogroup" aria-label={label} className="space-y-3" onKeyDown={radios.onKeyDown}>
      {groupSlots(slots).map(({ period, slots: periodSlots }) => {
        const Icon = PERIOD_ICONS[period];
        return (
          <div key={period}>
            <p className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <Icon className="h-3.5 w-3.5" aria-hidden="true" />
              {format.period(period)}
            </p>
            <div className="grid grid-cols-3 gap-2 min-[26rem]:grid-cols-4 sm:grid-cols-5">
              {periodSlots.map((slot) => {
                const active = slot.value === selected;
                const isFull = full?.has(slot.value) ?? false;
                const time = format.time(slot.value);
                return (
                  <button
                    key={slot.value}
                    type="button"
                    role="radio"
                    aria-checked={active}
                    tabIndex={slot.value === radios.tabStop ? 0 : -1}
                    data-value={slot.value}
                    disabled={isFull}
                    aria-label={isFull ? t('schedule.slotFull', { time }) : undefined}
                    onClick={() => onSelect(slot.value)}
                    className={cn(
                      'flex h-11 flex-col items-center justify-center rounded-xl text-sm font-semibold whitespace-nowrap tabular-nums transition-colors',
                      isFull
                        ? 'cursor-not-allowed bg-slate-50 text-slate-500 ring-1 ring-slate-100'
                        : active
                          ? 'bg-brand-600 text-white shadow-soft'
                          : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200',
                    )}
                  >
                    <span className={cn(isFull && 'text-xs leading-tight line-through')}>{time}</span>
                    {/* A space, so the name '10:00 AM, full' holds the words shown, '10:00 AM Full' (WCAG 2.5.3). */}
                    {isFull ? ' ' : null}
                    {isFull ? (
                      <span className="text-[10px] leading-tight font-bold tracking-wide text-slate-500 uppercase">
                        {t('schedule.full')}
                      </span>
                    ) : null}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** A calm note inside a schedule block (e.g. 'choose pickup first'). */
export function ScheduleNote({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'warning' }) {
  return (
    <p
      role={tone === 'warning' ? 'status' : undefined}
      className={cn(
        'rounded-xl px-3.5 py-3 text-sm',
        tone === 'warning'
          ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200/70'
          : 'bg-slate-50 text-slate-600 ring-1 ring-slate-100',
      )}
    >
      {children}
    </p>
  );
}
