import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { updatedAt } from './columns.js';
import { serviceUnitEnum } from './enums.js';

export const serviceCategories = pgTable(
  'service_categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    description: text('description').notNull().default(''),
    // Hindi for customers and riders who chose it; null shows the English (docs/decisions/0021-languages.md).
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('service_categories_name_uq').on(sql`lower(${t.name})`)],
);

export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    pricePaise: integer('price_paise').notNull(),
    unit: serviceUnitEnum('unit').notNull(),
    estimatedTime: text('estimated_time').notNull(),
    image: text('image').notNull(),
    popular: boolean('popular').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    minQuantity: integer('min_quantity').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_category_idx').on(t.categoryId, t.sortOrder),
    // Men's and women's dry cleaning both have a Kurta; one category cannot have two.
    uniqueIndex('services_category_name_uq').on(t.categoryId, sql`lower(${t.name})`),
    check('services_price_ck', sql`${t.pricePaise} >= 0`),
    check('services_min_quantity_ck', sql`${t.minQuantity} >= 1`),
  ],
);
