import { beforeAll, describe, expect, it } from 'vitest';
import type { RiderStatus } from '@washday/core';
import { buildApp } from '../app.js';
import { AppError } from '../lib/errors.js';
import { testEnv, useTestApp } from '../test/test-app.js';
import { workerDatabase } from '../test/test-database.js';
import { createCustomer, createRider } from '../test/identity-fixtures.js';
import { insertAddress, insertBooking } from '../test/record-fixtures.js';
import { decide, requireAccess, type ResourceAction, type ResourceType, type Viewer } from './access-policy.js';

const CUSTOMER_A = '11111111-1111-4111-8111-111111111111';
const CUSTOMER_B = '22222222-2222-4222-8222-222222222222';
const RIDER_X = '33333333-3333-4333-8333-333333333333';
const RIDER_Y = '44444444-4444-4444-8444-444444444444';

const customer = (userId: string): Viewer => ({ customer: { userId } });
const rider = (riderId: string, status: RiderStatus = 'approved'): Viewer => ({ rider: { riderId, status } });
const admin: Viewer = { admin: { adminId: '55555555-5555-4555-8555-555555555555' } };
const nobody: Viewer = {};

describe('access policy rules', () => {
  const bookingOfA = { customerId: CUSTOMER_A, riderId: RIDER_X };
  const unassigned = { customerId: CUSTOMER_A, riderId: null };
  const cases: Array<[string, Viewer, ResourceType, ResourceAction, object, ReturnType<typeof decide>]> = [
    ['the customer reads their booking', customer(CUSTOMER_A), 'booking', 'read', bookingOfA, { allowed: true }],
    ['the customer changes their booking', customer(CUSTOMER_A), 'booking', 'update', bookingOfA, { allowed: true }],
    ["another customer reads someone's booking", customer(CUSTOMER_B), 'booking', 'read', bookingOfA, { allowed: false }],
    ['the approved assigned rider reads the order', rider(RIDER_X), 'booking', 'read', bookingOfA, { allowed: true }],
    ['the approved assigned rider changes the order', rider(RIDER_X), 'booking', 'update', bookingOfA, { allowed: true }],
    ['another rider reads an order assigned elsewhere', rider(RIDER_Y), 'booking', 'read', bookingOfA, { allowed: false }],
    ['a rider reads an unassigned order', rider(RIDER_X), 'booking', 'read', unassigned, { allowed: false }],
    [
      'the assigned rider while pending',
      rider(RIDER_X, 'pending'),
      'booking',
      'read',
      bookingOfA,
      { allowed: false, riderNotApproved: 'pending' },
    ],
    [
      'the assigned rider once rejected',
      rider(RIDER_X, 'rejected'),
      'booking',
      'update',
      bookingOfA,
      { allowed: false, riderNotApproved: 'rejected' },
    ],
    ['an admin reads any booking', admin, 'booking', 'read', bookingOfA, { allowed: true }],
    ['an admin changes any booking', admin, 'booking', 'update', unassigned, { allowed: true }],
    ['no session', nobody, 'booking', 'read', bookingOfA, { allowed: false }],
    ['the owner changes their address', customer(CUSTOMER_A), 'address', 'update', { customerId: CUSTOMER_A }, { allowed: true }],
    ["another customer's address", customer(CUSTOMER_B), 'address', 'read', { customerId: CUSTOMER_A }, { allowed: false }],
    ['an admin reads an address', admin, 'address', 'read', { customerId: CUSTOMER_A }, { allowed: true }],
    ['an admin may not change an address', admin, 'address', 'update', { customerId: CUSTOMER_A }, { allowed: false }],
    ['a rider and an address', rider(RIDER_X), 'address', 'read', { customerId: CUSTOMER_A }, { allowed: false }],
    [
      'a customer reads their own account',
      customer(CUSTOMER_A),
      'customer',
      'read',
      { customerId: CUSTOMER_A },
      { allowed: true },
    ],
    [
      "a customer reads another's account",
      customer(CUSTOMER_B),
      'customer',
      'read',
      { customerId: CUSTOMER_A },
      { allowed: false },
    ],
    ['an admin reads a customer account', admin, 'customer', 'read', { customerId: CUSTOMER_A }, { allowed: true }],
    [
      'a pending rider reads their own documents',
      rider(RIDER_X, 'pending'),
      'rider',
      'read',
      { riderId: RIDER_X },
      { allowed: true },
    ],
    ["a rider reads another rider's documents", rider(RIDER_Y), 'rider', 'read', { riderId: RIDER_X }, { allowed: false }],
    ["a customer and a rider's documents", customer(RIDER_X), 'rider', 'read', { riderId: RIDER_X }, { allowed: false }],
    ["an admin reads a rider's documents", admin, 'rider', 'read', { riderId: RIDER_X }, { allowed: true }],
  ];

  it.each(cases)('%s', (_label, viewer, type, action, owners, expected) => {
    expect(decide(viewer, type, action, owners)).toEqual(expected);
  });

  it('lets a caller through when any of their admitted sessions may act', () => {
    expect(decide({ ...rider(RIDER_Y), ...admin }, 'booking', 'read', bookingOfA)).toEqual({ allowed: true });
    expect(decide({ ...customer(CUSTOMER_B), ...rider(RIDER_X, 'pending') }, 'booking', 'read', bookingOfA)).toEqual({
      allowed: false,
      riderNotApproved: 'pending',
    });
  });
});

describe('requireAccess against the database', () => {
  const ctx = useTestApp();
  let a = '';
  let b = '';
  let approved = '';
  let pending = '';
  let other = '';

  beforeAll(async () => {
    a = (await createCustomer(ctx.app, '9811100001')).id;
    b = (await createCustomer(ctx.app, '9811100002')).id;
    approved = (await createRider(ctx.app, '9811100003', 'approved')).id;
    pending = (await createRider(ctx.app, '9811100004', 'pending')).id;
    other = (await createRider(ctx.app, '9811100005', 'approved')).id;
  });

  async function outcome(viewer: Viewer, type: ResourceType, action: ResourceAction, id: string) {
    try {
      await requireAccess(ctx.database.db, viewer, type, action, id);
      return 'allowed';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return `${error.statusCode} ${error.options.code} ${error.message}`;
    }
  }

  it('lets the assigned approved rider and admins reach an order, and hides it from every other rider', async () => {
    const assigned = (await insertBooking(ctx.app, a, approved)).id;
    expect(await outcome(rider(approved), 'booking', 'read', assigned)).toBe('allowed');
    expect(await outcome(rider(approved), 'booking', 'update', assigned)).toBe('allowed');
    expect(await outcome(rider(other), 'booking', 'read', assigned)).toBe('404 NOT_FOUND Booking not found');
    expect(await outcome(admin, 'booking', 'update', assigned)).toBe('allowed');
    expect(await outcome(customer(b), 'booking', 'read', assigned)).toBe('404 NOT_FOUND Booking not found');
  });

  it('refuses the assigned rider who is not approved with the role gate answer', async () => {
    const assigned = (await insertBooking(ctx.app, a, pending)).id;
    expect(await outcome(rider(pending, 'pending'), 'booking', 'read', assigned)).toBe(
      '403 RIDER_NOT_APPROVED Only approved riders can do this',
    );
  });

  it('answers a missing or malformed id as not found, even to an admin', async () => {
    expect(await outcome(admin, 'booking', 'read', '00000000-0000-4000-8000-000000000000')).toBe(
      '404 NOT_FOUND Booking not found',
    );
    expect(await outcome(admin, 'booking', 'read', 'not-a-uuid')).toBe('404 NOT_FOUND Booking not found');
    expect(await outcome(admin, 'address', 'read', 'not-a-uuid')).toBe('404 NOT_FOUND Address not found');
  });

  it('lets an admin read an address but not change it', async () => {
    const address = (await insertAddress(ctx.app, a)).id;
    expect(await outcome(admin, 'address', 'read', address)).toBe('allowed');
    expect(await outcome(admin, 'address', 'update', address)).toBe('404 NOT_FOUND Address not found');
    expect(await outcome(customer(a), 'address', 'update', address)).toBe('allowed');
  });

  it('answers 403 for an account other than your own, without looking it up', async () => {
    expect(await outcome(customer(b), 'customer', 'read', a)).toBe('403 FORBIDDEN You can only see or change your own account');
    expect(await outcome(customer(b), 'customer', 'read', '00000000-0000-4000-8000-000000000000')).toMatch(/^403 /);
    expect(await outcome(rider(other), 'rider', 'read', approved)).toMatch(/^403 FORBIDDEN/);
    expect(await outcome(admin, 'customer', 'update', a)).toBe('allowed');
  });
});

describe('resource declarations at start-up', () => {
  async function appWith(route: (app: Awaited<ReturnType<typeof buildApp>>) => void) {
    const app = await buildApp({ env: testEnv(), database: await workerDatabase(), logger: false });
    try {
      route(app);
    } finally {
      await app.close();
    }
  }
  const handler = async () => ({});

  it('refuses a route with an id-like parameter and no resource', async () => {
    await expect(appWith((app) => app.get('/api/things/:id', { config: { access: 'admin' } }, handler))).rejects.toThrow(
      /takes :id but declares no config.resource/,
    );
    await expect(
      appWith((app) => app.put('/api/orders/:orderId/update', { config: { access: 'approved-rider' } }, handler)),
    ).rejects.toThrow(/takes :orderId/);
    await expect(appWith((app) => app.get('/api/x/:user_id', { config: { access: 'admin' } }, handler))).rejects.toThrow(
      /takes :user_id/,
    );
  });

  it('accepts a declared resource, an explicit none, and parameters that name no record', async () => {
    await expect(
      appWith((app) =>
        app.get(
          '/api/orders/:orderId',
          { config: { access: 'rider', resource: { type: 'booking', param: 'orderId', action: 'read' } } },
          handler,
        ),
      ),
    ).resolves.toBeUndefined();
    await expect(
      appWith((app) => app.get('/api/places/:id', { config: { access: 'public', resource: 'none' } }, handler)),
    ).resolves.toBeUndefined();
    await expect(
      appWith((app) => app.get('/api/kinds/:kind', { config: { access: 'public' } }, handler)),
    ).resolves.toBeUndefined();
  });

  it('refuses a declaration that cannot work', async () => {
    await expect(
      appWith((app) =>
        app.get(
          '/api/orders/:orderId',
          { config: { access: 'rider', resource: { type: 'booking', param: 'id', action: 'read' } } },
          handler,
        ),
      ),
    ).rejects.toThrow(/no route parameter :id/);
    await expect(
      appWith((app) =>
        app.get(
          '/api/orders/:id',
          { config: { access: 'public', resource: { type: 'booking', param: 'id', action: 'read' } } },
          handler,
        ),
      ),
    ).rejects.toThrow(/no caller admitted by access 'public'/);
    await expect(
      appWith((app) =>
        app.put(
          '/api/addresses2/:id',
          { config: { access: 'admin', resource: { type: 'address', param: 'id', action: 'update' } } },
          handler,
        ),
      ),
    ).rejects.toThrow(/no caller admitted by access 'admin' may update this address/);
    await expect(
      appWith((app) =>
        app.get(
          '/api/x/:id',
          { config: { access: 'admin', resource: { type: 'order' as 'booking', param: 'id', action: 'read' } } },
          handler,
        ),
      ),
    ).rejects.toThrow(/unknown resource order\/read/);
  });
});
