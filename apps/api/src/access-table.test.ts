import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from './test/identity-fixtures.js';

type Who = 'guest' | 'customerA' | 'customerB' | 'pendingRider' | 'approvedRider' | 'admin';
/** allow: gets past access control (any answer but 401/403); deny: 401 or 403. */
type Expect = 'allow' | 'deny';
const WHO: Who[] = ['guest', 'customerA', 'customerB', 'pendingRider', 'approvedRider', 'admin'];

const everyone = (): Record<Who, Expect> => Object.fromEntries(WHO.map((w) => [w, 'allow'])) as Record<Who, Expect>;
const only = (...allowed: Who[]): Record<Who, Expect> =>
  Object.fromEntries(WHO.map((w) => [w, allowed.includes(w) ? 'allow' : 'deny'])) as Record<Who, Expect>;

/**
 * Every API route and who may call it. A route missing from this table fails the test, so each
 * new endpoint has to state its access here. `:riderId` is the approved rider's own id.
 */
const TABLE: Record<string, Record<Who, Expect>> = {
  'GET /health': everyone(),
  'GET /api/health': everyone(),
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
  'POST /api/auth/send-otp': everyone(),
  'POST /api/auth/verify-otp': everyone(),
  'POST /api/whatsapp/whatsapp-login': everyone(),
  'POST /api/auth/register': only('customerA', 'customerB'),
  'POST /api/auth/get-user-by-phone': only('customerA', 'customerB'),
  'GET /api/auth/profile': only('customerA', 'customerB'),
  'PUT /api/auth/profile': only('customerA', 'customerB'),
  'POST /api/auth/logout': everyone(),
  'POST /api/auth/login': everyone(),
  'GET /api/admin/session': only('admin'),
  'POST /api/riders/register/request-otp': everyone(),
  'POST /api/riders/register': everyone(),
  'POST /api/riders/request-otp': everyone(),
  'POST /api/riders/verify-otp': everyone(),
  'GET /api/riders/me': only('pendingRider', 'approvedRider'),
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
  // The URL names customer A: B is signed in but refused.
  'GET /api/bookings/customer/:id': only('customerA'),
  'GET /api/bookings/:id': only('customerA', 'customerB'),
  'PUT /api/bookings/:id': only('customerA', 'customerB'),
  'PUT /api/bookings/:id/cancel': only('customerA', 'customerB'),
  'DELETE /api/bookings/:id': only('customerA', 'customerB'),
  // The pending rider is signed in but these are another rider's documents.
  'GET /api/riders/:riderId/documents/:kind': only('approvedRider', 'admin'),
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
  });

  it('covers every declared route', () => {
    const declared = ctx.app.declaredRoutes.map((r) => `${r.method} ${r.url}`);
    const missing = declared.filter((route) => !TABLE[route]);
    expect(missing, 'routes without an entry in the access table').toEqual([]);
    const stale = Object.keys(TABLE).filter((route) => !declared.includes(route));
    expect(stale, 'table entries for routes that no longer exist').toEqual([]);
  });

  it('gives each caller the expected access to each route', async () => {
    const failures: string[] = [];
    for (const [route, expectations] of Object.entries(TABLE)) {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern
        .replace('/customer/:id', `/customer/${customerAId}`)
        .replace(':riderId', riderId).replace(':kind', 'selfie').replace(':id', '00000000-0000-4000-8000-000000000000').replace('*', 'index.html');
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
    }
    expect(failures).toEqual([]);
  });
});
