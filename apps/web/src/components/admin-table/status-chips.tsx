import { cn } from '@/lib/cn';

export interface ChipOption<V extends string> {
  value: V;
  label: string;
  /** How many rows have it (the server counts them); unknown while the first page loads. */
  count?: number | undefined;
}

/**
 * The looks of a status filter: `segmented`, one of a few in a grey well; `tabs`, larger, each with its count in a
 * badge; `pills`, separate chips (several may be on at once).
 */
export type ChipsLook = 'segmented' | 'tabs' | 'pills';

const LOOKS: Record<ChipsLook, { group: string; chip: (on: boolean) => string; badge: (on: boolean) => string }> = {
  segmented: {
    group: 'inline-flex gap-1 rounded-xl bg-slate-100 p-1',
    chip: (on) =>
      cn(
        'inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-600 transition-colors hover:text-ink',
        on && 'bg-white text-ink shadow-soft',
      ),
    badge: () => 'text-xs font-bold text-slate-500 tabular-nums',
  },
  tabs: {
    group: 'inline-flex flex-wrap gap-1 rounded-2xl bg-slate-100 p-1',
    chip: (on) =>
      cn(
        'inline-flex h-9 items-center gap-2 rounded-xl px-3.5 text-sm font-semibold text-slate-600 transition-colors hover:text-ink',
        on && 'bg-white text-ink shadow-soft ring-1 ring-slate-900/5',
      ),
    badge: (on) =>
      cn(
        'min-w-6 rounded-full px-1.5 py-0.5 text-xs font-bold tabular-nums',
        on ? 'bg-brand-600 text-white' : 'bg-white text-slate-600',
      ),
  },
  pills: {
    group: 'flex flex-wrap gap-2',
    chip: (on) =>
      cn(
        'inline-flex h-9 items-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap ring-1 transition-colors',
        on ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-600 ring-slate-200 hover:bg-slate-50 hover:text-ink',
      ),
    badge: (on) => cn('rounded-md px-1.5 text-xs tabular-nums', on ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-500'),
  },
};

const number = new Intl.NumberFormat('en-IN');

export interface StatusChipsProps<V extends string> {
  /** The group's accessible name, e.g. 'Vendor status'. */
  label: string;
  options: readonly ChipOption<V>[];
  isSelected: (value: V) => boolean;
  onSelect: (value: V) => void;
  look?: ChipsLook;
  /** Say the count in each chip's name ('Delivered (3)'), for lists whose counts matter to who hears them. */
  countInName?: boolean;
}

/** A toolbar's status filter: one button a status, pressed when on, with the count beside it once the server says. */
export function StatusChips<V extends string>({
  label,
  options,
  isSelected,
  onSelect,
  look = 'segmented',
  countInName = false,
}: StatusChipsProps<V>) {
  const style = LOOKS[look];
  return (
    <div role="group" aria-label={label} className={style.group}>
      {options.map((option) => {
        const on = isSelected(option.value);
        const known = option.count !== undefined;
        const count = known ? number.format(option.count!) : '–';
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={on}
            aria-label={countInName && known ? `${option.label} (${count})` : countInName ? option.label : undefined}
            onClick={() => onSelect(option.value)}
            className={style.chip(on)}
          >
            {option.label}
            {/* The space keeps the label and the count two words, as the name says them ('Pending (2)', WCAG 2.5.3). */}
            {known || look === 'tabs' ? (
              <>
                {' '}
                <span className={style.badge(on)}>{count}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

const ACTIVE_LABELS = { all: 'All', active: 'Active', inactive: 'Inactive' } as const;
type ActiveFilter = keyof typeof ACTIVE_LABELS;

/** The options of an active / inactive / all filter, counted once the server says how many are each. */
export function activeStatusOptions<V extends ActiveFilter>(
  filters: readonly V[],
  counts?: { active: number; inactive: number },
): ChipOption<V>[] {
  return filters.map((value) => ({
    value,
    label: ACTIVE_LABELS[value],
    count: counts ? (value === 'all' ? counts.active + counts.inactive : counts[value as 'active' | 'inactive']) : undefined,
  }));
}
