import { describe, expect, it } from 'vitest';
import { hourlySlotLabels } from '../testing/slot-examples.js';
import {
  BOOK_FOR_USER_SLOTS,
  bookForUserCustomLineProblem,
  bookForUserCustomOrderLine,
  bookForUserDeliveryDefaults,
  bookForUserScheduleProblem,
  firstBookForUserProblem,
} from './admin-book-for-user.contract.js';

// 2026-11-22 11:00 in India.
const NOW = new Date('2026-11-22T05:30:00Z');
const draft = {
  customerId: 'c1',
  phone: null,
  lineCount: 1,
  pickupDate: '2026-11-23',
  pickupTime: '10:00',
  address: 'Sector 45',
  addressId: null,
};

describe('Book for User rules', () => {
  it("reports only the first of the spec's four checks, in order", () => {
    expect(firstBookForUserProblem({ lineCount: 0 })?.message).toBe('Please select a user first');
    expect(firstBookForUserProblem({ ...draft, customerId: ' ', lineCount: 0, pickupDate: '', address: '' })?.message).toBe(
      'Please select a user first',
    );
    expect(firstBookForUserProblem({ ...draft, customerId: null, phone: '9876543210', lineCount: 0 })?.message).toBe(
      'Please add at least one service',
    );
    expect(firstBookForUserProblem({ ...draft, pickupDate: '', address: '' })).toEqual({
      field: 'scheduled_date',
      message: 'Please select pickup date and time',
    });
    expect(firstBookForUserProblem({ ...draft, pickupTime: '' })).toEqual({
      field: 'scheduled_time',
      message: 'Please select pickup date and time',
    });
    expect(firstBookForUserProblem({ ...draft, address: '  ' })).toEqual({
      field: 'address',
      message: 'Please enter the pickup address',
    });
    expect(firstBookForUserProblem({ ...draft, address: '', addressId: 'a1' })).toBeNull();
    expect(firstBookForUserProblem(draft)).toBeNull();
  });

  it('offers 09:00 to 18:00 hourly, shown in 12-hour format', () => {
    expect(BOOK_FOR_USER_SLOTS.map((s) => s.label)).toEqual(hourlySlotLabels(9, 18));
    expect(BOOK_FOR_USER_SLOTS.map((s) => s.value).at(-1)).toBe('18:00');
  });

  it("judges the schedule by India's today, the slots and the pickup", () => {
    const problem = (s: Parameters<typeof bookForUserScheduleProblem>[0]) => bookForUserScheduleProblem(s, NOW)?.message ?? null;
    expect(problem({ pickupDate: '2026-11-22', pickupTime: '09:00' })).toBeNull();
    expect(problem({ pickupDate: '2026-11-21', pickupTime: '10:00' })).toBe('Pickup date cannot be before today');
    // 00:30 on the 23rd in India is still the 22nd in UTC: the day is India's.
    expect(
      bookForUserScheduleProblem({ pickupDate: '2026-11-22', pickupTime: '10:00' }, new Date('2026-11-22T19:00:00Z'))?.message,
    ).toBe('Pickup date cannot be before today');
    expect(problem({ pickupDate: '2026-11-23', pickupTime: '19:00' })).toBe('Choose an hourly time from 9:00 AM to 6:00 PM');
    expect(problem({ pickupDate: '2026-11-23', pickupTime: '10:00', deliveryDate: '2026-11-22' })).toBe(
      'Delivery date cannot be before the pickup date',
    );
    expect(problem({ pickupDate: '2026-11-23', pickupTime: '12:00', deliveryTime: '11:00' })).toBe(
      'Delivery time cannot be before the pickup time',
    );
    expect(
      problem({ pickupDate: '2026-11-23', pickupTime: '12:00', deliveryDate: '2026-11-24', deliveryTime: '11:00' }),
    ).toBeNull();
    expect(
      bookForUserDeliveryDefaults({ pickupDate: '2026-11-23', pickupTime: '12:00', deliveryDate: ' ', deliveryTime: null }),
    ).toEqual({
      pickupDate: '2026-11-23',
      pickupTime: '12:00',
      deliveryDate: '2026-11-23',
      deliveryTime: '12:00',
    });
  });

  it('takes a custom line only with a name, a quantity above 0 and a price above 0, priced in paise', () => {
    expect(bookForUserCustomLineProblem({ name: '', quantity: 1, price: 10 })?.field).toBe('name');
    expect(bookForUserCustomLineProblem({ name: 'Rug', quantity: 0, price: 10 })?.field).toBe('quantity');
    expect(bookForUserCustomLineProblem({ name: 'Rug', quantity: 1, price: 0 })?.message).toBe('Price must be above 0');
    expect(bookForUserCustomLineProblem({ name: 'Rug', quantity: 1, price: Number.NaN })?.field).toBe('price');
    expect(bookForUserCustomOrderLine({ name: ' Rug ', quantity: 3, price: 33.35 })).toMatchObject({
      name: 'Rug',
      unitPricePaise: 3335,
      totalPricePaise: 10005,
      priceSetByAdmin: true,
      serviceId: '',
    });
  });
});
