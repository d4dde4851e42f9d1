import { describe, expect, it } from 'vitest';
import { describeStep, type AuditStep } from './activity-words.js';

const step = (s: Partial<AuditStep> & Pick<AuditStep, 'to'>): AuditStep => ({
  trip: null,
  from: null,
  note: null,
  assignee: null,
  ...s,
});

describe('describeStep', () => {
  it('tells each move of the lifecycle in words, with the note only when it adds something', () => {
    expect(describeStep(step({ trip: 'pickup', to: 'assigned', assignee: 'Ravi Kumar' }))).toEqual({
      summary: 'Pickup assigned to Ravi Kumar',
      note: null,
    });
    expect(describeStep(step({ trip: 'delivery', to: 'reassigned', from: 'accepted' })).summary).toBe(
      'Delivery reassigned to another rider',
    );
    // Start sets off for the door; completing the pickup is the collection.
    expect(describeStep(step({ trip: 'pickup', to: 'picked_up' })).summary).toBe('Rider on the way to the customer');
    expect(describeStep(step({ trip: 'delivery', to: 'picked_up' })).summary).toBe('Out for delivery');
    expect(describeStep(step({ trip: 'pickup', to: 'completed', note: '5 items collected, on the way to the laundry' }))).toEqual(
      {
        summary: 'Items collected from the customer',
        note: '5 items collected, on the way to the laundry',
      },
    );
    expect(describeStep(step({ trip: 'delivery', to: 'completed' })).summary).toBe('Delivered to the customer');
    expect(describeStep(step({ to: 'vendor_assigned', note: 'Sparkle Dry Cleaners' }))).toEqual({
      summary: 'Sent to Sparkle Dry Cleaners',
      note: null,
    });
    expect(describeStep(step({ to: 'vendor_assigned', from: 'vendor_assigned', note: 'Fresh Folds' })).summary).toBe(
      'Vendor changed to Fresh Folds',
    );
    expect(describeStep(step({ to: 'in_progress', from: 'confirmed', note: 'Rider on the way to the customer' }))).toEqual({
      summary: 'Order in progress',
      note: null,
    });
    expect(describeStep(step({ to: 'cancelled', from: 'in_progress', note: 'Customer moved away' }))).toEqual({
      summary: 'Booking cancelled',
      note: 'Customer moved away',
    });
    expect(describeStep(step({ to: 'ready', from: 'processing' })).summary).toBe('Ready at the vendor');
  });

  it('still reads a step it has no words for as its states', () => {
    expect(describeStep(step({ to: 'on_hold', from: 'in_progress' })).summary).toBe('In progress → on hold');
    expect(describeStep(step({ trip: 'delivery', to: 'returned_to_vendor' })).summary).toBe('Delivery: returned to vendor');
  });
});
