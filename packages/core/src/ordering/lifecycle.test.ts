import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from './lifecycle.js';

describe("the rider's result messages (rider-portal.md §8.5 'Order {action}ed successfully!')", () => {
  it.each([
    ['accept', 'Order accepted successfully!'],
    ['start', 'Order started successfully!'],
    ['complete', 'Order completed successfully!'],
  ] as const)('%s reads %s', (action, message) => {
    expect(ORDER_MESSAGES.actionDone(action)).toBe(message);
  });
});
