// Test data for the order page: server-shaped lines and the rider's change proposal (customerVerificationSchema).
import type { CustomerVerification, RiderOrder, VerificationItem } from '@washday/core';

type Line = { serviceId: string; name: string; category: string; unit: 'KG' | 'PC' | 'SET'; price: number; quantity: number };

export const SHIRT: Line = {
  serviceId: 'dc-men-shirt',
  name: 'Shirt',
  category: 'mens-dry-clean',
  unit: 'PC',
  price: 100,
  quantity: 2,
};
export const LAUNDRY: Line = {
  serviceId: 'laundry-fold',
  name: 'Laundry + Fold',
  category: 'laundry',
  unit: 'KG',
  price: 70,
  quantity: 3,
};

/** A rider order's items and matching totals from lines. */
export function withLines(
  lines: readonly Line[],
): Pick<RiderOrder, 'items' | 'item_prices' | 'total_price' | 'final_amount' | 'discount_amount'> {
  const total = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return {
    items: lines.map((l) => ({
      id: l.serviceId,
      serviceId: l.serviceId,
      name: l.name,
      price: l.price,
      unit: l.unit,
      category: l.category,
      quantity: l.quantity,
      total: l.price * l.quantity,
    })),
    item_prices: lines.map((l) => ({
      service_id: l.serviceId,
      service_name: l.name,
      category: l.category,
      unit: l.unit,
      quantity: l.quantity,
      unit_price: l.price,
      total_price: l.price * l.quantity,
    })),
    total_price: total,
    final_amount: total,
    discount_amount: 0,
  };
}

const asItem = (l: Line): VerificationItem => ({
  serviceId: l.serviceId,
  name: l.name,
  category: l.category,
  unit: l.unit,
  quantity: l.quantity,
  price: l.price,
  total: l.price * l.quantity,
});

/** The rider's proposal for `orderId`: `original` lines to `updated` lines, in the given state. */
export function makeVerification(
  orderId: string,
  original: readonly Line[],
  updated: readonly Line[],
  overrides: Partial<CustomerVerification> = {},
): CustomerVerification {
  const originalTotal = original.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const updatedTotal = updated.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return {
    id: '11111111-1111-4111-8111-111111111111',
    _id: '11111111-1111-4111-8111-111111111111',
    orderId,
    type: originalTotal === updatedTotal ? 'items_change' : 'price_change',
    priority: Math.abs(updatedTotal - originalTotal) > 100 ? 'high' : 'medium',
    status: 'pending',
    createdAt: '2030-03-12T04:30:00.000Z',
    expiresAt: '2030-03-13T04:30:00.000Z',
    respondedAt: null,
    responseReason: null,
    savedAt: null,
    orderData: {
      bookingId: orderId,
      customOrderId: 'WD-R0001',
      customerName: 'Kavya Nair',
      customerPhone: '919876543210',
      address: 'Tower B, Sector 69, Gurugram',
      pickupDate: '2030-03-12',
      pickupTime: '10:00',
      riderName: 'Ravi Kumar',
      updatedAt: '2030-03-12T04:30:00.000Z',
      status: 'confirmed',
      originalItems: original.map(asItem),
      updatedItems: updated.map(asItem),
      originalTotal,
      updatedTotal,
      priceChange: updatedTotal - originalTotal,
      riderNotes: null,
      isQuickPickup: false,
    },
    changes: { added: [], removed: [], modified: [] },
    ...overrides,
  };
}
