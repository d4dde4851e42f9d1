import {
  CATALOGUE_SERVICES,
  addDaysToDate,
  businessDate,
  normalizeAddress,
  rupeesToPaise,
  type BookingStatus,
  type RiderOrderStatus,
} from '@washday/core';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.js';
import { newCustomOrderId } from '../../lib/order-id.js';
import { encryptAadhaar } from '../../modules/riders/aadhaar.js';
import type { Db } from '../client.js';
import { addresses, adminUsers, bookingCharges, bookingItems, bookings, riders, userPreferences, users } from '../schema/index.js';

// Demo accounts for local use only: `npm start` adds them to an empty database unless SEED_DEMO=false.
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'washday-demo-admin', email: 'admin@washday.example' },
  customer: { name: 'Priya Sharma', phone: '9810000001' },
  rider: { name: 'Ravi Kumar', phone: '9810000002', aadharNumber: '234567890123' },
} as const;

const DEMO_ADDRESS = 'Flat 1204, Tower B, Tulip Orange, Sector 69, Gurugram, Haryana 122018';

interface DemoBookingPlan {
  status: BookingStatus;
  riderStatus: RiderOrderStatus;
  pickupOffsetDays: number;
  pickupTime: string;
  items: Array<[serviceId: string, quantity: number]>;
}

const DEMO_BOOKINGS: DemoBookingPlan[] = [
  { status: 'completed', riderStatus: 'completed', pickupOffsetDays: -9, pickupTime: '10:00', items: [['laundry-fold', 4], ['iron-regular', 10]] },
  { status: 'cancelled', riderStatus: 'unassigned', pickupOffsetDays: -5, pickupTime: '18:00', items: [['dc-men-suit-2pc', 1]] },
  { status: 'in_progress', riderStatus: 'picked_up', pickupOffsetDays: -1, pickupTime: '11:00', items: [['dc-women-saree', 2], ['dc-women-blouse', 2]] },
  { status: 'confirmed', riderStatus: 'assigned', pickupOffsetDays: 1, pickupTime: '09:00', items: [['laundry-iron', 3]] },
  { status: 'pending', riderStatus: 'unassigned', pickupOffsetDays: 2, pickupTime: '17:00', items: [['dc-woolen-jacket', 1], ['dc-woolen-sweater', 2]] },
];

/** Returns false (and does nothing) when the database already has users: demo data is only for a fresh install. */
/** `secret` is APP_SECRET, which keys the encryption of the demo rider's Aadhaar number. */
export async function seedDemoData(db: Db, secret: string, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_ACCOUNTS.admin.password);
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(adminUsers)
      .values({ username: DEMO_ACCOUNTS.admin.username, passwordHash, email: DEMO_ACCOUNTS.admin.email })
      .onConflictDoNothing()
      .returning();
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
      const createdAt = new Date(now.getTime() - (DEMO_BOOKINGS.length - index) * 86_400_000);
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
          status: plan.status,
          paymentStatus: plan.status === 'completed' ? 'paid' : 'pending',
          riderId: plan.riderStatus === 'unassigned' ? null : (rider?.id ?? null),
          riderStatus: rider ? plan.riderStatus : 'unassigned',
          assignedAt: plan.riderStatus === 'unassigned' ? null : createdAt,
          itemsCollected: plan.riderStatus === 'picked_up' || plan.riderStatus === 'completed',
          completedAt: plan.status === 'completed' ? now : null,
          cancelledAt: plan.status === 'cancelled' ? createdAt : null,
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
    }
  });
  return true;
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
    `  Rider     ${baseUrl}/rider/login phone ${DEMO_ACCOUNTS.rider.phone} (${DEMO_ACCOUNTS.rider.name}, approved)`,
    `  Admin     ${baseUrl}/admin       username ${DEMO_ACCOUNTS.admin.username}, password ${DEMO_ACCOUNTS.admin.password}`,
  ].join('\n');
}
