import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CATEGORIES, CATALOGUE_SERVICES, categoryInputSchema, serviceInputSchema } from '@washday/core';
import { useTestApp } from '../../test/test-app.js';
import { migrationsFolder } from '../client.js';
import { serviceCategories, services } from '../schema/index.js';
import { CATEGORY_HINDI, SERVICE_HINDI } from './catalogue-hindi.js';

const DEVANAGARI = /[\u0900-\u097f]/;

describe('the seeded catalogue in Hindi', () => {
  it('has Hindi for every seeded category and service, within the lengths an admin may save', () => {
    expect(Object.keys(CATEGORY_HINDI).sort()).toEqual(CATALOGUE_CATEGORIES.map((c) => c.id).sort());
    expect(Object.keys(SERVICE_HINDI).sort()).toEqual(CATALOGUE_SERVICES.map((s) => s.id).sort());
    for (const [id, text] of Object.entries({ ...CATEGORY_HINDI, ...SERVICE_HINDI })) {
      expect(text.name, id).toMatch(DEVANAGARI);
      expect(text.description, id).toMatch(DEVANAGARI);
    }
    for (const c of CATALOGUE_CATEGORIES) {
      const hindi = CATEGORY_HINDI[c.id]!;
      expect(categoryInputSchema.shape.nameHi.safeParse(hindi.name).success, c.id).toBe(true);
      expect(categoryInputSchema.shape.descriptionHi.safeParse(hindi.description).success, c.id).toBe(true);
    }
    for (const s of CATALOGUE_SERVICES) {
      const hindi = SERVICE_HINDI[s.id]!;
      expect(serviceInputSchema.shape.nameHi.safeParse(hindi.name).success, s.id).toBe(true);
      expect(serviceInputSchema.shape.descriptionHi.safeParse(hindi.description).success, s.id).toBe(true);
    }
  });

  describe('migration 0016 on a database seeded before it', () => {
    const ctx = useTestApp();

    it('fills in the seed’s Hindi, except where an admin has since changed the English', async () => {
      const db = ctx.database.db;
      // As such a database was: no Hindi, and one service renamed and one category re-described by an admin.
      await db.update(services).set({ nameHi: null, descriptionHi: null });
      await db.update(serviceCategories).set({ nameHi: null, descriptionHi: null });
      await db.update(services).set({ name: 'Everyday Iron' }).where(eq(services.id, 'iron-regular'));
      await db.update(serviceCategories).set({ description: 'Pressing while you wait' }).where(eq(serviceCategories.id, 'iron'));

      const migration = readFileSync(path.join(migrationsFolder(), '0016_catalogue_hindi.sql'), 'utf8');
      const updates = migration.split('--> statement-breakpoint').filter((statement) => statement.includes('UPDATE'));
      expect(updates).toHaveLength(2);
      for (const statement of updates) await db.execute(sql.raw(statement));

      for (const row of await db.select().from(services)) {
        const seeded = SERVICE_HINDI[row.id]!;
        if (row.id === 'iron-regular') expect(row).toMatchObject({ nameHi: null, descriptionHi: seeded.description });
        else expect(row, row.id).toMatchObject({ nameHi: seeded.name, descriptionHi: seeded.description });
      }
      for (const row of await db.select().from(serviceCategories)) {
        const seeded = CATEGORY_HINDI[row.id]!;
        if (row.id === 'iron') expect(row).toMatchObject({ nameHi: seeded.name, descriptionHi: null });
        else expect(row, row.id).toMatchObject({ nameHi: seeded.name, descriptionHi: seeded.description });
      }
    });
  });
});
