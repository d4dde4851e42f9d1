import { useSyncExternalStore } from 'react';
import { cartStore, type CartStore } from '../stores/cart-store';
import { EMPTY_CART, type CartItems } from '../utils/cart-rules';

const serverSnapshot = () => EMPTY_CART;

/** The cart's service id → quantity map, shared by every component and tab. */
export function useCart(store: CartStore = cartStore): CartItems {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}

export function useCartQuantity(serviceId: string, store: CartStore = cartStore): number {
  return useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot()[serviceId] ?? 0,
    () => 0,
  );
}
