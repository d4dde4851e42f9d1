import type { DispatchQueue, DispatchTrip } from '@washday/core';
import { Factory, UserRoundPlus, UserRoundCog } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDispatchActions } from './dispatch-actions';
import { VendorStageActions } from './vendor-stage-actions';

/** A row's buttons, by queue: assign or reassign its trip's rider, choose the vendor, move the vendor stages. */
export function TripActions({ trip, queue }: { trip: DispatchTrip; queue: DispatchQueue }) {
  const actions = useDispatchActions();
  // The vendor can change until the order reaches it (the server refuses after that).
  const vendorButton = trip.vendor_stage === null && (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => actions.assignVendor(trip)}
      aria-label={`${trip.vendor ? 'Change vendor' : 'Assign vendor'} for ${trip.custom_order_id}`}
    >
      <Factory className="h-4 w-4" aria-hidden="true" />
      {trip.vendor ? 'Change vendor' : 'Assign vendor'}
    </Button>
  );

  if (queue === 'in_hand') {
    return (
      <div className="flex flex-col items-end gap-1.5">
        <VendorStageActions trip={trip} />
        {vendorButton}
      </div>
    );
  }

  const side = trip.trip === 'pickup' ? trip.pickup : trip.delivery;
  const label = side.rider ? 'Reassign' : trip.trip === 'pickup' ? 'Assign rider' : 'Assign delivery';
  const Icon = side.rider ? UserRoundCog : UserRoundPlus;
  return (
    <div className="flex flex-col items-end gap-1.5 whitespace-nowrap">
      <Button
        size="sm"
        variant={side.rider ? 'secondary' : 'primary'}
        onClick={() => actions.assignRider(trip, trip.trip)}
        aria-label={`${label} for ${trip.custom_order_id}`}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        {label}
      </Button>
      {trip.trip === 'pickup' ? vendorButton : null}
    </div>
  );
}
