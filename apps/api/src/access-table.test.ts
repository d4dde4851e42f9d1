import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from './test/identity-fixtures.js';
import { vendorStaff } from './db/schema/index.js';

type Who = 'guest' | 'customerA' | 'customerB' | 'pendingRider' | 'approvedRider' | 'admin' | 'vendorA' | 'vendorB';
/** allow: gets past access control (any answer but 401/403); deny: 401 or 403. */
type Expect = 'allow' | 'deny';
const WHO: Who[] = ['guest', 'customerA', 'customerB', 'pendingRider', 'approvedRider', 'admin', 'vendorA', 'vendorB'];

const everyone = (): Record<Who, Expect> => Object.fromEntries(WHO.map((w) => [w, 'allow'])) as Record<Who, Expect>;
const only = (...allowed: Who[]): Record<Who, Expect> =>
  Object.fromEntries(WHO.map((w) => [w, allowed.includes(w) ? 'allow' : 'deny'])) as Record<Who, Expect>;

/**
 * Every API route and who may call it. A route missing from this table fails the test, so each
 * new endpoint has to state its access here. `:riderId` is the approved rider's own id. vendorA and vendorB are staff
 * of two laundries (decision 0034).
 */
const TABLE: Record<string, Record<Who, Expect>> = {
  'GET /health': everyone(),
  'GET /api/health': everyone(),
  'GET /api/riders/health': everyone(),
  // Probes for orchestrators (decision 0036); /metrics has its own rule (a token, or this machine only: 404 here).
  'GET /livez': everyone(),
  'GET /readyz': everyone(),
  'GET /metrics': everyone(),
  'GET /api/services': everyone(),
  'GET /api/openapi.json': everyone(),
  'GET /api/docs': everyone(),
  'GET /api/docs/json': everyone(),
  'GET /api/docs/yaml': everyone(),
  'GET /api/docs/static/*': everyone(),
  'GET /api/docs/static/index.html': everyone(),
  'GET /api/docs/static/swagger-initializer.js': everyone(),
  'GET /dev/outbox': everyone(),
  'GET /dev/outbox.json': everyone(),
  'GET /dev/outbox/emails/:emailId/attachments/:index': everyone(),
  'POST /api/auth/send-otp': everyone(),
  'POST /api/auth/verify-otp': everyone(),
  'POST /api/whatsapp/whatsapp-login': everyone(),
  'POST /api/auth/register': only('customerA', 'customerB'),
  'POST /api/auth/get-user-by-phone': only('customerA', 'customerB'),
  'GET /api/auth/profile': only('customerA', 'customerB'),
  'PUT /api/auth/profile': only('customerA', 'customerB'),
  // The caller's own preferences and account: no id in the path. DELETE without its confirmation is refused (400).
  'GET /api/preferences': only('customerA', 'customerB'),
  'PUT /api/preferences': only('customerA', 'customerB'),
  'GET /api/account/export': only('customerA', 'customerB'),
  'DELETE /api/account': only('customerA', 'customerB'),
  'POST /api/auth/logout': everyone(),
  'POST /api/auth/login': everyone(),
  'POST /api/auth/forgot-password': everyone(),
  'POST /api/auth/reset-password': everyone(),
  'GET /api/admin/session': only('admin'),
  'POST /api/riders/register/request-otp': everyone(),
  'POST /api/riders/register': everyone(),
  'POST /api/riders/request-otp': everyone(),
  'POST /api/riders/verify-otp': everyone(),
  'GET /api/riders/me': only('pendingRider', 'approvedRider'),
  'PUT /api/riders/me/language': only('pendingRider', 'approvedRider'),
  'GET /api/addresses': only('customerA', 'customerB'),
  'POST /api/addresses': only('customerA', 'customerB'),
  'PUT /api/addresses/:id': only('customerA', 'customerB'),
  'PATCH /api/addresses/:id/set-default': only('customerA', 'customerB'),
  'DELETE /api/addresses/:id': only('customerA', 'customerB'),
  'POST /api/location/geocode': everyone(),
  'POST /api/location/coordinates': everyone(),
  'GET /api/location/autocomplete': everyone(),
  'GET /api/location/place/:id': everyone(),
  'POST /api/location/distance': everyone(),
  'POST /api/detected-locations/check-availability': everyone(),
  'POST /api/detected-locations': everyone(),
  'POST /api/detected-locations/logged-user': only('customerA', 'customerB'),
  'POST /api/coupons/validate': everyone(),
  'GET /api/coupons/health': everyone(),
  'GET /api/config/support': everyone(),
  'POST /api/bookings': only('customerA', 'customerB'),
  // The signed-in customer's own quick pickup: who asks comes from the session.
  'POST /api/quick-pickup': only('customerA', 'customerB'),
  // Recurring pickups (decision 0040): the customer's own series; another's answers 404 (recurring-pickups.test.ts).
  'GET /api/recurring-pickups': only('customerA', 'customerB'),
  'POST /api/recurring-pickups': only('customerA', 'customerB'),
  'PUT /api/recurring-pickups/:id': only('customerA', 'customerB'),
  'POST /api/recurring-pickups/:id/pause': only('customerA', 'customerB'),
  'POST /api/recurring-pickups/:id/resume': only('customerA', 'customerB'),
  'POST /api/recurring-pickups/:id/stop': only('customerA', 'customerB'),
  'POST /api/recurring-pickups/:id/occurrences/:date/skip': only('customerA', 'customerB'),
  'PUT /api/recurring-pickups/:id/occurrences/:date': only('customerA', 'customerB'),
  // Operations' view of them (admin-recurring.service.ts).
  'GET /api/admin/recurring-pickups': only('admin'),
  'POST /api/admin/recurring-pickups/:id/pause': only('admin'),
  'POST /api/admin/recurring-pickups/:id/resume': only('admin'),
  // The URL names customer A: B is signed in but refused.
  'GET /api/bookings/customer/:id': only('customerA'),
  'GET /api/bookings/:id': only('customerA', 'customerB'),
  'GET /api/bookings/:id/arrival': only('customerA', 'customerB'),
  'PUT /api/bookings/:id': only('customerA', 'customerB'),
  'PUT /api/bookings/:id/cancel': only('customerA', 'customerB'),
  'DELETE /api/bookings/:id': only('customerA', 'customerB'),
  // Scoped to the caller's own addresses (another's is 404).
  'GET /api/bookings/slot-availability': only('customerA', 'customerB'),
  // The pending rider is signed in but these are another rider's documents.
  'GET /api/riders/:riderId/documents/:kind': only('approvedRider', 'admin'),
  'GET /api/push/public-key': everyone(),
  'POST /api/push/subscribe': only('customerA', 'customerB', 'pendingRider', 'approvedRider'),
  'POST /api/push/unsubscribe': only('customerA', 'customerB', 'pendingRider', 'approvedRider'),
  'GET /api/notifications': only('customerA', 'customerB'),
  'GET /api/notifications/count': only('customerA', 'customerB'),
  'PUT /api/notifications/:id/read': only('customerA', 'customerB'),
  'PUT /api/notifications/mark-all-read': only('customerA', 'customerB'),
  'DELETE /api/notifications': only('customerA', 'customerB'),
  'DELETE /api/notifications/:id': only('customerA', 'customerB'),
  'GET /api/riders/notifications': only('pendingRider', 'approvedRider'),
  'GET /api/riders/notifications/unread-count': only('pendingRider', 'approvedRider'),
  'POST /api/riders/notifications/:id/read': only('pendingRider', 'approvedRider'),
  'POST /api/riders/notifications/mark-all-read': only('pendingRider', 'approvedRider'),
  // Any session; without Accept: text/event-stream it answers 406 instead of opening the stream.
  'GET /api/events': only('customerA', 'customerB', 'pendingRider', 'approvedRider', 'admin', 'vendorA', 'vendorB'),
  'GET /api/riders/orders': only('approvedRider'),
  // The rider's planned route (issue 28): their own, no id in the path.
  'GET /api/riders/route': only('approvedRider'),
  'GET /api/riders/orders/:orderId': only('approvedRider'),
  // A pending rider passes the role gate so the order rules can tell them why they cannot act.
  'POST /api/riders/order-action': only('pendingRider', 'approvedRider'),
  'GET /api/admin/orders': only('admin'),
  'POST /api/admin/orders/assign': only('admin'),
  'POST /api/admin/orders/assign-vendor': only('admin'),
  'GET /api/admin/bookings': only('admin'),
  'GET /api/admin/bookings/export.csv': only('admin'),
  // Overview, analytics and dispatch (issue 11): operations only.
  'GET /api/admin/stats': only('admin'),
  'GET /api/admin/activity': only('admin'),
  'GET /api/admin/analytics': only('admin'),
  'GET /api/admin/dispatch/trips': only('admin'),
  'GET /api/admin/dispatch/riders': only('admin'),
  'GET /api/admin/dispatch/vendors': only('admin'),
  // The route planner's board and controls (issue 28): operations only.
  'GET /api/admin/dispatch/plan': only('admin'),
  'POST /api/admin/dispatch/plan': only('admin'),
  'PUT /api/admin/dispatch/areas/:areaId/auto-dispatch': only('admin'),
  'POST /api/admin/dispatch/locks': only('admin'),
  'DELETE /api/admin/dispatch/locks/:orderId/:trip': only('admin'),
  'PUT /api/admin/bookings/:id/status': only('admin'),
  'PUT /api/admin/bookings/:id': only('admin'),
  'GET /api/admin/bookings/:id/events': only('admin'),
  // Book for User and coupons (issue 11): operations only.
  'GET /api/admin/users/search': only('admin'),
  'GET /api/admin/users/:id/addresses': only('admin'),
  'POST /api/admin/bookings': only('admin'),
  'GET /api/admin/coupons': only('admin'),
  'POST /api/admin/coupons': only('admin'),
  'PATCH /api/admin/coupons/:code': only('admin'),
  'GET /api/admin/coupons/:code/redemptions': only('admin'),
  'GET /api/admin/vendors': only('admin'),
  'POST /api/admin/vendors': only('admin'),
  'PUT /api/admin/vendors/:id': only('admin'),
  'PUT /api/admin/vendors/:id/status': only('admin'),
  'GET /api/admin/service-locations': only('admin'),
  'POST /api/admin/service-locations': only('admin'),
  'PUT /api/admin/service-locations/:id': only('admin'),
  'PUT /api/admin/service-locations/:id/status': only('admin'),
  'DELETE /api/admin/service-locations/:id': only('admin'),
  'GET /api/admin/service-areas': only('admin'),
  'POST /api/admin/service-areas': only('admin'),
  'PUT /api/admin/service-areas/:id/status': only('admin'),
  'PUT /api/admin/service-areas/:id/outline': only('admin'),
  'DELETE /api/admin/service-areas/:id': only('admin'),
  'PUT /api/admin/service-areas/:id/slot-capacity': only('admin'),
  'GET /api/admin/service-areas/:id/slots': only('admin'),
  'GET /api/admin/service-areas/export.csv': only('admin'),
  'GET /api/admin/service-areas/export.geojson': only('admin'),
  'GET /api/admin/services': only('admin'),
  'POST /api/admin/services': only('admin'),
  'PUT /api/admin/services/:id': only('admin'),
  'PATCH /api/admin/services/:id': only('admin'),
  'POST /api/admin/service-categories': only('admin'),
  'PUT /api/admin/service-categories/:id': only('admin'),
  'GET /api/admin/riders': only('admin'),
  'GET /api/admin/riders/active': only('admin'),
  'GET /api/admin/riders/:id': only('admin'),
  'POST /api/admin/riders/:id/verify': only('admin'),
  'GET /api/admin/tracking/orders': only('admin'),
  'PUT /api/riders/orders/:orderId/update': only('approvedRider'),
  // The URL names customer A: their own list, or any admin.
  'GET /api/admin/customer-verifications/:userId': only('customerA', 'admin'),
  'POST /api/admin/customer-verifications/:id/respond': only('customerA', 'customerB'),
  'POST /api/notifications/:id/approve': only('customerA', 'customerB'),
  'GET /api/bookings/:id/events': only('customerA', 'customerB', 'admin'),
  // The shared booking calls: a customer may only cancel (the rules decide), operations move by the rules.
  'PUT /api/bookings/:id/status': only('customerA', 'customerB', 'admin'),
  'GET /api/bookings': only('admin'),
  // The URL names the approved rider: their own list.
  'GET /api/bookings/rider/:id': only('approvedRider'),
  'PUT /api/bookings/:id/accept': only('approvedRider'),
  'GET /api/bookings/pending/:lat/:lng': only('approvedRider'),
  // Any signed-in rider may flip the switch (a pending one hears why not); only approved riders share a position.
  'POST /api/riders/toggle-status': only('pendingRider', 'approvedRider'),
  'POST /api/riders/location': only('approvedRider'),
  'POST /api/riders/orders/:orderId/photos': only('approvedRider'),
  'DELETE /api/riders/orders/:orderId/photos/:photoId': only('approvedRider'),
  'GET /api/riders/orders/:orderId/tags': only('approvedRider'),
  'POST /api/riders/orders/:orderId/tags': only('approvedRider'),
  'DELETE /api/riders/orders/:orderId/tags/:tagId': only('approvedRider'),
  // The door check: the delivery's rider (the service refuses the order's other riders).
  'GET /api/riders/orders/:orderId/door-scans': only('approvedRider'),
  'POST /api/riders/orders/:orderId/door-scans': only('approvedRider'),
  'POST /api/riders/orders/:orderId/door-scans/missing': only('approvedRider'),
  'GET /api/admin/tag-sheets': only('admin'),
  'POST /api/admin/tag-sheets': only('admin'),
  'GET /api/admin/tag-sheets/labels.pdf': only('admin'),
  // Claims (decision 0034): a customer's own order (another's answers 404, past access); operations decide.
  'POST /api/bookings/:orderId/claims': only('customerA', 'customerB'),
  'GET /api/bookings/:orderId/claims': only('customerA', 'customerB'),
  'POST /api/claims/:id/photos': only('customerA', 'customerB'),
  'GET /api/claims/:id/photos/:photoId': only('customerA', 'customerB', 'pendingRider', 'approvedRider', 'admin'),
  'GET /api/admin/claims': only('admin'),
  'GET /api/admin/claims/rule': only('admin'),
  'PUT /api/admin/claims/rule': only('admin'),
  'POST /api/admin/claims/:id/decision': only('admin'),
  // Ratings and tips (decision 0041): a customer's own order (another's answers 404, past access); riders their own.
  'GET /api/bookings/:id/rating': only('customerA', 'customerB'),
  'PUT /api/bookings/:id/rating': only('customerA', 'customerB'),
  'POST /api/bookings/:id/tip': only('customerA', 'customerB'),
  'POST /api/bookings/:id/tip/verify': only('customerA', 'customerB'),
  'GET /api/riders/me/feedback': only('approvedRider'),
  'GET /api/admin/ratings': only('admin'),
  'PATCH /api/admin/ratings/:id/follow-up': only('admin'),
  // Inspection (decision 0034): the laundry writes, the order's customer reads and answers (another's order 404); a
  // photo's server answers the order's customer, admins and the vendor's staff, 404 to anyone else.
  'GET /api/vendor/orders/:id/inspections': only('vendorA', 'vendorB'),
  'POST /api/vendor/orders/:id/inspections': only('vendorA', 'vendorB'),
  'POST /api/vendor/inspections/:inspectionId/photos': only('vendorA', 'vendorB'),
  'GET /api/bookings/:orderId/garments': only('customerA', 'customerB'),
  'POST /api/bookings/:orderId/inspections/:inspectionId/decision': only('customerA', 'customerB'),
  'GET /api/inspections/:inspectionId/photos/:photoId': only(
    'customerA',
    'customerB',
    'pendingRider',
    'approvedRider',
    'admin',
    'vendorA',
    'vendorB',
  ),
  // Any session reaches the booking's read policy, which answers 404 to all but its people.
  'GET /api/bookings/:orderId/photos/:photoId': only('customerA', 'customerB', 'pendingRider', 'approvedRider', 'admin'),
  // Refer & Earn (issue 12): a customer's own code and info; checking a code is public (sign-up); operations settle and list.
  'POST /api/referrals/generate': only('customerA', 'customerB'),
  'POST /api/referrals/validate': everyone(),
  'POST /api/referrals/apply': only('customerA', 'customerB'),
  // The URL names customer A: B is signed in but refused.
  'GET /api/referrals/user/:id': only('customerA'),
  'POST /api/referrals/complete-first-order': only('admin'),
  'GET /api/referrals/admin/all': only('admin'),
  'GET /api/referrals/admin/stats': only('admin'),
  // Money (issue 26): a customer pays their own order, the delivery rider collects at the door, admins refund and
  // keep the invoice details; the provider's webhook is public but refused unsigned (400); the development page too.
  'GET /api/bookings/:id/payments': only('customerA', 'customerB', 'admin'),
  'POST /api/bookings/:id/payments/online': only('customerA', 'customerB'),
  'POST /api/bookings/:id/payments/online/verify': only('customerA', 'customerB'),
  'GET /api/riders/orders/:orderId/payment': only('approvedRider'),
  'POST /api/riders/orders/:orderId/payments/cash': only('approvedRider'),
  'POST /api/riders/orders/:orderId/payments/upi-qr': only('approvedRider'),
  'POST /api/admin/bookings/:id/refunds': only('admin'),
  'POST /api/admin/bookings/:id/collect-later': only('admin'),
  'GET /api/admin/settings/business': only('admin'),
  'PUT /api/admin/settings/business': only('admin'),
  // The invoice PDF: its customer and admins (the record's policy answers 404 to others); operations' money views.
  'GET /api/bookings/:id/invoice.pdf': only('customerA', 'customerB', 'admin'),
  'GET /api/admin/payments': only('admin'),
  'GET /api/admin/invoices/register.csv': only('admin'),
  // A rider's cash: their own in hand; operations count handovers.
  'GET /api/riders/me/cash': only('approvedRider'),
  'GET /api/admin/riders/:riderId/cash': only('admin'),
  'POST /api/admin/riders/:riderId/cash-handovers': only('admin'),
  'POST /api/payments/webhooks/razorpay': everyone(),
  'GET /dev/payments': everyone(),
  // The local inbound adapter's door (a WhatsApp reply), loopback only like the outbox.
  'POST /dev/inbound-messages': everyone(),
  'POST /dev/payments/checkout/:providerOrderId/:outcome': everyone(),
  'POST /dev/payments/:paymentId/:outcome': everyone(),
  // Laundry plans (decision 0042): the offer is public; the caller's own plan has no id in the path.
  'GET /api/plans': everyone(),
  'GET /api/plans/subscription': only('customerA', 'customerB'),
  'POST /api/plans/subscription': only('customerA', 'customerB'),
  'POST /api/plans/subscription/pay': only('customerA', 'customerB'),
  'POST /api/plans/subscription/pay/verify': only('customerA', 'customerB'),
  'POST /api/plans/subscription/cancel': only('customerA', 'customerB'),
  'GET /api/plans/cycles/:id/invoice.pdf': only('customerA', 'customerB'),
  'GET /api/plans/invoices': only('customerA', 'customerB'),
  'GET /api/bookings/:id/plan-usage': only('customerA', 'customerB', 'admin'),
  'GET /api/admin/plans': only('admin'),
  'POST /api/admin/plans': only('admin'),
  'PUT /api/admin/plans/:id': only('admin'),
  'GET /api/admin/plans/subscribers': only('admin'),
  'POST /api/admin/plans/cycles/:id/refund': only('admin'),
  // The laundry's staff (decision 0034): admins keep the accounts; staff sign in by code and reach only /api/vendor/*
  // (an order of another vendor answers 404 as a missing one: vendor-orders.routes.test.ts).
  'GET /api/admin/vendors/:id/staff': only('admin'),
  'POST /api/admin/vendors/:id/staff': only('admin'),
  'PUT /api/admin/vendors/:id/staff/:staffId/status': only('admin'),
  'POST /api/vendor/request-otp': everyone(),
  'POST /api/vendor/verify-otp': everyone(),
  'POST /api/vendor/logout': everyone(),
  'GET /api/vendor/me': only('vendorA', 'vendorB'),
  'GET /api/vendor/orders': only('vendorA', 'vendorB'),
  'POST /api/vendor/orders/:id/stage': only('vendorA', 'vendorB'),
  'PUT /api/vendor/orders/:id/rack': only('vendorA', 'vendorB'),
  'GET /api/vendor/orders/:id/scans': only('vendorA', 'vendorB'),
  'POST /api/vendor/orders/:id/scans': only('vendorA', 'vendorB'),
};

describe('access table', () => {
  const ctx = useTestApp();
  const tokens = {} as Record<Who, () => Promise<string | null>>;
  let riderId = '';
  let customerAId = '';

  beforeAll(async () => {
    const a = await createCustomer(ctx.app, '9700000001', 'Customer A');
    const b = await createCustomer(ctx.app, '9700000002', 'Customer B');
    const pending = await createRider(ctx.app, '9700000003', 'pending');
    const approved = await createRider(ctx.app, '9700000004', 'approved');
    riderId = approved.id;
    customerAId = a.id;
    await createAdminAccount(ctx.app);
    const [admin] = await ctx.database.db.query.adminUsers.findMany();
    // A fresh session per request, so a route like logout cannot spoil later rows.
    tokens.guest = async () => null;
    tokens.customerA = () => tokenFor(ctx.app, 'customer', a.id);
    tokens.customerB = () => tokenFor(ctx.app, 'customer', b.id);
    tokens.pendingRider = () => tokenFor(ctx.app, 'rider', pending.id);
    tokens.approvedRider = () => tokenFor(ctx.app, 'rider', approved.id);
    tokens.admin = () => tokenFor(ctx.app, 'admin', admin!.id);
    const [staffA, staffB] = await ctx.database.db
      .insert(vendorStaff)
      .values([
        { name: 'Staff A', phone: '919700000005', vendorId: 'vendor-sector-14' },
        { name: 'Staff B', phone: '919700000006', vendorId: 'vendor-sohna-road' },
      ])
      .returning();
    tokens.vendorA = () => tokenFor(ctx.app, 'vendor', staffA!.id);
    tokens.vendorB = () => tokenFor(ctx.app, 'vendor', staffB!.id);
    // /readyz answers 200 only on a started instance; the table is about who may call it.
    Object.assign(ctx.app.runState.confirmed, { migrations: true, jobQueue: true });
    ctx.app.runState.markReady();
  });

  it('covers every declared route', () => {
    const declared = ctx.app.declaredRoutes.map((r) => `${r.method} ${r.url}`);
    const missing = declared.filter((route) => !TABLE[route]);
    expect(missing, 'routes without an entry in the access table').toEqual([]);
    const stale = Object.keys(TABLE).filter((route) => !declared.includes(route));
    expect(stale, 'table entries for routes that no longer exist').toEqual([]);
  });

  // One test a route: a slow machine spends its time limit on one route's six calls, never on the whole table's.
  it.each(Object.entries(TABLE))('%s: each caller gets the access the table says', async (route, expectations) => {
    const failures: string[] = [];
    const [method, pattern] = route.split(' ') as [string, string];
    const url = pattern
      .replace('/customer/:id', `/customer/${customerAId}`)
      .replace('/user/:id', `/user/${customerAId}`)
      .replace(':userId', customerAId)
      .replace('/rider/:id', `/rider/${riderId}`)
      .replace(':lat/:lng', '28.44/77.05')
      .replace(':riderId', riderId)
      .replace(':orderId', '00000000-0000-4000-8000-000000000000')
      .replace(':photoId', '00000000-0000-4000-8000-000000000000')
      .replace(':inspectionId', '00000000-0000-4000-8000-000000000000')
      .replace(':kind', 'selfie')
      .replace(':staffId', '00000000-0000-4000-8000-000000000000')
      .replace('/vendors/:id/', '/vendors/vendor-sector-14/')
      .replace(':id', '00000000-0000-4000-8000-000000000000')
      .replace('*', 'index.html');
    for (const who of WHO) {
      const token = await tokens[who]();
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(method === 'GET' ? {} : { payload: {} }),
        remoteAddress: `10.200.${WHO.indexOf(who)}.1`,
      });
      const denied = res.statusCode === 401 || res.statusCode === 403;
      const got: Expect = denied ? 'deny' : 'allow';
      if (got !== expectations[who]) failures.push(`${route} as ${who}: expected ${expectations[who]}, got ${res.statusCode}`);
      if (res.statusCode >= 500) failures.push(`${route} as ${who}: server error ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });
});
