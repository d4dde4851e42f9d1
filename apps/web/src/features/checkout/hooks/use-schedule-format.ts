import type { SlotPeriod } from '@washday/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { dateChipLabel, timeLabel, type DateChipLabel } from '../utils/schedule-format';

export interface ScheduleFormat {
  dateChip: (isoDay: string, now: Date) => DateChipLabel;
  time: (time: string) => string;
  period: (period: SlotPeriod) => string;
}

/** Day chips, slot times and day parts in the interface language (dates through Intl in en-IN / hi-IN). */
export function useScheduleFormat(): ScheduleFormat {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return useMemo(() => {
    const words = {
      locale,
      today: t('schedule.today'),
      tomorrow: t('schedule.tomorrow'),
      chipName: (shown: string, date: string) => t('schedule.chipName', { shown, date }),
    };
    return {
      dateChip: (isoDay, now) => dateChipLabel(isoDay, now, words),
      time: (time) => timeLabel(time, locale),
      period: (period) => t(`schedule.periods.${period}`),
    };
  }, [t, locale]);
}
