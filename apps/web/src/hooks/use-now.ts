import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`: slots that have passed drop out of an open form, and the
 * admin header's remaining session time stays true.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
