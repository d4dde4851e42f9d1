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
const PICKUP_STEPS = ['collect', 'approve', 'vendor', 'complete'] as const;
const DELIVERY_STEPS = ['collect', 'deliver', 'code', 'complete'] as const;

/** 0-based index of the current step; the step count when everything is done. */
export function currentStepIndex(order: Pick<RiderOrder, 'tripType' | 'riderStatus' | 'verification'>): number {
  if (order.riderStatus === 'completed') return 4;
  if (order.tripType === 'delivery') {
    return order.riderStatus === 'picked_up' ? 1 : 0;
  }
  // An open proposal (or an approved one not saved yet) holds the rider at step 2.
  const open = order.verification && ['pending', 'approved', 'rejected'].includes(order.verification.status);
  if (open) return 1;
  return order.riderStatus === 'picked_up' ? 2 : 0;
}

/** The four steps of this trip, each done, current or upcoming. */
export function processSteps(order: Pick<RiderOrder, 'tripType' | 'riderStatus' | 'verification'>, t: RiderT): ProcessStep[] {
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
