import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { accountProblem, quickPickupErrorMessage, toBody } from './quick-pickup-form';

const values = {
  pickup_date: '2026-11-23',
  pickup_time: '10:00',
  address_id: 'a1',
  address: 'Sector 45, Gurugram',
  house_number: 'B-204',
};

describe('quick pickup form', () => {
  it('sends the saved address alone, or the typed one with its house number (none when blank)', () => {
    expect(toBody(values, 'saved')).toEqual({ pickup_date: '2026-11-23', pickup_time: '10:00', address_id: 'a1' });
    expect(toBody({ ...values, address_id: null }, 'typed')).toEqual({
      pickup_date: '2026-11-23',
      pickup_time: '10:00',
      address: 'Sector 45, Gurugram',
      house_number: 'B-204',
    });
    expect(toBody({ ...values, address_id: null, house_number: '' }, 'typed')).not.toHaveProperty('house_number');
  });

  it("checks the account in the spec's order: id, name, phone", () => {
    expect(accountProblem({ id: '', name: '', phone: '' })).toBe('User ID is missing. Please log in again.');
    expect(accountProblem({ id: 'u1', name: ' ', phone: '' })).toBe('User name is missing. Please update your profile.');
    expect(accountProblem({ id: 'u1', name: 'Asha', phone: '' })).toBe('Phone number is missing. Please update your profile.');
    expect(accountProblem({ id: 'u1', name: 'Asha', phone: '9876543210' })).toBeNull();
  });

  it("shows the server's refusal, and 'Failed to create quick pickup' when there was no answer", () => {
    expect(quickPickupErrorMessage(new ApiError('Please select a pickup time', 400))).toBe('Please select a pickup time');
    expect(quickPickupErrorMessage(new ApiError('HTTP 500', 500))).toBe('Failed to create quick pickup');
    expect(quickPickupErrorMessage(new ApiError('Network error: down', 0, { code: 'NETWORK_ERROR' }))).toBe(
      'Failed to create quick pickup',
    );
    expect(quickPickupErrorMessage(new TypeError('boom'))).toBe('Failed to create quick pickup');
  });
});
