import { CATALOGUE_SERVICES, couponDiscountPaise, rupeesToPaise } from '@washday/core';
import type { ScaleAddress, ScaleCustomer } from './scale-people.js';
import { type Random, addDays, istDate, istHour, istInstant } from './scale-random.js';

// What a seeded order is, drawn when it is placed: its number, place, lines, coupon, slots and contact (scale-orders.ts
// writes it, scale-order-life.ts lives it). The draws keep their order, so a seed draws the same orders.

const SERVICES = CATALOGUE_SERVICES.map((s) => [s, s.popular ? 4 : 1] as const);
const COUPONS = {
  FIRST30: { percent: 30, oneTime: true },
  FIRST10: { percent: 10, oneTime: false },
  NEW20: { percent: 20, oneTime: false },
  SAVE20: { percent: 20, oneTime: false },
} as const;
type CouponCode = keyof typeof COUPONS;
const PICKUP_HOURS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map(
  (h) => [h, h <= 11 || (h >= 17 && h <= 19) ? 3 : 1] as const,
);
const INSTRUCTIONS = [
  'Please call before coming',
  'Gate code 1234',
  'Leave with the security guard',
  'Handle the silk saree with care',
  'Ring the bell twice',
];
const ORDER_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const ORDER_ID_SPACE = 30 ** 6;

/** The n-th seeded order id: a fixed shuffle of the 30^6 ids (7^10 is coprime with 30), so they never repeat. */
export function scaleOrderId(n: number): string {
  let value = Number((BigInt(n) * 282_475_249n + 12_345n) % BigInt(ORDER_ID_SPACE));
  let id = '';
  for (let i = 0; i < 6; i += 1) {
    id = ORDER_ID_ALPHABET[value % 30]! + id;
    value = Math.floor(value / 30);
  }
  return `WD-${id}`;
}

/** An order as its customer placed it. */
export interface OrderDraft {
  id: string;
  orderNumber: string;
  place: ScaleAddress;
  lines: Array<{
    service: (typeof CATALOGUE_SERVICES)[number];
    quantity: number;
    unitPricePaise: number;
    totalPricePaise: number;
  }>;
  subtotal: number;
  discount: number;
  /** Pieces the rider collects: a kilogram is about four, a set two. */
  itemCount: number;
  coupon: { code: string; oneTime: boolean } | null;
  pickupDate: string;
  pickupHour: number;
  deliveryDate: string;
  deliveryHour: number;
  pickupStart: number;
  deliveryStart: number;
  contactPhone: string;
  handoverCode: string;
  byAdmin: boolean;
}

/** Draws booking number `n`, placed at `createdAt` by `customer` (their `previousOrders`-th booking). */
export function drawOrder(
  random: Random,
  n: number,
  customer: ScaleCustomer,
  previousOrders: number,
  createdAt: number,
): OrderDraft {
  const id = random.uuid();
  const orderNumber = scaleOrderId(n);
  const place: ScaleAddress =
    customer.addresses.length > 1 && random.chance(0.3) ? customer.addresses[1]! : customer.addresses[0]!;

  // Lines: one to four services, the popular ones more often.
  const lineCount = random.weighted([
    [1, 45],
    [2, 35],
    [3, 15],
    [4, 5],
  ] as const);
  const chosen = new Set<(typeof CATALOGUE_SERVICES)[number]>();
  while (chosen.size < lineCount) chosen.add(random.weighted(SERVICES));
  const lines = [...chosen].map((service) => {
    const quantity = Math.max(
      service.minQuantity,
      service.unit === 'KG' ? random.int(2, 8) : service.unit === 'SET' ? random.int(1, 2) : random.int(1, 8),
    );
    const unitPricePaise = rupeesToPaise(service.price);
    return { service, quantity, unitPricePaise, totalPricePaise: unitPricePaise * quantity };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.totalPricePaise, 0);
  const itemCount = lines.reduce(
    (sum, l) => sum + (l.service.unit === 'KG' ? l.quantity * 4 : l.service.unit === 'SET' ? l.quantity * 2 : l.quantity),
    0,
  );
  const dryClean = lines.some((l) => l.service.categoryId.includes('dry-clean'));

  let couponCode: CouponCode | null = null;
  if (previousOrders === 0)
    couponCode = random.weighted([
      ['FIRST30', 35],
      ['FIRST10', 15],
      [null, 50],
    ] as const);
  else if (random.chance(0.07)) couponCode = random.pick(['NEW20', 'SAVE20'] as const);
  const discount = couponCode
    ? couponDiscountPaise(subtotal, {
        discountPercent: COUPONS[couponCode].percent,
        maxDiscountPaise: 20_000,
        discountKind: 'percent',
      })
    : 0;

  // The schedule: a pickup slot later today or in the next days, delivery a day later (two for dry cleaning).
  const createdHour = istHour(createdAt);
  let ahead = random.weighted([
    [0, createdHour < 16 ? 3 : 0],
    [1, 5],
    [2, 1.5],
    [3, 0.5],
  ] as const);
  let pickupHour = ahead === 0 ? random.int(createdHour + 2, 20) : random.weighted(PICKUP_HOURS);
  if (ahead === 0 && pickupHour > 20) [ahead, pickupHour] = [1, random.weighted(PICKUP_HOURS)];
  const pickupDate = addDays(istDate(createdAt), ahead);
  const deliveryDate = addDays(pickupDate, dryClean ? 2 : 1);
  const deliveryHour = random.int(dryClean ? 10 : pickupHour, 20);
  const pickupStart = istInstant(pickupDate, pickupHour);
  const deliveryStart = istInstant(deliveryDate, deliveryHour);

  const ownPhone = random.chance(0.92);
  const contactPhone = ownPhone ? customer.phone : `9${String(random.int(100_000_000, 999_999_999))}`;
  const handoverCode = String(random.int(0, 9999)).padStart(4, '0');
  const byAdmin = random.chance(0.03);

  return {
    id,
    orderNumber,
    place,
    lines,
    subtotal,
    discount,
    itemCount,
    coupon: couponCode ? { code: couponCode, oneTime: COUPONS[couponCode].oneTime } : null,
    pickupDate,
    pickupHour,
    deliveryDate,
    deliveryHour,
    pickupStart,
    deliveryStart,
    contactPhone,
    handoverCode,
    byAdmin,
  };
}

/** The customer's instructions on about one order in seven (drawn after its life, as the seed always has). */
export const drawInstructions = (random: Random): string | null => (random.chance(0.15) ? random.pick(INSTRUCTIONS) : null);
