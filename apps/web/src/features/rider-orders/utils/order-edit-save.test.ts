import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import type { EditItem } from './order-edit';
import { saveBlock, saveButtonState, saveErrorMessage, type SaveButtonInput } from './order-edit-save';

/** The screens' English wording (tests render in English). */
const t = i18n.getFixedT('en', 'rider');

const shirt = (quantity: number): EditItem => ({
  serviceId: 'dc-men-shirt',
  name: 'Shirt',
  category: 'mens-dry-clean',
  unit: 'PC',
  price: 100,
  quantity,
});
const saved = [shirt(2)];
const changed = [shirt(3)];

const state = (input: Partial<SaveButtonInput>) =>
  saveButtonState({ draft: changed, saved, proposal: null, verification: null, saving: false, problem: null, ...input }, t);

describe('the save button (rider-portal.md §2.4)', () => {
  it("reads 'Send for Verification' for edits not yet sent, disabled until something changed", () => {
    expect(state({})).toMatchObject({ action: 'send', label: 'Send for Verification', disabled: false, hint: null });
    expect(state({ draft: saved })).toMatchObject({ action: 'send', disabled: true });
    expect(state({ draft: [shirt(0)] })).toMatchObject({
      action: 'send',
      disabled: true,
      hint: expect.stringMatching(/at least one service/),
    });
    expect(state({ problem: 'Laundry + Fold needs at least 2 KG' })).toMatchObject({
      disabled: true,
      hint: 'Laundry + Fold needs at least 2 KG',
    });
  });

  it("reads 'Waiting for Customer', disabled, while the customer has exactly these items", () => {
    expect(state({ proposal: changed, verification: { status: 'pending' } })).toMatchObject({
      action: 'wait',
      label: 'Waiting for Customer',
      disabled: true,
    });
    // Changed again while pending: sending replaces the request.
    expect(state({ draft: [shirt(5)], proposal: changed, verification: { status: 'pending' } })).toMatchObject({
      action: 'send',
      disabled: false,
      hint: expect.stringMatching(/replaces/),
    });
  });

  it("reads 'Save Order' once the customer approved exactly these items", () => {
    expect(state({ proposal: changed, verification: { status: 'approved' } })).toMatchObject({
      action: 'save',
      label: 'Save Order',
      disabled: false,
    });
    expect(state({ draft: [shirt(5)], proposal: changed, verification: { status: 'approved' } })).toMatchObject({
      action: 'send',
      hint: expect.stringMatching(/new approval/),
    });
  });

  it('offers sending again after a rejection or an expiry', () => {
    expect(state({ proposal: changed, verification: { status: 'rejected' } })).toMatchObject({ action: 'send', disabled: false });
    expect(state({ proposal: changed, verification: { status: 'expired' } })).toMatchObject({ action: 'send', disabled: false });
  });

  it("reads 'Saving...', disabled, while a request is in flight", () => {
    expect(state({ saving: true })).toMatchObject({ action: 'send', label: 'Saving...', disabled: true });
    expect(state({ saving: true, proposal: changed, verification: { status: 'approved' } })).toMatchObject({
      action: 'save',
      label: 'Saving...',
      disabled: true,
    });
  });
});

describe('saving needs the approval (§5.6)', () => {
  it('refuses any verification state but approved, and none at all', () => {
    expect(saveBlock({ status: 'approved' })).toBeNull();
    for (const status of ['pending', 'rejected', 'expired', 'cancelled'] as const) {
      expect(saveBlock({ status })).toBe('Customer verification required before saving changes');
    }
    expect(saveBlock(null)).toBe('Customer verification required before saving changes');
  });
});

describe('save errors (§8.7)', () => {
  const http = (status: number, message: string) => new ApiError(message, status);

  it('says what went wrong; a 404 or a lost connection is never a success', () => {
    expect(saveErrorMessage(http(500, 'boom'), 'save', t)).toBe('Server error. Please try again later.');
    expect(saveErrorMessage(http(503, 'down'), 'send', t)).toBe('Server error. Please try again later.');
    expect(saveErrorMessage(http(409, 'These are not the items the customer approved.'), 'save', t)).toBe(
      'Save failed: These are not the items the customer approved.',
    );
    expect(saveErrorMessage(http(404, 'Booking not found'), 'save', t)).toBe('Save failed: Booking not found');
    expect(saveErrorMessage(new ApiError('Request timeout after 15000ms', 0, { code: 'TIMEOUT' }), 'save', t)).toBe(
      'Save timeout. Please check your connection and try again.',
    );
    expect(saveErrorMessage(new ApiError('Network error', 0, { code: 'NETWORK_ERROR' }), 'save', t)).toBe(
      'Unexpected error. Please try again.',
    );
    expect(saveErrorMessage(new Error('?'), 'cancel', t)).toBe('Unexpected error. Please try again.');
    expect(saveErrorMessage(new ApiError('Unexpected response from server', 200, { code: 'INVALID_RESPONSE' }), 'save', t)).toBe(
      'Unexpected error. Please try again.',
    );
    expect(
      saveErrorMessage(new ApiError('Authentication required. Please log in again.', 401, { code: 'UNAUTHORIZED' }), 'save', t),
    ).toBe('Authentication required. Please login again.');
  });

  it('says a send that got no answer failed to send', () => {
    expect(saveErrorMessage(new ApiError('Network error', 0, { code: 'NETWORK_ERROR' }), 'send', t)).toBe(
      'Failed to send verification. Please try again.',
    );
    expect(saveErrorMessage(new TypeError('Failed to fetch'), 'send', t)).toBe('Failed to send verification. Please try again.');
  });
});
