import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  LOCATION_MESSAGES,
  NOTIFICATION_MESSAGES,
  VERIFICATION_MESSAGES,
  type RiderStatus,
  type SessionSubject,
} from '@washday/core';
import type { DbOrTx } from '../db/client.js';
import { preparedPerDb } from '../db/prepared.js';
import { addresses, bookings, customerVerifications, notifications, trips } from '../db/schema/index.js';
import { AppError, forbidden, notFound, riderNotApproved } from '../lib/errors.js';
import type { RouteAccess } from './access-levels.js';
import type { AdminPrincipal, CustomerPrincipal, RiderPrincipal, VendorPrincipal } from './principals.js';

/**
 * One access policy: for each kind of record, who may read it and who may change it.
 *
 * A route that acts on a record names it next to its role gate:
 *   config: { access: 'customer', resource: { type: 'booking', param: 'id', action: 'update' } }
 * and one preHandler hook decides, after the params are validated and before the handler or a
 * service touches data. A route whose id-like parameter is not one of our records says
 * `resource: 'none'`; the app refuses to start with an id-like parameter and neither.
 *
 * Only the sessions the role gate admits count (a customer route answers as the customer, even when
 * the browser also holds an admin session).
 *
 * Exists but not yours:
 * - a record (booking, address) answers 404 with the same message as a missing one, so ids cannot
 *   be probed;
 * - an account named in the URL (customer, rider) answers 403 for anyone but that account and admins,
 *   decided without a lookup, so it reveals nothing either;
 * - the rider assigned to a booking who is not approved (pending, rejected) answers 403
 *   RIDER_NOT_APPROVED, as the role gate does: they already know the order exists.
 */

export const RESOURCE_TYPES = ['booking', 'address', 'customer', 'rider', 'notification', 'verification'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_ACTIONS = ['read', 'update'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

export interface ResourceDeclaration {
  type: ResourceType;
  /** The route parameter holding the record's id. */
  param: string;
  action: ResourceAction;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The record the route acts on, or 'none' when its id-like parameter is not one of ours. */
    resource?: ResourceDeclaration | 'none';
  }
}

/** The caller's sessions that the route's role gate admits. */
export interface Viewer {
  customer?: Pick<CustomerPrincipal, 'userId'> | null;
  rider?: Pick<RiderPrincipal, 'riderId' | 'status'> | null;
  admin?: Pick<AdminPrincipal, 'adminId'> | null;
  vendor?: Pick<VendorPrincipal, 'vendorId'> | null;
}

/** Whom a record belongs to: its customer and/or its rider (for a booking, the rider of either of its trips). */
export interface Owners {
  customerId?: string | null;
  riderId?: string | null;
  riderIds?: readonly string[];
  /** The laundry a booking is sent to. */
  vendorId?: string | null;
}

type Party = 'its customer' | 'its rider' | 'its rider while approved' | 'its vendor' | 'any admin';

interface ResourcePolicy {
  read: readonly Party[];
  update: readonly Party[];
  /** Looks the owners up (one query), or null when there is no such record. */
  owners(db: DbOrTx, id: string): Promise<Owners | null>;
  /** The answer for a missing record and for one the caller may not reach. */
  refuse(): AppError;
}

const uuid = z.uuid();
/** A malformed id matches no row; asking the database would fail on the uuid column instead. */
async function firstRow<T>(id: string, query: () => Promise<T[]>): Promise<T | null> {
  if (!uuid.safeParse(id).success) return null;
  return (await query())[0] ?? null;
}

/** A booking's owners: asked on nearly every order request, so one prepared statement (built once per database). */
const bookingOwners = preparedPerDb((db: DbOrTx) =>
  db
    .select({
      customerId: bookings.customerId,
      vendorId: bookings.vendorId,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, which the subquery would misread.
      riderIds: sql<
        string[]
      >`array(select t.rider_id::text from ${trips} t where t.booking_id = "bookings"."id" and t.rider_id is not null)`,
    })
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('booking_owners'),
);

const POLICY: Record<ResourceType, ResourcePolicy> = {
  booking: {
    // Its vendor: the staff of the laundry it is sent to (docs/decisions/0034-garment-tags-and-vendor-staff.md).
    read: ['its customer', 'its rider while approved', 'its vendor', 'any admin'],
    update: ['its customer', 'its rider while approved', 'its vendor', 'any admin'],
    owners: (db, id) => firstRow(id, () => bookingOwners(db).execute({ id })),
    refuse: () => notFound(BOOKING_MESSAGES.notFound),
  },
  address: {
    read: ['its customer', 'any admin'],
    update: ['its customer'],
    owners: (db, id) =>
      firstRow(id, () => db.select({ customerId: addresses.userId }).from(addresses).where(eq(addresses.id, id)).limit(1)),
    refuse: () => notFound(LOCATION_MESSAGES.notFound),
  },
  // A notification is its recipient's alone (customer or rider, whatever the rider's status).
  notification: {
    read: ['its customer', 'its rider'],
    update: ['its customer', 'its rider'],
    owners: (db, id) =>
      firstRow(id, () =>
        db
          .select({ customerId: notifications.userId, riderId: notifications.riderId })
          .from(notifications)
          .where(eq(notifications.id, id))
          .limit(1),
      ),
    refuse: () => notFound(NOTIFICATION_MESSAGES.notFound),
  },
  // A rider's proposal is the customer's to read and decide (customer-app.md §7 Verifications).
  verification: {
    read: ['its customer', 'any admin'],
    update: ['its customer'],
    owners: (db, id) =>
      firstRow(id, () =>
        db
          .select({ customerId: customerVerifications.userId })
          .from(customerVerifications)
          .where(eq(customerVerifications.id, id))
          .limit(1),
      ),
    refuse: () => new AppError(404, VERIFICATION_MESSAGES.notFound, { code: 'VERIFICATION_NOT_FOUND' }),
  },
  // A customer account and what hangs off it (their booking list).
  customer: {
    read: ['its customer', 'any admin'],
    update: ['its customer', 'any admin'],
    owners: async (_db, id) => ({ customerId: id }),
    refuse: () => forbidden('You can only see or change your own account'),
  },
  // A rider account and what hangs off it (identity documents); their own whatever their status.
  rider: {
    read: ['its rider', 'any admin'],
    update: ['its rider', 'any admin'],
    owners: async (_db, id) => ({ riderId: id }),
    refuse: () => forbidden(),
  },
};

export type Decision = { allowed: true } | { allowed: false; riderNotApproved?: RiderStatus };

function grants(party: Party, viewer: Viewer, owners: Owners): boolean {
  switch (party) {
    case 'its customer':
      return Boolean(viewer.customer && owners.customerId && viewer.customer.userId === owners.customerId);
    case 'its rider':
      return Boolean(
        viewer.rider && (viewer.rider.riderId === owners.riderId || owners.riderIds?.includes(viewer.rider.riderId)),
      );
    case 'its rider while approved':
      return grants('its rider', viewer, owners) && viewer.rider!.status === 'approved';
    case 'its vendor':
      return Boolean(viewer.vendor && owners.vendorId && viewer.vendor.vendorId === owners.vendorId);
    case 'any admin':
      return Boolean(viewer.admin);
  }
}

/** The rule itself, without the database: may this viewer do this to a record with these owners? */
export function decide(viewer: Viewer, type: ResourceType, action: ResourceAction, owners: Owners): Decision {
  const parties = POLICY[type][action];
  if (parties.some((party) => grants(party, viewer, owners))) return { allowed: true };
  if (parties.includes('its rider while approved') && grants('its rider', viewer, owners)) {
    return { allowed: false, riderNotApproved: viewer.rider!.status };
  }
  return { allowed: false };
}

/**
 * Looks the record up and throws the policy's answer unless the viewer may act on it. `riderNotApproved`
 * words the refusal of a rider who is assigned but not approved (the order routes use the spec's message).
 */
export async function requireAccess(
  db: DbOrTx,
  viewer: Viewer,
  type: ResourceType,
  action: ResourceAction,
  id: string,
  wording: { riderNotApproved?: (status: RiderStatus) => AppError } = {},
): Promise<void> {
  const policy = POLICY[type];
  const owners = await policy.owners(db, id);
  if (!owners) throw policy.refuse();
  const decision = decide(viewer, type, action, owners);
  if (decision.allowed) return;
  if (decision.riderNotApproved) throw (wording.riderNotApproved ?? riderNotApproved)(decision.riderNotApproved);
  throw policy.refuse();
}

const ADMITTED: Record<RouteAccess, readonly SessionSubject[]> = {
  public: [],
  customer: ['customer'],
  rider: ['rider'],
  'approved-rider': ['rider'],
  admin: ['admin'],
  vendor: ['vendor'],
  'rider-or-admin': ['rider', 'admin'],
  'customer-or-admin': ['customer', 'admin'],
  'customer-or-rider': ['customer', 'rider'],
  'signed-in': ['customer', 'rider', 'admin'],
  'any-session': ['customer', 'rider', 'admin', 'vendor'],
};
const PARTY_KIND: Record<Party, SessionSubject> = {
  'its customer': 'customer',
  'its rider': 'rider',
  'its rider while approved': 'rider',
  'its vendor': 'vendor',
  'any admin': 'admin',
};

/** Why a route's resource declaration cannot work (unknown type or parameter, or no caller the gate admits could pass), or null. */
export function resourceDeclarationError(
  access: RouteAccess,
  params: readonly string[],
  resource: ResourceDeclaration,
): string | null {
  if (!RESOURCE_TYPES.includes(resource.type) || !RESOURCE_ACTIONS.includes(resource.action))
    return `unknown resource ${resource.type}/${resource.action}`;
  if (!params.includes(resource.param)) return `no route parameter :${resource.param}`;
  if (!POLICY[resource.type][resource.action].some((party) => ADMITTED[access].includes(PARTY_KIND[party]))) {
    return `no caller admitted by access '${access}' may ${resource.action} this ${resource.type}`;
  }
  return null;
}

async function viewerOf(request: FastifyRequest, access: RouteAccess): Promise<Viewer> {
  const kinds = ADMITTED[access];
  const [customer, rider, admin, vendor] = await Promise.all([
    kinds.includes('customer') ? request.auth.get('customer') : null,
    kinds.includes('rider') ? request.auth.get('rider') : null,
    kinds.includes('admin') ? request.auth.get('admin') : null,
    kinds.includes('vendor') ? request.auth.get('vendor') : null,
  ]);
  return { customer, rider, admin, vendor };
}

/**
 * The one place object access is enforced: after validation (params are well-formed), before the handler. A hook on
 * each route that names a record, first among its own preHandlers; routes that name none carry no hook.
 */
export function registerAccessPolicy(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const { access, resource } = route.config ?? {};
    if (!resource || resource === 'none' || !access) return;
    const accessPolicy = async (request: FastifyRequest): Promise<void> => {
      const id = (request.params as Record<string, unknown>)[resource.param];
      const viewer = await viewerOf(request, access);
      await requireAccess(app.database.db, viewer, resource.type, resource.action, String(id ?? ''));
    };
    route.preHandler = [accessPolicy, ...[route.preHandler ?? []].flat()];
  });
}
