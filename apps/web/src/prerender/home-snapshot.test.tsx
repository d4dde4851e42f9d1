import type { CatalogueResponse, PageData } from '@washday/core';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/fallback-catalogue';
import { renderHomeSnapshot } from './home-snapshot';

function page(): PageData {
  const categories = structuredClone(FALLBACK_CATALOGUE) as CatalogueResponse['categories'];
  for (const service of categories.flatMap((category) => category.services)) {
    if (service.id === 'laundry-fold') service.price = 75;
    if (service.id === 'laundry-iron') service.enabled = false;
  }
  return { catalogue: { success: true, categories }, support: { success: true, phone: null, whatsapp: '9810054321' } };
}

function drawn(data: PageData): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderHomeSnapshot(data);
  return root;
}

describe("the home's first screen drawn on the server", () => {
  it("is the app's own home for a guest, with the first screen's services from the catalogue it is given", () => {
    const root = drawn(page());
    const cards = [...root.querySelectorAll('article')].map((card) => card.getAttribute('aria-label'));
    // The first four the customer can order, in catalogue order; the disabled one is not among them.
    expect(cards).toEqual(['Laundry + Fold', 'Regular Iron', 'Suit / Lehenga / Heavy Iron', 'Ladies Suit / Kurta / Saree Iron']);
    expect(root.querySelector('article')?.textContent).toContain('₹75');
    expect(root.querySelector('article img')?.getAttribute('src')).toBe('/images/services/laundry-fold.svg');
    // Every category's chip, the guest's Sign in and the support number from the page's answers.
    const chips = [...root.querySelectorAll('[role="group"] button')].map((chip) => chip.textContent);
    expect(chips).toEqual(['All', 'Laundry', 'Iron', 'Dry Clean', "Men's Dry Clean", "Women's Dry Clean", 'Woolen Dry Clean']);
    expect([...root.querySelectorAll('button')].some((button) => button.textContent === 'Sign in')).toBe(true);
    expect(root.querySelector('a[href^="https://wa.me/919810054321"]')).not.toBeNull();
    expect(root.textContent).not.toContain('Loading services');
    expect(root.querySelector('h1')?.textContent).toBe('Fresh clothes, without the laundry day.');
  });

  it('follows the catalogue: a change there is a change in the drawing', () => {
    const data = page();
    data.catalogue.categories[0]!.services[0]!.enabled = false;
    const root = drawn(data);
    expect(root.querySelector('article')?.getAttribute('aria-label')).toBe('Regular Iron');
    expect(root.querySelector('article img')?.getAttribute('src')).toBe('/images/services/iron-regular.svg');
    expect(root.textContent).not.toContain('Laundry + Fold');
  });
});
