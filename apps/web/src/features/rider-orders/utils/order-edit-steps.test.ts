import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeRiderOrder } from '../testing/rider-order-fixtures';
import { SHIRT, makeVerification } from './order-edit-fixtures';
import { currentStepIndex, processSteps } from './order-edit-steps';

/** The screens' English wording (tests render in English). */
const t = i18n.getFixedT('en', 'rider');

const states = (order: Parameters<typeof processSteps>[0]) => processSteps(order, t).map((s) => s.state);

describe('the process list (rider-portal.md §2.4)', () => {
  it('keeps collecting current after Start until the pickup is completed, then the vendor drop until it is received', () => {
    expect(states(makeRiderOrder({ riderStatus: 'assigned' }))).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(states(makeRiderOrder({ riderStatus: 'accepted' }))).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    // Start is setting off for the door: nothing is collected yet.
    expect(states(makeRiderOrder({ riderStatus: 'picked_up' }))).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(states(makeRiderOrder({ riderStatus: 'completed' }))).toEqual(['done', 'done', 'done', 'current']);
    expect(states(makeRiderOrder({ riderStatus: 'completed', vendor_stage: 'received' }))).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
  });

  it('holds the rider at the approval step while a change waits for the customer or their approval is not saved', () => {
    const order = makeRiderOrder({ riderStatus: 'picked_up' });
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      expect(currentStepIndex({ ...order, verification: makeVerification(order._id, [], [SHIRT], { status }) })).toBe(1);
    }
    expect(currentStepIndex({ ...order, verification: makeVerification(order._id, [], [SHIRT], { status: 'expired' }) })).toBe(0);
  });

  it('has its own steps for the delivery trip', () => {
    const delivery = makeRiderOrder({ tripType: 'delivery', riderStatus: 'picked_up' });
    expect(processSteps(delivery, t).map((s) => s.title)).toEqual([
      'Collect from the vendor',
      'Deliver to the customer',
      'Get the handover code',
      'Complete the order',
    ]);
    expect(currentStepIndex(delivery)).toBe(1);
  });

  it("names the spec's four pickup steps, completing the pickup at the door before the vendor drop", () => {
    expect(processSteps(makeRiderOrder(), t).map((s) => s.title)).toEqual([
      'Collect items',
      'Edit and wait for approval if needed',
      'Complete the pickup',
      'Deliver to the vendor',
    ]);
  });
});
