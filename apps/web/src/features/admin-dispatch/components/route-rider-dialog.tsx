import type { PlannedRoute, TripKind } from '@washday/core';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useAssignChoice } from '@/components/assign-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useLockTrip } from '../api/route-plan-actions';
import { formatIstTime, routeColour, tripKey } from '../utils/route-format';

/** The trip an operator moves to another rider (a planned stop) or gives to one (an unplaced trip). */
export interface RouteRiderTarget {
  mode: 'move' | 'assign';
  orderId: string;
  custom_order_id: string;
  trip: TripKind;
  address: string;
  /** The rider the trip is planned on now; left out of the choice. */
  currentRiderId: string | null;
}

export interface RouteRiderDialogProps {
  target: RouteRiderTarget | null;
  /** The plan's routes: the riders on shift, in the board's colours. */
  routes: PlannedRoute[];
  onClose: () => void;
}

/** Choose the rider: moving or assigning by hand locks the trip there (POST locks), so the planner leaves it. */
export function RouteRiderDialog({ target, routes, onClose }: RouteRiderDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent mobileLayout="fullscreen" widthClassName="min-[48rem]:max-w-xl" className="p-0">
        {target ? <ChooseRider key={tripKey(target)} target={target} routes={routes} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ChooseRider({ target, routes, onClose }: { target: RouteRiderTarget; routes: PlannedRoute[]; onClose: () => void }) {
  const lock = useLockTrip();
  const { refusal, choosing, callbacks } = useAssignChoice(onClose, 'Could not lock the trip');
  const verb = target.mode === 'move' ? 'Move' : 'Assign';
  const candidates = routes.map((route, index) => ({ route, colour: routeColour(index) }));

  return (
    <div className="flex min-h-0 flex-col">
      <header className="border-b border-slate-100 px-6 pt-6 pb-4 pr-14">
        <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">
          {target.custom_order_id} · {target.trip}
        </p>
        <DialogTitle className="mt-1 text-xl">
          {verb} the {target.trip} to a rider
        </DialogTitle>
        <DialogDescription className="mt-1 line-clamp-2">
          {target.address}. The trip is locked to the rider you choose: the planner will not move it.
        </DialogDescription>
      </header>
      {refusal ? (
        <p
          role="alert"
          className="mx-6 mt-4 flex items-start gap-2 rounded-2xl bg-red-50 px-4 py-2.5 text-sm font-medium text-red-700"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {refusal}
        </p>
      ) : null}
      <ol aria-label="Riders on shift" className="mt-2 min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto">
        {candidates.map(({ route, colour }) => {
          const current = route.rider.id === target.currentRiderId;
          const peak = route.stops.reduce((max, s) => Math.max(max, s.load_after), 0);
          return (
            <li key={route.rider.id} aria-label={route.rider.name} className="flex items-center gap-3 px-6 py-3">
              <span className="h-8 w-1.5 shrink-0 rounded-full" style={{ background: colour }} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-bold text-ink">{route.rider.name}</p>
                <p className="text-xs text-slate-500 tabular-nums">
                  {route.stops.length} stop{route.stops.length === 1 ? '' : 's'} · {peak}/{route.capacity_bags} bags ·{' '}
                  {route.finish ? `done by ${formatIstTime(route.finish)}` : 'free'} · shift ends {formatIstTime(route.shift_end)}
                </p>
              </div>
              <Button
                size="sm"
                className="w-28 shrink-0"
                variant={current ? 'secondary' : 'primary'}
                disabled={current || choosing !== null}
                aria-label={current ? `${route.rider.name} has it` : `${verb} to ${route.rider.name}`}
                onClick={() =>
                  lock.mutate(
                    { orderId: target.orderId, trip: target.trip, riderId: route.rider.id },
                    callbacks(route.rider.id, `${target.custom_order_id} is now locked to ${route.rider.name}.`),
                  )
                }
              >
                {choosing === route.rider.id ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {current ? 'Has it' : verb}
              </Button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
