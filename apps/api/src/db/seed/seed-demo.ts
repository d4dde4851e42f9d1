import { CATALOGUE_SERVICES, addDaysToDate, businessDate, normalizeAddress, rupeesToPaise } from '@washday/core';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.js';
import { newCustomOrderId } from '../../lib/order-id.js';
import { encryptAadhaar } from '../../modules/riders/aadhaar.js';
import { noLifecycleListeners, type ActorRef } from '../../modules/orders/order-audit.js';
import type { MoveRequest } from '../../modules/orders/order-moves.js';
import { moveOrder } from '../../modules/orders/order-transitions.js';
import { LocalPaymentProvider } from '../../modules/payments/local-provider.js';
import { withMoney } from '../../modules/payments/money-lifecycle.js';
import { recordCash, type MoneyDeps } from '../../modules/payments/money-moves.js';
import { paidTotals } from '../../modules/booking-records/booking-money.js';
import { scanTagsDirectly, tagOrderDirectly } from '../../modules/garments/tag-seeding.js';
import type { Db } from '../client.js';
import {
  addresses,
  adminUsers,
  bookingCharges,
  bookingItems,
  bookings,
  laundryPlans,
  riders,
  userPreferences,
  users,
  vendorStaff,
} from '../schema/index.js';

// Demo accounts for local use only: `npm start` adds them to an empty database unless SEED_DEMO=false.
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'washday-demo-admin', email: 'admin@washday.example' },
  customer: { name: 'Priya Sharma', phone: '9810000001' },
  rider: { name: 'Ravi Kumar', phone: '9810000002', aadharNumber: '234567890123' },
  /** A second approved rider with no jobs yet, so operations can choose between riders. */
  secondRider: { name: 'Anil Yadav', phone: '9810000003', aadharNumber: '345678901234' },
  /** The demo vendor's counter (decision 0034): signs in at /vendor and works that laundry's orders. */
  vendorStaff: { name: 'Sunita Devi', phone: '9810000009' },
} as const;

const DEMO_ADDRESS = 'Flat 1204, Tower B, Tulip Orange, Sector 69, Gurugram, Haryana 122018';

/** Laundry plans on offer (decision 0042): the demo customer has none, so Laundry plans shows what to choose. */
const DEMO_PLANS = [
  {
    name: 'Solo 15',
    description: '15 kg of wash and fold and 10 pieces ironed a month',
    pricePaise: rupeesToPaise(799),
    kgIncluded: 15,
    piecesIncluded: 10,
    pickupsIncluded: 4,
    dryCleanDiscountPercent: 0,
    freeDelivery: true,
    rollover: false,
  },
  {
    name: 'Family 30',
    description: '30 kg of laundry and 20 pieces ironed a month, with free pickups',
    pricePaise: rupeesToPaise(1499),
    kgIncluded: 30,
    piecesIncluded: 20,
    pickupsIncluded: null,
    dryCleanDiscountPercent: 10,
    freeDelivery: true,
    rollover: true,
  },
] as const;

type DemoStep =
  | 'confirm'
  | 'assignPickup'
  | 'accept'
  | 'start'
  | 'collect'
  | 'vendor'
  | 'received'
  | 'processing'
  | 'ready'
  | 'assignDelivery'
  | 'deliver'
  | 'cancel';

interface DemoBookingPlan {
  pickupOffsetDays: number;
  pickupTime: string;
  items: Array<[serviceId: string, quantity: number]>;
  /** Driven through the order lifecycle's own transition module, so trips, audit trail and statuses agree. */
  steps: DemoStep[];
}

const THROUGH_PICKUP: DemoStep[] = ['confirm', 'assignPickup', 'accept', 'start'];
const DEMO_BOOKINGS: DemoBookingPlan[] = [
  {
    pickupOffsetDays: -9,
    pickupTime: '10:00',
    items: [
      ['laundry-fold', 4],
      ['iron-regular', 10],
    ],
    steps: [
      ...THROUGH_PICKUP,
      'vendor',
      'collect',
      'received',
      'processing',
      'ready',
      'assignDelivery',
      'accept',
      'start',
      'deliver',
    ],
  },
  { pickupOffsetDays: -5, pickupTime: '18:00', items: [['dc-men-suit-2pc', 1]], steps: ['cancel'] },
  // The demo rider has the saree order in hand, on the way to the vendor, and tomorrow's ironing pickup to accept.
  {
    pickupOffsetDays: -1,
    pickupTime: '11:00',
    items: [
      ['dc-women-saree', 2],
      ['dc-women-blouse', 2],
    ],
    steps: [...THROUGH_PICKUP, 'vendor'],
  },
  { pickupOffsetDays: 1, pickupTime: '09:00', items: [['laundry-iron', 3]], steps: ['confirm', 'assignPickup'] },
  {
    pickupOffsetDays: 2,
    pickupTime: '17:00',
    items: [
      ['dc-woolen-jacket', 1],
      ['dc-woolen-sweater', 2],
    ],
    steps: [],
  },
];
const DEMO_VENDOR_ID = 'vendor-sector-14';

/** Returns false (and does nothing) when the database already has users: demo data is only for a fresh install. */
/** `secret` is APP_SECRET, which keys the encryption of the demo rider's Aadhaar number. */
export async function seedDemoData(db: Db, secret: string, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_ACCOUNTS.admin.password);
  const created = await db.transaction(async (tx) => {
    const made: Array<{ id: string; handoverCode: string; plan: DemoBookingPlan; createdAt: Date }> = [];
    const [admin] = await tx
      .insert(adminUsers)
      .values({ username: DEMO_ACCOUNTS.admin.username, passwordHash, email: DEMO_ACCOUNTS.admin.email })
      .onConflictDoNothing()
      .returning();
    await tx.insert(laundryPlans).values(DEMO_PLANS.map((plan) => ({ ...plan, createdByAdminId: admin?.id ?? null })));
    const [customer] = await tx
      .insert(users)
      .values({ name: DEMO_ACCOUNTS.customer.name, phone: `91${DEMO_ACCOUNTS.customer.phone}`, isVerified: true })
      .returning();
    if (!customer) throw new Error('Demo customer was not created');
    await tx.insert(userPreferences).values({ userId: customer.id, preferences: {} }).onConflictDoNothing();
    const [address] = await tx
      .insert(addresses)
      .values({
        userId: customer.id,
        title: 'Home',
        fullAddress: DEMO_ADDRESS,
        normalizedAddress: normalizeAddress(DEMO_ADDRESS),
        flatNo: 'Flat 1204, Tower B',
        street: 'Tulip Orange',
        area: 'Sector 69',
        city: 'Gurugram',
        state: 'Haryana',
        pincode: '122018',
        lat: 28.3961,
        lng: 77.0372,
        addressType: 'home',
        contactPerson: DEMO_ACCOUNTS.customer.name,
        contactPhone: DEMO_ACCOUNTS.customer.phone,
        isDefault: true,
      })
      .returning();
    const [rider] = await tx
      .insert(riders)
      .values({
        name: DEMO_ACCOUNTS.rider.name,
        phone: `91${DEMO_ACCOUNTS.rider.phone}`,
        aadharNumberEncrypted: encryptAadhaar(secret, DEMO_ACCOUNTS.rider.aadharNumber),
        status: 'approved',
        verifiedAt: now,
        verifiedByAdminId: admin?.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    await tx
      .insert(riders)
      .values({
        name: DEMO_ACCOUNTS.secondRider.name,
        phone: `91${DEMO_ACCOUNTS.secondRider.phone}`,
        aadharNumberEncrypted: encryptAadhaar(secret, DEMO_ACCOUNTS.secondRider.aadharNumber),
        status: 'approved',
        verifiedAt: now,
        verifiedByAdminId: admin?.id ?? null,
      })
      .onConflictDoNothing();
    await tx
      .insert(vendorStaff)
      .values({
        name: DEMO_ACCOUNTS.vendorStaff.name,
        phone: `91${DEMO_ACCOUNTS.vendorStaff.phone}`,
        vendorId: DEMO_VENDOR_ID,
        createdByAdminId: admin?.id ?? null,
      })
      .onConflictDoNothing();

    const today = businessDate(now);
    for (const [index, plan] of DEMO_BOOKINGS.entries()) {
      const lines = plan.items.map(([serviceId, quantity]) => {
        const service = CATALOGUE_SERVICES.find((s) => s.id === serviceId);
        if (!service) throw new Error(`Unknown demo service ${serviceId}`);
        const unitPricePaise = rupeesToPaise(service.price);
        return { service, quantity, unitPricePaise, totalPricePaise: unitPricePaise * quantity };
      });
      const subtotal = lines.reduce((sum, l) => sum + l.totalPricePaise, 0);
      const pickupDate = addDaysToDate(today, plan.pickupOffsetDays);
      const hasDryClean = lines.some((l) => l.service.categoryId.includes('dry-clean'));
      // Booked the evening before a past pickup; today's and later ones a few hours ago.
      const hoursAgo = plan.pickupOffsetDays <= 0 ? (1 - plan.pickupOffsetDays) * 24 : (DEMO_BOOKINGS.length - index) * 4;
      const createdAt = new Date(now.getTime() - hoursAgo * 3_600_000);
      const [booking] = await tx
        .insert(bookings)
        .values({
          customOrderId: newCustomOrderId(),
          customerId: customer.id,
          serviceType: lines[0]!.service.categoryId,
          scheduledDate: pickupDate,
          scheduledTime: plan.pickupTime,
          deliveryDate: addDaysToDate(pickupDate, hasDryClean ? 2 : 1),
          deliveryTime: '18:00',
          address: DEMO_ADDRESS,
          addressId: address?.id ?? null,
          lat: 28.3961,
          lng: 77.0372,
          contactName: customer.name,
          contactPhone: DEMO_ACCOUNTS.customer.phone,
          subtotalPaise: subtotal,
          finalPaise: subtotal,
          createdAt,
        })
        .returning();
      if (!booking) throw new Error('Demo booking was not created');
      await tx.insert(bookingItems).values(
        lines.map((l, sortOrder) => ({
          bookingId: booking.id,
          serviceId: l.service.id,
          serviceName: l.service.name,
          categoryId: l.service.categoryId,
          unit: l.service.unit,
          quantity: l.quantity,
          unitPricePaise: l.unitPricePaise,
          totalPricePaise: l.totalPricePaise,
          sortOrder,
        })),
      );
      await tx.insert(bookingCharges).values({ bookingId: booking.id, basePricePaise: subtotal });
      made.push({ id: booking.id, handoverCode: booking.handoverCode, plan, createdAt });
    }
    return { made, adminId: admin?.id, riderId: rider?.id, customerId: customer.id };
  });
  await driveDemoOrders(db, created);
  return true;
}

/** Moves each demo order through the real lifecycle, an hour of the order's own past per step. */
async function driveDemoOrders(
  db: Db,
  {
    made,
    adminId,
    riderId,
    customerId,
  }: {
    made: Array<{ id: string; handoverCode: string; plan: DemoBookingPlan; createdAt: Date }>;
    adminId?: string | undefined;
    riderId?: string | undefined;
    customerId: string;
  },
) {
  if (!adminId || !riderId) return;
  const admin: ActorRef = { role: 'admin', id: adminId };
  const rider: ActorRef = { role: 'rider', id: riderId };
  const moves: Record<DemoStep, (code: string) => [ActorRef, MoveRequest]> = {
    confirm: () => [admin, { type: 'confirm' }],
    assignPickup: () => [admin, { type: 'assign', trip: 'pickup', riderId }],
    accept: () => [rider, { type: 'accept' }],
    start: () => [rider, { type: 'start' }],
    collect: () => [rider, { type: 'complete', itemCount: 14 }],
    vendor: () => [admin, { type: 'assignVendor', vendorId: DEMO_VENDOR_ID }],
    received: () => [admin, { type: 'vendorStage', stage: 'received' }],
    processing: () => [admin, { type: 'vendorStage', stage: 'processing' }],
    ready: () => [admin, { type: 'vendorStage', stage: 'ready' }],
    assignDelivery: () => [admin, { type: 'assign', trip: 'delivery', riderId }],
    deliver: (code) => [rider, { type: 'complete', handoverCode: code }],
    cancel: () => [{ role: 'customer', id: customerId }, { type: 'cancel' }],
  };
  // Accepting needs an active rider; the demo rider goes back to inactive until they switch on in the portal.
  await db.update(riders).set({ isActive: true }).where(eq(riders.id, riderId));
  for (const order of made) {
    for (const [index, step] of order.plan.steps.entries()) {
      const at = new Date(order.createdAt.getTime() + (index + 1) * 3_600_000);
      const [actor, move] = moves[step](order.handoverCode);
      // The money hears the moves as in the app (the bill made final, the invoice issued); nothing is sent.
      const money: MoneyDeps = { db, now: () => at, provider: new LocalPaymentProvider(() => at), events: noLifecycleListeners };
      const events = withMoney(noLifecycleListeners, () => money);
      // The customer pays the rider in cash at the door before the handover code, as every delivery is paid.
      if (step === 'deliver') await recordCash(money, riderId, order.id, await amountDueOn(db, order.id));
      // The rider tags every item at the door before the pickup completes (decision 0034).
      if (step === 'collect') await tagOrderDirectly(db, { bookingId: order.id, count: 14, riderId, at });
      // ... and every tag is scanned in at the laundry, into the bag, and at the customer's door.
      const scanStage = ({ received: 'intake', ready: 'packing', deliver: 'delivery' } as const)[step as string];
      const scanner =
        scanStage === 'delivery' ? { role: 'rider' as const, id: riderId } : { role: 'admin' as const, id: adminId };
      if (scanStage) await scanTagsDirectly(db, { bookingId: order.id, stage: scanStage, actor: scanner, at });
      await moveOrder({ db, now: () => at, events }, order.id, actor, move);
    }
  }
  await db.update(riders).set({ isActive: false }).where(eq(riders.id, riderId));
}

async function amountDueOn(db: Db, bookingId: string): Promise<number> {
  const [row] = await db.select({ finalPaise: bookings.finalPaise }).from(bookings).where(eq(bookings.id, bookingId));
  return (row?.finalPaise ?? 0) - (await paidTotals(db, bookingId)).capturedPaise;
}

export async function hasDemoCustomer(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, `91${DEMO_ACCOUNTS.customer.phone}`));
  return Boolean(row);
}

export function describeDemoSignIns(baseUrl: string): string {
  return [
    'Demo sign-ins:',
    `  Customer  ${baseUrl}/            phone ${DEMO_ACCOUNTS.customer.phone} (${DEMO_ACCOUNTS.customer.name})`,
    `  Rider     ${baseUrl}/rider/login phone ${DEMO_ACCOUNTS.rider.phone} (${DEMO_ACCOUNTS.rider.name}, approved, with jobs)`,
    `  Rider     ${baseUrl}/rider/login phone ${DEMO_ACCOUNTS.secondRider.phone} (${DEMO_ACCOUNTS.secondRider.name}, approved, no jobs yet)`,
    `  Laundry   ${baseUrl}/vendor      phone ${DEMO_ACCOUNTS.vendorStaff.phone} (${DEMO_ACCOUNTS.vendorStaff.name}, staff of the demo vendor)`,
    `  Admin     ${baseUrl}/admin       username ${DEMO_ACCOUNTS.admin.username}, password ${DEMO_ACCOUNTS.admin.password}`,
  ].join('\n');
}
