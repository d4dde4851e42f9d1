import { describe, expect, it } from 'vitest';
import { quickPickupBodySchema, quickPickupFormSchema } from '../contract/quick-pickup.contract.js';
import {
  QUICK_PICKUP_MESSAGES as M,
  QUICK_PICKUP_SLOTS,
  defaultQuickPickupDate,
  firstQuickPickupProblem,
  quickPickupDateRange,
  quickPickupDelivery,
  quickPickupProblems,
  quickPickupSlots,
} from './quick-pickup.js';

/** An instant given as India time. */
const ist = (text: string) => new Date(`${text}:00+05:30`);
const NOW = ist('2026-11-22T11:00');
const values = (slots: ReadonlyArray<{ value: string }>) => slots.map((slot) => slot.value);

describe('quick pickup dates', () => {
  it('runs from today to 30 days ahead in India, whatever the UTC date', () => {
    expect(quickPickupDateRange(NOW)).toEqual({ min: '2026-11-22', max: '2026-12-22' });
    // 00:30 IST on the 23rd is still the 22nd in UTC.
    expect(quickPickupDateRange(ist('2026-11-23T00:30'))).toEqual({ min: '2026-11-23', max: '2026-12-23' });
  });

  it('starts on today until 19:30 and on tomorrow from 19:30 (20:10 too, whatever the minute)', () => {
    expect(defaultQuickPickupDate(NOW)).toBe('2026-11-22');
    expect(defaultQuickPickupDate(ist('2026-11-22T19:29'))).toBe('2026-11-22');
    expect(defaultQuickPickupDate(ist('2026-11-22T19:30'))).toBe('2026-11-23');
    expect(defaultQuickPickupDate(ist('2026-11-22T20:10'))).toBe('2026-11-23');
    expect(defaultQuickPickupDate(ist('2026-11-22T23:59'))).toBe('2026-11-23');
    expect(defaultQuickPickupDate(ist('2026-11-22T00:05'))).toBe('2026-11-22');
  });
});

describe('quick pickup slots', () => {
  it('are hourly from 09:00 to 20:00 in 12-hour labels', () => {
    expect(values(QUICK_PICKUP_SLOTS)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
    ]);
    expect(QUICK_PICKUP_SLOTS[0]!.label).toBe('9:00 AM');
    expect(QUICK_PICKUP_SLOTS.at(-1)!.label).toBe('8:00 PM');
  });

  it('offers today only the slots at least 30 minutes ahead', () => {
    expect(values(quickPickupSlots('2026-11-22', NOW))[0]).toBe('12:00');
    expect(values(quickPickupSlots('2026-11-22', ist('2026-11-22T10:30')))[0]).toBe('11:00');
    expect(values(quickPickupSlots('2026-11-22', ist('2026-11-22T10:31')))[0]).toBe('12:00');
    expect(values(quickPickupSlots('2026-11-22', ist('2026-11-22T19:30')))).toEqual(['20:00']);
    expect(quickPickupSlots('2026-11-22', ist('2026-11-22T19:31'))).toEqual([]);
    expect(quickPickupSlots('2026-11-22', ist('2026-11-22T06:00'))).toHaveLength(12);
  });

  it('offers all twelve on a later day and none on a past or malformed date', () => {
    expect(quickPickupSlots('2026-11-23', ist('2026-11-22T23:50'))).toHaveLength(12);
    expect(quickPickupSlots('2026-11-21', NOW)).toEqual([]);
    expect(quickPickupSlots('2026-11-31', NOW)).toEqual([]);
  });
});

describe('quick pickup delivery', () => {
  it('is pencilled in 24 hours after the pickup, across a month end', () => {
    expect(quickPickupDelivery('2026-11-22', '20:00')).toEqual({ deliveryDate: '2026-11-23', deliveryTime: '20:00' });
    expect(quickPickupDelivery('2026-11-30', '09:00')).toEqual({ deliveryDate: '2026-12-01', deliveryTime: '09:00' });
  });
});

describe('quick pickup rules', () => {
  const ok = { pickup_date: '2026-11-22', pickup_time: '12:00', address: 'Sector 45, Gurugram' };

  it('lets a good request through, with a saved address instead of a typed one too', () => {
    expect(quickPickupProblems(ok, NOW)).toEqual([]);
    expect(quickPickupProblems({ ...ok, address: '', address_id: '0f0e0d0c-0000-4000-8000-000000000001' }, NOW)).toEqual([]);
    expect(quickPickupProblems({ ...ok, pickup_date: '2026-12-22', pickup_time: '09:00' }, NOW)).toEqual([]);
  });

  it("answers the spec's message for each rule, date before time", () => {
    const first = (draft: object) => firstQuickPickupProblem({ ...ok, ...draft }, NOW);
    expect(first({ pickup_date: '' })).toEqual({ field: 'pickup_date', message: M.dateRequired });
    expect(first({ pickup_date: '22/11/2026' })).toEqual({ field: 'pickup_date', message: M.dateRequired });
    expect(first({ pickup_date: '2026-11-21' })).toEqual({ field: 'pickup_date', message: M.datePast });
    expect(first({ pickup_date: '2026-12-23' })).toEqual({
      field: 'pickup_date',
      message: 'Please select a date within the next 30 days',
    });
    expect(first({ pickup_time: ' ' })).toEqual({ field: 'pickup_time', message: M.timeRequired });
    expect(first({ pickup_time: '11:00' })).toEqual({ field: 'pickup_time', message: M.slotUnavailable });
    expect(first({ pickup_time: '21:00', pickup_date: '2026-11-23' })).toEqual({
      field: 'pickup_time',
      message: M.slotUnavailable,
    });
    expect(first({ pickup_time: '08:00', pickup_date: '2026-11-23' })).toEqual({
      field: 'pickup_time',
      message: M.slotUnavailable,
    });
    expect(first({ pickup_time: '10:30', pickup_date: '2026-11-23' })).toEqual({
      field: 'pickup_time',
      message: M.slotUnavailable,
    });
    expect(first({ address: '  ', address_id: null })).toEqual({ field: 'address', message: 'Please enter a pickup address' });
  });

  it('says there is no slot left today rather than asking for a time', () => {
    expect(firstQuickPickupProblem({ ...ok, pickup_time: '' }, ist('2026-11-22T19:45'))).toEqual({
      field: 'pickup_time',
      message: 'No time slots available for the selected date. Please choose a different date.',
    });
  });

  it('gives the form one message per field', () => {
    const parsed = quickPickupFormSchema(NOW).safeParse({
      pickup_date: '2026-11-21',
      pickup_time: '',
      address: '',
      address_id: '',
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pickup_date', M.datePast],
      ['address', M.addressRequired],
    ]);
  });

  it('reads a blank saved address as none and ignores who the body says the customer is', () => {
    const parsed = quickPickupBodySchema.parse({ ...ok, address_id: '', customer_id: 'someone-else' });
    expect(parsed.address_id).toBeNull();
    expect(quickPickupBodySchema.safeParse({ ...ok, address_id: 'not-an-id' }).error?.issues[0]?.message).toBe(M.addressNotSaved);
  });
});
