import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CART_TTL_MS } from '../utils/cart-rules';
import { createCartStore } from './cart-store';

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown;

describe('cart store', () => {
  it('writes every change to localStorage as a v2 cart and keeps it across a reload', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:00:00.000Z'));
    const store = createCartStore();
    store.increment('laundry-fold', 2);
    store.increment('dc-women-saree');
    store.decrement('dc-women-saree');

    expect(stored()).toEqual({ version: 'v2', updatedAt: '2026-03-10T10:00:00.000Z', items: { 'laundry-fold': 2 } });
    // A new page load (a fresh store) sees the same cart.
    expect(createCartStore().getSnapshot()).toEqual({ 'laundry-fold': 2 });
  });

  it('keeps the same snapshot object until something changes', () => {
    const store = createCartStore();
    store.increment('a');
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.increment('a');
    expect(store.getSnapshot()).not.toBe(first);
  });

  it('clears a stored cart without the v2 flag once', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ 'laundry-fold': 2 }));
    const store = createCartStore();
    expect(store.getSnapshot()).toEqual({});
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    store.increment('laundry-fold');
    expect(createCartStore().getSnapshot()).toEqual({ 'laundry-fold': 1 });
  });

  it('forgets a cart untouched for more than 7 days', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    createCartStore().increment('laundry-fold');
    vi.setSystemTime(new Date(Date.parse('2026-03-01T10:00:00.000Z') + CART_TTL_MS + 1000));

    expect(createCartStore().getSnapshot()).toEqual({});
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('removes the key when the cart is emptied', () => {
    const store = createCartStore();
    store.increment('a');
    store.clear();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot()).toEqual({});
  });

  it("picks up another tab's change from the storage event", () => {
    const store = createCartStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    // Another tab writes the cart, then the browser tells this tab.
    const other = createCartStore();
    other.increment('iron-regular');
    other.increment('iron-regular');
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));

    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({ 'iron-regular': 2 });

    listener.mockClear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('still works in memory when storage is blocked', () => {
    const store = createCartStore({
      getStorage: () => {
        throw new Error('SecurityError');
      },
    });
    store.increment('a', 2);
    expect(store.getSnapshot()).toEqual({ a: 2 });
  });
});
