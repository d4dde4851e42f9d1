// What the order detail's tests share: its two endpoints, a loaded catalogue, and a clean slate after each test.
import { builtInCatalogue, contract } from '@washday/core';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import type { OrderCatalogue } from '../components/order-detail/add-service-panel';
import { clearGeolocation } from './render-rider-orders';

export const GET = contract.riderOrders.get;
export const UPDATE = contract.riderOrders.update;
export const catalogue: OrderCatalogue = { categories: builtInCatalogue(), status: 'ready' };

/** After each test: no toasts, no saved edit draft, no stubbed position or globals, real timers. */
export function cleanUpOrderDetail() {
  afterEach(() => {
    toast.dismiss();
    sessionStorage.clear();
    clearGeolocation();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
