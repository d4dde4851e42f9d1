import type { Rider } from '@washday/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { isNoAnswer } from '@/lib/request-errors';
import { readRiderSavedCopy, type RiderSavedCopy } from './rider-saved-copy';

/** While a saved copy is shown and the browser says it is online (the server out of reach), the session is asked this often. */
export const SAVED_COPY_RECHECK_MS = 30_000;

/**
 * The copy saved on this phone, while the rider session cannot be checked: the browser is offline, or the check got no
 * answer. Once shown it stays through the next checks (no 'Checking your session…' in between) until the server
 * answers: a rider, or signed out. Back online, the session is checked at once.
 */
export function useSavedCopyWhileUnchecked(session: UseQueryResult<Rider | null>): RiderSavedCopy | null {
  const online = useOnlineStatus();
  const [copy, setCopy] = useState<RiderSavedCopy | null>(null);
  const unchecked = session.data === undefined;
  const unreachable = unchecked && (!online || isNoAnswer(session.error));
  // State that follows the session, set while rendering (React's pattern for it): read when needed, dropped on an answer.
  if (!unchecked && copy) setCopy(null);
  else if (unreachable && !copy) {
    const saved = readRiderSavedCopy();
    if (saved) setCopy(saved);
  }

  const { refetch } = session;
  const shown = copy !== null;
  const wasOnline = useRef(online);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (shown && cameBack) void refetch({ cancelRefetch: false });
  }, [online, shown, refetch]);
  useEffect(() => {
    if (!shown || !online) return;
    const timer = setInterval(() => void refetch({ cancelRefetch: false }), SAVED_COPY_RECHECK_MS);
    return () => clearInterval(timer);
  }, [shown, online, refetch]);

  return copy && (unreachable || session.isFetching) ? copy : null;
}
