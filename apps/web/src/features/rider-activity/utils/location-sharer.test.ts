import { LOCATION_STALE_AFTER_MS, RIDER_WATCH_OPTIONS } from '@washday/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCurrentPosition } from '@/lib/navigation';
import { FakeGeolocation, makePosition } from '@/test/fake-geolocation';
import { MIN_SEND_INTERVAL_MS, startLocationSharing, type LocationFix, type SharingSnapshot } from './location-sharer';

const T0 = new Date('2026-11-22T06:00:00.000Z').getTime();

/** A post the test settles by hand. */
function deferredSend() {
  const posts: { fix: LocationFix; signal: AbortSignal; resolve: () => void; reject: () => void }[] = [];
  const send = vi.fn(
    (fix: LocationFix, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        posts.push({ fix, signal, resolve, reject: () => reject(new Error('refused')) });
      }),
  );
  return { send, posts };
}

function start(overrides: { geolocation?: FakeGeolocation | undefined } = {}) {
  const geolocation = 'geolocation' in overrides ? overrides.geolocation : new FakeGeolocation();
  const { send, posts } = deferredSend();
  const changes: SharingSnapshot[] = [];
  const visibility = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const sharer = startLocationSharing({ geolocation, send, onChange: (s) => changes.push(s), visibility });
  return { geolocation: geolocation!, send, posts, changes, visibility, sharer, last: () => changes.at(-1) };
}

/** Lets the settled post's callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('location sharing', () => {
  it("watches with the spec's options and posts a fix with its own time and accuracy", async () => {
    const { geolocation, posts, last } = start();
    expect(geolocation.watchPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), RIDER_WATCH_OPTIONS);

    geolocation.emit(makePosition(28.46, 77.03, { timestamp: T0 - 20_000, accuracy: 8 }));
    expect(posts.map((p) => p.fix)).toEqual([
      { location: { lat: 28.46, lng: 77.03 }, timestamp: new Date(T0 - 20_000).toISOString(), accuracy: 8 },
    ]);
    posts[0]!.resolve();
    await settle();
    expect(last()).toEqual({ lastSentAt: T0, stale: false, watchError: false });
  });

  it('lends its latest fix to an order action whose own reading is slow, until the watch stops', async () => {
    const { geolocation, sharer } = start();
    const slow = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 3 } as GeolocationPositionError),
    } as unknown as Geolocation;
    geolocation.emit(makePosition(28.46, 77.03, { timestamp: T0 - 5_000 }));
    expect(await readCurrentPosition(slow, 3_000)).toEqual({ lat: 28.46, lng: 77.03 });
    sharer.stop();
    expect(await readCurrentPosition(slow, 3_000)).toBeNull();
  });

  it('keeps one post in flight, at most one every 10 s, and sends the newest fix', async () => {
    const { geolocation, posts } = start();
    geolocation.emit(makePosition(28.46, 77.03));
    geolocation.emit(makePosition(28.461, 77.031));
    geolocation.emit(makePosition(28.462, 77.032));
    expect(posts).toHaveLength(1);

    // The first post is slow: 10 s pass, but nothing more goes while it is in flight.
    await vi.advanceTimersByTimeAsync(MIN_SEND_INTERVAL_MS);
    expect(posts).toHaveLength(1);
    posts[0]!.resolve();
    await settle();
    expect(posts).toHaveLength(2);
    expect(posts[1]!.fix.location).toEqual({ lat: 28.462, lng: 77.032 });

    // The second answers at once; the next fix waits for the 10 s since the second post.
    posts[1]!.resolve();
    await settle();
    geolocation.emit(makePosition(28.463, 77.033));
    await vi.advanceTimersByTimeAsync(MIN_SEND_INTERVAL_MS - 1);
    expect(posts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toHaveLength(3);
    expect(posts[2]!.fix.location).toEqual({ lat: 28.463, lng: 77.033 });
  });

  it('goes on after a refused post', async () => {
    const { geolocation, posts, last } = start();
    geolocation.emit(makePosition(28.46, 77.03));
    posts[0]!.reject();
    await settle();
    expect(last()).toBeUndefined();
    geolocation.emit(makePosition(28.461, 77.031));
    await vi.advanceTimersByTimeAsync(MIN_SEND_INTERVAL_MS);
    expect(posts).toHaveLength(2);
  });

  it('calls the position stale when nothing was sent for a while, and current again with the next post', async () => {
    const { geolocation, posts, last } = start();
    await vi.advanceTimersByTimeAsync(LOCATION_STALE_AFTER_MS - 1);
    expect(last()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(last()?.stale).toBe(true);

    geolocation.emit(makePosition(28.46, 77.03));
    posts[0]!.resolve();
    await settle();
    expect(last()?.stale).toBe(false);

    // A refused post does not count as sent.
    geolocation.emit(makePosition(28.461, 77.031));
    await vi.advanceTimersByTimeAsync(MIN_SEND_INTERVAL_MS);
    posts[1]!.reject();
    await vi.advanceTimersByTimeAsync(LOCATION_STALE_AFTER_MS - MIN_SEND_INTERVAL_MS);
    expect(last()?.stale).toBe(true);
  });

  it('calls the position stale once the page is hidden (the browser pauses the watch)', async () => {
    const { geolocation, posts, visibility, last } = start();
    geolocation.emit(makePosition(28.46, 77.03));
    posts[0]!.resolve();
    await settle();
    visibility.visibilityState = 'hidden';
    visibility.dispatchEvent(new Event('visibilitychange'));
    expect(last()?.stale).toBe(true);

    visibility.visibilityState = 'visible';
    visibility.dispatchEvent(new Event('visibilitychange'));
    expect(last()?.stale).toBe(true);
    await vi.advanceTimersByTimeAsync(MIN_SEND_INTERVAL_MS);
    geolocation.emit(makePosition(28.461, 77.031));
    posts[1]!.resolve();
    await settle();
    expect(last()?.stale).toBe(false);
  });

  it('reports a failing watch until a fix arrives', () => {
    const { geolocation, last } = start();
    geolocation.fail(1);
    expect(last()?.watchError).toBe(true);
    geolocation.emit(makePosition(28.46, 77.03));
    expect(last()?.watchError).toBe(false);
  });

  it('reports no geolocation at all as a watch error', () => {
    const { last } = start({ geolocation: undefined });
    expect(last()?.watchError).toBe(true);
  });

  it('stops at once: the watch, the waiting fix, the post in flight and the stale timer', async () => {
    const { geolocation, posts, sharer, changes } = start();
    geolocation.emit(makePosition(28.46, 77.03));
    geolocation.emit(makePosition(28.461, 77.031));
    sharer.stop();
    expect(geolocation.clearWatch).toHaveBeenCalledWith(1);
    expect(geolocation.watching).toBe(0);
    expect(posts[0]!.signal.aborted).toBe(true);
    posts[0]!.resolve();
    await vi.advanceTimersByTimeAsync(LOCATION_STALE_AFTER_MS * 2);
    expect(posts).toHaveLength(1);
    expect(changes).toEqual([]);
  });
});
