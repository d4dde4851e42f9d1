import type { InspectionView, StageScan, VendorOrder } from '@washday/core';

export const ORDER_ID = '11111111-1111-4111-8111-111111111111';
export const TAGS = [
  { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1', code: 'WD-7K3F-01' },
  { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2', code: 'WD-7K3F-02' },
  { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa3', code: 'WD-7K3F-03' },
] as const;

/** A collected order on its way to the laundry; overrides move it on. */
export function vendorOrder(overrides: Partial<VendorOrder> = {}): VendorOrder {
  return {
    id: ORDER_ID,
    orderNumber: 'WD-241122-0001',
    customerFirstName: 'Asha',
    items: [{ name: 'Dry Clean Shirt', quantity: 3, unit: 'PC' }],
    itemCount: 3,
    itemsCollected: 3,
    pickupRider: { name: 'Ravi Kumar', phone: '9810000002' },
    pickup: { date: '2026-11-23', time: '10:00', status: 'completed', completedAt: '2026-11-23T05:00:00.000Z' },
    delivery: { date: '2026-11-25', time: '18:00', status: null },
    vendorStage: null,
    vendorAssignedAt: '2026-11-22T06:00:00.000Z',
    rackPosition: null,
    specialInstructions: null,
    updatedAt: '2026-11-23T05:00:00.000Z',
    ...overrides,
  };
}

/** The stage's state with the given codes scanned (and codes of no tag of ours scanned too). */
export function stageScan(
  stage: 'intake' | 'packing',
  scanned: readonly string[],
  unexpected: readonly string[] = [],
): StageScan {
  const tags = TAGS.map((tag) => ({ ...tag, scanned_at: scanned.includes(tag.code) ? '2026-11-23T06:00:00.000Z' : null }));
  const missing = tags.filter((tag) => tag.scanned_at === null).map((tag) => tag.code);
  return {
    stage,
    kind: 'garment',
    tags,
    unexpected: unexpected.map((code) => ({ code, at: '2026-11-23T06:01:00.000Z' })),
    missing,
    complete: missing.length === 0,
  };
}

export function inspection(overrides: Partial<InspectionView> = {}): InspectionView {
  return {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1',
    tag_id: TAGS[0].id,
    tag_code: TAGS[0].code,
    issues: ['stain'],
    note: 'Ink on the left cuff',
    photos: [],
    decision: null,
    decided_at: null,
    created_at: '2026-11-23T07:00:00.000Z',
    ...overrides,
  };
}
