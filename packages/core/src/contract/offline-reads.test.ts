import { describe, expect, it } from 'vitest';
import { contract, endpointPathSource, OFFLINE_READS } from './index.js';

const id = '3f2b8c1e-5d4a-4c3b-9a8e-1f2e3d4c5b6a';

describe('the API reads kept offline', () => {
  it('are the catalogue, by its path in the contract', () => {
    expect(OFFLINE_READS.catalogue.test(contract.catalogue.list.path)).toBe(true);
    expect(OFFLINE_READS.catalogue.test('/api/services/laundry')).toBe(false);
    expect(OFFLINE_READS.catalogue.test('/api/servicesx')).toBe(false);
  });

  it("are the customer's profile, bookings, and each booking with its steps, and nothing else", () => {
    for (const path of ['/api/auth/profile', '/api/bookings/customer/u-1', `/api/bookings/${id}`, `/api/bookings/${id}/events`])
      expect(OFFLINE_READS.customer.test(path), path).toBe(true);
    for (const path of [
      '/api/bookings',
      '/api/bookings/slot-availability',
      `/api/bookings/${id}/cancel`,
      '/api/bookings/customer/u-1/more',
      '/api/auth/profile/x',
      '/api/services',
    ])
      expect(OFFLINE_READS.customer.test(path), path).toBe(false);
  });
});

describe('endpointPathSource', () => {
  it('reads each path parameter as one segment, or as the pattern given, and the rest literally', () => {
    const source = endpointPathSource({ path: '/api/a.b/:id/x/:kind' }, { kind: '(?:selfie|aadhaar)' });
    expect(source).toBe('\\/api\\/a\\.b\\/[^/]+\\/x\\/(?:selfie|aadhaar)');
    expect(new RegExp(`^${source}$`).test('/api/a.b/r1/x/selfie')).toBe(true);
    expect(new RegExp(`^${source}$`).test('/api/aXb/r1/x/selfie')).toBe(false);
  });
});
