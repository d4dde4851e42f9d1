import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { services } from '../../db/schema/index.js';
import { InProcessEventBus } from '../../events/event-bus.js';
import { countingDb } from '../../test/query-counter.js';
import { useTestApp } from '../../test/test-app.js';
import { CatalogueCache } from './catalogue-cache.js';

// One build reads the categories and the services: two statements.
const BUILD = 2;

describe('the catalogue held in memory', () => {
  const ctx = useTestApp();
  const cacheOn = (bus = new InProcessEventBus(), now?: () => number) => {
    const counting = countingDb(ctx.database);
    return { cache: new CatalogueCache(counting.db, bus, ctx.app.log, now), queries: counting.queries, bus };
  };

  it('is built once for concurrent readers, then answers from memory', async () => {
    const { cache, queries } = cacheOn();
    expect(cache.current).toBeNull();
    const snapshots = await Promise.all(Array.from({ length: 20 }, () => cache.get()));
    expect(new Set(snapshots).size).toBe(1);
    expect(queries()).toBe(BUILD);
    expect(await cache.get()).toBe(snapshots[0]);
    expect(cache.current).toBe(snapshots[0]);
    expect(queries()).toBe(BUILD);
  });

  it('holds every service by id for pricing, disabled ones included, with paise prices', async () => {
    const { cache } = cacheOn();
    await ctx.database.db.update(services).set({ enabled: false }).where(eq(services.id, 'dc-women-saree'));
    try {
      const byId = await cache.servicesById();
      expect(byId.get('iron-regular')).toEqual({
        id: 'iron-regular',
        name: 'Regular Iron',
        category: 'iron',
        unit: 'PC',
        pricePaise: 2000,
        minQuantity: 1,
        enabled: true,
      });
      expect(byId.get('dc-women-saree')).toMatchObject({ enabled: false, pricePaise: 24000 });
      expect(byId.size).toBe(32);
      const listed = (await cache.get()).categories.flatMap((c) => c.services.map((s) => s.id));
      expect(listed).not.toContain('dc-women-saree');
    } finally {
      await ctx.database.db.update(services).set({ enabled: true }).where(eq(services.id, 'dc-women-saree'));
    }
  });

  it('never keeps a build that read the database before a change was announced', async () => {
    const { cache, queries } = cacheOn();
    const early = cache.get();
    await ctx.database.db.update(services).set({ pricePaise: 2100 }).where(eq(services.id, 'iron-regular'));
    cache.invalidate();
    try {
      await early;
      const fresh = await cache.get();
      expect(queries()).toBe(2 * BUILD);
      expect(fresh.servicesById.get('iron-regular')?.pricePaise).toBe(2100);
      expect(cache.current).toBe(fresh);
    } finally {
      await ctx.database.db.update(services).set({ pricePaise: 2000 }).where(eq(services.id, 'iron-regular'));
    }
  });

  it('a change announced by one instance drops the copy of every other on the bus', async () => {
    const bus = new InProcessEventBus();
    const a = cacheOn(bus);
    const b = cacheOn(bus);
    const [fromA, fromB] = [await a.cache.get(), await b.cache.get()];
    await a.cache.changed();
    expect(a.cache.current).toBeNull();
    expect(b.cache.current).toBeNull();
    expect(await b.cache.get()).not.toBe(fromB);
    expect(await a.cache.get()).not.toBe(fromA);
    b.cache.close();
    await a.cache.changed();
    expect(b.cache.current).not.toBeNull();
  });

  it('rebuilds a copy older than a minute, in case a change was missed while Redis was away', async () => {
    let now = 1_000_000;
    const { cache, queries } = cacheOn(undefined, () => now);
    const first = await cache.get();
    now += 59_000;
    expect(await cache.get()).toBe(first);
    now += 2_000;
    expect(cache.current).toBeNull();
    expect(await cache.get()).not.toBe(first);
    expect(queries()).toBe(2 * BUILD);
  });
});
