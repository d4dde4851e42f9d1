import {
  CART_STORAGE_KEY,
  decrementItem,
  EMPTY_CART,
  incrementItem,
  parseStoredCart,
  serializeCart,
  setItemQuantity,
  type CartItems,
} from '../utils/cart-rules';

type Listener = () => void;

export interface CartStore {
  /** For useSyncExternalStore: the same object until the cart changes. */
  getSnapshot: () => CartItems;
  subscribe: (listener: Listener) => () => void;
  increment: (serviceId: string, minQuantity?: number) => void;
  decrement: (serviceId: string, minQuantity?: number) => void;
  setQuantity: (serviceId: string, quantity: number) => void;
  clear: () => void;
  /** Re-reads the device's copy (another tab changed it, or a test reset storage). */
  reload: () => void;
}

function safeStorage(getStorage: () => Storage | undefined): Storage | undefined {
  try {
    return getStorage();
  } catch {
    return undefined; // Storage can be blocked (private mode, settings): the cart then lives in memory.
  }
}

/**
 * A tiny shared store: every component sees the same cart, each change is written to localStorage,
 * and other tabs' changes arrive through the `storage` event.
 */
export function createCartStore({
  getStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage),
  now = () => new Date(),
}: { getStorage?: () => Storage | undefined; now?: () => Date } = {}): CartStore {
  const listeners = new Set<Listener>();
  let items: CartItems | null = null;

  function read(): CartItems {
    const storage = safeStorage(getStorage);
    if (!storage) return EMPTY_CART;
    let raw: string | null;
    try {
      raw = storage.getItem(CART_STORAGE_KEY);
    } catch {
      return EMPTY_CART;
    }
    const parsed = parseStoredCart(raw, now());
    if (parsed.status === 'discard') {
      try {
        storage.removeItem(CART_STORAGE_KEY);
      } catch {
        /* nothing to clean up */
      }
    }
    return Object.keys(parsed.items).length === 0 ? EMPTY_CART : parsed.items;
  }

  function current(): CartItems {
    items ??= read();
    return items;
  }

  function emit() {
    for (const listener of [...listeners]) listener();
  }

  function write(next: CartItems) {
    items = Object.keys(next).length === 0 ? EMPTY_CART : next;
    const storage = safeStorage(getStorage);
    try {
      if (items === EMPTY_CART) storage?.removeItem(CART_STORAGE_KEY);
      else storage?.setItem(CART_STORAGE_KEY, serializeCart(items, now()));
    } catch {
      /* Full or blocked storage: keep the in-memory cart. */
    }
    emit();
  }

  function onStorage(event: StorageEvent) {
    // key null = another tab cleared all storage.
    if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
    items = read();
    emit();
  }

  return {
    getSnapshot: current,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    increment: (serviceId, minQuantity) => write(incrementItem(current(), serviceId, minQuantity)),
    decrement: (serviceId, minQuantity) => write(decrementItem(current(), serviceId, minQuantity)),
    setQuantity: (serviceId, quantity) => write(setItemQuantity(current(), serviceId, quantity)),
    clear: () => write(EMPTY_CART),
    reload() {
      items = read();
      emit();
    },
  };
}

/** The app's cart. */
export const cartStore = createCartStore();
