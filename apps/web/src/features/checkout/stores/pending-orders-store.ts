import type { CreateBookingBody } from '@washday/core';
import { isRecord, isText, readShape } from '@/lib/stored-shape';

/** Orders placed while offline, kept on the device until they are sent (customer-app.md §7). */
export const PENDING_ORDERS_KEY = 'washday.pendingOrders';

export interface PendingOrder {
  /** Sent again unchanged, so the server books the order once however often it arrives. */
  idempotencyKey: string;
  body: CreateBookingBody;
  createdAt: string;
  /** Whose session may send it: another customer signing in on this device must not. */
  userId: string;
}

// Read at the home screen's start: plain checks (lib/stored-shape), not zod.
const pendingOrderShape = {
  idempotencyKey: (value: unknown): value is string => isText(value) && value.length >= 8,
  body: isRecord,
  createdAt: isText,
  userId: isText,
};

type Listener = () => void;
const EMPTY: readonly PendingOrder[] = Object.freeze([]);

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function read(): readonly PendingOrder[] {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(PENDING_ORDERS_KEY);
  } catch {
    return EMPTY;
  }
  if (!raw) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return EMPTY;
    const orders = parsed.flatMap((entry) => {
      const order = readShape(entry, pendingOrderShape);
      return order ? [order as unknown as PendingOrder] : [];
    });
    return orders.length === 0 ? EMPTY : orders;
  } catch {
    return EMPTY;
  }
}

const listeners = new Set<Listener>();
let orders: readonly PendingOrder[] | null = null;

function current(): readonly PendingOrder[] {
  orders ??= read();
  return orders;
}

function write(next: readonly PendingOrder[]) {
  orders = next.length === 0 ? EMPTY : next;
  try {
    if (orders.length === 0) storage()?.removeItem(PENDING_ORDERS_KEY);
    else storage()?.setItem(PENDING_ORDERS_KEY, JSON.stringify(orders));
  } catch {
    /* Storage blocked: the queue lives while the tab does. */
  }
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== PENDING_ORDERS_KEY) return;
  orders = read();
  for (const listener of [...listeners]) listener();
}

export const pendingOrdersStore = {
  getSnapshot: current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  },
  add(order: PendingOrder) {
    const rest = current().filter((existing) => existing.idempotencyKey !== order.idempotencyKey);
    write([...rest, order]);
  },
  remove(idempotencyKey: string) {
    write(current().filter((order) => order.idempotencyKey !== idempotencyKey));
  },
  /** Re-reads the device's copy (tests, or another tab). */
  reload() {
    orders = read();
    for (const listener of [...listeners]) listener();
  },
};
