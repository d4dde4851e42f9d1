import type { Booking } from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { toast } from '@/lib/toast';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { pendingOrdersStore, type PendingOrder } from '../stores/pending-orders-store';
import { clearCheckoutState } from '../utils/checkout-state-storage';

// What sends a kept order and words its failure, fetched when an order waits: most homes have none (decision 0039).
const loadSender = () => import('../api/create-booking');
const loadMessages = () => import('../utils/checkout-messages');

/** While something waits and the browser says it is online, try again this often (the API may have been down). */
export const PENDING_RETRY_INTERVAL_MS = 30_000;

/**
 * The toasts' words, in the language of the moment: the home (which sends what waits) does not carry the checkout's
 * strings, so they are fetched the first time one is needed (lib/i18n.ts).
 */
async function checkoutStrings() {
  await i18n.loadNamespaces('checkout');
  return i18n.getFixedT(null, 'checkout');
}

interface FlushHandlers {
  onPlaced: (booking: Booking, order: PendingOrder) => void;
  onFailed: (message: string, order: PendingOrder) => void;
}

// One sender per tab, however many components mount the hook: an order is never in flight twice.
let flushing: Promise<void> | null = null;
const sendingListeners = new Set<() => void>();
const isSending = () => flushing !== null;
function subscribeSending(listener: () => void) {
  sendingListeners.add(listener);
  return () => sendingListeners.delete(listener);
}
function notifySending() {
  for (const listener of [...sendingListeners]) listener();
}

function flushPendingOrders(userId: string, handlers: FlushHandlers): Promise<void> {
  if (flushing) return flushing;
  flushing = (async () => {
    const mine = pendingOrdersStore.getSnapshot().filter((order) => order.userId === userId);
    for (const order of mine) {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      try {
        const { createBooking } = await loadSender();
        const { booking } = await createBooking({ body: order.body, idempotencyKey: order.idempotencyKey });
        pendingOrdersStore.remove(order.idempotencyKey);
        handlers.onPlaced(booking, order);
      } catch (error) {
        if (!(error instanceof ApiError)) return;
        // Still no connection, or the session needs signing in again: keep it and stop for now.
        if (error.status === 0 || error.status === 401) return;
        // Busy with the same order, or the server is struggling: keep it for the next try.
        if (error.status === 409 || error.status === 429 || error.status >= 500) continue;
        // The server refused it (e.g. the pickup slot has passed): it will never go through as it is.
        pendingOrdersStore.remove(order.idempotencyKey);
        handlers.onFailed(error.message, order);
      }
    }
  })().finally(() => {
    flushing = null;
    notifySending();
  });
  notifySending();
  return flushing;
}

const serverSnapshot = (): readonly PendingOrder[] => [];

/**
 * Orders kept on the device while offline ('Waiting to send'). Each is sent when the connection
 * returns (the `online` event), when the app starts, and every 30 s while one waits, with the key it
 * was made with, so however often it is sent the server books it once. Mount it on the customer's screens.
 */
export function usePendingOrders({
  userId,
  onPlaced,
  onFailed,
}: {
  userId: string | null;
  onPlaced: (booking: Booking) => void;
  onFailed?: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const all = useSyncExternalStore(pendingOrdersStore.subscribe, pendingOrdersStore.getSnapshot, serverSnapshot);
  const orders = useMemo(() => (userId ? all.filter((order) => order.userId === userId) : []), [all, userId]);
  const sending = useSyncExternalStore(subscribeSending, isSending, () => false);

  const handlers = useRef({ onPlaced, onFailed });
  useEffect(() => {
    handlers.current = { onPlaced, onFailed };
  });

  const flush = useCallback(async () => {
    if (!userId || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    if (!pendingOrdersStore.getSnapshot().some((order) => order.userId === userId)) return;
    await flushPendingOrders(userId, {
      onPlaced: (booking) => {
        clearCheckoutState();
        void loadSender().then(({ invalidateBookings }) => invalidateBookings(queryClient));
        void checkoutStrings().then((t) =>
          toast.success(t('pending.placed'), {
            id: `placed-${booking.id}`,
            description: t('pending.placedDetail', { id: booking.custom_order_id }),
          }),
        );
        handlers.current.onPlaced(booking);
      },
      onFailed: (message) => {
        void Promise.all([checkoutStrings(), loadMessages()]).then(([t, { translateCheckoutMessage }]) =>
          toast.error(t('pending.failed'), { description: translateCheckoutMessage(message, t) }),
        );
        handlers.current.onFailed?.(message);
      },
    });
  }, [queryClient, userId]);

  // On start, and whenever the connection comes back.
  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);

  const waiting = orders.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (navigator.onLine) void flush();
    }, PENDING_RETRY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  return {
    orders,
    sending,
    flush,
    discard: (idempotencyKey: string) => pendingOrdersStore.remove(idempotencyKey),
  };
}
