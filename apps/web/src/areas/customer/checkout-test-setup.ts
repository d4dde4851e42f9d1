// Before each checkout page test: an empty cart and no pending orders, a ResizeObserver, and the date at `now`.
import { vi } from 'vitest';
import { cartStore } from '@/features/cart/stores/cart-store';
import { pendingOrdersStore } from '@/features/checkout/stores/pending-orders-store';
import { stubResizeObserver } from '@/test/resize-observer';

export function freshCheckoutAt(now: Date) {
  window.localStorage.clear();
  cartStore.reload();
  pendingOrdersStore.reload();
  stubResizeObserver();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}
