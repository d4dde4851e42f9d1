import type { DispatchTrip, VendorStage } from '@washday/core';
import { Check, LoaderCircle, Truck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSetVendorStage } from '../api/set-vendor-stage';
import { DISPATCH_TOASTS, describeFailure } from '../utils/dispatch-format';
import { useDispatchActions } from './dispatch-actions';

const STAGES: ReadonlyArray<{ stage: VendorStage; label: string }> = [
  { stage: 'received', label: 'Received' },
  { stage: 'processing', label: 'Processing' },
  { stage: 'ready', label: 'Ready' },
];

/**
 * The order's place at the vendor and its next step: mark received (once the pickup rider has delivered it to an
 * assigned vendor), processing, ready, then assign the delivery. Only the step the lifecycle allows is offered; the
 * server still decides and its refusal is shown.
 */
export function VendorStageActions({ trip }: { trip: DispatchTrip }) {
  const actions = useDispatchActions();
  const move = useSetVendorStage();
  const current = STAGES.findIndex((s) => s.stage === trip.vendor_stage);
  const next = STAGES[current + 1];
  const atVendor = trip.pickup.status === 'completed';

  const mark = (stage: VendorStage) =>
    move.mutate(
      { orderId: trip.orderId, stage },
      {
        onSuccess: () => toast.success(`${trip.custom_order_id} marked ${stage}`),
        onError: (error) => {
          const failure = describeFailure(error, DISPATCH_TOASTS.stageFailed);
          // The spec: the server's error, else 'Failed to update booking status'.
          toast.error(failure.detail ?? failure.title);
        },
      },
    );

  let action;
  if (trip.vendor_stage === 'ready') {
    action = (
      <Button size="sm" onClick={() => actions.assignRider(trip, 'delivery')}>
        <Truck className="h-4 w-4" aria-hidden="true" />
        Assign delivery
      </Button>
    );
  } else if (!trip.vendor) {
    action = <span className="text-xs font-medium whitespace-nowrap text-amber-700">Assign a vendor first</span>;
  } else if (!atVendor) {
    action = <span className="text-xs font-medium whitespace-nowrap text-slate-500">Rider on the way to the vendor</span>;
  } else if (next) {
    action = (
      <Button size="sm" variant="secondary" disabled={move.isPending} onClick={() => mark(next.stage)}>
        {move.isPending ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Check className="h-4 w-4" aria-hidden="true" />
        )}
        Mark {next.stage}
      </Button>
    );
  }

  return (
    <div className="flex items-center gap-3">
      <ol className="flex items-center gap-1" aria-label={`Vendor stage: ${trip.vendor_stage ?? 'not received yet'}`}>
        {STAGES.map((s, i) => (
          <li
            key={s.stage}
            title={s.label}
            className={cn(
              'h-1.5 w-5 rounded-full',
              i <= current ? (s.stage === 'ready' ? 'bg-emerald-500' : 'bg-brand-500') : 'bg-slate-200',
            )}
          />
        ))}
      </ol>
      {action}
    </div>
  );
}
