import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from './logout';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it("gives up after the spec's 5 s when the server does not answer", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
          }),
      ),
    );
    const pending = logout().then(
      () => null,
      (error: unknown) => error as Error,
    );
    await vi.advanceTimersByTimeAsync(4_999);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending)?.message).toBe('Request timeout after 5000ms');
  });
});
