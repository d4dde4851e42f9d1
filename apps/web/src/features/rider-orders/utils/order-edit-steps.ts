// The Delivery Information card's process list (rider-portal.md §2.4): which step the rider is on, from the trip's
// rider status and the change proposal.
import type { RiderOrder } from '@washday/core';
import type { RiderT } from './rider-order-format';

export type StepState = 'done' | 'current' | 'upcoming';

export interface ProcessStep {
  title: string;
  detail: string;
  state: StepState;
}

/** The steps' keys under delivery.pickupSteps and delivery.deliverySteps in the 'rider' namespace. */
// The spec's four, with completing the pickup (the collection, with the count) before the drop at the vendor: the
// pickup is completed at the door and the laundry records receiving it (docs/decisions/0008).
const PICKUP_STEPS = ['collect', 'approve', 'complete', 'vendor'] as const;
const DELIVERY_STEPS = ['collect', 'deliver', 'code', 'complete'] as const;

type StepOrder = Pick<RiderOrder, 'tripType' | 'riderStatus' | 'verification' | 'vendor_stage'>;

/** 0-based index of the current step; the step count when everything is done. */
export function currentStepIndex(order: StepOrder): number {
  if (order.tripType === 'delivery') {
    if (order.riderStatus === 'completed') return 4;
    return order.riderStatus === 'picked_up' ? 1 : 0;
  }
  // Completed at the door: the rider carries the items until the laundry receives them.
  if (order.riderStatus === 'completed') return order.vendor_stage ? 4 : 3;
  // Start (picked_up) only sets off for the door: collecting stays current until the pickup is completed.
  // An open proposal (or an approved one not saved yet) holds the rider at the approval step.
  const open = order.verification && ['pending', 'approved', 'rejected'].includes(order.verification.status);
  return open ? 1 : 0;
}

/** The four steps of this trip, each done, current or upcoming. */
export function processSteps(order: StepOrder, t: RiderT): ProcessStep[] {
  const current = currentStepIndex(order);
  const state = (index: number): StepState => (index < current ? 'done' : index === current ? 'current' : 'upcoming');
  if (order.tripType === 'delivery') {
    return DELIVERY_STEPS.map((step, index) => ({
      title: t(`delivery.deliverySteps.${step}.title`),
      detail: t(`delivery.deliverySteps.${step}.detail`),
      state: state(index),
    }));
  }
  return PICKUP_STEPS.map((step, index) => ({
    title: t(`delivery.pickupSteps.${step}.title`),
    detail: t(`delivery.pickupSteps.${step}.detail`),
    state: state(index),
  }));
}
