import { describe, expect, it } from 'vitest';
import { turnaroundHours } from './turnaround';

describe('turnaroundHours', () => {
  it("reads the catalogue's hours", () => {
    expect(turnaroundHours('24-48 hours')).toBe('24-48');
    expect(turnaroundHours('24 hours')).toBe('24');
    expect(turnaroundHours(' 72 – 96 Hours ')).toBe('72-96');
  });

  it('gives null for anything else, which is shown as written', () => {
    expect(turnaroundHours('2 days')).toBeNull();
    expect(turnaroundHours('')).toBeNull();
  });
});
