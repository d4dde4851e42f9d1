import type { DispatchRider, TripKind } from '@washday/core';
import { Bike, Info, MapPinOff } from 'lucide-react';
import { ListEmpty } from '@/components/admin-table/table-states';
import { AssignBody, AssignDialog, useAssignChoice } from '@/components/assign-dialog';
import { useNow } from '@/hooks/use-now';
import { useAssignRider } from '../api/assign-rider';
import { useTripRiders } from '../api/get-trip-riders';
import { DISPATCH_TOASTS, TRIP_STATUS_LABEL } from '../utils/dispatch-format';
import { RiderCandidateRow } from './rider-candidate-row';

export interface RiderTarget {
  orderId: string;
  custom_order_id: string;
  kind: TripKind;
  customerName: string;
  address: string;
}

/** Assign (or reassign) one trip: the approved active riders nearest first, with distance, freshness and load. */
export function AssignRiderDialog({ target, onClose }: { target: RiderTarget | null; onClose: () => void }) {
  return (
    <AssignDialog target={target} onClose={onClose} targetKey={(t) => `${t.orderId}:${t.kind}`}>
      {(t) => <AssignRiderBody target={t} onDone={onClose} />}
    </AssignDialog>
  );
}

function AssignRiderBody({ target, onDone }: { target: RiderTarget; onDone: () => void }) {
  const candidates = useTripRiders(target.orderId, target.kind);
  const assign = useAssignRider();
  const now = useNow(30_000);
  const { refusal, choosing, callbacks } = useAssignChoice(onDone, DISPATCH_TOASTS.assignFailed);
  const trip = candidates.data?.trip;
  const current = trip?.rider ?? null;
  // Once the rider has the items the trip stays theirs (the server refuses; the buttons say so first).
  const locked = trip?.status === 'picked_up' || trip?.status === 'completed';
  const verb = current ? 'Reassign' : 'Assign';

  const choose = (rider: DispatchRider) =>
    assign.mutate(
      // A reassignment names the rider the admin saw, so a trip that changed hands meanwhile is refused, not taken.
      { orderId: target.orderId, riderId: rider.id, orderType: target.kind, ...(current ? { currentRiderId: current.id } : {}) },
      callbacks(rider.id, `${target.custom_order_id} ${target.kind} → ${rider.name}`),
    );

  return (
    <AssignBody
      eyebrow={
        <>
          {target.kind === 'pickup' ? 'Pickup trip' : 'Delivery trip'} ·{' '}
          <span className="font-mono">{target.custom_order_id}</span>
        </>
      }
      title={`${verb} ${target.kind === 'pickup' ? 'pickup rider' : 'delivery rider'}`}
      description={`${target.customerName} · ${target.address}`}
      notes={
        <>
          {trip ? <OriginNote origin={trip.origin !== null} label={trip.origin_label} kind={target.kind} /> : null}
          {current ? (
            <p className="flex items-center gap-2 rounded-2xl bg-brand-50 px-4 py-2.5 text-sm text-brand-900" role="status">
              <Bike className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                <strong>{current.name}</strong> has this {target.kind}
                {trip?.status ? ` (${TRIP_STATUS_LABEL[trip.status] ?? trip.status})` : ''}.
                {locked ? ' The items are with the rider: it can no longer be reassigned.' : ''}
              </span>
            </p>
          ) : null}
        </>
      }
      refusal={refusal}
      query={candidates}
      loadingLabel="Loading riders"
      loadingRows={4}
      errorMessage="Could not load riders"
      isEmpty={(data) => data.riders.length === 0}
      empty={() => (
        <ListEmpty icon={<Bike className="h-5 w-5" aria-hidden="true" />} title="No active riders">
          Approved riders appear here when they go active in the rider portal and share their position.
        </ListEmpty>
      )}
      listLabel="Riders, nearest first"
    >
      {(data) =>
        data.riders.map((rider, index) => (
          <RiderCandidateRow
            key={rider.id}
            rider={rider}
            rank={index + 1}
            now={now}
            actionLabel={verb}
            disabled={assign.isPending || locked}
            assigning={choosing === rider.id}
            onAssign={() => choose(rider)}
          />
        ))
      }
    </AssignBody>
  );
}

function OriginNote({ origin, label, kind }: { origin: boolean; label: string; kind: TripKind }) {
  if (!origin) {
    const why = kind === 'pickup' ? "The customer's address has no map position" : 'The vendor is not known';
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-2.5 text-sm text-amber-800">
        <MapPinOff className="h-4 w-4 shrink-0" aria-hidden="true" />
        {why}: riders are listed by current load.
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-xs text-slate-500">
      <Info className="h-3.5 w-3.5" aria-hidden="true" />
      Nearest first, straight-line distance from {kind === 'pickup' ? "the customer's address" : label}. Refreshed every 30 s.
    </p>
  );
}
