import type { LatLng, PlannedRoute, PlannedStop, UnplacedTrip } from '@washday/core';
import { Bike, CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { LiveStatus } from '@/components/admin-table/live-status';
import { StaleNotice } from '@/components/admin-table/query-states';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { ListEmpty, ListError, TableSkeleton } from '@/components/admin-table/table-states';
import { describeError, describeFailure } from '@/lib/request-errors';
import { toast } from '@/lib/toast';
import { useRoutePlan } from '../api/get-route-plan';
import { useLockTrip, useReplan, useSetAutoDispatch, useUnlockTrip } from '../api/route-plan-actions';
import { useDispatchLive } from '../hooks/use-dispatch-live';
import { routeColour, stopKey, tripKey } from '../utils/route-format';
import { RiderRouteCard } from './rider-route-card';
import { RouteRiderDialog, type RouteRiderTarget } from './route-rider-dialog';
import type { RoutesMapFocus } from './routes-map';
import { RoutesHeader } from './routes-header';
import { RoutesMapPanel } from './routes-map-panel';
import type { RoutesSelection } from './routes-selection';
import { UnplacedPanel } from './unplaced-panel';

/** Where a selection is on the map. */
function pointOf(selection: RoutesSelection, routes: PlannedRoute[], unplaced: UnplacedTrip[]): LatLng | null {
  if (!selection) return null;
  if (selection.unplaced) return unplaced.find((u) => tripKey(u) === selection.unplaced)?.coordinates ?? null;
  const route = routes.find((r) => r.rider.id === selection.riderId);
  if (!route) return null;
  if (selection.stop) return route.stops.find((s) => stopKey(s) === selection.stop)?.coordinates ?? null;
  return route.rider.location;
}

/**
 * Riders → Routes (issue 28): the planner's routes on a map and per rider, the trips it could not place, and the
 * operator's controls: re-plan, auto-dispatch per area, lock, unlock, move and assign by hand.
 */
export function RoutesBoard() {
  const live = useDispatchLive();
  const plan = useRoutePlan();
  const replan = useReplan();
  const lock = useLockTrip();
  const unlock = useUnlockTrip();
  const autoDispatch = useSetAutoDispatch();
  const [selection, setSelection] = useState<RoutesSelection>(null);
  const [focus, setFocus] = useState<RoutesMapFocus | null>(null);
  const [target, setTarget] = useState<RouteRiderTarget | null>(null);
  const [busyTrip, setBusyTrip] = useState<string | null>(null);
  const [switchingArea, setSwitchingArea] = useState<string | null>(null);
  const data = plan.data;
  const routes = data?.routes ?? [];
  const unplaced = data?.unplaced ?? [];

  /** Picked in the list: the map flies there too. */
  const pickInList = (next: RoutesSelection) => {
    setSelection(next);
    const point = pointOf(next, routes, unplaced);
    if (point) setFocus((f) => ({ point, seq: (f?.seq ?? 0) + 1 }));
  };

  const failed = (title: string) => (error: unknown) => {
    const failure = describeFailure(error, title);
    toast.error(failure.title, failure.detail ? { description: failure.detail } : {});
  };

  const tripActions = {
    busyTrip,
    onLock: (stop: PlannedStop, route: PlannedRoute) => {
      setBusyTrip(tripKey(stop));
      lock.mutate(
        { orderId: stop.orderId, trip: stop.trip, riderId: route.rider.id },
        {
          onSuccess: ({ message }) =>
            toast.success(message, { description: `${stop.custom_order_id} stays with ${route.rider.name}.` }),
          onError: failed('Could not lock the trip'),
          onSettled: () => setBusyTrip(null),
        },
      );
    },
    onUnlock: (stop: PlannedStop) => {
      setBusyTrip(tripKey(stop));
      unlock.mutate(
        { orderId: stop.orderId, trip: stop.trip },
        {
          onSuccess: ({ message }) => toast.success(message),
          onError: failed('Could not unlock the trip'),
          onSettled: () => setBusyTrip(null),
        },
      );
    },
    onMove: (stop: PlannedStop, route: PlannedRoute) =>
      setTarget({
        mode: 'move',
        orderId: stop.orderId,
        custom_order_id: stop.custom_order_id,
        trip: stop.trip,
        address: stop.address,
        currentRiderId: route.rider.id,
      }),
  };

  const onReplan = () =>
    replan.mutate(undefined, {
      onSuccess: ({ message, totals }) =>
        toast.success(message, {
          description: `${totals.stops} stops, ${totals.late} late, ${totals.unplaced} not placed.`,
        }),
      onError: failed('Could not re-plan'),
    });

  const onAutoDispatch = (areaId: string, areaName: string, enabled: boolean) => {
    setSwitchingArea(areaId);
    autoDispatch.mutate(
      { areaId, enabled },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: failed(`Could not switch auto-dispatch for ${areaName}`),
        onSettled: () => setSwitchingArea(null),
      },
    );
  };

  return (
    <section aria-labelledby="routes-title" className="space-y-4">
      <ScreenHeader
        id="routes-title"
        title="Routes"
        description="Each rider's planned route, the trips the planner could not place, and late stops. Lock or move a trip by hand; the planner works around it."
        actions={
          <LiveStatus
            look="compact"
            connected={live.connected}
            liveText="Live"
            offText="Every 30 s"
            updatedAt={plan.dataUpdatedAt}
            refreshing={plan.isFetching}
            onRefresh={() => void plan.refetch()}
          />
        }
      />

      {plan.isPending ? (
        <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <TableSkeleton label="Loading routes" rows={4} />
        </div>
      ) : !data ? (
        <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <ListError
            message={describeError(plan.error, 'Could not load the routes')}
            onRetry={() => void plan.refetch()}
            retrying={plan.isFetching}
          />
        </div>
      ) : (
        <>
          {plan.isError ? (
            <div className="overflow-hidden rounded-2xl ring-1 ring-amber-200">
              <StaleNotice error={plan.error} />
            </div>
          ) : null}
          <RoutesHeader
            plan={data}
            replanning={replan.isPending}
            onReplan={onReplan}
            switchingArea={switchingArea}
            onAutoDispatch={onAutoDispatch}
          />
          {routes.length === 0 && unplaced.length === 0 ? (
            <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
              <ListEmpty icon={<Bike className="h-5 w-5" aria-hidden="true" />} title="No riders on shift">
                Routes appear here once riders go active with a known position. Open trips are planned for them at once.
              </ListEmpty>
            </div>
          ) : (
            <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(360px,420px)]">
              <RoutesMapPanel
                routes={routes}
                unplaced={unplaced}
                selection={selection}
                onSelect={setSelection}
                focus={focus}
                className="h-[360px] sm:h-[460px] lg:sticky lg:top-32 lg:h-[calc(100dvh-10rem)] lg:max-h-[760px] lg:min-h-[520px]"
              />
              <div className="min-w-0 space-y-3">
                <UnplacedPanel
                  trips={unplaced}
                  selection={selection}
                  onSelect={pickInList}
                  canAssign={routes.length > 0}
                  onAssign={(trip) =>
                    setTarget({
                      mode: 'assign',
                      orderId: trip.orderId,
                      custom_order_id: trip.custom_order_id,
                      trip: trip.trip,
                      address: trip.address,
                      currentRiderId: null,
                    })
                  }
                />
                {routes.length === 0 ? (
                  <div className="rounded-2xl bg-white shadow-soft ring-1 ring-slate-900/5">
                    <ListEmpty icon={<Bike className="h-5 w-5" aria-hidden="true" />} title="No riders on shift">
                      The trips above wait until a rider goes active with a known position.
                    </ListEmpty>
                  </div>
                ) : data.totals.stops === 0 && unplaced.length === 0 ? (
                  <div className="rounded-2xl bg-white shadow-soft ring-1 ring-slate-900/5">
                    <ListEmpty icon={<CalendarCheck className="h-5 w-5" aria-hidden="true" />} title="Nothing to plan">
                      No open trips today. New bookings and orders ready at the laundry are planned as they come in.
                    </ListEmpty>
                  </div>
                ) : null}
                {routes.map((route, index) => (
                  <RiderRouteCard
                    key={route.rider.id}
                    route={route}
                    colour={routeColour(index)}
                    selection={selection}
                    onSelect={pickInList}
                    {...tripActions}
                  />
                ))}
              </div>
            </div>
          )}
        </>
      )}

      <RouteRiderDialog target={target} routes={routes} onClose={() => setTarget(null)} />
    </section>
  );
}
