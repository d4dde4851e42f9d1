import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  catalogueResponseSchema,
  type AdminCategory,
  type AdminService,
  type Booking,
  type CatalogueService,
} from '@washday/core';
import { bookingItems, services } from '../../db/schema/index.js';
import { injectJson, useTestApp } from '../../test/test-app.js';
import { adminAndOthers } from '../../test/identity-fixtures.js';
import { SECTOR_69_ADDRESS } from '../../test/request-bodies.js';

/** A service body: men's dry clean Blazer at ₹260 a piece. */
const serviceBody = (overrides: Record<string, unknown> = {}) => ({
  categoryId: 'mens-dry-clean',
  name: 'Blazer',
  description: 'Dry clean and steam press for blazers',
  price: 260,
  unit: 'PC',
  popular: false,
  enabled: true,
  minQuantity: 1,
  estimatedTime: '48-72 hours',
  image: '/images/services/dc-men-coat.svg',
  ...overrides,
});

const categoryBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Shoe Care',
  description: 'Cleaning and polishing for shoes and sneakers',
  icon: 'sparkles',
  sortOrder: 10,
  enabled: true,
  ...overrides,
});

describe('admin catalogue', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let others: Record<string, Record<string, string>> = {};
  let customer: Record<string, string>;
  let addressId = '';

  beforeAll(async () => {
    ({ admin, others } = await adminAndOthers(ctx.app, '96000002'));
    customer = others.customer!;
    const saved = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/addresses',
      headers: customer,
      payload: SECTOR_69_ADDRESS,
    });
    addressId = (saved.body.data as { id: string }).id;
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers = admin) =>
    injectJson(ctx.app, { method, url, headers, ...(payload ? { payload } : {}) });
  const publicCatalogue = async () =>
    catalogueResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/services' })).json()).categories;
  const publicService = async (id: string): Promise<CatalogueService | undefined> =>
    (await publicCatalogue()).flatMap((c) => c.services).find((s) => s.id === id);
  // The test clock is 2026-11-22 11:00 in India.
  const book = async (serviceId: string, quantity: number) => {
    const { res, body } = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/bookings',
      headers: customer,
      payload: {
        services: [{ id: serviceId, quantity }],
        pickupDate: '2026-11-23',
        pickupTime: quantity === 4 ? '10:00' : '12:00',
        deliveryDate: '2026-11-24',
        deliveryTime: '16:00',
        address_id: addressId,
        phone: '9876543210',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return body.booking as Booking;
  };

  it('refuses guests, customers and riders on every catalogue admin route', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT' | 'PATCH', string, object?]> = [
      ['GET', '/api/admin/services'],
      ['POST', '/api/admin/services', serviceBody({ name: 'Sneaky' })],
      ['PUT', '/api/admin/services/iron-regular', serviceBody({ categoryId: 'iron', price: 1 })],
      ['PATCH', '/api/admin/services/iron-regular', { enabled: false }],
      ['POST', '/api/admin/service-categories', categoryBody({ name: 'Sneaky' })],
      ['PUT', '/api/admin/service-categories/iron', categoryBody({ name: 'Iron', enabled: false })],
    ];
    for (const [who, headers] of Object.entries(others)) {
      for (const [method, url, payload] of routes) {
        const { res } = await call(method, url, payload, headers);
        expect([401, 403], `${method} ${url} as ${who}`).toContain(res.statusCode);
      }
    }
    expect(await publicService('iron-regular')).toMatchObject({ price: 20, enabled: true });
    expect((await publicCatalogue()).map((c) => c.id)).toContain('iron');
  });

  it('lists every category and service for operations, disabled ones included, and marks the umbrella', async () => {
    await ctx.database.db.update(services).set({ enabled: false }).where(eq(services.id, 'dc-women-top'));
    const { res, body } = await call('GET', '/api/admin/services');
    expect(res.statusCode).toBe(200);
    const categories = body.categories as AdminCategory[];
    expect(categories.map((c) => c.id)).toEqual([
      'laundry',
      'iron',
      'dry-clean',
      'mens-dry-clean',
      'womens-dry-clean',
      'woolen-dry-clean',
    ]);
    expect(categories.find((c) => c.id === 'dry-clean')).toMatchObject({ groupsOthers: true, services: [] });
    expect(categories.find((c) => c.id === 'iron')?.groupsOthers).toBe(false);
    const top = categories.flatMap((c) => c.services).find((s) => s.id === 'dc-women-top');
    expect(top).toMatchObject({ enabled: false, price: 140, unit: 'PC', image: '/images/services/dc-women-top.svg' });
    expect(categories.flatMap((c) => c.services)).toHaveLength(32);
    await ctx.database.db.update(services).set({ enabled: true }).where(eq(services.id, 'dc-women-top'));
  });

  it('a price change applies to new orders only: a booking keeps its lines and totals', async () => {
    const before = await book('iron-regular', 4);
    expect(before).toMatchObject({ total_price: 80, final_amount: 80 });
    const etag = String((await ctx.app.inject({ method: 'GET', url: '/api/services' })).headers.etag);

    const { res, body } = await call(
      'PUT',
      '/api/admin/services/iron-regular',
      serviceBody({
        categoryId: 'iron',
        name: 'Regular Iron',
        description: 'Coal iron for everyday clothes',
        price: 25,
        estimatedTime: '24 hours',
        image: '/images/services/iron-regular.svg',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(body.message).toBe(M.serviceUpdated('Regular Iron'));
    expect(body.service).toMatchObject({ id: 'iron-regular', price: 25 });

    // The public catalogue serves the new price at once, under a new ETag (the old one no longer answers 304).
    expect(await publicService('iron-regular')).toMatchObject({ price: 25 });
    const revalidated = await ctx.app.inject({ method: 'GET', url: '/api/services', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(etag);

    const old = (await call('GET', `/api/bookings/${before.id}`, undefined, customer)).body.booking as Booking;
    expect(old.item_prices).toEqual([
      expect.objectContaining({ service_id: 'iron-regular', unit_price: 20, quantity: 4, total_price: 80 }),
    ]);
    expect(old).toMatchObject({
      total_price: 80,
      final_amount: 80,
      charges_breakdown: expect.objectContaining({ base_price: 80 }),
    });
    const [stored] = await ctx.database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, before.id));
    expect(stored).toMatchObject({ unitPricePaise: 2000, totalPricePaise: 8000 });

    const after = await book('iron-regular', 3);
    expect(after.item_prices).toEqual([
      expect.objectContaining({ service_id: 'iron-regular', unit_price: 25, quantity: 3, total_price: 75 }),
    ]);
    expect(after).toMatchObject({ total_price: 75, final_amount: 75 });
  });

  it('adds a service customers see at once, with a readable id and a picture from the shipped set', async () => {
    const { res, body } = await call(
      'POST',
      '/api/admin/services',
      serviceBody({ price: 259.5, estimatedTime: ' 48 – 72 HOURS ', popular: true }),
    );
    expect(res.statusCode).toBe(201);
    expect(body.message).toBe(M.serviceCreated('Blazer'));
    const service = body.service as AdminService;
    expect(service).toMatchObject({
      id: 'mens-dry-clean-blazer',
      price: 259.5,
      estimatedTime: '48-72 hours',
      popular: true,
      enabled: true,
    });
    expect(await publicService('mens-dry-clean-blazer')).toMatchObject({
      name: 'Blazer',
      price: 259.5,
      category: 'mens-dry-clean',
      popular: true,
    });
    const [row] = await ctx.database.db.select().from(services).where(eq(services.id, service.id));
    expect(row!.pricePaise).toBe(25950);

    // The same name in the same category is refused; in another category it is fine.
    const clash = await call('POST', '/api/admin/services', serviceBody({ name: 'blazer' }));
    expect(clash.res.statusCode).toBe(409);
    expect(clash.body).toMatchObject({ field: 'name', message: M.serviceNameTaken('blazer', "Men's Dry Clean") });
    const women = await call('POST', '/api/admin/services', serviceBody({ categoryId: 'womens-dry-clean' }));
    expect(women.body.service).toMatchObject({ id: 'womens-dry-clean-blazer' });
  });

  it.each([
    [{ name: ' ' }, 'name', M.nameRequired],
    [{ price: 0 }, 'price', M.pricePositive],
    [{ price: -5 }, 'price', M.pricePositive],
    [{ price: 12.345 }, 'price', M.priceStep],
    [{ price: 100_001 }, 'price', M.priceMax],
    [{ price: '120' }, 'price', M.priceRequired],
    [{ unit: 'BOX' }, 'unit', M.unitInvalid],
    [{ minQuantity: 0 }, 'minQuantity', M.minQuantityInvalid],
    [{ minQuantity: 1.5 }, 'minQuantity', M.minQuantityInvalid],
    [{ estimatedTime: 'soon' }, 'estimatedTime', M.estimatedTimeInvalid],
    [{ estimatedTime: '48-24 hours' }, 'estimatedTime', M.estimatedTimeRange],
    [{ image: '' }, 'image', M.pictureRequired],
    [{ image: 'https://example.com/tracker.png' }, 'image', M.pictureUnknown],
    [{ categoryId: 'shoes' }, 'categoryId', M.unknownCategory('shoes')],
    [{ categoryId: 'dry-clean' }, 'categoryId', M.umbrellaCategory('Dry Clean')],
    [{ description: 'x'.repeat(301) }, 'description', M.descriptionTooLong],
  ])('refuses a service with %o: 400 naming the field', async (change, field, message) => {
    const { res, body } = await call('POST', '/api/admin/services', serviceBody({ name: 'Field Check', ...change }));
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, field, message });
  });

  it('keeps a picture the service already has, but a new choice must come from the shipped set', async () => {
    await ctx.database.db.update(services).set({ image: '/uploads/legacy-kurta.jpg' }).where(eq(services.id, 'dc-men-kurta'));
    const keep = serviceBody({ categoryId: 'mens-dry-clean', name: 'Kurta', price: 130, image: '/uploads/legacy-kurta.jpg' });
    expect((await call('PUT', '/api/admin/services/dc-men-kurta', keep)).res.statusCode).toBe(200);
    const other = await call('PUT', '/api/admin/services/dc-men-kurta', { ...keep, image: '/uploads/another.jpg' });
    expect(other.res.statusCode).toBe(400);
    expect(other.body.field).toBe('image');
    const missing = await call('PUT', '/api/admin/services/no-such-service', keep);
    expect(missing.res.statusCode).toBe(404);
    expect(missing.body.message).toBe(M.serviceNotFound);
  });

  it('switches a service off and on and marks it popular, seen by GET /api/services at once', async () => {
    const off = await call('PATCH', '/api/admin/services/dc-woolen-shawl', { enabled: false });
    expect(off.res.statusCode).toBe(200);
    expect(off.body.message).toBe(M.serviceDisabled('Shawl'));
    expect(await publicService('dc-woolen-shawl')).toBeUndefined();
    // Ordering it now is refused; the admin list still has it.
    const listed = ((await call('GET', '/api/admin/services')).body.categories as AdminCategory[]).flatMap((c) => c.services);
    expect(listed.find((s) => s.id === 'dc-woolen-shawl')).toMatchObject({ enabled: false, popular: false });

    const popular = await call('PATCH', '/api/admin/services/dc-woolen-shawl', { popular: true });
    expect(popular.body.service).toMatchObject({ enabled: false, popular: true });
    expect((await call('PATCH', '/api/admin/services/dc-woolen-shawl', { enabled: true })).body.message).toBe(
      M.serviceEnabled('Shawl'),
    );
    expect(await publicService('dc-woolen-shawl')).toMatchObject({ popular: true, enabled: true });

    const nothing = await call('PATCH', '/api/admin/services/dc-woolen-shawl', {});
    expect(nothing.res.statusCode).toBe(400);
    expect(nothing.body.message).toBe(M.nothingToChange);
    expect((await call('PATCH', '/api/admin/services/no-such-service', { enabled: true })).res.statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/services/Bad%20Id', { enabled: true })).res.statusCode).toBe(400);
  });

  it('adds, edits and switches off a category; customers see the change at once', async () => {
    const created = await call('POST', '/api/admin/service-categories', categoryBody());
    expect(created.res.statusCode).toBe(201);
    expect(created.body.category).toMatchObject({
      id: 'shoe-care',
      name: 'Shoe Care',
      icon: 'sparkles',
      enabled: true,
      groupsOthers: false,
    });
    // With no service yet it is not on the customer's menu; with one it is.
    expect((await publicCatalogue()).map((c) => c.id)).not.toContain('shoe-care');
    await call(
      'POST',
      '/api/admin/services',
      serviceBody({ categoryId: 'shoe-care', name: 'Sneaker Clean', unit: 'SET', image: '/images/categories/dry-clean.svg' }),
    );
    expect((await publicCatalogue()).find((c) => c.id === 'shoe-care')?.services.map((s) => s.id)).toEqual([
      'shoe-care-sneaker-clean',
    ]);

    const off = await call(
      'PUT',
      '/api/admin/service-categories/shoe-care',
      categoryBody({ name: 'Shoe & Bag Care', enabled: false }),
    );
    expect(off.res.statusCode).toBe(200);
    expect(off.body).toMatchObject({
      message: M.categoryUpdated('Shoe & Bag Care'),
      category: { id: 'shoe-care', enabled: false },
    });
    expect((await publicCatalogue()).map((c) => c.id)).not.toContain('shoe-care');

    const taken = await call('POST', '/api/admin/service-categories', categoryBody({ name: 'IRON' }));
    expect(taken.res.statusCode).toBe(409);
    expect(taken.body).toMatchObject({ field: 'name', message: M.categoryNameTaken('IRON') });
    // 'all' is the customer app's own chip.
    expect((await call('POST', '/api/admin/service-categories', categoryBody({ name: 'All' }))).body.category).toMatchObject({
      id: 'all-2',
    });
    const badIcon = await call('POST', '/api/admin/service-categories', categoryBody({ name: 'Curtains', icon: 'skull' }));
    expect(badIcon.body).toMatchObject({ field: 'icon', message: M.iconInvalid });
    const badOrder = await call('POST', '/api/admin/service-categories', categoryBody({ name: 'Curtains', sortOrder: -1 }));
    expect(badOrder.body).toMatchObject({ field: 'sortOrder', message: M.sortOrderInvalid });
    expect(
      (await call('PUT', '/api/admin/service-categories/no-such-category', categoryBody({ name: 'Nothing' }))).res.statusCode,
    ).toBe(404);
  });
});
