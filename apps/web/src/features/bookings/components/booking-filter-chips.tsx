import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { BOOKING_FILTERS, type BookingFilter } from '../utils/booking-format';

/** All, Pending, Confirmed, In progress, Completed, Cancelled: one row that scrolls sideways on phones. */
export function BookingFilterChips({ value, onChange }: { value: BookingFilter; onChange: (value: BookingFilter) => void }) {
  const { t } = useTranslation('bookings');
  return (
    <div
      role="group"
      aria-label={t('filters.label')}
      className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 py-0.5 md:mx-0 md:flex-wrap md:px-0"
    >
      {BOOKING_FILTERS.map((filter) => {
        const selected = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(filter)}
            className={cn(
              'inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              selected
                ? 'bg-ink text-white shadow-soft'
                : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 hover:ring-slate-300',
            )}
          >
            {filter === 'all' ? t('filters.all') : t(`status.${filter}`)}
          </button>
        );
      })}
    </div>
  );
}
