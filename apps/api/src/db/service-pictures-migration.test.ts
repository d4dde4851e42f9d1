import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { migrationsFolder } from './client.js';
import { services } from './schema/index.js';

describe('migration 0004: each seeded service its own picture', () => {
  const ctx = useTestApp();

  it('moves rows off the old category picture and leaves an admin-set image alone', async () => {
    const { db } = ctx.database;
    // A database seeded before: category pictures, and one image an admin changed.
    await db.update(services).set({ image: sql`'/images/services/' || ${services.categoryId} || '.svg'` });
    await db.update(services).set({ image: 'https://cdn.example.com/shawl.jpg' }).where(eq(services.id, 'dc-woolen-shawl'));

    await db.execute(sql.raw(readFileSync(path.join(migrationsFolder(), '0004_service_pictures.sql'), 'utf8')));

    const rows = await db.select({ id: services.id, image: services.image }).from(services);
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      expect(row.image).toBe(
        row.id === 'dc-woolen-shawl' ? 'https://cdn.example.com/shawl.jpg' : `/images/services/${row.id}.svg`,
      );
    }
  });
});
