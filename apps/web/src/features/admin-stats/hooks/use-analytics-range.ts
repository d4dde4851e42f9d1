import type { AnalyticsRange } from '@washday/core';
import { useSearchParams } from 'react-router';
import { rangeFromParams, todayInIndia } from '../utils/analytics-range';

/** The analytics range lives in the address (?tab=analytics&from=…&to=…), so a reload or a shared link shows the same days. */
export function useAnalyticsRange() {
  const [params, setParams] = useSearchParams();
  const today = todayInIndia();
  const range = rangeFromParams(params, today);
  const setRange = (next: Pick<AnalyticsRange, 'from' | 'to'>) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  return { range, today, setRange };
}
