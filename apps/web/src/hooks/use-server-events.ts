import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveEventData, LiveEventName } from '@washday/core';
import { loadEndpoints } from '@/lib/lazy-endpoints';

export interface ServerEventsOptions {
  /** Which session the stream speaks for when the browser holds several. */
  as?: 'customer' | 'rider' | 'admin' | 'vendor';
  /** Query keys to refetch when an event of that name arrives. */
  invalidate?: Partial<Record<LiveEventName, QueryKey[]>>;
  onEvent?: <N extends LiveEventName>(name: N, data: LiveEventData<N>) => void;
  enabled?: boolean;
}

/**
 * Listens to GET /api/events (the browser's EventSource reconnects by itself and resumes with Last-Event-ID) and
 * refetches the named queries on each event, and once when the stream opens (to catch what happened before it). `pollInterval(ms)` is the fallback for a query's `refetchInterval`:
 * off while the stream is open, the spec's interval while it is not.
 */
export function useServerEvents({ as, invalidate, onEvent, enabled = true }: ServerEventsOptions) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let closed = false;
    // The event schemas come with the contract's chunk.
    void loadEndpoints().then(({ contract, endpointUrl, LIVE_EVENT_NAMES, liveEventSchemas }) => {
      if (closed) return;
      const url = endpointUrl(contract.events.stream) + (as ? `?as=${as}` : '');
      const stream = new EventSource(url, { withCredentials: true });
      source = stream;
      stream.onopen = () => {
        setConnected(true);
        // What changed between the page's first read and the stream opening was never sent: read it again once.
        const keys = new Map(Object.values(invalidate ?? {}).flatMap((list) => list.map((key) => [JSON.stringify(key), key])));
        for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
      };
      stream.onerror = () => setConnected(false);
      for (const name of LIVE_EVENT_NAMES) {
        stream.addEventListener(name, (message) => {
          const parsed = liveEventSchemas[name].safeParse(JSON.parse((message as MessageEvent<string>).data));
          if (!parsed.success) return;
          for (const queryKey of invalidate?.[name] ?? []) void queryClient.invalidateQueries({ queryKey });
          onEvent?.(name, parsed.data as LiveEventData<typeof name>);
        });
      }
    });
    return () => {
      closed = true;
      source?.close();
      setConnected(false);
    };
    // Reconnect only when the session or switch changes; keys and callback are read at event time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [as, enabled, queryClient]);

  return { connected, pollInterval: (ms: number): number | false => (connected ? false : ms) };
}
