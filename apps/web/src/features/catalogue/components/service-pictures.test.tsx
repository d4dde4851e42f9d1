import { builtInCatalogue, CATALOGUE_CATEGORIES, categoryImagePath } from '@washday/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceCard } from './service-card';

// The pictures shipped with the app, by their public path.
const files = import.meta.glob<string>('../../../../public/images/**/*.svg', { query: '?raw', import: 'default', eager: true });
const shipped = new Map(Object.entries(files).map(([file, svg]) => [file.replace('../../../../public', ''), svg]));
const services = builtInCatalogue().flatMap((category) => category.services);

describe('service pictures', () => {
  it('gives every service of the seeded catalogue its own picture, shipped with the app', () => {
    expect(services).toHaveLength(32);
    for (const service of services) expect(shipped.has(service.image), `${service.id}: ${service.image}`).toBe(true);
    expect(new Set(services.map((service) => service.image)).size).toBe(services.length);
    // Distinct drawings, not one file under many names.
    expect(new Set(services.map((service) => shipped.get(service.image))).size).toBe(services.length);
  });

  it('ships well-formed, labelled drawings', () => {
    for (const service of services) {
      const svg = new DOMParser().parseFromString(shipped.get(service.image)!, 'image/svg+xml');
      expect(svg.querySelector('parsererror'), service.id).toBeNull();
      expect(svg.documentElement.getAttribute('viewBox')).toBe('0 0 400 300');
      expect(svg.querySelector('title')?.textContent, service.id).toBeTruthy();
    }
  });

  it('has a picture for every category, for services without one of their own', () => {
    for (const category of CATALOGUE_CATEGORIES) expect(shipped.has(categoryImagePath(category.id)), category.id).toBe(true);
  });

  it("shows the service's own picture, and its category's when that fails to load", () => {
    const shirt = services.find((service) => service.id === 'dc-men-shirt')!;
    const { container } = render(<ServiceCard service={shirt} />);
    const image = container.querySelector('img')!;
    expect(screen.getByRole('article', { name: 'Shirt' })).toBeInTheDocument();
    expect(image).toHaveAttribute('src', '/images/services/dc-men-shirt.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/categories/mens-dry-clean.svg');
  });
});
