import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, VENDOR_MESSAGES, type VendorRecord } from '@washday/core';
import { bookings, vendors } from '../../db/schema/index.js';
import { injectJson, useTestApp } from '../../test/test-app.js';
import { adminAndOthers } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';

/** A vendor in Sector 29, Gurugram. */
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Crisp Cleaners',
  address: 'SCO 41, Sector 29 Market, Gurugram, Haryana 122001',
  coordinates: { lat: 28.4685, lng: 77.0635 },
  services: ['woolen-dry-clean', 'laundry'],
  contactPhone: '0124 400 0303',
  rating: 4.2,
  ...overrides,
});

describe('admin vendors', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let customerId = '';
  let others: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    ({ admin, customerId, others } = await adminAndOthers(ctx.app, '96000001'));
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) =>
    injectJson(ctx.app, { method, url, headers, ...(payload ? { payload } : {}) });
  type Listing = { vendors: VendorRecord[]; pagination: Record<string, unknown>; counts: Record<string, number> };
  const list = async (query: Record<string, string> = {}) =>
    (await call('GET', `/api/admin/vendors?${new URLSearchParams(query)}`)).body as Listing;

  it('refuses guests, customers and riders on every vendor route', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', '/api/admin/vendors?status=all'],
      ['POST', '/api/admin/vendors', body({ name: 'Sneaky Cleaners' })],
      ['PUT', '/api/admin/vendors/vendor-sector-14', body({ name: 'Renamed' })],
      ['PUT', '/api/admin/vendors/vendor-sector-14/status', { isActive: false }],
    ];
    for (const [who, headers] of Object.entries(others)) {
      for (const [method, url, payload] of routes) {
        const { res } = await call(method, url, payload, headers);
        expect([401, 403], `${method} ${url} as ${who}`).toContain(res.statusCode);
      }
    }
    const [seeded] = await ctx.database.db.select().from(vendors).where(eq(vendors.id, 'vendor-sector-14'));
    expect(seeded).toMatchObject({ name: 'Sparkle Dry Cleaners', isActive: true });
    expect((await list({ status: 'all' })).vendors.map((v) => v.name)).not.toContain('Sneaky Cleaners');
  });

  it('lists the seeded vendors with their services in catalogue order, phone as 10 digits and open orders', async () => {
    const { vendors: rows, pagination, counts } = await list();
    expect(rows.map((v) => v.id)).toEqual(['vendor-sohna-road', 'vendor-sector-14']);
    expect(rows[1]).toMatchObject({
      name: 'Sparkle Dry Cleaners',
      coordinates: { lat: 28.4722, lng: 77.0434 },
      services: ['laundry', 'iron', 'mens-dry-clean', 'womens-dry-clean', 'woolen-dry-clean'],
      contactPhone: '1244000101',
      rating: 4.5,
      isActive: true,
      openOrders: 0,
    });
    expect(pagination).toEqual({ page: 1, limit: 20, total: 2, hasMore: false });
    expect(counts).toEqual({ active: 2, inactive: 0 });
  });

  it('adds a vendor with a readable id, a normalised phone and its services in catalogue order', async () => {
    const { res, body: answer } = await call('POST', '/api/admin/vendors', body());
    expect(res.statusCode).toBe(201);
    expect(answer.message).toBe('Crisp Cleaners added');
    const vendor = answer.vendor as VendorRecord;
    expect(vendor).toMatchObject({
      id: 'vendor-crisp-cleaners',
      name: 'Crisp Cleaners',
      services: ['laundry', 'woolen-dry-clean'],
      contactPhone: '1244000303',
      rating: 4.2,
      isActive: true,
      openOrders: 0,
    });
    const [stored] = await ctx.database.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(stored!.contactPhone).toBe('911244000303');

    // A mobile with +91 and spaces; a name that slugs like another gets the next free id.
    const second = await call(
      'POST',
      '/api/admin/vendors',
      body({ name: 'Crisp Cleaners!', contactPhone: '+91 98110 22334', rating: 0 }),
    );
    expect(second.res.statusCode).toBe(201);
    expect(second.body.vendor).toMatchObject({ id: 'vendor-crisp-cleaners-2', contactPhone: '9811022334', rating: 0 });
  });

  it('refuses a second vendor with the same name, whatever its case', async () => {
    const { res, body: answer } = await call('POST', '/api/admin/vendors', body({ name: '  sparkle DRY cleaners ' }));
    expect(res.statusCode).toBe(409);
    expect(answer).toMatchObject({ field: 'name', message: VENDOR_MESSAGES.nameTaken('sparkle DRY cleaners') });
  });

  it.each([
    [{ name: '   ' }, 'name', VENDOR_MESSAGES.nameRequired],
    [{ address: '' }, 'address', VENDOR_MESSAGES.addressRequired],
    [{ coordinates: undefined }, 'coordinates', VENDOR_MESSAGES.locationRequired],
    [{ coordinates: { lat: 95, lng: 77.05 } }, 'coordinates.lat', VENDOR_MESSAGES.coordinatesInvalid],
    // Mumbai: a real place, not one our riders reach.
    [{ coordinates: { lat: 19.076, lng: 72.8777 } }, 'coordinates', VENDOR_MESSAGES.tooFar],
    [{ services: [] }, 'services', VENDOR_MESSAGES.servicesRequired],
    [{ services: ['laundry', 'shoe-repair'] }, 'services.1', VENDOR_MESSAGES.unknownCategory('shoe-repair')],
    [{ services: ['dry-clean'] }, 'services.0', VENDOR_MESSAGES.umbrellaCategory('Dry Clean')],
    [{ contactPhone: '' }, 'contactPhone', VENDOR_MESSAGES.phoneRequired],
    [{ contactPhone: '12345' }, 'contactPhone', VENDOR_MESSAGES.phoneInvalid],
    [{ contactPhone: '0012 4400 0303' }, 'contactPhone', VENDOR_MESSAGES.phoneInvalid],
    [{ rating: 5.5 }, 'rating', VENDOR_MESSAGES.ratingRange],
    [{ rating: -1 }, 'rating', VENDOR_MESSAGES.ratingRange],
    [{ rating: 4.25 }, 'rating', VENDOR_MESSAGES.ratingStep],
    [{ rating: undefined }, 'rating', VENDOR_MESSAGES.ratingRequired],
  ])('refuses %o with a 400 naming the field', async (change, field, message) => {
    const { res, body: answer } = await call('POST', '/api/admin/vendors', body({ name: 'Field Check Laundry', ...change }));
    expect(res.statusCode).toBe(400);
    expect(answer).toMatchObject({ success: false, field, message });
  });

  it('edits a vendor; an unknown or malformed id is refused', async () => {
    const { res, body: answer } = await call(
      'PUT',
      '/api/admin/vendors/vendor-sohna-road',
      body({ name: 'FreshPress Laundry Hub, Sohna Road', services: ['iron'], rating: 4.4, contactPhone: '9810012345' }),
    );
    expect(res.statusCode).toBe(200);
    expect(answer.message).toBe('FreshPress Laundry Hub, Sohna Road updated');
    expect(answer.vendor).toMatchObject({
      id: 'vendor-sohna-road',
      services: ['iron'],
      rating: 4.4,
      contactPhone: '9810012345',
      coordinates: { lat: 28.4685, lng: 77.0635 },
    });
    // Keeping its own name is not a clash with itself.
    expect(
      (
        await call(
          'PUT',
          '/api/admin/vendors/vendor-sohna-road',
          body({ name: 'freshpress laundry hub, sohna road', services: ['iron'], rating: 4.4 }),
        )
      ).res.statusCode,
    ).toBe(200);
    // Taking another vendor's name is.
    const clash = await call('PUT', '/api/admin/vendors/vendor-sohna-road', body({ name: 'Sparkle Dry Cleaners' }));
    expect(clash.res.statusCode).toBe(409);

    const missing = await call('PUT', '/api/admin/vendors/vendor-nowhere', body({ name: 'Nowhere' }));
    expect(missing.res.statusCode).toBe(404);
    expect(missing.body.message).toBe(VENDOR_MESSAGES.notFound);
    const malformed = await call('PUT', '/api/admin/vendors/Not%20An%20Id', body());
    expect(malformed.res.statusCode).toBe(400);
    expect(malformed.body.message).toBe(VENDOR_MESSAGES.idInvalid);
  });

  it('deactivates a vendor: hidden from the default list, not assignable, its open orders stay; then reactivates it', async () => {
    const booking = await insertBooking(ctx.app, customerId);
    const assign = () =>
      call('POST', '/api/admin/orders/assign-vendor', { orderId: booking.id, vendorData: { vendorId: 'vendor-sector-14' } });
    expect((await assign()).res.statusCode).toBe(200);
    expect((await list({ search: 'sparkle' })).vendors[0]!.openOrders).toBe(1);

    const off = await call('PUT', '/api/admin/vendors/vendor-sector-14/status', { isActive: false });
    expect(off.res.statusCode).toBe(200);
    expect(off.body.message).toBe(VENDOR_MESSAGES.deactivated('Sparkle Dry Cleaners'));
    expect(off.body.vendor).toMatchObject({ isActive: false, openOrders: 1 });
    // Twice is a clear refusal, not a silent success.
    const again = await call('PUT', '/api/admin/vendors/vendor-sector-14/status', { isActive: false });
    expect(again.res.statusCode).toBe(409);
    expect(again.body.message).toBe(VENDOR_MESSAGES.alreadyInactive);

    expect((await list()).vendors.map((v) => v.id)).not.toContain('vendor-sector-14');
    expect((await list({ status: 'inactive' })).vendors.map((v) => v.id)).toEqual(['vendor-sector-14']);
    expect((await list({ status: 'all' })).counts.inactive).toBe(1);

    const refused = await assign();
    expect(refused.res.statusCode).toBe(400);
    expect(refused.body.message).toBe(ORDER_MESSAGES.vendorNotFound);
    const [order] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(order!.vendorId).toBe('vendor-sector-14');

    const on = await call('PUT', '/api/admin/vendors/vendor-sector-14/status', { isActive: true });
    expect(on.body.message).toBe(VENDOR_MESSAGES.reactivated('Sparkle Dry Cleaners'));
    expect((await assign()).res.statusCode).toBe(200);
    expect((await call('PUT', '/api/admin/vendors/vendor-missing/status', { isActive: true })).res.statusCode).toBe(404);
  });

  it('searches by name, address or phone, filters by service and pages and sorts on the server', async () => {
    for (const [i, name] of ['Aster Laundry', 'Birch Laundry', 'Cedar Laundry'].entries()) {
      await call(
        'POST',
        '/api/admin/vendors',
        body({ name, rating: 3 + i / 10, services: ['iron'], contactPhone: `98100000${10 + i}` }),
      );
    }
    expect((await list({ search: 'laundry', limit: '2' })).pagination).toEqual({ page: 1, limit: 2, total: 4, hasMore: true });
    const page2 = await list({ search: 'laundry', limit: '2', page: '2' });
    expect(page2.vendors.map((v) => v.name)).toEqual(['Cedar Laundry', 'freshpress laundry hub, sohna road']);
    expect(page2.pagination.hasMore).toBe(false);
    expect((await list({ search: 'Sector 29 Market', status: 'all' })).vendors.length).toBeGreaterThanOrEqual(3);
    expect((await list({ search: '+91 98100 00011' })).vendors.map((v) => v.name)).toEqual(['Birch Laundry']);
    expect((await list({ service: 'woolen-dry-clean' })).vendors.map((v) => v.id)).toEqual([
      'vendor-crisp-cleaners',
      'vendor-crisp-cleaners-2',
      'vendor-sector-14',
    ]);
    const byRating = await list({ sort: 'rating', order: 'desc', limit: '3' });
    expect(byRating.vendors.map((v) => v.rating)).toEqual([4.5, 4.4, 4.2]);
    const bad = await call('GET', '/api/admin/vendors?status=gone');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.field).toBe('status');
  });
});
