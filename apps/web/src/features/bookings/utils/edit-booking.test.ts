import { WEEK_FROM_22_NOV_2026 } from '@washday/core/testing';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '../testing/booking-fixtures';
import { FALLBACK_CATALOGUE_FOR_TESTS } from '../testing/catalogue';
import {
  changedFields,
  draftProblem,
  estimateEdit,
  indexCatalogue,
  initialDraft,
  scheduleOptions,
  type ScheduleWords,
  withDeliveryDate,
  withPickupDate,
  withPickupTime,
} from './edit-booking';

// 22 Nov 2026, 10:30 in India.
const NOW = new Date('2026-11-22T05:00:00.000Z');

/** The English words the dialog passes (en-IN dates and times). */
const WORDS: ScheduleWords = {
  locale: 'en-IN',
  kept: (label, current) => `${label} (${current ? 'current' : 'unavailable'})`,
  selected: 'Selected',
  period: (period) => period,
};

describe('edit booking draft', () => {
  it('sends nothing when nothing changed, and only the changed fields otherwise', () => {
    const booking = makeBooking({ special_instructions: 'Ring twice' });
    const draft = initialDraft(booking);
    expect(changedFields(booking, draft)).toEqual({});
    expect(changedFields(booking, { ...draft, instructions: '  Ring twice ' })).toEqual({});

    expect(changedFields(booking, { ...draft, instructions: 'Leave at the gate' })).toEqual({
      instructions: 'Leave at the gate',
    });
    expect(changedFields(booking, { ...draft, deliveryTime: '19:00' })).toEqual({ deliveryTime: '19:00' });
    const [saree, blouse] = draft.lines;
    expect(changedFields(booking, { ...draft, lines: [{ ...saree!, quantity: 3 }, blouse!] })).toEqual({
      services: [
        { id: 'dc-women-saree', quantity: 3 },
        { id: 'dc-women-blouse', quantity: 1 },
      ],
    });
  });

  it('resets delivery whenever the pickup date or time changes', () => {
    const draft = initialDraft(makeBooking());
    expect(withPickupTime(draft, '18:00')).toMatchObject({ pickupTime: '18:00', deliveryDate: '', deliveryTime: '' });
    expect(withPickupDate(draft, '2026-11-25', NOW)).toMatchObject({
      pickupDate: '2026-11-25',
      pickupTime: '17:00',
      deliveryDate: '',
      deliveryTime: '',
    });
    // A delivery time no longer offered on the new day is cleared; one still offered is kept.
    const chosen = { ...draft, deliveryDate: '2026-11-27', deliveryTime: '09:00' };
    expect(withDeliveryDate(chosen, '2026-11-26')).toMatchObject({ deliveryDate: '2026-11-26', deliveryTime: '' });
    expect(withDeliveryDate(chosen, '2026-11-28')).toMatchObject({ deliveryDate: '2026-11-28', deliveryTime: '09:00' });
  });

  it('offers only the slots core allows, keeping the booking’s own slot when it has passed', () => {
    const options = scheduleOptions(makeBooking(), initialDraft(makeBooking()), NOW, WORDS);
    expect(options.pickupDateOptions.map((o) => o.value)).toEqual(WEEK_FROM_22_NOV_2026);
    // Dry cleaning: delivery from 48 h after a 24 Nov 17:00 pickup.
    expect(options.deliveryDateOptions[0]).toEqual({ value: '2026-11-26', label: 'Thu, 26 Nov' });
    expect(options.deliveryTimeOptions[0]?.value).toBe('17:00');

    const old = makeBooking({ scheduled_date: '2026-11-20', scheduled_time: '10:00' });
    const stale = scheduleOptions(old, initialDraft(old), NOW, WORDS);
    expect(stale.pickupDateOptions[0]).toEqual({ value: '2026-11-20', label: 'Fri, 20 Nov (current)', group: 'Selected' });
  });

  it('explains what blocks a save', () => {
    const booking = makeBooking();
    const draft = initialDraft(booking);
    expect(draftProblem(booking, draft, NOW)).toBeNull();
    expect(draftProblem(booking, withPickupTime(draft, '18:00'), NOW)).toEqual({
      tab: 'details',
      message: 'Please fill in all required fields',
    });
    expect(draftProblem(booking, { ...draft, lines: [] }, NOW)).toEqual({
      tab: 'services',
      message: 'Please add at least one service',
    });
    expect(draftProblem(booking, { ...draft, deliveryDate: '2026-11-25' }, NOW)?.message).toMatch(
      /at least 24 hours after pickup/,
    );
  });

  it("estimates by core's pricing: today's catalogue price, the booked price for a line it does not list", () => {
    const catalogue = indexCatalogue(FALLBACK_CATALOGUE_FOR_TESTS);
    const booking = makeBooking();
    const custom = {
      serviceId: null,
      name: 'Curtain (custom)',
      category: null,
      unit: 'PC' as const,
      quantity: 2,
      unitPrice: 150.5,
    };
    const lines = [...initialDraft(booking).lines, custom];
    const estimate = estimateEdit(lines, catalogue);
    const catalogueTotal = lines
      .filter((line) => line.serviceId)
      .reduce((sum, line) => sum + catalogue.get(line.serviceId!)!.price * line.quantity, 0);
    expect(estimate.subtotal).toBe(catalogueTotal + 301);
    expect(estimate.problem).toBeNull();
  });

  it('refuses, before sending, lines core would refuse', () => {
    const catalogue = indexCatalogue(FALLBACK_CATALOGUE_FOR_TESTS);
    const booking = makeBooking();
    const draft = initialDraft(booking);
    const tooMany = { ...draft, lines: [{ ...draft.lines[0]!, quantity: 100 }] };
    expect(draftProblem(booking, tooMany, NOW, catalogue)).toEqual({ tab: 'services', message: 'At most 99 of Saree per order' });
  });
});
