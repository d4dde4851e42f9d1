import { locationFreshness, type LiveEventData } from '@washday/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useServerEvents } from '@/hooks/use-server-events';
import { adminRiderKeys } from '../api/admin-rider-keys';
import { adminRiderCashKeys } from '../api/rider-cash';
import type { ActiveRidersData } from '../api/get-active-riders';

type RiderFix = LiveEventData<'rider.location'>;

/**
 * Moves a rider of the cached active list to the position of a live fix, without a refetch. Answers false when the
 * rider is not in the list (they just went active: the list must be asked again). A fix older than the one shown is
 * ignored, so a late event never moves a rider backwards.
 */
export function applyRiderFix(queryClient: QueryClient, fix: RiderFix): boolean {
  let known = false;
  queryClient.setQueryData<ActiveRidersData>(adminRiderKeys.active(), (data) => {
    if (!data) return data;
    return {
      ...data,
      riders: data.riders.map((rider) => {
        if (rider._id !== fix.rider_id) return rider;
        known = true;
        if (rider.lastLocationUpdate && new Date(rider.lastLocationUpdate).getTime() > new Date(fix.at).getTime()) return rider;
        const serverNow = new Date(Date.now() + data.clockOffsetMs);
        return {
          ...rider,
          location: { lat: fix.lat, lng: fix.lng },
          lastLocationUpdate: fix.at,
          freshness: locationFreshness(new Date(fix.at), serverNow),
        };
      }),
    };
  });
  return known;
}

/**
 * The admin's live stream for the rider screens: each 'rider.location' moves that rider on the list and the map at
 * once; 'booking.updated' (an order moved, a rider assigned, cash taken at a door) refetches the riders' jobs, their
 * cash and the map's orders.
 */
export function useRiderLiveUpdates() {
  const queryClient = useQueryClient();
  return useServerEvents({
    as: 'admin',
    invalidate: { 'booking.updated': [adminRiderKeys.active(), adminRiderKeys.trackedOrders(), adminRiderCashKeys] },
    onEvent: (name, data) => {
      if (name !== 'rider.location') return;
      const known = applyRiderFix(queryClient, data as RiderFix);
      if (!known && queryClient.getQueryData(adminRiderKeys.active()))
        void queryClient.invalidateQueries({ queryKey: adminRiderKeys.active() });
    },
  });
}
