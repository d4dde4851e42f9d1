import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRiderNotification } from '@/features/rider-notifications/testing/rider-notification-fixtures';
import { riderNotificationKeys } from '@/features/rider-notifications/api/rider-notification-keys';
import { riderOrderKeys } from '@/features/rider-orders/api/rider-order-keys';
import { makeRiderOrder } from '@/features/rider-orders/testing/rider-order-fixtures';
import { makeRider } from '@/test/rider-fixtures';
import {
  forgetRiderSavedCopy,
  readRiderSavedCopy,
  restoreRiderSavedCopy,
  RIDER_SAVED_COPY_KEY,
  RIDER_SAVED_COPY_TTL_MS,
  snapshotRiderData,
  writeRiderSavedCopy,
} from './rider-saved-copy';
import { notificationList } from './rider-test-utils';

// A fixed clock: the copy's age is what the tests turn, never the wall clock.
const SAVED_AT = Date.parse('2030-03-12T04:30:00.000Z');
const LOADED_AT = SAVED_AT - 60_000;

afterEach(() => localStorage.clear());

/** A cache holding the dashboard's answers as the server gave them a minute before the save. */
function dashboardCache() {
  const queryClient = new QueryClient();
  const jobs = [makeRiderOrder({ tripType: 'pickup' }), makeRiderOrder({ tripType: 'delivery', riderStatus: 'accepted' })];
  const notifications = notificationList([makeRiderNotification()]);
  queryClient.setQueryData(riderOrderKeys.list(), jobs, { updatedAt: LOADED_AT });
  queryClient.setQueryData(riderNotificationKeys.list(), notifications, { updatedAt: LOADED_AT });
  queryClient.setQueryData(riderNotificationKeys.count(), 1, { updatedAt: LOADED_AT });
  return { queryClient, jobs, notifications };
}

describe('the rider saved copy', () => {
  it('keeps the rider, the jobs and the notifications with when each was loaded, and reads them back as saved', () => {
    const { queryClient, jobs, notifications } = dashboardCache();
    const rider = makeRider({ isActive: true });
    writeRiderSavedCopy(snapshotRiderData(queryClient, rider, SAVED_AT));

    expect(readRiderSavedCopy(SAVED_AT + 60_000)).toEqual({
      savedAt: SAVED_AT,
      rider,
      orders: { data: jobs, updatedAt: LOADED_AT },
      notifications: { data: notifications, updatedAt: LOADED_AT },
      unreadCount: { data: 1, updatedAt: LOADED_AT },
    });
  });

  it('saves what has not loaded as missing', () => {
    writeRiderSavedCopy(snapshotRiderData(new QueryClient(), makeRider(), SAVED_AT));
    expect(readRiderSavedCopy(SAVED_AT)).toMatchObject({ orders: null, notifications: null, unreadCount: null });
  });

  it('drops a copy from another shift (12 hours or older)', () => {
    writeRiderSavedCopy(snapshotRiderData(dashboardCache().queryClient, makeRider(), SAVED_AT));
    expect(readRiderSavedCopy(SAVED_AT + RIDER_SAVED_COPY_TTL_MS - 1)).not.toBeNull();
    expect(readRiderSavedCopy(SAVED_AT + RIDER_SAVED_COPY_TTL_MS)).toBeNull();
    expect(localStorage.getItem(RIDER_SAVED_COPY_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"savedAt":'],
    ['a rider without a status', JSON.stringify({ savedAt: SAVED_AT, rider: { _id: 'r1', name: 'Ravi' } })],
    [
      'jobs off the contract',
      JSON.stringify({
        savedAt: SAVED_AT,
        rider: makeRider(),
        orders: { data: [{ _id: 'b1' }], updatedAt: LOADED_AT },
        notifications: null,
        unreadCount: null,
      }),
    ],
  ])('forgets a copy that is %s', (_, raw) => {
    localStorage.setItem(RIDER_SAVED_COPY_KEY, raw);
    expect(readRiderSavedCopy(SAVED_AT)).toBeNull();
    expect(localStorage.getItem(RIDER_SAVED_COPY_KEY)).toBeNull();
  });

  it('is forgotten on request', () => {
    writeRiderSavedCopy(snapshotRiderData(new QueryClient(), makeRider(), SAVED_AT));
    forgetRiderSavedCopy();
    expect(readRiderSavedCopy(SAVED_AT)).toBeNull();
  });

  it('restores the jobs (each also as its order page) and notifications as out of date, over nothing newer', () => {
    const saved = dashboardCache();
    writeRiderSavedCopy(snapshotRiderData(saved.queryClient, makeRider(), SAVED_AT));
    const copy = readRiderSavedCopy(SAVED_AT)!;
    const [pickup, delivery] = saved.jobs;

    const queryClient = new QueryClient();
    // Something the cache already holds is newer than the copy: it stays.
    queryClient.setQueryData(riderNotificationKeys.count(), 4);
    restoreRiderSavedCopy(queryClient, copy);

    expect(queryClient.getQueryData(riderOrderKeys.list())).toEqual(saved.jobs);
    expect(queryClient.getQueryState(riderOrderKeys.list())).toMatchObject({ dataUpdatedAt: LOADED_AT, isInvalidated: true });
    expect(queryClient.getQueryData(riderOrderKeys.detail(pickup!._id))).toEqual(pickup);
    expect(queryClient.getQueryData(riderOrderKeys.detail(delivery!._id))).toEqual(delivery);
    expect(queryClient.getQueryState(riderOrderKeys.detail(pickup!._id))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(riderNotificationKeys.list())).toEqual(saved.notifications);
    expect(queryClient.getQueryData(riderNotificationKeys.count())).toBe(4);
  });
});
