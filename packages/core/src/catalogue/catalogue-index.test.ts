import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './catalogue-index.js';
import { builtInCatalogue } from './catalogue-data.js';

describe('indexCatalogue', () => {
  it('finds every service of every category by its id', () => {
    const catalogue = builtInCatalogue();
    const index = indexCatalogue(catalogue);
    const services = catalogue.flatMap((category) => category.services);
    for (const service of services) expect(index.get(service.id)?.id).toBe(service.id);
    expect(index.size).toBe(new Set(services.map((s) => s.id)).size);
  });

  it('keeps the first listing of a service two categories list, and disabled services', () => {
    const [laundry, ironing] = builtInCatalogue();
    const first = { ...laundry!.services[0]!, enabled: false };
    const again = { ...first, price: 999, enabled: true };
    const index = indexCatalogue([
      { ...laundry!, services: [first] },
      { ...ironing!, services: [again, ironing!.services[0]!] },
    ]);
    expect(index.get(first.id)).toBe(first);
    expect([...index.keys()]).toEqual([first.id, ironing!.services[0]!.id]);
  });

  it('is empty for no catalogue', () => {
    expect(indexCatalogue([]).size).toBe(0);
  });
});
