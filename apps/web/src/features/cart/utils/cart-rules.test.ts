import { describe, expect, it } from 'vitest';
import {
  CART_TTL_MS,
  decrementItem,
  incrementItem,
  parseStoredCart,
  sanitizeItems,
  serializeCart,
  setItemQuantity,
} from './cart-rules';

const NOW = new Date('2026-03-10T10:00:00.000Z');

describe('stored cart', () => {
  it('round-trips a v2 cart', () => {
    const raw = serializeCart({ 'laundry-fold': 3, 'dc-women-saree': 1 }, NOW);
    expect(JSON.parse(raw)).toEqual({
      version: 'v2',
      updatedAt: NOW.toISOString(),
      items: { 'laundry-fold': 3, 'dc-women-saree': 1 },
    });
    expect(parseStoredCart(raw, NOW)).toEqual({ status: 'ok', items: { 'laundry-fold': 3, 'dc-women-saree': 1 } });
  });

  it('has nothing when nothing is stored', () => {
    expect(parseStoredCart(null, NOW)).toEqual({ status: 'empty', items: {} });
  });

  it('discards a cart without the v2 flag (an older catalogue)', () => {
    expect(parseStoredCart(JSON.stringify({ 'laundry-fold': 2 }), NOW)).toMatchObject({
      status: 'discard',
      reason: 'version',
      items: {},
    });
    expect(parseStoredCart(JSON.stringify({ version: 'v1', updatedAt: NOW.toISOString(), items: { a: 1 } }), NOW)).toMatchObject({
      status: 'discard',
      reason: 'version',
    });
  });

  it('expires 7 days after the last change', () => {
    const raw = serializeCart({ 'laundry-fold': 1 }, NOW);
    expect(parseStoredCart(raw, new Date(NOW.getTime() + CART_TTL_MS)).status).toBe('ok');
    expect(parseStoredCart(raw, new Date(NOW.getTime() + CART_TTL_MS + 1))).toMatchObject({
      status: 'discard',
      reason: 'expired',
      items: {},
    });
  });

  it('discards unreadable data', () => {
    expect(parseStoredCart('{not json', NOW)).toMatchObject({ status: 'discard', reason: 'corrupt' });
    expect(parseStoredCart(JSON.stringify({ version: 'v2', items: {} }), NOW)).toMatchObject({
      status: 'discard',
      reason: 'corrupt',
    });
  });

  it('drops zero, negative and non-numeric lines and caps quantities', () => {
    expect(sanitizeItems({ a: 0, b: -2, c: 'x', d: 2.7, e: 500, f: 1 })).toEqual({ d: 2, e: 99, f: 1 });
    expect(sanitizeItems(['a'])).toEqual({});
  });
});

describe('quantities', () => {
  it('first add puts the minimum, later adds one', () => {
    expect(incrementItem({}, 'laundry-fold', 3)).toEqual({ 'laundry-fold': 3 });
    expect(incrementItem({ 'laundry-fold': 3 }, 'laundry-fold', 3)).toEqual({ 'laundry-fold': 4 });
    expect(incrementItem({}, 'iron-regular')).toEqual({ 'iron-regular': 1 });
  });

  it('removing below the minimum removes the line', () => {
    expect(decrementItem({ 'laundry-fold': 4 }, 'laundry-fold', 3)).toEqual({ 'laundry-fold': 3 });
    expect(decrementItem({ 'laundry-fold': 3 }, 'laundry-fold', 3)).toEqual({});
    expect(decrementItem({ 'iron-regular': 1 }, 'iron-regular', 1)).toEqual({});
  });

  it('never goes below zero', () => {
    expect(decrementItem({}, 'iron-regular', 1)).toEqual({});
    expect(setItemQuantity({ a: 2 }, 'a', -4)).toEqual({});
    expect(setItemQuantity({ a: 2 }, 'a', 0)).toEqual({});
    expect(setItemQuantity({}, 'a', 5)).toEqual({ a: 5 });
  });

  it('caps a line at 99', () => {
    expect(incrementItem({ a: 99 }, 'a')).toEqual({ a: 99 });
  });
});
