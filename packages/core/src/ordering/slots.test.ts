import { afterAll, describe, expect, it } from 'vitest';
import {
  SLOT_MESSAGES,
  deliveryDates,
  deliverySlots,
  earliestDelivery,
  istMoment,
  pickupDates,
  pickupSlots,
  slotLabel,
  slotPeriod,
  validateSchedule,
} from './slots.js';
import { HOURLY_SLOT_LABELS, WEEK_FROM_22_NOV_2026 } from '../testing/slot-examples.js';

/** An instant given as India wall-clock time. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);
const values = (slots: { value: string }[]) => slots.map((s) => s.value);

function scheduleRules() {
  it('offers the next 7 days starting today in India', () => {
    expect(pickupDates(ist('2026-11-22T10:00'))).toEqual(WEEK_FROM_22_NOV_2026);
    // 00:30 in India is still the previous day in UTC: the list starts on the Indian date.
    expect(pickupDates(ist('2026-11-23T00:30'))[0]).toBe('2026-11-23');
  });

  it('lists hourly pickup slots 8 AM to 9 PM grouped Morning / Afternoon / Evening', () => {
    const slots = pickupSlots('2026-11-24', ist('2026-11-22T10:00'));
    expect(slots.map((s) => s.label)).toEqual(HOURLY_SLOT_LABELS);
    expect([slotPeriod(11), slotPeriod(12), slotPeriod(16), slotPeriod(17), slotPeriod(21)]).toEqual([
      'Morning',
      'Afternoon',
      'Afternoon',
      'Evening',
      'Evening',
    ]);
    expect(slotLabel(12)).toBe('12:00 PM');
  });

  it("hides today's slots less than 30 minutes away", () => {
    expect(values(pickupSlots('2026-11-22', ist('2026-11-22T10:29')))[0]).toBe('11:00');
    expect(values(pickupSlots('2026-11-22', ist('2026-11-22T10:30')))[0]).toBe('11:00');
    expect(values(pickupSlots('2026-11-22', ist('2026-11-22T10:31')))[0]).toBe('12:00');
    expect(values(pickupSlots('2026-11-22', ist('2026-11-22T10:30:00')))).not.toContain('10:00');
    // In the evening only the last slot, then none.
    expect(values(pickupSlots('2026-11-22', ist('2026-11-22T20:30')))).toEqual(['21:00']);
    expect(pickupSlots('2026-11-22', ist('2026-11-22T20:31'))).toEqual([]);
    // Just after midnight every slot of the new day is open.
    expect(pickupSlots('2026-11-23', ist('2026-11-23T00:05'))).toHaveLength(14);
  });

  it('puts the earliest delivery 24 h after pickup, or 48 h with any dry-clean item', () => {
    expect(earliestDelivery('2026-11-24', '10:00', ['laundry', 'iron']).toISOString()).toBe(
      ist('2026-11-25T10:00').toISOString(),
    );
    expect(earliestDelivery('2026-11-24', '10:00', ['laundry', 'womens-dry-clean']).toISOString()).toBe(
      ist('2026-11-26T10:00').toISOString(),
    );
    expect(earliestDelivery('2026-11-24', '21:00', ['woolen-dry-clean']).toISOString()).toBe(
      ist('2026-11-26T21:00').toISOString(),
    );
  });

  it('offers 14 delivery days from the earliest, hiding slots before the earliest moment', () => {
    const earliest = earliestDelivery('2026-11-24', '14:00', ['laundry']);
    const dates = deliveryDates(earliest);
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2026-11-25');
    expect(dates[13]).toBe('2026-12-08');
    expect(values(deliverySlots('2026-11-25', earliest))[0]).toBe('14:00');
    expect(deliverySlots('2026-11-26', earliest)).toHaveLength(14);
  });

  it('has no slots on the earliest day when pickup is at 9 PM; the next day is full', () => {
    const earliest = earliestDelivery('2026-11-24', '21:00', ['laundry']);
    expect(values(deliverySlots('2026-11-25', earliest))).toEqual(['21:00']);
    const late = new Date(earliest.getTime() + 1000);
    expect(deliverySlots('2026-11-25', late)).toEqual([]);
  });

  it('computes moments in India time whatever the machine zone', () => {
    expect(istMoment('2026-11-24', '08:00').toISOString()).toBe('2026-11-24T02:30:00.000Z');
    expect(istMoment('2026-11-24', '21:00').toISOString()).toBe('2026-11-24T15:30:00.000Z');
  });
}

describe('slot rules', scheduleRules);

// The server may run in any zone; the rules must not notice.
for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
  describe(`slot rules with the machine in ${zone}`, () => {
    const previous = process.env.TZ;
    process.env.TZ = zone;
    afterAll(() => {
      process.env.TZ = previous;
    });
    scheduleRules();
  });
}

describe('validateSchedule', () => {
  const now = ist('2026-11-22T10:00');
  const ok = { pickupDate: '2026-11-23', pickupTime: '10:00', deliveryDate: '2026-11-24', deliveryTime: '10:00' };

  it('accepts a valid schedule', () => {
    expect(validateSchedule(ok, ['laundry'], now)).toEqual([]);
  });

  it('names each missing field with the spec message', () => {
    expect(validateSchedule({}, ['laundry'], now).map((e) => e.message)).toEqual([
      'Pickup date is required',
      'Pickup time is required',
      'Delivery date is required',
      'Delivery time is required',
    ]);
  });

  it('refuses a pickup in the past, too soon, too far, or off the hour', () => {
    expect(validateSchedule({ ...ok, pickupDate: '2026-11-21' }, ['laundry'], now)[0]?.field).toBe('pickupDate');
    expect(validateSchedule({ ...ok, pickupDate: '2026-11-29' }, ['laundry'], now)[0]?.message).toBe(
      SLOT_MESSAGES.pickupDateInvalid,
    );
    expect(validateSchedule({ ...ok, pickupDate: '2026-11-22', pickupTime: '10:00' }, ['laundry'], now)[0]?.message).toBe(
      SLOT_MESSAGES.pickupTimeInvalid,
    );
    expect(validateSchedule({ ...ok, pickupDate: '2026-11-22', pickupTime: '10:30' }, ['laundry'], now)[0]?.message).toBe(
      SLOT_MESSAGES.timeInvalid,
    );
    expect(validateSchedule({ ...ok, pickupTime: '07:00' }, ['laundry'], now)[0]?.message).toBe(SLOT_MESSAGES.timeInvalid);
    expect(validateSchedule({ ...ok, pickupDate: '2026-02-30' }, ['laundry'], now)[0]?.field).toBe('pickupDate');
  });

  it('enforces the 24 h turnaround and the 48 h dry-clean turnaround', () => {
    expect(validateSchedule({ ...ok, deliveryTime: '09:00' }, ['laundry'], now)[0]?.message).toBe(SLOT_MESSAGES.deliveryTooEarly);
    expect(validateSchedule(ok, ['laundry', 'mens-dry-clean'], now)[0]?.message).toBe(SLOT_MESSAGES.deliveryTooEarly);
    expect(validateSchedule({ ...ok, deliveryDate: '2026-11-25' }, ['mens-dry-clean'], now)).toEqual([]);
    expect(validateSchedule({ ...ok, deliveryDate: '2026-12-08' }, ['laundry'], now)[0]?.message).toBe(
      SLOT_MESSAGES.deliveryTooLate,
    );
    expect(validateSchedule({ ...ok, deliveryDate: '2026-12-07' }, ['laundry'], now)).toEqual([]);
  });
});
