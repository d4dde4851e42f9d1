import type { DispatchRider, TripKind } from '@washday/core';
import { Bike, Info, MapPinOff, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { useNow } from '@/hooks/use-now';
import { describeError } from '@/lib/request-errors';
import { useAssignRider } from '../api/assign-rider';
import { useTripRiders } from '../api/get-trip-riders';
import { DISPATCH_TOASTS, TRIP_STATUS_LABEL, describeFailure } from '../utils/dispatch-format';
import { ListEmpty, ListError, TableSkeleton } from '@/components/table-states';
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
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent mobileLayout="fullscreen" widthClassName="min-[48rem]:max-w-3xl" className="p-0">
        {target ? <AssignRiderBody key={`${target.orderId}:${target.kind}`} target={target} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignRiderBody({ target, onDone }: { target: RiderTarget; onDone: () => void }) {
  const candidates = useTripRiders(target.orderId, target.kind);
  const assign = useAssignRider();
  const now = useNow(30_000);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const trip = candidates.data?.trip;
  const current = trip?.rider ?? null;
  // Once the rider has the items the trip stays theirs (the server refuses; the buttons say so first).
  const locked = trip?.status === 'picked_up' || trip?.status === 'completed';
  const verb = current ? 'Reassign' : 'Assign';

  function choose(rider: DispatchRider) {
    setRefusal(null);
    setChoosing(rider.id);
    assign.mutate(
      // A reassignment names the rider the admin saw, so a trip that changed hands meanwhile is refused, not taken.
      { orderId: target.orderId, riderId: rider.id, orderType: target.kind, ...(current ? { currentRiderId: current.id } : {}) },
      {
        onSuccess: ({ message }) => {
          toast.success(message, {
            description: `${target.custom_order_id} ${target.kind} → ${rider.name}`,
            ...dialogToastOptions(),
          });
          onDone();
        },
        onError: (error) => {
          const failure = describeFailure(error, DISPATCH_TOASTS.assignFailed);
          setRefusal(failure.detail ?? failure.title);
          toast.error(failure.title, { ...(failure.detail ? { description: failure.detail } : {}), ...dialogToastOptions() });
        },
        onSettled: () => setChoosing(null),
      },
    );
  }

  return (
    <div className="flex min-h-0 flex-col">
      <header className="border-b border-slate-100 px-6 pt-6 pb-4 pr-14">
        <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">
          {target.kind === 'pickup' ? 'Pickup trip' : 'Delivery trip'} ·{' '}
          <span className="font-mono">{target.custom_order_id}</span>
        </p>
        <DialogTitle className="mt-1 text-xl">
          {verb} {target.kind === 'pickup' ? 'pickup rider' : 'delivery rider'}
        </DialogTitle>
        <DialogDescription className="mt-1 line-clamp-1">
          {target.customerName} · {target.address}
        </DialogDescription>
      </header>

      <div className="space-y-2 px-6 pt-4">
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
        {refusal ? (
          <p role="alert" className="flex items-start gap-2 rounded-2xl bg-red-50 px-4 py-2.5 text-sm font-medium text-red-700">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {refusal}
          </p>
        ) : null}
      </div>

      <div className="mt-3 min-h-0 flex-1 overflow-y-auto border-t border-slate-100">
        {candidates.isPending ? (
          <TableSkeleton rows={4} label="Loading riders" />
        ) : candidates.isError ? (
          <ListError
            message={describeError(candidates.error, 'Could not load riders')}
            onRetry={() => void candidates.refetch()}
            retrying={candidates.isFetching}
          />
        ) : candidates.data.riders.length === 0 ? (
          <ListEmpty icon={<Bike className="h-5 w-5" aria-hidden="true" />} title="No active riders">
            Approved riders appear here when they go active in the rider portal and share their position.
          </ListEmpty>
        ) : (
          <ol aria-label="Riders, nearest first" className="divide-y divide-slate-100">
            {candidates.data.riders.map((rider, index) => (
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
            ))}
          </ol>
        )}
      </div>
    </div>
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
