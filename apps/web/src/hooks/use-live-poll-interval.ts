import { createContext, useContext } from 'react';

/**
 * A query's polling interval while the live event stream is down, and off while it is open. The area that opens the
 * stream (useServerEvents) provides it; without a provider every screen polls.
 */
export const LivePollContext = createContext<(ms: number) => number | false>((ms) => ms);

export function useLivePollInterval(ms: number): number | false {
  return useContext(LivePollContext)(ms);
}
