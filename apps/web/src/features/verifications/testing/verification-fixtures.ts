import type { CustomerVerification } from '@washday/core';

let next = 0;

/** A pending verification as the API answers it: a shirt added, trousers from 2 to 3, a saree removed. */
export function makeVerification(overrides: Partial<CustomerVerification> = {}): CustomerVerification {
  next += 1;
  const id = overrides.id ?? `6f1d2c33-1a2b-4c3d-8e4f-${String(next).padStart(12, '0')}`;
  const line = (name: string, quantity: number, price: number) => ({
    serviceId: `svc-${name}`,
    name,
    category: 'Laundry',
    unit: 'PC' as const,
    quantity,
    price,
    total: quantity * price,
  });
  return {
    id,
    _id: id,
    orderId: 'b0a1c2d3-0000-4000-8000-000000000001',
    type: 'price_change',
    priority: 'medium',
    status: 'pending',
    createdAt: '2026-11-22T05:30:00.000Z',
    expiresAt: '2099-11-23T05:30:00.000Z',
    respondedAt: null,
    responseReason: null,
    savedAt: null,
    orderData: {
      bookingId: 'b0a1c2d3-0000-4000-8000-000000000001',
      customOrderId: 'WD-1001',
      customerName: 'Asha',
      customerPhone: '919812345670',
      address: 'Sector 69, Gurugram',
      pickupDate: '2026-11-23',
      pickupTime: '10:00',
      riderName: 'Ravi Kumar',
      updatedAt: '2026-11-22T05:30:00.000Z',
      status: 'confirmed',
      originalItems: [line('Trousers', 2, 40), line('Saree', 1, 150)],
      updatedItems: [line('Trousers', 3, 40), line('Shirt', 2, 30)],
      originalTotal: 230,
      updatedTotal: 180,
      priceChange: -50,
      riderNotes: 'The saree is silk: dry-clean only.',
      isQuickPickup: false,
    },
    changes: {
      added: [{ serviceId: 'svc-Shirt', name: 'Shirt', quantity: 2, price: 30, total: 60 }],
      removed: [{ serviceId: 'svc-Saree', name: 'Saree', quantity: 1, price: 150, total: 150 }],
      modified: [
        {
          serviceId: 'svc-Trousers',
          name: 'Trousers',
          old: { quantity: 2, price: 40, total: 80 },
          new: { quantity: 3, price: 40, total: 120 },
        },
      ],
    },
    ...overrides,
  };
}
