// The signed-in rider's last known dashboard, kept on this phone so that a page opened without a connection (a reload
// in a dead spot, the installed app opened underground) shows the rider's jobs instead of a blank session check. It is
// only ever shown read-only and marked offline: the session is checked for real once the connection returns.
import { contract, riderSchema, successSchema, type Rider } from '@washday/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { riderNotificationKeys } from '@/features/rider-notifications/api/rider-notification-keys';
import { riderOrderKeys } from '@/features/rider-orders/api/rider-order-keys';
import { sessionQueryKey } from '@/lib/session-keys';

export const RIDER_SAVED_COPY_KEY = 'washday.rider.savedCopy';
/** A copy older than this is from another shift: its jobs are more likely wrong than useful. */
export const RIDER_SAVED_COPY_TTL_MS = 12 * 3_600_000;

const savedAnswer = <T extends z.ZodType>(data: T) => z.object({ data, updatedAt: z.number() }).nullable();

// Each answer is checked again with the contract's schema when read: a copy from an older app or a tampered one is dropped.
const savedCopySchema = z.object({
  savedAt: z.number(),
  rider: riderSchema,
  orders: savedAnswer(successSchema(contract.riderOrders.list)),
  notifications: savedAnswer(successSchema(contract.riderNotifications.list)),
  unreadCount: savedAnswer(z.number()),
});

export type RiderSavedCopy = z.infer<typeof savedCopySchema>;
type SavedAnswer<T> = { data: T; updatedAt: number } | null;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readRiderSavedCopy(now = Date.now()): RiderSavedCopy | null {
  try {
    const raw = storage()?.getItem(RIDER_SAVED_COPY_KEY);
    if (!raw) return null;
    const parsed = savedCopySchema.safeParse(JSON.parse(raw));
    if (parsed.success && now - parsed.data.savedAt < RIDER_SAVED_COPY_TTL_MS) return parsed.data;
  } catch {
    /* unreadable: dropped below */
  }
  forgetRiderSavedCopy();
  return null;
}

export function writeRiderSavedCopy(copy: RiderSavedCopy): void {
  try {
    storage()?.setItem(RIDER_SAVED_COPY_KEY, JSON.stringify(copy));
  } catch {
    /* Storage full or blocked: a reload offline then finds no copy and says it cannot check the session. */
  }
}

/** At sign-out or when the server ends the session: nothing of the rider's stays on the phone. */
export function forgetRiderSavedCopy(): void {
  try {
    storage()?.removeItem(RIDER_SAVED_COPY_KEY);
  } catch {
    /* nothing to forget */
  }
}

function answerIn<T>(queryClient: QueryClient, queryKey: QueryKey): SavedAnswer<T> {
  const state = queryClient.getQueryState<T>(queryKey);
  return state?.data === undefined ? null : { data: state.data, updatedAt: state.dataUpdatedAt };
}

/** The dashboard as the cache holds it now, for the rider the server confirmed. */
export function snapshotRiderData(queryClient: QueryClient, rider: Rider, now = Date.now()): RiderSavedCopy {
  return {
    savedAt: now,
    rider,
    orders: answerIn(queryClient, riderOrderKeys.list()),
    notifications: answerIn(queryClient, riderNotificationKeys.list()),
    unreadCount: answerIn(queryClient, riderNotificationKeys.count()),
  };
}

const SAVED_KEYS = [riderOrderKeys.list(), riderNotificationKeys.list(), riderNotificationKeys.count(), sessionQueryKey('rider')];
const isSaved = (queryKey: QueryKey) =>
  SAVED_KEYS.some((key) => key.length === queryKey.length && key.every((part, i) => part === queryKey[i]));

/**
 * While the server confirms the rider: saves the dashboard whenever one of its answers (or the rider) changes. Mounted
 * only then, never while a saved copy is shown, so a copy only ever holds what the server said.
 */
export function useKeepRiderSavedCopy(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const save = () => {
      // Signed out meanwhile (the session is null): nothing is saved, and what was is being forgotten.
      const rider = queryClient.getQueryData<Rider | null>(sessionQueryKey('rider'));
      if (rider) writeRiderSavedCopy(snapshotRiderData(queryClient, rider));
    };
    save();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && isSaved(event.query.queryKey)) save();
    });
  }, [queryClient]);
}

/**
 * Puts the copy's answers in the cache for the screens to show (each job also as its order page), where the cache has
 * none. They are marked out of date, so each is asked again as soon as the connection allows.
 */
export function restoreRiderSavedCopy(queryClient: QueryClient, copy: RiderSavedCopy): void {
  const put = <T>(queryKey: QueryKey, answer: SavedAnswer<T>) => {
    if (answer && queryClient.getQueryData(queryKey) === undefined)
      queryClient.setQueryData(queryKey, answer.data, { updatedAt: answer.updatedAt });
  };
  put(riderOrderKeys.list(), copy.orders);
  // The list carries each job as its order page shows it (the same contract schema).
  for (const order of copy.orders?.data ?? [])
    put(riderOrderKeys.detail(order._id), { data: order, updatedAt: copy.orders?.updatedAt ?? copy.savedAt });
  put(riderNotificationKeys.list(), copy.notifications);
  put(riderNotificationKeys.count(), copy.unreadCount);
  for (const queryKey of [riderOrderKeys.all, riderNotificationKeys.all])
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}
