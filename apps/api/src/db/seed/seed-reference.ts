import { CATALOGUE_CATEGORIES, CATALOGUE_SERVICES, SEED_COUPONS, rupeesToPaise, serviceImagePath } from '@washday/core';
import type { Db } from '../client.js';
import { coupons, serviceAreas, serviceCategories, serviceLocations, services, vendors } from '../schema/index.js';
import { CATEGORY_HINDI, SERVICE_HINDI } from './catalogue-hindi.js';
import { SEED_SERVICE_AREAS, SEED_SERVICE_LOCATIONS, SEED_VENDORS } from './reference-data.js';

/**
 * Inserts whatever reference data is missing. Running it again changes nothing, and it never
 * overwrites a row that exists, so an admin's later edits (a price, a disabled area) survive restarts.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(serviceCategories)
      .values(
        CATALOGUE_CATEGORIES.map((c, i) => ({
          ...c,
          nameHi: CATEGORY_HINDI[c.id]?.name ?? null,
          descriptionHi: CATEGORY_HINDI[c.id]?.description ?? null,
          enabled: true,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(services)
      .values(
        CATALOGUE_SERVICES.map((s, i) => ({
          id: s.id,
          categoryId: s.categoryId,
          name: s.name,
          description: s.description,
          nameHi: SERVICE_HINDI[s.id]?.name ?? null,
          descriptionHi: SERVICE_HINDI[s.id]?.description ?? null,
          pricePaise: rupeesToPaise(s.price),
          unit: s.unit,
          estimatedTime: s.estimatedTime,
          image: serviceImagePath(s.id),
          popular: s.popular,
          enabled: true,
          minQuantity: s.minQuantity,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(coupons)
      .values(
        SEED_COUPONS.map((c) => ({
          code: c.code,
          discountPercent: c.discount,
          maxDiscountPaise: rupeesToPaise(c.maxDiscount),
          description: c.description,
          type: c.type,
          isFirstOrder: c.isFirstOrder,
          isOneTimeUse: c.isOneTimeUse,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(serviceAreas).values(SEED_SERVICE_AREAS).onConflictDoNothing();
    await tx
      .insert(serviceLocations)
      .values(SEED_SERVICE_LOCATIONS.map((l) => ({ ...l })))
      .onConflictDoNothing();
    await tx.insert(vendors).values(SEED_VENDORS).onConflictDoNothing();
  });
}
