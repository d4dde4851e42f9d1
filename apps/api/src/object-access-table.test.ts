import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionSubject } from '@washday/core';
import { bearer, browserHeaders, useTestApp } from './test/test-app.js';
import { JPEG_BYTES, createAdminAccount, createCustomer, createRider, tokenFor } from './test/identity-fixtures.js';
import {
  addressBody,
  insertAddress,
  insertBooking,
  insertNotification,
  insertRiderSelfie,
  insertVerification,
} from './test/record-fixtures.js';
import { insertInvoice } from './test/invoice-fixtures.js';
import { bookings, garmentInspections, garmentTags, pickupPhotos, riders, trips } from './db/schema/index.js';
import { tagOrderDirectly } from './modules/garments/tag-seeding.js';
import { printedCodes } from './test/tag-fixtures.js';
import { SESSION_COOKIES } from './plugins/authentication.js';
import { idLikeParams } from './plugins/route-access.js';

/**
 * Object access: every route with an id parameter, each caller against a record that is not theirs
 * (and the owner against their own), with the bearer token and with the session cookie. A route
 * with an id and no row here fails. 'ok' is any 2xx; a 404 must read exactly like a missing record.
 *
 * Who is who, per record: a booking belongs to customer A and is assigned to approved rider R1
 * (to pending rider RP when RP asks); an address and a booking list are customer A's; rider
 * documents are R1's. otherCustomer is B, otherRider is approved rider R2, assigned to nothing.
 */
type Caller = 'guest' | 'owner' | 'otherCustomer' | 'otherRider' | 'assignedRider' | 'unapprovedAssignedRider' | 'admin';
// 409: past access control, refused by the record's state (deciding a rider who is already approved).
// 400: past access control, refused by its input (a checkout result whose signature is wrong).
type Outcome = 'ok' | 400 | 401 | 403 | 404 | 409;
type AccountCaller = Exclude<Caller, 'assignedRider' | 'unapprovedAssignedRider'>;
/**
 * photo: 'upload' sends a JPEG as multipart (field photo); 'stored' gives the booking a stored photo of its rider
 * (the URL's :photoId). Either way the booking's pickup is accepted, so the photo rules let its rider through.
 * invoice: the booking has an issued tax invoice. tag: 'stored' puts a tag on the booking (the URL's :tagId); a
 * row that sends a code takes a fresh printed one each request (TAG_CODES); the pickup is accepted either way.
 */
type ObjectRow = {
  payload?: () => object;
  photo?: 'upload' | 'stored';
  tag?: 'stored';
  invoice?: true;
  /** The booking has a tag with an inspection waiting for the customer (the URL's :inspectionId). */
  inspection?: 'pending';
} & (
  | { target: 'booking'; expect: Record<Caller, Outcome> }
  | { target: 'address' | 'customer' | 'rider'; expect: Record<AccountCaller, Outcome> }
  | { target: 'notification'; of: 'customer' | 'rider'; withVerification?: true; expect: Record<AccountCaller, Outcome> }
  | { target: 'verification'; expect: Record<AccountCaller, Outcome> }
);

const customerRecord = (otherCustomer: Outcome): Record<AccountCaller, Outcome> => ({
  guest: 401,
  owner: 'ok',
  otherCustomer,
  otherRider: 401,
  admin: 401,
});
// Today's booking routes are the customer's: riders and admins are stopped by the role gate.
const customerBooking: Record<Caller, Outcome> = { ...customerRecord(404), assignedRider: 401, unapprovedAssignedRider: 401 };
// Operations' booking routes: only admins pass the role gate.
const adminBooking: Record<Caller, Outcome> = {
  guest: 401,
  owner: 401,
  otherCustomer: 401,
  otherRider: 401,
  assignedRider: 401,
  unapprovedAssignedRider: 401,
  admin: 'ok',
};

// The laundry's routes: no customer, rider or admin passes their role gate.
const vendorBooking: Record<Caller, Outcome> = { ...adminBooking, admin: 401 };

// The order's rider's routes: everyone else is stopped by the role gate or hears the order does not exist.
const assignedRiderOnly: Record<Caller, Outcome> = {
  guest: 401,
  owner: 401,
  otherCustomer: 401,
  otherRider: 404,
  assignedRider: 'ok',
  unapprovedAssignedRider: 403,
  admin: 401,
};
/** Printed labels for the rows that attach one (filled before the tests). */
const TAG_CODES: string[] = [];

const OBJECT_TABLE: Record<string, ObjectRow | 'none'> = {
  'PUT /api/addresses/:id': { target: 'address', payload: addressBody, expect: customerRecord(404) },
  'PATCH /api/addresses/:id/set-default': { target: 'address', expect: customerRecord(404) },
  'DELETE /api/addresses/:id': { target: 'address', expect: customerRecord(404) },
  // Recurring pickups (decision 0040): read by id and customer together, so another customer's series answers exactly
  // like a missing one; every route is checked for it in modules/recurring-pickups/recurring-pickups.test.ts.
  'PUT /api/recurring-pickups/:id': 'none',
  'POST /api/recurring-pickups/:id/pause': 'none',
  'POST /api/recurring-pickups/:id/resume': 'none',
  'POST /api/recurring-pickups/:id/stop': 'none',
  'POST /api/recurring-pickups/:id/occurrences/:date/skip': 'none',
  'PUT /api/recurring-pickups/:id/occurrences/:date': 'none',
  // Admin only: any series, by id (access-table.test.ts keeps everyone else out).
  'POST /api/admin/recurring-pickups/:id/pause': 'none',
  'POST /api/admin/recurring-pickups/:id/resume': 'none',
  // A geocoder's place id, not a record of ours.
  'GET /api/location/place/:id': 'none',
  // Operations' own records with no customer or rider owner: the admin role gate alone decides (TABLE above).
  'PUT /api/admin/vendors/:id': 'none',
  'PUT /api/admin/vendors/:id/status': 'none',
  'PUT /api/admin/service-locations/:id': 'none',
  'PUT /api/admin/service-locations/:id/status': 'none',
  'DELETE /api/admin/service-locations/:id': 'none',
  'PUT /api/admin/service-areas/:id/status': 'none',
  'PUT /api/admin/service-areas/:id/outline': 'none',
  'DELETE /api/admin/service-areas/:id': 'none',
  'PUT /api/admin/service-areas/:id/slot-capacity': 'none',
  'GET /api/admin/service-areas/:id/slots': 'none',
  // The route planner's controls (issue 28): operations' switches and locks, the admin role gate alone decides.
  'PUT /api/admin/dispatch/areas/:areaId/auto-dispatch': 'none',
  'DELETE /api/admin/dispatch/locks/:orderId/:trip': 'none',
  'PUT /api/admin/services/:id': 'none',
  'PATCH /api/admin/services/:id': 'none',
  'PUT /api/admin/service-categories/:id': 'none',
  'GET /api/bookings/customer/:id': { target: 'customer', expect: customerRecord(403) },
  'GET /api/bookings/:id': { target: 'booking', expect: customerBooking },
  // The rider's arrival window at the customer's door (issue 28): the customer's own booking only.
  'GET /api/bookings/:id/arrival': { target: 'booking', expect: customerBooking },
  'PUT /api/bookings/:id': {
    target: 'booking',
    payload: () => ({ instructions: 'Leave it with the guard' }),
    expect: customerBooking,
  },
  'PUT /api/bookings/:id/cancel': { target: 'booking', payload: () => ({}), expect: customerBooking },
  'DELETE /api/bookings/:id': { target: 'booking', payload: () => ({}), expect: customerBooking },
  'GET /api/riders/orders/:orderId': {
    target: 'booking',
    expect: assignedRiderOnly,
  },
  // Money (issue 26). The booking is pending, its bill an estimate: its customer gets past access control to the
  // rule that nothing can be paid yet (409); its pickup rider to the rule that only the delivery rider collects (403).
  'GET /api/bookings/:id/payments': { target: 'booking', expect: { ...customerBooking, admin: 'ok' } },
  'POST /api/bookings/:id/payments/online': {
    target: 'booking',
    payload: () => ({}),
    expect: { ...customerBooking, owner: 409 },
  },
  'POST /api/bookings/:id/payments/online/verify': {
    target: 'booking',
    payload: () => ({ razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'ab' }),
    expect: { ...customerBooking, owner: 400 },
  },
  'GET /api/riders/orders/:orderId/payment': {
    target: 'booking',
    expect: assignedRiderOnly,
  },
  'POST /api/riders/orders/:orderId/payments/cash': {
    target: 'booking',
    payload: () => ({ received: 20 }),
    expect: {
      guest: 401,
      owner: 401,
      otherCustomer: 401,
      otherRider: 404,
      assignedRider: 403,
      unapprovedAssignedRider: 403,
      admin: 401,
    },
  },
  'POST /api/riders/orders/:orderId/payments/upi-qr': {
    target: 'booking',
    payload: () => ({}),
    expect: {
      guest: 401,
      owner: 401,
      otherCustomer: 401,
      otherRider: 404,
      assignedRider: 403,
      unapprovedAssignedRider: 403,
      admin: 401,
    },
  },
  'GET /api/bookings/:id/invoice.pdf': { target: 'booking', invoice: true, expect: { ...customerBooking, admin: 'ok' } },
  'POST /api/admin/bookings/:id/refunds': {
    target: 'booking',
    payload: () => ({ reason: 'Damaged' }),
    expect: { ...adminBooking, admin: 409 },
  },
  'POST /api/admin/bookings/:id/collect-later': {
    target: 'booking',
    payload: () => ({ reason: 'Customer pays tomorrow' }),
    expect: adminBooking,
  },
  // Ratings and tips (decision 0041): the customer's own order only. The booking is pending, so its customer gets past
  // access control to the rule that only a completed order is rated or tipped (409; a checkout result's signature, 400).
  'GET /api/bookings/:id/rating': { target: 'booking', expect: customerBooking },
  'PUT /api/bookings/:id/rating': {
    target: 'booking',
    payload: () => ({ order_stars: 5, rider_stars: 5 }),
    expect: { ...customerBooking, owner: 409 },
  },
  'POST /api/bookings/:id/tip': {
    target: 'booking',
    payload: () => ({ amount: 50 }),
    expect: { ...customerBooking, owner: 409 },
  },
  'POST /api/bookings/:id/tip/verify': {
    target: 'booking',
    payload: () => ({ razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'ab' }),
    expect: { ...customerBooking, owner: 400 },
  },
  'PATCH /api/admin/ratings/:id/follow-up': 'none',
  // Laundry plans (decision 0042): what a plan covered on an order, for its customer and operations.
  'GET /api/bookings/:id/plan-usage': { target: 'booking', expect: { ...customerBooking, admin: 'ok' } },
  'PUT /api/admin/plans/:id': 'none',
  'POST /api/admin/plans/cycles/:id/refund': 'none',
  // A plan cycle's tax invoice: read by cycle and customer together, so another customer's cycle answers exactly like
  // a missing one (404); owner, other customer, guest and admin are checked in modules/payments/plan-invoices.test.ts.
  'GET /api/plans/cycles/:id/invoice.pdf': 'none',
  // The caller's own plan invoices, ended plans' too: no id in the path, read by the signed-in customer alone; another
  // customer's never appear (modules/payments/plan-invoices.test.ts).
  'GET /api/plans/invoices': 'none',
  'GET /dev/outbox/emails/:emailId/attachments/:index': 'none',
  'POST /dev/payments/checkout/:providerOrderId/:outcome': 'none',
  'POST /dev/payments/:paymentId/:outcome': 'none',
  // A vendor's staff accounts: operations' own records, the admin role gate alone decides (TABLE above).
  'GET /api/admin/vendors/:id/staff': 'none',
  'POST /api/admin/vendors/:id/staff': 'none',
  'PUT /api/admin/vendors/:id/staff/:staffId/status': 'none',
  // The laundry's moves: only its staff pass the role gate (staff of another vendor get 404: vendor-orders.routes.test.ts).
  'POST /api/vendor/orders/:id/stage': { target: 'booking', payload: () => ({ stage: 'received' }), expect: vendorBooking },
  'PUT /api/vendor/orders/:id/rack': { target: 'booking', payload: () => ({ rackPosition: 'R1-01' }), expect: vendorBooking },
  // Intake and packing scans (another vendor's staff get 404: garment-scans.routes.test.ts).
  'GET /api/vendor/orders/:id/scans': { target: 'booking', expect: vendorBooking },
  'POST /api/vendor/orders/:id/scans': {
    target: 'booking',
    payload: () => ({ stage: 'intake', code: 'WD-ZZZZ-01' }),
    expect: vendorBooking,
  },
  'PUT /api/admin/bookings/:id/status': { target: 'booking', payload: () => ({ status: 'confirmed' }), expect: adminBooking },
  'PUT /api/admin/bookings/:id': { target: 'booking', payload: () => ({ status: 'confirmed' }), expect: adminBooking },
  'GET /api/admin/bookings/:id/events': { target: 'booking', expect: adminBooking },
  // A customer's saved addresses for Book for User: admins only (the customer has GET /api/addresses).
  // A customer's referral info: theirs alone (admins use the referral admin views).
  'GET /api/referrals/user/:id': { target: 'customer', expect: customerRecord(403) },
  'GET /api/admin/users/:id/addresses': {
    target: 'customer',
    expect: { guest: 401, owner: 401, otherCustomer: 401, otherRider: 401, admin: 'ok' },
  },
  // The customer's order tracking: its customer and operations; riders are stopped by the role gate.
  'GET /api/bookings/:id/events': { target: 'booking', expect: { ...customerBooking, admin: 'ok' } },
  'PUT /api/bookings/:id/status': {
    target: 'booking',
    payload: () => ({ status: 'cancelled' }),
    expect: {
      guest: 401,
      owner: 'ok',
      otherCustomer: 404,
      otherRider: 401,
      assignedRider: 401,
      unapprovedAssignedRider: 401,
      admin: 'ok',
    },
  },
  'PUT /api/bookings/:id/accept': {
    target: 'booking',
    payload: () => ({}),
    expect: assignedRiderOnly,
  },
  'GET /api/bookings/rider/:id': {
    target: 'rider',
    expect: { guest: 401, owner: 'ok', otherCustomer: 401, otherRider: 403, admin: 401 },
  },
  'GET /api/riders/:riderId/documents/:kind': {
    target: 'rider',
    expect: { guest: 401, owner: 'ok', otherCustomer: 401, otherRider: 403, admin: 'ok' },
  },
  // Operations' rider screens: only admins pass the role gate (R1 is approved, so deciding them again is a 409).
  'GET /api/admin/riders/:id': {
    target: 'rider',
    expect: { guest: 401, owner: 401, otherCustomer: 401, otherRider: 401, admin: 'ok' },
  },
  'GET /api/admin/riders/:riderId/cash': {
    target: 'rider',
    expect: { guest: 401, owner: 401, otherCustomer: 401, otherRider: 401, admin: 'ok' },
  },
  'POST /api/admin/riders/:riderId/cash-handovers': {
    target: 'rider',
    payload: () => ({ amount: 0 }),
    expect: { guest: 401, owner: 401, otherCustomer: 401, otherRider: 401, admin: 'ok' },
  },
  'POST /api/admin/riders/:id/verify': {
    target: 'rider',
    payload: () => ({ status: 'approved' }),
    expect: { guest: 401, owner: 401, otherCustomer: 401, otherRider: 401, admin: 409 },
  },
  // Customer A's notification on the customer routes, rider R1's on the rider routes.
  'PUT /api/notifications/:id/read': { target: 'notification', of: 'customer', expect: customerRecord(404) },
  'DELETE /api/notifications/:id': { target: 'notification', of: 'customer', expect: customerRecord(404) },
  'POST /api/riders/notifications/:id/read': {
    target: 'notification',
    of: 'rider',
    expect: { guest: 401, owner: 'ok', otherCustomer: 401, otherRider: 404, admin: 401 },
  },
  'PUT /api/riders/orders/:orderId/update': {
    target: 'booking',
    payload: () => ({ items: [{ serviceId: 'iron-regular', quantity: 2 }] }),
    expect: assignedRiderOnly,
  },
  'GET /api/admin/customer-verifications/:userId': {
    target: 'customer',
    expect: { guest: 401, owner: 'ok', otherCustomer: 403, otherRider: 403, admin: 'ok' },
  },
  'POST /api/admin/customer-verifications/:id/respond': {
    target: 'verification',
    payload: () => ({ approved: true }),
    expect: customerRecord(404),
  },
  'POST /api/notifications/:id/approve': {
    target: 'notification',
    of: 'customer',
    withVerification: true,
    payload: () => ({ approved: true }),
    expect: customerRecord(404),
  },
  // Proof at the door: the pickup rider adds and removes; the customer, the order's riders and admins see the file.
  'POST /api/riders/orders/:orderId/photos': {
    target: 'booking',
    photo: 'upload',
    expect: assignedRiderOnly,
  },
  'DELETE /api/riders/orders/:orderId/photos/:photoId': {
    target: 'booking',
    photo: 'stored',
    expect: assignedRiderOnly,
  },
  // Tags at the door: the pickup rider attaches and removes, and lists them.
  'GET /api/riders/orders/:orderId/tags': {
    target: 'booking',
    tag: 'stored',
    expect: assignedRiderOnly,
  },
  'POST /api/riders/orders/:orderId/tags': {
    target: 'booking',
    tag: 'stored',
    payload: () => ({ code: TAG_CODES.shift() ?? 'WD-ZZZZ-01' }),
    expect: assignedRiderOnly,
  },
  'DELETE /api/riders/orders/:orderId/tags/:tagId': {
    target: 'booking',
    tag: 'stored',
    expect: assignedRiderOnly,
  },
  // The door check: the delivery's rider only; this order's rider is its pickup's (403), another rider hears 404.
  'GET /api/riders/orders/:orderId/door-scans': {
    target: 'booking',
    tag: 'stored',
    expect: { ...assignedRiderOnly, assignedRider: 403 },
  },
  'POST /api/riders/orders/:orderId/door-scans': {
    target: 'booking',
    tag: 'stored',
    payload: () => ({ code: 'WD-ZZZZ-01' }),
    expect: { ...assignedRiderOnly, assignedRider: 403 },
  },
  'POST /api/riders/orders/:orderId/door-scans/missing': {
    target: 'booking',
    tag: 'stored',
    expect: { ...assignedRiderOnly, assignedRider: 403 },
  },
  // Claims (decision 0034): the order's customer only (this order is not delivered yet: 409); another customer 404.
  'POST /api/bookings/:orderId/claims': {
    target: 'booking',
    payload: () => ({
      kind: 'damaged',
      description: 'A tear along the sleeve',
      garment: { line_id: '00000000-0000-4000-8000-000000000000' },
    }),
    expect: { ...customerBooking, owner: 409 },
  },
  'GET /api/bookings/:orderId/claims': { target: 'booking', expect: customerBooking },
  // A claim is its customer's: the service answers 404 to anyone else (claims.routes.test covers it).
  'POST /api/claims/:id/photos': 'none',
  'GET /api/claims/:id/photos/:photoId': 'none',
  'POST /api/admin/claims/:id/decision': 'none',
  // Inspection (decision 0034): the laundry's routes pass its staff only (another vendor's staff get 404:
  // inspections.routes.test.ts); the customer's read and answer are theirs, another customer's order 404.
  'GET /api/vendor/orders/:id/inspections': { target: 'booking', expect: vendorBooking },
  'POST /api/vendor/orders/:id/inspections': {
    target: 'booking',
    payload: () => ({ tagId: '00000000-0000-4000-8000-000000000000', issues: ['stain'] }),
    expect: vendorBooking,
  },
  'POST /api/vendor/inspections/:inspectionId/photos': 'none',
  'GET /api/bookings/:orderId/garments': { target: 'booking', expect: customerBooking },
  'POST /api/bookings/:orderId/inspections/:inspectionId/decision': {
    target: 'booking',
    inspection: 'pending',
    payload: () => ({ decision: 'approve' }),
    expect: customerBooking,
  },
  'GET /api/inspections/:inspectionId/photos/:photoId': 'none',
  'GET /api/bookings/:orderId/photos/:photoId': {
    target: 'booking',
    photo: 'stored',
    expect: {
      guest: 401,
      owner: 'ok',
      otherCustomer: 404,
      otherRider: 404,
      assignedRider: 'ok',
      unapprovedAssignedRider: 403,
      admin: 'ok',
    },
  },
};

/**
 * List answers: what each caller's list shows of customer A's booking, which has a phone, an address, notes and a
 * point. 'details': listed with them; 'area': listed without any of them (an offer: area, slot, distance, services);
 * 'absent': not listed; a number: the status the caller gets. 'waiting' lists a booking no rider has a trip of;
 * 'assigned' one whose pickup is R1's (RP's when RP asks). `url` is what the caller asks for their own list.
 */
type Sight = 'details' | 'area' | 'absent' | 401 | 403;
type ListRow = {
  booking: 'waiting' | 'assigned';
  url: (own: string, orderNumber: string) => string;
  listed: (body: unknown) => Array<Record<string, unknown>>;
  expect: Record<Caller, Sight>;
};
const bookingsOf = (body: unknown) => (body as { bookings: Array<Record<string, unknown>> }).bookings;
const PRIVATE_NOTE = 'Gate code 4455, dog inside';
const PRIVATE_POINT = { lat: 28.44237, lng: 77.06618 };
const riderGate = { guest: 401, owner: 401, otherCustomer: 401, unapprovedAssignedRider: 403, admin: 401 } as const;

const LIST_TABLE: Record<string, ListRow> = {
  'GET /api/bookings/pending/:lat/:lng (waiting)': {
    booking: 'waiting',
    url: () => '/api/bookings/pending/28.4500/77.0300',
    listed: bookingsOf,
    expect: { ...riderGate, otherRider: 'area', assignedRider: 'area' },
  },
  'GET /api/bookings/pending/0/0 (waiting)': {
    booking: 'waiting',
    url: () => '/api/bookings/pending/0/0',
    listed: bookingsOf,
    expect: { ...riderGate, otherRider: 'area', assignedRider: 'area' },
  },
  'GET /api/bookings/pending/0/0 (assigned)': {
    booking: 'assigned',
    url: () => '/api/bookings/pending/0/0',
    listed: bookingsOf,
    expect: { ...riderGate, otherRider: 'absent', assignedRider: 'absent' },
  },
  'GET /api/bookings/rider/:id': {
    booking: 'assigned',
    url: (own) => `/api/bookings/rider/${own}`,
    listed: bookingsOf,
    expect: { ...riderGate, otherRider: 'absent', assignedRider: 'details' },
  },
  'GET /api/riders/orders': {
    booking: 'assigned',
    url: () => '/api/riders/orders',
    listed: (body) => (body as Array<Record<string, unknown>>).map((job) => ({ ...job, id: job.bookingId })),
    expect: { ...riderGate, otherRider: 'absent', assignedRider: 'details' },
  },
  'GET /api/bookings/customer/:id': {
    booking: 'assigned',
    url: (own) => `/api/bookings/customer/${own}`,
    listed: bookingsOf,
    expect: {
      guest: 401,
      owner: 'details',
      otherCustomer: 'absent',
      otherRider: 401,
      assignedRider: 401,
      unapprovedAssignedRider: 401,
      admin: 401,
    },
  },
  'GET /api/bookings': {
    booking: 'waiting',
    url: (_own, orderNumber) => `/api/bookings?search=${orderNumber}`,
    listed: bookingsOf,
    expect: { ...riderGate, unapprovedAssignedRider: 401, otherRider: 401, assignedRider: 401, admin: 'details' },
  },
};

/** A JPEG as a browser's FormData sends it, in the field photo. */
async function photoUpload(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append('photo', new Blob([JPEG_BYTES], { type: 'image/jpeg' }), 'bag.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

describe('object access table', () => {
  const ctx = useTestApp();
  const ids = {} as Record<'customerA' | 'customerB' | 'r1' | 'r2' | 'rp' | 'admin', string>;
  const MISSING = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    ids.customerA = (await createCustomer(ctx.app, '9700000011', 'Customer A')).id;
    ids.customerB = (await createCustomer(ctx.app, '9700000012', 'Customer B')).id;
    ids.r1 = (await createRider(ctx.app, '9700000013', 'approved')).id;
    ids.r2 = (await createRider(ctx.app, '9700000014', 'approved')).id;
    ids.rp = (await createRider(ctx.app, '9700000015', 'pending')).id;
    await createAdminAccount(ctx.app);
    ids.admin = (await ctx.database.db.query.adminUsers.findMany())[0]!.id;
    await insertRiderSelfie(ctx.app, ids.r1);
    // Active, so accepting an order is allowed once access is.
    await ctx.database.db.update(riders).set({ isActive: true }).where(eq(riders.id, ids.r1));
    TAG_CODES.push(...(await printedCodes(ctx.app, 96)));
  });

  const riderOwned = (row: ObjectRow) => row.target === 'rider' || (row.target === 'notification' && row.of === 'rider');

  const identity = (row: ObjectRow, caller: Exclude<Caller, 'guest'>): [SessionSubject, string] => {
    switch (caller) {
      case 'owner':
        return riderOwned(row) ? ['rider', ids.r1] : ['customer', ids.customerA];
      case 'otherCustomer':
        return ['customer', ids.customerB];
      case 'otherRider':
        return ['rider', ids.r2];
      case 'assignedRider':
        return ['rider', ids.r1];
      case 'unapprovedAssignedRider':
        return ['rider', ids.rp];
      case 'admin':
        return ['admin', ids.admin];
    }
  };

  /** A fresh record per request, so a cancel or delete cannot spoil the next one; returns the URL's parameters. */
  async function freshTarget(row: ObjectRow, caller: Caller): Promise<Record<string, string>> {
    switch (row.target) {
      case 'verification':
        return { id: (await insertVerification(ctx.app, ids.customerA)).verification.id };
      case 'notification':
        if (row.withVerification) return { id: (await insertVerification(ctx.app, ids.customerA)).notification.id };
        return { id: (await insertNotification(ctx.app, riderOwned(row) ? { riderId: ids.r1 } : { userId: ids.customerA })).id };
      case 'booking': {
        const riderId = caller === 'unapprovedAssignedRider' ? ids.rp : ids.r1;
        const { id } = await insertBooking(ctx.app, ids.customerA, riderId);
        if (row.invoice) await insertInvoice(ctx.app, id);
        if (row.inspection) {
          const [code] = await tagOrderDirectly(ctx.database.db, { bookingId: id, count: 1, riderId, at: ctx.clock.now() });
          const [tag] = await ctx.database.db.select().from(garmentTags).where(eq(garmentTags.code, code!));
          const [asked] = await ctx.database.db
            .insert(garmentInspections)
            .values({ bookingId: id, tagId: tag!.id, note: 'Dye runs', decision: 'pending', createdAt: ctx.clock.now() })
            .returning();
          return { id, orderId: id, inspectionId: asked!.id };
        }
        if (row.tag) {
          await ctx.database.db.update(trips).set({ status: 'accepted' }).where(eq(trips.bookingId, id));
          const [code] = await tagOrderDirectly(ctx.database.db, { bookingId: id, count: 1, riderId, at: ctx.clock.now() });
          const [tag] = await ctx.database.db.select().from(garmentTags).where(eq(garmentTags.code, code!));
          return { id, orderId: id, tagId: tag!.id };
        }
        if (!row.photo) return { id, orderId: id };
        await ctx.database.db.update(trips).set({ status: 'accepted' }).where(eq(trips.bookingId, id));
        if (row.photo === 'upload') return { id, orderId: id };
        const saved = await ctx.app.documents.write(`pickup-photos/${id}`, 'photo', JPEG_BYTES, {
          mime: 'image/jpeg',
          ext: 'jpg',
        });
        const [photo] = await ctx.database.db
          .insert(pickupPhotos)
          .values({ bookingId: id, riderId, ...saved })
          .returning();
        return { id, orderId: id, photoId: photo!.id };
      }
      case 'address':
        return { id: (await insertAddress(ctx.app, ids.customerA)).id };
      case 'customer':
        return { id: ids.customerA, userId: ids.customerA };
      case 'rider':
        return { riderId: ids.r1, id: ids.r1, kind: 'selfie' };
    }
  }

  const fill = (pattern: string, params: Record<string, string>) =>
    pattern.replace(/:(\w+)/g, (_, name: string) => {
      if (!params[name]) throw new Error(`No value for :${name} in ${pattern}`);
      return params[name];
    });

  it('has a row for every route with an id parameter, matching what the route declares', () => {
    const withIds = ctx.app.declaredRoutes.filter((r) => idLikeParams(r.url).length > 0 || r.resource);
    const problems: string[] = [];
    for (const route of withIds) {
      const key = `${route.method} ${route.url}`;
      const row = OBJECT_TABLE[key];
      if (!row) problems.push(`${key}: no row in the object access table`);
      else if (row === 'none' ? route.resource !== 'none' : route.resource === 'none' || route.resource?.type !== row.target) {
        problems.push(
          `${key}: the row says ${row === 'none' ? 'none' : row.target}, the route declares ${JSON.stringify(route.resource)}`,
        );
      }
    }
    const declared = withIds.map((r) => `${r.method} ${r.url}`);
    for (const key of Object.keys(OBJECT_TABLE))
      if (!declared.includes(key)) problems.push(`${key}: row for a route that does not exist`);
    expect(problems).toEqual([]);
  });

  // One test a route: a slow machine spends its time limit on one route's calls, never on the whole table's.
  const objectRows = Object.entries(OBJECT_TABLE).filter((entry): entry is [string, ObjectRow] => entry[1] !== 'none');
  it.each(objectRows)(
    '%s: each caller gets the expected access, with the bearer token and with the cookie',
    async (route, row) => {
      const failures: string[] = [];
      {
        const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
        const upload = row.photo === 'upload' ? await photoUpload() : null;
        const send = (url: string, headers: Record<string, string>) =>
          upload
            ? ctx.app.inject({ method, url, payload: upload.payload, headers: { ...upload.headers, ...headers } })
            : ctx.app.inject({ method, url, headers, ...(row.payload ? { payload: row.payload() } : {}) });
        // What a record that does not exist answers; a record that is not yours must read the same.
        // Asked by the first caller the row lets through (the owner, the assigned rider or an admin).
        // (Or, on a route nobody passes in full here, the first caller it lets past access control to a rule.)
        const outcomes = Object.entries(row.expect) as Array<[Caller, Outcome]>;
        const probe =
          outcomes.find(([, outcome]) => outcome === 'ok')?.[0] ??
          outcomes.find(([caller, outcome]) => caller !== 'guest' && (outcome === 400 || outcome === 409))?.[0] ??
          (row.target === 'booking' && row.expect.assignedRider === 403 ? 'assignedRider' : 'owner');
        const [probeKind, probeId] = identity(row, probe === 'guest' ? 'owner' : probe);
        const missing =
          row.target === 'booking' || row.target === 'address' || row.target === 'notification' || row.target === 'verification'
            ? (
                await send(
                  fill(pattern, { id: MISSING, orderId: MISSING, photoId: MISSING, tagId: MISSING, inspectionId: MISSING }),
                  bearer(await tokenFor(ctx.app, probeKind, probeId)),
                )
              ).json().message
            : undefined;
        for (const [caller, expected] of Object.entries(row.expect) as Array<[Caller, Outcome]>) {
          const credentials: Array<[string, (token: string, kind: SessionSubject) => Record<string, string>]> =
            caller === 'guest'
              ? [['no credentials', () => ({})]]
              : [
                  ['bearer', (token) => bearer(token)],
                  ['cookie', (token, kind) => browserHeaders(`${SESSION_COOKIES[kind]}=${token}`)],
                ];
          for (const [how, headers] of credentials) {
            const url = fill(pattern, await freshTarget(row, caller));
            const [kind, subjectId] = caller === 'guest' ? (['customer', ''] as const) : identity(row, caller);
            const res = await send(url, headers(caller === 'guest' ? '' : await tokenFor(ctx.app, kind, subjectId), kind));
            const got: Outcome | number = res.statusCode >= 200 && res.statusCode < 300 ? 'ok' : res.statusCode;
            const label = `${route} as ${caller} (${how})`;
            if (got !== expected)
              failures.push(`${label}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
            else if (got === 404 && res.json().message !== missing)
              failures.push(`${label}: 404 '${res.json().message}' differs from a missing record's '${missing}'`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it("shows each caller's lists with or without a booking's private details, as the list table says", async () => {
    const callers: Record<Exclude<Caller, 'guest'>, [SessionSubject, string]> = {
      owner: ['customer', ids.customerA],
      otherCustomer: ['customer', ids.customerB],
      otherRider: ['rider', ids.r2],
      assignedRider: ['rider', ids.r1],
      unapprovedAssignedRider: ['rider', ids.rp],
      admin: ['admin', ids.admin],
    };
    const failures: string[] = [];
    for (const [route, row] of Object.entries(LIST_TABLE)) {
      for (const [caller, expected] of Object.entries(row.expect) as Array<[Caller, Sight]>) {
        const riderId = row.booking === 'waiting' ? null : caller === 'unapprovedAssignedRider' ? ids.rp : ids.r1;
        const booking = await insertBooking(ctx.app, ids.customerA, riderId);
        await ctx.database.db
          .update(bookings)
          .set({
            ...PRIVATE_POINT,
            contactName: 'Customer A',
            additionalDetails: PRIVATE_NOTE,
            specialInstructions: 'Ring twice',
          })
          .where(eq(bookings.id, booking.id));
        const [kind, own]: [SessionSubject, string] = caller === 'guest' ? ['customer', ids.customerA] : callers[caller];
        const headers = caller === 'guest' ? {} : bearer(await tokenFor(ctx.app, kind, own));
        const res = await ctx.app.inject({ method: 'GET', url: row.url(own, booking.customOrderId), headers });
        // Out of the next lists' way (the offers are the 50 nearest).
        await ctx.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
        const label = `${route} as ${caller}`;
        if (res.statusCode !== (typeof expected === 'number' ? expected : 200)) {
          failures.push(`${label}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
          continue;
        }
        if (typeof expected === 'number') continue;
        const entry = row.listed(res.json()).find((b) => b.id === booking.id);
        const text = JSON.stringify(entry ?? {});
        const secrets = [ids.customerA, '9876543210', 'Palm Court', PRIVATE_NOTE, 'Ring twice', String(PRIVATE_POINT.lat)];
        const shown = secrets.filter((secret) => text.includes(secret));
        const got = !entry ? 'absent' : shown.length === secrets.length ? 'details' : shown.length === 0 ? 'area' : null;
        if (got !== expected)
          failures.push(`${label}: expected ${expected}, got ${entry ? `an entry showing [${shown.join(', ')}]` : 'no entry'}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
