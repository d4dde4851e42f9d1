// The Delivery Information card's process list (rider-portal.md §2.4): which step the rider is on, from the trip's
// rider status and the change proposal.
import type { RiderOrder } from '@washday/core';

export type StepState = 'done' | 'current' | 'upcoming';

export interface ProcessStep {
  title: string;
  detail: string;
  state: StepState;
}

const PICKUP_STEPS = [
  { title: 'Collect items', detail: 'Meet the customer and count what they hand over.' },
  { title: 'Edit and wait for approval if needed', detail: 'Changed items go to the customer, who approves before you save.' },
  { title: 'Deliver to the vendor', detail: 'Take the items to the assigned laundry facility.' },
  { title: 'Complete the order', detail: 'Confirm the number of items and complete the pickup.' },
] as const;

const DELIVERY_STEPS = [
  { title: 'Collect from the vendor', detail: 'Pick up the cleaned order at the laundry facility.' },
  { title: 'Deliver to the customer', detail: 'Take the order to the customer’s address.' },
  { title: 'Get the handover code', detail: 'Ask the customer for the 4-digit code shown in their booking.' },
  { title: 'Complete the order', detail: 'Enter the code to complete the delivery.' },
] as const;

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
export function processSteps(order: Pick<RiderOrder, 'tripType' | 'riderStatus' | 'verification'>): ProcessStep[] {
  const current = currentStepIndex(order);
  const steps = order.tripType === 'delivery' ? DELIVERY_STEPS : PICKUP_STEPS;
  return steps.map((step, index) => ({ ...step, state: index < current ? 'done' : index === current ? 'current' : 'upcoming' }));
}
