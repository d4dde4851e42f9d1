import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_ORDERS_KEY, pendingOrdersStore } from './pending-orders-store';

afterEach(() => {
  localStorage.clear();
  pendingOrdersStore.reload();
});

describe('pendingOrdersStore', () => {
  it('reads back only the well-formed orders kept on the device', () => {
    const good = { idempotencyKey: 'key-12345', body: { services: [] }, createdAt: '2026-03-01T09:00:00Z', userId: 'u1' };
    localStorage.setItem(
      PENDING_ORDERS_KEY,
      JSON.stringify([
        { ...good, extra: 'dropped' },
        { ...good, idempotencyKey: 'short' },
        { ...good, body: ['not', 'an', 'object'] },
        { ...good, userId: 7 },
      ]),
    );
    pendingOrdersStore.reload();
    expect(pendingOrdersStore.getSnapshot()).toEqual([good]);
  });
});
