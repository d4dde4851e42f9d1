import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.js';
import { bearer, injectJson, testEnv, useTestApp } from './test/test-app.js';
import { workerDatabase } from './test/test-database.js';
import { createAdminAccount, createCustomer, latestCode, tokenFor } from './test/identity-fixtures.js';
import { checkoutBody } from './test/request-bodies.js';

// PostgreSQL cannot store NUL; before the rule these requests failed with 500 "invalid byte sequence".
describe('control characters in text input', () => {
  const ctx = useTestApp();
  let seq = 0;
  const ip = () => `10.44.0.${++seq}`;

  async function customerHeaders() {
    const user = await createCustomer(ctx.app, `95${String(++seq).padStart(8, '0')}`);
    return bearer(await tokenFor(ctx.app, 'customer', user.id));
  }
  const address = {
    flat_no: 'Flat 12',
    area: 'Sector 45',
    city: 'Gurugram',
    pincode: '122003',
    coordinates: { lat: 28.44, lng: 77.06 },
    address_type: 'home',
    contact_person: 'Asha',
    contact_phone: '9876543210',
  };
  async function savedAddress(headers: Record<string, string>) {
    const { res, body } = await injectJson(ctx.app, { method: 'POST', url: '/api/addresses', headers, payload: address });
    expect(res.statusCode).toBe(201);
    return (body.data as { id: string }).id;
  }
  const order = (addressId: string, overrides: Record<string, unknown> = {}) =>
    checkoutBody(addressId, [{ id: 'laundry-fold', quantity: 3 }], overrides);

  function expectRefused(result: Awaited<ReturnType<typeof injectJson>>, field: string) {
    expect(result.res.statusCode, result.res.body).toBe(400);
    expect(result.body).toMatchObject({ error: 'VALIDATION_ERROR', message: `Invalid characters in field '${field}'`, field });
  }

  it('refuses them without signing in: coupon check, admin sign-in, detected locations', async () => {
    expectRefused(
      await injectJson(ctx.app, {
        method: 'POST',
        url: '/api/coupons/validate',
        payload: { couponCode: 'A\u0000', orderAmount: 1 },
      }),
      'couponCode',
    );
    await createAdminAccount(ctx.app);
    const login = (username: string) =>
      injectJson(ctx.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: 'correct horse battery' },
        remoteAddress: ip(),
      });
    expectRefused(await login('ops-admin\u0000'), 'username');
    expectRefused(await login('ops\u007fadmin'), 'username');
    const detected = { full_address: 'Sector 45, Gurugram', coordinates: { lat: 28.44, lng: 77.06 }, detection_method: 'gps' };
    expectRefused(
      await injectJson(ctx.app, {
        method: 'POST',
        url: '/api/detected-locations',
        payload: { ...detected, city: 'Gurugram\u0000' },
        remoteAddress: ip(),
      }),
      'city',
    );
    const signedIn = await customerHeaders();
    expectRefused(
      await injectJson(ctx.app, {
        method: 'POST',
        url: '/api/detected-locations/logged-user',
        headers: signedIn,
        payload: { ...detected, session_id: 's\u0001' },
      }),
      'session_id',
    );
  });

  it('refuses them in the query string and path too', async () => {
    expectRefused(await injectJson(ctx.app, { method: 'GET', url: '/api/location/autocomplete?input=sec%00tor' }), 'input');
    expectRefused(await injectJson(ctx.app, { method: 'GET', url: '/api/location/place/abc%00' }), 'id');
  });

  it('refuses them in the customer sign-in and profile', async () => {
    const phone = '9811100001';
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { phone }, remoteAddress: ip() })).statusCode,
    ).toBe(200);
    const verify = (url: string, name: string) =>
      injectJson(ctx.app, {
        method: 'POST',
        url,
        payload: { phone, otp: latestCode(ctx.app, phone), name },
        remoteAddress: ip(),
      });
    expectRefused(await verify('/api/auth/verify-otp', 'Asha\u0000'), 'name');
    expectRefused(await verify('/api/whatsapp/whatsapp-login', 'Asha\u0000'), 'name');
    const headers = await customerHeaders();
    expectRefused(
      await injectJson(ctx.app, { method: 'PUT', url: '/api/auth/profile', headers, payload: { name: 'Asha\u0000' } }),
      'name',
    );
    expectRefused(
      await injectJson(ctx.app, { method: 'PUT', url: '/api/auth/profile', headers, payload: { name: 'Asha\ud800' } }),
      'name',
    );
    // Line breaks belong only in multi-line text; trimmed edges are not counted.
    expectRefused(
      await injectJson(ctx.app, { method: 'PUT', url: '/api/auth/profile', headers, payload: { name: 'Asha\nVerma' } }),
      'name',
    );
    const fine = await injectJson(ctx.app, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { name: ' Asha Verma 🙏\n' },
    });
    expect(fine.res.statusCode).toBe(200);
    expect((fine.body.user as { name: string }).name).toBe('Asha Verma 🙏');
  });

  it('refuses them in saved addresses, allowing line breaks in the full address', async () => {
    const headers = await customerHeaders();
    const save = (payload: object) => injectJson(ctx.app, { method: 'POST', url: '/api/addresses', headers, payload });
    expectRefused(await save({ ...address, landmark: 'Near park\u0000' }), 'landmark');
    expectRefused(await save({ ...address, contact_person: 'As\u001bha' }), 'contact_person');
    const id = await savedAddress(headers);
    expectRefused(
      await injectJson(ctx.app, {
        method: 'PUT',
        url: `/api/addresses/${id}`,
        headers,
        payload: { ...address, area: 'Sector\u000045' },
      }),
      'area',
    );
    const multiLine = await save({ ...address, address_type: 'office', full_address: 'Tower C, Flat 12\nSector 45, Gurugram' });
    expect(multiLine.res.statusCode).toBe(201);
  });

  it('refuses them in bookings, instructions and coupon codes included', async () => {
    const headers = await customerHeaders();
    const addressId = await savedAddress(headers);
    const book = (payload: object) => injectJson(ctx.app, { method: 'POST', url: '/api/bookings', headers, payload });
    expectRefused(await book(order(addressId, { instructions: 'Ring twice\u0000' })), 'instructions');
    expectRefused(await book(order(addressId, { coupon_code: 'WELCOME\u0000' })), 'coupon_code');
    expectRefused(
      await book(order(addressId, { services: [{ id: 'laundry-fold', quantity: 1, name: 'x\u0000' }] })),
      'services.0.name',
    );
    expectRefused(await book(order(addressId, { address: { full_address: 'Tower C\u0000' } })), 'address.full_address');
    const created = await book(order(addressId, { instructions: 'Ring twice\nthen call' }));
    expect(created.res.statusCode).toBe(201);
    const id = (created.body.booking as { id: string }).id;
    expectRefused(
      await injectJson(ctx.app, { method: 'PUT', url: `/api/bookings/${id}`, headers, payload: { instructions: 'Later\u0000' } }),
      'instructions',
    );
  });
});

describe('a route added later', () => {
  it('gets the same refusal without asking for it', async () => {
    const app = await buildApp({ env: testEnv(), database: await workerDatabase(), logger: false });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/test/note',
        { config: { access: 'public' }, schema: { body: z.object({ note: z.string(), tags: z.array(z.string()).optional() }) } },
        async () => ({ ok: true }),
      );
    await app.ready();
    try {
      const post = (payload: object) => injectJson(app, { method: 'POST', url: '/api/test/note', payload });
      expect((await post({ note: 'fine' })).res.statusCode).toBe(200);
      const refused = await post({ note: 'fine', tags: ['ok', 'b\u0000d'] });
      expect(refused.res.statusCode).toBe(400);
      expect(refused.body).toMatchObject({ message: "Invalid characters in field 'tags.1'", field: 'tags.1' });
    } finally {
      await app.close();
    }
  });
});
