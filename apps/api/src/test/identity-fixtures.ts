import type { FastifyInstance } from 'fastify';
import { toStoredPhone, type SessionSubject } from '@washday/core';
import { riders, users } from '../db/schema/index.js';
import { createAdmin } from '../modules/admin-auth/admin-auth.service.js';
import { createSession } from '../modules/auth/session.service.js';
import { encryptAadhaar } from '../modules/riders/aadhaar.js';
import { SESSION_TTL_MS } from '../plugins/authentication.js';

/** The newest code the outbox holds for a phone (10 digits). */
export function latestCode(app: FastifyInstance, phone: string): string {
  const entry = app.outbox.list().find((m) => m.to === toStoredPhone(phone));
  if (!entry) throw new Error(`No code in the outbox for ${phone}`);
  return entry.code;
}

/** Signs a customer in through the real send/verify flow and returns the bearer token and user. */
export async function signInCustomerViaOtp(app: FastifyInstance, phone: string, name = 'Test Customer', ip = '10.0.0.1') {
  const sent = await app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { phone }, remoteAddress: ip });
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { phone, otp: latestCode(app, phone), name },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`verify-otp failed: ${res.body}`);
  const body = res.json() as { token: string; user: { id: string } };
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { token: body.token, userId: body.user.id, cookie };
}

export async function createCustomer(app: FastifyInstance, phone: string, name = 'Test Customer') {
  const [user] = await app.database.db
    .insert(users)
    .values({ phone: toStoredPhone(phone), name, isVerified: true })
    .returning();
  return user!;
}

export async function createRider(
  app: FastifyInstance,
  phone: string,
  status: 'pending' | 'approved' | 'rejected',
  rejectionReason?: string,
) {
  const [rider] = await app.database.db
    .insert(riders)
    .values({
      name: `Rider ${phone.slice(-4)}`,
      phone: toStoredPhone(phone),
      aadharNumberEncrypted: encryptAadhaar(app.env.APP_SECRET, '234567890123'),
      status,
      rejectionReason: rejectionReason ?? null,
    })
    .returning();
  return rider!;
}

/** A fresh session token for an existing subject, without going through a code. */
export async function tokenFor(app: FastifyInstance, subject: SessionSubject, subjectId: string): Promise<string> {
  const { token } = await createSession(app.database.db, {
    subject,
    subjectId,
    ttlMs: SESSION_TTL_MS[subject],
    now: app.clock.now(),
  });
  return token;
}

/** A fresh session's bearer header for an existing subject. */
async function bearerFor(app: FastifyInstance, subject: 'customer' | 'rider' | 'admin', subjectId: string) {
  return { authorization: `Bearer ${await tokenFor(app, subject, subjectId)}` };
}

export async function createAdminAccount(app: FastifyInstance, username = 'ops-admin', password = 'correct horse battery') {
  await createAdmin(app.database.db, { username, password });
  return { username, password };
}

export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);

/**
 * An admin, and everyone an admin route must refuse: a guest, a customer, an approved and a pending rider (phones
 * `${phonePrefix}01` to `03`), with their bearer headers.
 */
export async function adminAndOthers(app: FastifyInstance, phonePrefix: string) {
  await createAdminAccount(app);
  const [account] = await app.database.db.query.adminUsers.findMany();
  const customer = await createCustomer(app, `${phonePrefix}01`);
  const others: Record<string, Record<string, string>> = {
    guest: {},
    customer: await bearerFor(app, 'customer', customer.id),
    approvedRider: await bearerFor(app, 'rider', (await createRider(app, `${phonePrefix}02`, 'approved')).id),
    pendingRider: await bearerFor(app, 'rider', (await createRider(app, `${phonePrefix}03`, 'pending')).id),
  };
  return { admin: await bearerFor(app, 'admin', account!.id), customerId: customer.id, others };
}

/** An order's people: its customer, another customer, two active approved riders and an admin, with their bearer headers. */
export async function orderCast(app: FastifyInstance, phonePrefix: string) {
  const customer = await createCustomer(app, `${phonePrefix}01`, 'Asha');
  const other = await createCustomer(app, `${phonePrefix}02`, 'Other');
  const pickupRider = await createRider(app, `${phonePrefix}03`, 'approved');
  const deliveryRider = await createRider(app, `${phonePrefix}04`, 'approved');
  await app.database.db.update(riders).set({ isActive: true });
  await createAdminAccount(app);
  const [admin] = await app.database.db.query.adminUsers.findMany();
  return {
    customer,
    pickupRider,
    deliveryRider,
    as: {
      admin: await bearerFor(app, 'admin', admin!.id),
      customer: await bearerFor(app, 'customer', customer.id),
      other: await bearerFor(app, 'customer', other.id),
      pickup: await bearerFor(app, 'rider', pickupRider.id),
      delivery: await bearerFor(app, 'rider', deliveryRider.id),
    },
  };
}

/** A trip's crew: two active approved riders (pickup and delivery) and an admin, with their bearer headers. */
export async function tripCrew(app: FastifyInstance, pickupPhone: string, deliveryPhone: string) {
  const pickupRider = await createRider(app, pickupPhone, 'approved');
  const deliveryRider = await createRider(app, deliveryPhone, 'approved');
  await app.database.db.update(riders).set({ isActive: true });
  await createAdminAccount(app);
  const [admin] = await app.database.db.query.adminUsers.findMany();
  return {
    pickupRider,
    deliveryRider,
    as: {
      admin: await bearerFor(app, 'admin', admin!.id),
      pickup: await bearerFor(app, 'rider', pickupRider.id),
      delivery: await bearerFor(app, 'rider', deliveryRider.id),
    },
  };
}
