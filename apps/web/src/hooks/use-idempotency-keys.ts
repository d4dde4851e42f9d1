import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * The Idempotency-Key for each attempt at a request the server must act on once: the same key while the request stays
 * the same (a retry after a lost answer is answered, not done again), a new one once it changes (another request).
 */
export function useIdempotencyKeys<Body>(): (body: Body) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: Body) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
}
