// A signed-in rider as the rider endpoints answer it (riderSchema), shared by the rider area's and features' tests.
import type { Rider } from '@washday/core';

export const RIDER_ID = '6a1f7c8e-3b1d-4c55-9a0e-1f2d3c4b5a69';

/** Ravi Kumar, approved and off duty, with no documents or position; `overrides` change any of it. */
export function makeRider(overrides: Partial<Rider> = {}): Rider {
  return {
    _id: RIDER_ID,
    name: 'Ravi Kumar',
    phone: '9810000002',
    aadharNumber: '234567890123',
    aadharImageUrl: null,
    selfieImageUrl: null,
    status: 'approved',
    rejectionReason: null,
    isActive: false,
    location: null,
    lastLocationUpdate: null,
    createdAt: '2025-01-15T06:30:00.000Z',
    ...overrides,
  };
}
