import { describe, expect, it } from 'vitest';
import { CATALOGUE_CATEGORIES, CATALOGUE_SERVICES, builtInCatalogue } from './catalogue-data.js';
import { filterServices } from './catalogue-search.js';
import type { CatalogueCategory } from './catalogue-schema.js';

const categories: CatalogueCategory[] = builtInCatalogue();

describe('catalogue data', () => {
  it('has unique ids, every service in a known category, and about 35 services', () => {
    const ids = CATALOGUE_SERVICES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const categoryIds = new Set(CATALOGUE_CATEGORIES.map((c) => c.id));
    for (const s of CATALOGUE_SERVICES) expect(categoryIds.has(s.categoryId)).toBe(true);
    expect(CATALOGUE_SERVICES.length).toBeGreaterThanOrEqual(30);
  });

  it('keeps estimated times between 24 and 96 hours', () => {
    for (const s of CATALOGUE_SERVICES) {
      const hours = s.estimatedTime.match(/\d+/g)!.map(Number);
      for (const h of hours) expect(h >= 24 && h <= 96, s.id).toBe(true);
    }
  });
});

describe('filterServices', () => {
  const names = (list: { name: string }[]) => list.map((s) => s.name);

  it('finds sarees by name, case-insensitively', () => {
    expect(names(filterServices(categories, { query: 'SAREE' }))).toEqual([
      'Ladies Suit / Kurta / Saree Iron',
      'Saree',
      'Heavy Saree',
    ]);
  });

  it('matches descriptions and category names', () => {
    expect(names(filterServices(categories, { query: 'pressed' }))).toContain('Laundry + Iron');
    expect(filterServices(categories, { query: 'woolen' })).toHaveLength(6);
  });

  it('filters by category and combines with the query', () => {
    expect(filterServices(categories, { categoryId: 'iron' })).toHaveLength(4);
    expect(names(filterServices(categories, { categoryId: 'mens-dry-clean', query: 'kurta' }))).toEqual([
      'Kurta Pyjama',
      'Kurta',
    ]);
    expect(filterServices(categories, { categoryId: 'all' })).toHaveLength(CATALOGUE_SERVICES.length);
  });

  it("shows every dry-clean service under the spec's umbrella 'dry-clean' category", () => {
    const dryClean = filterServices(categories, { categoryId: 'dry-clean' });
    expect(dryClean).toHaveLength(CATALOGUE_SERVICES.filter((s) => s.categoryId.endsWith('-dry-clean')).length);
    expect(new Set(dryClean.map((s) => s.category))).toEqual(new Set(['mens-dry-clean', 'womens-dry-clean', 'woolen-dry-clean']));
    expect(names(filterServices(categories, { categoryId: 'dry-clean', query: 'jacket' }))).toEqual(['Jacket', 'Leather Jacket']);
  });

  it('finds a service by its Hindi name, description or category as well as its English', () => {
    const withHindi: CatalogueCategory[] = categories.map((category) =>
      category.id !== 'iron'
        ? category
        : {
            ...category,
            nameHi: 'इस्त्री',
            services: category.services.map((s) =>
              s.id === 'iron-regular' ? { ...s, nameHi: 'साधारण इस्त्री', descriptionHi: 'रोज़ के कपड़ों पर कोयले वाली इस्त्री' } : s,
            ),
          },
    );
    expect(names(filterServices(withHindi, { query: 'साधारण' }))).toEqual(['Regular Iron']);
    expect(names(filterServices(withHindi, { query: 'कोयले' }))).toEqual(['Regular Iron']);
    // The category's Hindi name finds all its services; the English still works.
    expect(filterServices(withHindi, { query: 'इस्त्री' })).toHaveLength(4);
    expect(names(filterServices(withHindi, { query: 'regular iron' }))).toEqual(['Regular Iron']);
    // Typed without the nukta (ज़ as ज), or with its precomposed form, it still matches.
    expect(names(filterServices(withHindi, { query: 'रोज के' }))).toEqual(['Regular Iron']);
    expect(names(filterServices(withHindi, { query: 'रो\u095b के' }))).toEqual(['Regular Iron']);
    expect(filterServices(withHindi, { query: 'साड़ी' })).toEqual([]);
  });

  it('returns nothing for a query that matches nothing, and everything for blank', () => {
    expect(filterServices(categories, { query: 'zzz' })).toEqual([]);
    expect(filterServices(categories, { query: '   ' })).toHaveLength(CATALOGUE_SERVICES.length);
  });
});
