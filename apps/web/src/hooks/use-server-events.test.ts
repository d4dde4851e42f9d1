import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { useServerEvents } from './use-server-events';
import { notificationMaker } from '@/test/notification-fixture';

describe('useServerEvents', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('invalidates the named queries on an event, polls only while the stream is down, and closes on unmount', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result, unmount } = renderHook(
      () => useServerEvents({ as: 'customer', invalidate: { notification: [['notifications']] } }),
      { wrapper },
    );
    // The stream opens once the contract's chunk is here (lib/lazy-endpoints.ts).
    const source = await vi.waitFor(() => {
      if (!FakeEventSource.last) throw new Error('no EventSource yet');
      return FakeEventSource.last;
    });
    expect(source.url).toBe('/api/events?as=customer');
    expect(result.current.pollInterval(30_000)).toBe(30_000);
    act(() => source.onopen?.());
    expect(result.current.pollInterval(30_000)).toBe(false);
    // Opening reads the named queries once: what changed before the stream was open was never sent.
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    spy.mockClear();

    act(() => source.emit('booking.updated', { booking_id: 'b1' }));
    expect(spy).not.toHaveBeenCalled();
    act(() => source.emit('notification', { nonsense: true }));
    expect(spy).not.toHaveBeenCalled();
    const notification = notificationMaker('n', {
      type: 'booking_confirmed',
      title: 'Booking confirmed',
      message: 'Confirmed.',
      priority: 'medium',
    })({ id: 'n1', _id: 'n1', time_ago: 'just now' });
    act(() => source.emit('notification', notification));
    expect(spy).toHaveBeenCalledWith({ queryKey: ['notifications'] });

    act(() => source.onerror?.());
    expect(result.current.pollInterval(30_000)).toBe(30_000);
    unmount();
    expect(source.closed).toBe(true);
  });

  it('leaves a stream the server ended (an instance draining) to the browser to resume, and reads again once it has', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = null;
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result, unmount } = renderHook(() => useServerEvents({ invalidate: { notification: [['notifications']] } }), {
      wrapper,
    });
    const source = await vi.waitFor(() => {
      if (!FakeEventSource.last) throw new Error('no EventSource yet');
      return FakeEventSource.last;
    });
    act(() => source.onopen?.());
    spy.mockClear();

    // The server ends the stream: EventSource reports an error and reconnects by itself with Last-Event-ID, unless closed.
    act(() => source.onerror?.());
    expect(source.closed).toBe(false);
    expect(result.current.pollInterval(30_000)).toBe(30_000);
    // Resumed (on the other instance): live again, and what the replay could not hold is read once more.
    act(() => source.onopen?.());
    expect(result.current.pollInterval(30_000)).toBe(false);
    expect(spy).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    unmount();
  });
});
