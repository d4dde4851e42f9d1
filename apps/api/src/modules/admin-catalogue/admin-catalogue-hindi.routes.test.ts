import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ADMIN_MESSAGES as M, catalogueResponseSchema, type AdminCategory } from '@washday/core';
import { CATEGORY_HINDI, SERVICE_HINDI } from '../../db/seed/catalogue-hindi.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { createAdminAccount, tokenFor } from '../../test/identity-fixtures.js';

/** Regular Iron as seeded, for PUT /api/admin/services/iron-regular. */
const regularIron = (overrides: Record<string, unknown> = {}) => ({
  categoryId: 'iron',
  name: 'Regular Iron',
  description: 'Coal iron for everyday clothes',
  price: 20,
  unit: 'PC',
  popular: false,
  enabled: true,
  minQuantity: 1,
  estimatedTime: '24 hours',
  image: '/images/services/iron-regular.svg',
  ...overrides,
});

const ironCategory = (overrides: Record<string, unknown> = {}) => ({
  name: 'Iron',
  description: 'Crisp pressing and steam ironing',
  icon: 'flame',
  sortOrder: 1,
  enabled: true,
  ...overrides,
});

describe('the catalogue in Hindi', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [account] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', account!.id));
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectJson(ctx.app, { method, url, headers: admin, ...(payload ? { payload } : {}) });
  const publicAnswer = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/services' });
    return {
      etag: String(res.headers.etag),
      categories: catalogueResponseSchema.parse(res.json()).categories,
      raw: res.json() as unknown,
    };
  };
  const publicService = async (id: string) =>
    (await publicAnswer()).categories.flatMap((c) => c.services).find((s) => s.id === id);

  it('serves the seeded Hindi beside the English in the one answer, for every category and service', async () => {
    const { categories } = await publicAnswer();
    for (const category of categories) {
      expect(category, category.id).toMatchObject({
        nameHi: CATEGORY_HINDI[category.id]!.name,
        descriptionHi: CATEGORY_HINDI[category.id]!.description,
      });
      for (const service of category.services) {
        expect(service, service.id).toMatchObject({
          nameHi: SERVICE_HINDI[service.id]!.name,
          descriptionHi: SERVICE_HINDI[service.id]!.description,
        });
      }
    }
    expect(categories.find((c) => c.id === 'iron')).toMatchObject({ name: 'Iron', nameHi: 'इस्त्री' });
    const listed = ((await call('GET', '/api/admin/services')).body.categories as AdminCategory[]).flatMap((c) => c.services);
    expect(listed.find((s) => s.id === 'laundry-fold')).toMatchObject({ name: 'Laundry + Fold', nameHi: 'धुलाई और तह' });
  });

  it('an admin sets, keeps and clears a service’s Hindi; customers see each change at once under a new ETag', async () => {
    const before = await publicAnswer();
    const set = await call(
      'PUT',
      '/api/admin/services/iron-regular',
      regularIron({ nameHi: '  रोज़ की इस्त्री ', descriptionHi: 'हर दिन के कपड़े' }),
    );
    expect(set.res.statusCode, set.res.body).toBe(200);
    expect(set.body.service).toMatchObject({ name: 'Regular Iron', nameHi: 'रोज़ की इस्त्री', descriptionHi: 'हर दिन के कपड़े' });
    const afterSet = await publicAnswer();
    expect(afterSet.etag).not.toBe(before.etag);
    expect(afterSet.categories.flatMap((c) => c.services).find((s) => s.id === 'iron-regular')).toMatchObject({
      name: 'Regular Iron',
      nameHi: 'रोज़ की इस्त्री',
      descriptionHi: 'हर दिन के कपड़े',
    });

    // An update that leaves the Hindi out (an older screen) keeps it.
    const kept = await call('PUT', '/api/admin/services/iron-regular', regularIron({ price: 22 }));
    expect(kept.body.service).toMatchObject({ price: 22, nameHi: 'रोज़ की इस्त्री', descriptionHi: 'हर दिन के कपड़े' });

    // Blank (or null) means none: the answer then carries the English alone for that row.
    const cleared = await call('PUT', '/api/admin/services/iron-regular', regularIron({ nameHi: '   ', descriptionHi: null }));
    expect(cleared.res.statusCode).toBe(200);
    expect(cleared.body.service).toMatchObject({ nameHi: null, descriptionHi: null });
    const afterClear = await publicAnswer();
    expect(afterClear.etag).not.toBe(afterSet.etag);
    const service = afterClear.categories.flatMap((c) => c.services).find((s) => s.id === 'iron-regular');
    expect(service).toMatchObject({ name: 'Regular Iron', description: 'Coal iron for everyday clothes' });
    expect(service).not.toHaveProperty('nameHi');
    expect(service).not.toHaveProperty('descriptionHi');
  });

  it('adds a service with Hindi, or without (none is stored)', async () => {
    const body = {
      ...regularIron(),
      categoryId: 'mens-dry-clean',
      name: 'Blazer',
      image: '/images/services/dc-men-coat.svg',
      estimatedTime: '48-72 hours',
    };
    const withHindi = await call('POST', '/api/admin/services', { ...body, nameHi: 'ब्लेज़र' });
    expect(withHindi.res.statusCode).toBe(201);
    expect(withHindi.body.service).toMatchObject({ nameHi: 'ब्लेज़र', descriptionHi: null });
    expect(await publicService('mens-dry-clean-blazer')).toMatchObject({ name: 'Blazer', nameHi: 'ब्लेज़र' });
    const without = await call('POST', '/api/admin/services', { ...body, name: 'Waistcoat' });
    expect(without.body.service).toMatchObject({ nameHi: null, descriptionHi: null });
    expect(await publicService('mens-dry-clean-waistcoat')).not.toHaveProperty('nameHi');
  });

  it.each([
    [{ nameHi: 'क'.repeat(81) }, 'nameHi', M.nameHiTooLong],
    [{ descriptionHi: 'क'.repeat(301) }, 'descriptionHi', M.descriptionHiTooLong],
  ])('refuses a service with a Hindi text too long (%#): 400 naming the field', async (change, field, message) => {
    const { res, body } = await call('PUT', '/api/admin/services/iron-regular', regularIron(change));
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, field, message });
  });

  it('takes Hindi at the longest allowed', async () => {
    const { res } = await call(
      'PUT',
      '/api/admin/services/iron-regular',
      regularIron({ nameHi: 'क'.repeat(80), descriptionHi: 'ख'.repeat(300) }),
    );
    expect(res.statusCode).toBe(200);
    expect((await publicService('iron-regular'))?.nameHi).toHaveLength(80);
  });

  it('an admin sets and clears a category’s Hindi, checked like its English', async () => {
    const set = await call(
      'PUT',
      '/api/admin/service-categories/iron',
      ironCategory({ nameHi: 'प्रेस', descriptionHi: 'कपड़ों की प्रेस' }),
    );
    expect(set.res.statusCode, set.res.body).toBe(200);
    expect(set.body.category).toMatchObject({ name: 'Iron', nameHi: 'प्रेस', descriptionHi: 'कपड़ों की प्रेस' });
    expect((await publicAnswer()).categories.find((c) => c.id === 'iron')).toMatchObject({
      name: 'Iron',
      nameHi: 'प्रेस',
      descriptionHi: 'कपड़ों की प्रेस',
    });

    expect((await call('PUT', '/api/admin/service-categories/iron', ironCategory({ sortOrder: 2 }))).body.category).toMatchObject(
      { nameHi: 'प्रेस' },
    );
    const cleared = await call('PUT', '/api/admin/service-categories/iron', ironCategory({ nameHi: '', descriptionHi: '' }));
    expect(cleared.body.category).toMatchObject({ nameHi: null, descriptionHi: null });
    expect((await publicAnswer()).categories.find((c) => c.id === 'iron')).not.toHaveProperty('nameHi');

    const tooLong = await call('PUT', '/api/admin/service-categories/iron', ironCategory({ nameHi: 'क'.repeat(61) }));
    expect(tooLong.res.statusCode).toBe(400);
    expect(tooLong.body).toMatchObject({ field: 'nameHi', message: M.categoryNameHiTooLong });
    const longDescription = await call('POST', '/api/admin/service-categories', {
      ...ironCategory({ name: 'Curtains' }),
      descriptionHi: 'क'.repeat(201),
    });
    expect(longDescription.res.statusCode).toBe(400);
    expect(longDescription.body).toMatchObject({ field: 'descriptionHi', message: M.categoryDescriptionHiTooLong });

    const created = await call(
      'POST',
      '/api/admin/service-categories',
      ironCategory({ name: 'Shoe Care', icon: 'sparkles', nameHi: 'जूतों की सफ़ाई' }),
    );
    expect(created.res.statusCode).toBe(201);
    expect(created.body.category).toMatchObject({ id: 'shoe-care', nameHi: 'जूतों की सफ़ाई', descriptionHi: null });
  });
});
