import { filterServices } from '@washday/core';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogueWithHindi } from '@/test/catalogue-fixtures';
import { CategoryChips } from './category-chips';
import { ServiceCard } from './service-card';
import { ServiceGrid } from './service-grid';

const categories = catalogueWithHindi();
const services = categories.flatMap((category) => category.services);
const service = (id: string) => services.find((s) => s.id === id)!;

function renderCatalogue() {
  render(
    <>
      <CategoryChips categories={categories} selectedId="all" onSelect={() => {}} />
      <ServiceGrid categories={categories} services={filterServices(categories, { categoryId: 'iron' })} />
    </>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the catalogue in the interface language', () => {
  it('shows Hindi names and descriptions in Hindi, not marked as data', async () => {
    await i18n.changeLanguage('hi');
    renderCatalogue();
    const card = screen.getByRole('article', { name: 'साधारण इस्त्री' });
    const heading = within(card).getByRole('heading', { name: 'साधारण इस्त्री' });
    expect(heading).not.toHaveAttribute('translate');
    expect(within(card).getByText('रोज़ के कपड़ों पर कोयले वाली इस्त्री')).not.toHaveAttribute('translate');
    expect(screen.getByRole('heading', { level: 2, name: 'इस्त्री' })).not.toHaveAttribute('translate');
    expect(screen.getByText('कड़क प्रेस और भाप वाली इस्त्री')).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'कैटेगरी' });
    expect(within(chips).getByRole('button', { name: 'धुलाई' })).not.toHaveAttribute('translate');
    expect(screen.queryByText('Regular Iron')).not.toBeInTheDocument();
  });

  it('falls back to the English, marked as data, for a row without Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderCatalogue();
    const steam = screen.getByRole('article', { name: 'Regular Steam Iron' });
    expect(within(steam).getByRole('heading', { name: 'Regular Steam Iron' })).toHaveAttribute('translate', 'no');
    expect(within(steam).getByText('Steam pressing for a wrinkle-free finish')).toHaveAttribute('translate', 'no');
    const chips = screen.getByRole('group', { name: 'कैटेगरी' });
    expect(within(chips).getByRole('button', { name: "Men's Dry Clean" })).toHaveAttribute('translate', 'no');
  });

  it('shows the English in English, Hindi or not, and follows a switch', async () => {
    render(<ServiceCard service={service('iron-regular')} />);
    const card = screen.getByRole('article', { name: 'Regular Iron' });
    expect(within(card).getByRole('heading', { name: 'Regular Iron' })).toHaveAttribute('translate', 'no');
    expect(within(card).getByText('Coal iron for everyday clothes')).toBeInTheDocument();
    expect(screen.queryByText('साधारण इस्त्री')).not.toBeInTheDocument();

    await act(async () => {
      await i18n.changeLanguage('hi');
    });
    expect(screen.getByRole('heading', { name: 'साधारण इस्त्री' })).toBeInTheDocument();
  });
});
