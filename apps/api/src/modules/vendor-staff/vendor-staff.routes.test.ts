import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS_PER_PHONE_PER_HOUR, VENDOR_STAFF_MESSAGES } from '@washday/core';
import { sessions, vendorStaff } from '../../db/schema/index.js';
import { bearer, browserHeaders, injectJson, useTestApp } from '../../test/test-app.js';
import { createAdminAccount, latestCode, tokenFor } from '../../test/identity-fixtures.js';

/** Admins keep a laundry's staff accounts; the staff sign in by phone code as riders do (decision 0034). */
describe('vendor staff accounts and sign-in', () => {
  const ctx = useTestApp();
  let admin: Record<string, string> = {};
  let n = 0;
  const as = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectJson(ctx.app, { method, url, headers, ...(payload ? { payload } : {}), remoteAddress: `10.31.0.${++n % 250}` });
  const addStaff = (vendor: string, name: string, phone: string) =>
    as(admin, 'POST', `/api/admin/vendors/${vendor}/staff`, { name, phone });
  const signIn = async (phone: string, ip = `10.32.0.${++n % 250}`) => {
    ctx.clock.advance(61_000); // past the resend wait of the phone's previous code
    const sent = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/vendor/request-otp',
      payload: { phone },
      remoteAddress: ip,
    });
    expect(sent.res.statusCode).toBe(200);
    return injectJson(ctx.app, {
      method: 'POST',
      url: '/api/vendor/verify-otp',
      payload: { phone, otp: latestCode(ctx.app, phone) },
      remoteAddress: ip,
    });
  };

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [account] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', account!.id));
  });

  it("adds staff to a vendor with core's mobile rule, and lists them active first", async () => {
    const added = await addStaff('vendor-sector-14', '  Sunita Devi ', '+91 98765 11111');
    expect(added.res.statusCode).toBe(201);
    expect(added.body.message).toBe(VENDOR_STAFF_MESSAGES.created('Sunita Devi'));
    expect(added.body.staff).toMatchObject({
      name: 'Sunita Devi',
      phone: '9876511111',
      vendor: { id: 'vendor-sector-14', name: expect.any(String) },
      isActive: true,
    });
    await addStaff('vendor-sector-14', 'Aman', '9876511112');
    const listed = await as(admin, 'GET', '/api/admin/vendors/vendor-sector-14/staff');
    expect((listed.body.staff as Array<{ name: string }>).map((s) => s.name)).toEqual(['Aman', 'Sunita Devi']);
    const other = await as(admin, 'GET', '/api/admin/vendors/vendor-sohna-road/staff');
    expect(other.body.staff).toEqual([]);
  });

  it('refuses a bad mobile, an empty name, a duplicate number and an unknown vendor, each in words', async () => {
    const bad = await addStaff('vendor-sector-14', 'Ravi', '12345');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.message).toBe(VENDOR_STAFF_MESSAGES.phoneInvalid);
    const landline = await addStaff('vendor-sector-14', 'Ravi', '0124 4000101');
    expect(landline.body.message).toBe(VENDOR_STAFF_MESSAGES.phoneInvalid);
    const unnamed = await addStaff('vendor-sector-14', '  ', '9876511199');
    expect(unnamed.body.message).toBe(VENDOR_STAFF_MESSAGES.nameRequired);
    const duplicate = await addStaff('vendor-sohna-road', 'Someone Else', '98765 11111');
    expect(duplicate.res.statusCode).toBe(409);
    expect(duplicate.body).toMatchObject({ field: 'phone' });
    expect(duplicate.body.message).toMatch(/^This number already signs in Sunita Devi at /);
    const unknown = await addStaff('vendor-nowhere', 'Ravi', '9876511198');
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body.message).toBe(VENDOR_STAFF_MESSAGES.vendorNotFound);
  });

  it('signs staff in by phone code with their own session kind and cookie', async () => {
    const signed = await signIn('9876511111');
    expect(signed.res.statusCode).toBe(200);
    expect(signed.body.staff).toMatchObject({ name: 'Sunita Devi', vendor: { id: 'vendor-sector-14' } });
    const cookie = signed.res.cookies.find((c) => c.name === 'wd_vendor_session');
    expect(cookie?.httpOnly).toBe(true);
    const me = await as(browserHeaders(`wd_vendor_session=${cookie!.value}`), 'GET', '/api/vendor/me');
    expect(me.body.staff).toMatchObject({ name: 'Sunita Devi' });
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.subject, 'vendor'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.vendorStaffId).toBe((signed.body.staff as { id: string }).id);
  });

  it('sends no code to a number that is not staff, and says so once a code is checked', async () => {
    const ip = '10.33.0.1';
    const sent = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/vendor/request-otp',
      payload: { phone: '9876519999' },
      remoteAddress: ip,
    });
    expect(sent.res.statusCode).toBe(200);
    expect(() => latestCode(ctx.app, '9876519999')).toThrow();
    const checked = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/vendor/verify-otp',
      payload: { phone: '9876519999', otp: '123456' },
      remoteAddress: ip,
    });
    expect(checked.res.statusCode).toBe(400);
  });

  it('deactivating ends the sessions and refuses sign-in with a clear message; reactivating lets them back', async () => {
    const signed = await signIn('9876511112');
    const token = signed.body.token as string;
    const staffId = (signed.body.staff as { id: string }).id;
    expect((await as(bearer(token), 'GET', '/api/vendor/orders')).res.statusCode).toBe(200);

    const off = await as(admin, 'PUT', `/api/admin/vendors/vendor-sector-14/staff/${staffId}/status`, { isActive: false });
    expect(off.res.statusCode).toBe(200);
    expect(off.body.message).toBe(VENDOR_STAFF_MESSAGES.deactivated('Aman'));
    expect((await as(bearer(token), 'GET', '/api/vendor/orders')).res.statusCode).toBe(401);
    const again = await as(admin, 'PUT', `/api/admin/vendors/vendor-sector-14/staff/${staffId}/status`, { isActive: false });
    expect(again.body.message).toBe(VENDOR_STAFF_MESSAGES.alreadyInactive);

    const refused = await signIn('9876511112');
    expect(refused.res.statusCode).toBe(403);
    expect(refused.body.message).toBe(VENDOR_STAFF_MESSAGES.inactive);

    // Another vendor's path cannot reach this account.
    const wrongVendor = await as(admin, 'PUT', `/api/admin/vendors/vendor-sohna-road/staff/${staffId}/status`, {
      isActive: true,
    });
    expect(wrongVendor.res.statusCode).toBe(404);
    const on = await as(admin, 'PUT', `/api/admin/vendors/vendor-sector-14/staff/${staffId}/status`, { isActive: true });
    expect(on.body.message).toBe(VENDOR_STAFF_MESSAGES.reactivated('Aman'));
    expect((await signIn('9876511112')).res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(vendorStaff).where(eq(vendorStaff.id, staffId));
    expect(row?.isActive).toBe(true);
  });

  it("takes the riders' code limits: the phone's hourly cap answers 429", async () => {
    await addStaff('vendor-sohna-road', 'Capped', '9876511130');
    const statuses: number[] = [];
    for (let i = 0; i <= OTP_MAX_SENDS_PER_PHONE_PER_HOUR; i++) {
      ctx.clock.advance(61_000);
      const sent = await injectJson(ctx.app, {
        method: 'POST',
        url: '/api/vendor/request-otp',
        payload: { phone: '9876511130' },
        remoteAddress: `10.34.0.${i}`,
      });
      statuses.push(sent.res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  });

  it('signing out ends the staff session', async () => {
    const signed = await signIn('9876511111');
    const token = signed.body.token as string;
    const out = await as(bearer(token), 'POST', '/api/vendor/logout');
    expect(out.body.message).toBe(VENDOR_STAFF_MESSAGES.loggedOut);
    expect((await as(bearer(token), 'GET', '/api/vendor/me')).res.statusCode).toBe(401);
  });
});
