import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeWakeLock, installWakeLock, resetPageVisibility, setPageVisibility } from '@/test/fake-wake-lock';
import { useWakeLock } from './use-wake-lock';

afterEach(() => {
  resetPageVisibility();
});

describe('useWakeLock', () => {
  it('holds a screen lock while enabled, asks again when the page comes back, and releases it when disabled', async () => {
    const wakeLock = new FakeWakeLock();
    const { result, rerender } = renderHook(({ enabled }) => useWakeLock(enabled, { wakeLock }), {
      initialProps: { enabled: false },
    });
    expect(result.current).toEqual({ supported: true, held: false });
    expect(wakeLock.request).not.toHaveBeenCalled();

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.held).toBe(true));
    expect(wakeLock.request).toHaveBeenCalledWith('screen');

    // The browser drops the lock when the screen sleeps; it is asked for again once the page is visible.
    act(() => setPageVisibility('hidden'));
    await act(async () => wakeLock.drop());
    expect(result.current.held).toBe(false);
    act(() => setPageVisibility('visible'));
    await waitFor(() => expect(result.current.held).toBe(true));
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
    expect(wakeLock.held).toBe(1);

    rerender({ enabled: false });
    expect(result.current.held).toBe(false);
    expect(wakeLock.held).toBe(0);
  });

  it('releases on unmount, and says so where the browser has no wake lock', async () => {
    const wakeLock = new FakeWakeLock();
    const { result, unmount } = renderHook(() => useWakeLock(true, { wakeLock }));
    await waitFor(() => expect(result.current.held).toBe(true));
    unmount();
    expect(wakeLock.held).toBe(0);

    const undo = installWakeLock(undefined);
    try {
      const { result: without } = renderHook(() => useWakeLock(true));
      expect(without.current).toEqual({ supported: false, held: false });
    } finally {
      undo();
    }
  });
});
