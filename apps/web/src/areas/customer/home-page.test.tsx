import { contract, type CatalogueCategory, type CatalogueResponse, type SupportContactResponse } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/fallback-catalogue';
import { fail, mockApi, offContract, on, signedOut, type MockApi, type StubAnswer } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { HomePage } from './home-page';

/** The live catalogue: core's catalogue with one changed price, one hidden service and one disabled category. */
function liveCatalogue(): CatalogueResponse {
  const categories: CatalogueCategory[] = structuredClone(FALLBACK_CATALOGUE) as CatalogueCategory[];
  for (const category of categories) {
    if (category.id === 'woolen-dry-clean') category.enabled = false;
    for (const service of category.services) {
      if (service.id === 'laundry-fold') service.price = 75;
      if (service.id === 'dc-men-sherwani') service.enabled = false;
    }
  }
  return { success: true, categories };
}

/** The catalogue's answers; the header's session check always finds a guest; support has the numbers in `support`. */
const catalogueAnswer = vi.fn<() => StubAnswer<typeof contract.catalogue.list>>();
let api: MockApi;
let support: SupportContactResponse;

beforeEach(() => {
  catalogueAnswer.mockReset();
  support = { success: true, phone: '9810012345', whatsapp: '9810054321' };
  api = mockApi([
    on(contract.auth.profile, signedOut),
    on(contract.catalogue.list, () => catalogueAnswer()),
    on(contract.support.contact, () => support),
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function serviceNames(): string[] {
  return screen.getAllByRole('article').map((card) => card.getAttribute('aria-label') ?? '');
}

async function renderHome() {
  renderWithProviders(<HomePage />);
  await screen.findAllByRole('article');
}

describe('customer home', () => {
  it('shows the enabled categories and services from GET /api/services', async () => {
    catalogueAnswer.mockReturnValue(liveCatalogue());
    renderWithProviders(<HomePage />);

    expect(screen.getByText('Loading services…')).toBeInTheDocument();
    await screen.findAllByRole('article');

    expect(api.calls(contract.catalogue.list)).toHaveLength(1);
    expect(api.fetchMock).toHaveBeenCalledWith(contract.catalogue.list.path, expect.objectContaining({ credentials: 'include' }));
    const chips = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All',
      'Laundry',
      'Iron',
      'Dry Clean',
      "Men's Dry Clean",
      "Women's Dry Clean",
    ]);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    const fold = screen.getByRole('article', { name: 'Laundry + Fold' });
    expect(within(fold).getByText('₹75')).toBeInTheDocument();
    expect(fold).toHaveTextContent('/ per KG');
    expect(within(fold).getByText('Popular')).toBeInTheDocument();
    expect(within(fold).getByText('24-48 hours')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Regular Iron' })).queryByText('Popular')).not.toBeInTheDocument();

    // Disabled things never reach the customer.
    expect(screen.queryByRole('article', { name: 'Sherwani' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pashmina' })).not.toBeInTheDocument();
    expect(screen.queryByText(/standard price list/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home'));
  });

  it('filters by category chip', async () => {
    const user = userEvent.setup();
    catalogueAnswer.mockReturnValue(liveCatalogue());
    await renderHome();

    await user.click(screen.getByRole('button', { name: 'Iron' }));

    expect(screen.getByRole('button', { name: 'Iron' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(serviceNames()).toEqual([
      'Regular Iron',
      'Suit / Lehenga / Heavy Iron',
      'Ladies Suit / Kurta / Saree Iron',
      'Regular Steam Iron',
    ]);

    // The spec's umbrella 'dry-clean' shows every dry-clean category's services, each under its own heading.
    await user.click(screen.getByRole('button', { name: 'Dry Clean' }));
    expect(serviceNames()).toHaveLength(7 + 12);
    expect(screen.getByRole('heading', { name: "Men's Dry Clean" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Women's Dry Clean" })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Regular Iron' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(serviceNames()).toHaveLength(25);
  });

  it('searches names, descriptions and categories case-insensitively', async () => {
    const user = userEvent.setup();
    catalogueAnswer.mockReturnValue(liveCatalogue());
    await renderHome();

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'SAREE');

    expect(serviceNames()).toEqual(['Ladies Suit / Kurta / Saree Iron', 'Saree', 'Heavy Saree']);
  });

  it('combines the search with the selected category', async () => {
    const user = userEvent.setup();
    catalogueAnswer.mockReturnValue(liveCatalogue());
    await renderHome();

    await user.click(screen.getByRole('button', { name: "Women's Dry Clean" }));
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'saree');

    expect(serviceNames()).toEqual(['Saree', 'Heavy Saree']);
  });

  it('shows an empty state with a clear button when nothing matches', async () => {
    const user = userEvent.setup();
    catalogueAnswer.mockReturnValue(liveCatalogue());
    await renderHome();

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'tuxedo');

    const heading = screen.getByRole('heading', { name: 'No services match “tuxedo”' });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    const emptyState = heading.parentElement ?? document.body;
    await user.click(within(emptyState).getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('');
    expect(serviceNames()).toHaveLength(25);
  });

  it('falls back to the built-in catalogue when the catalogue cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    // A 404 is not retried by the client, so the failure is immediate.
    catalogueAnswer.mockReturnValueOnce(fail(404, 'Route not found'));
    await renderHome();

    expect(screen.getByText(/standard price list/)).toBeInTheDocument();
    expect(serviceNames()).toHaveLength(32);
    expect(within(screen.getByRole('article', { name: 'Laundry + Fold' })).getByText('₹70')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Woolen Dry Clean' })).toBeInTheDocument();
    const image = screen.getByRole('article', { name: 'Pashmina' }).querySelector('img');
    expect(image).toHaveAttribute('src', '/images/services/dc-woolen-pashmina.svg');

    // Search works on the fallback too.
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'saree');
    expect(serviceNames()).toEqual(['Ladies Suit / Kurta / Saree Iron', 'Saree', 'Heavy Saree']);

    catalogueAnswer.mockReturnValueOnce(liveCatalogue());
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(screen.queryByText(/standard price list/)).not.toBeInTheDocument());
    // Live data replaces the fallback under the same search.
    expect(serviceNames()).toEqual(['Ladies Suit / Kurta / Saree Iron', 'Saree', 'Heavy Saree']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search services' }));
    expect(within(screen.getByRole('article', { name: 'Laundry + Fold' })).getByText('₹75')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Woolen Dry Clean' })).not.toBeInTheDocument();
  });

  it('falls back when the server answers HTML instead of JSON', async () => {
    catalogueAnswer.mockImplementation(() =>
      offContract(new Response('<!doctype html><html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })),
    );
    await renderHome();
    expect(screen.getByText(/standard price list/)).toBeInTheDocument();
    expect(serviceNames()).toHaveLength(32);
  });

  it('welcomes the customer when the catalogue has no services', async () => {
    catalogueAnswer.mockReturnValue({
      success: true,
      categories: [{ id: 'laundry', name: 'Laundry', icon: 'shirt', description: 'Wash', enabled: true, services: [] }],
    });
    renderWithProviders(<HomePage />);

    expect(await screen.findByRole('heading', { name: 'Welcome to Washday' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Get started/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/919810054321'),
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows an Offline badge only while the browser is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    catalogueAnswer.mockReturnValue(liveCatalogue());
    await renderHome();

    expect(screen.getByText('Offline')).toBeInTheDocument();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it("offers WhatsApp help on the server's support number", async () => {
    catalogueAnswer.mockReturnValue(liveCatalogue());
    await renderHome();
    expect(await screen.findByRole('link', { name: 'Get help on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919810054321\?text=/),
    );
  });

  it('offers no WhatsApp actions when the server has no support WhatsApp number', async () => {
    support = { success: true, phone: '9810012345', whatsapp: null };
    catalogueAnswer.mockReturnValue({
      success: true,
      categories: [{ id: 'laundry', name: 'Laundry', icon: 'shirt', description: 'Wash', enabled: true, services: [] }],
    });
    renderWithProviders(<HomePage />);
    // The welcome's wording follows the loaded support numbers.
    expect(await screen.findByText(/Please check back soon/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Get started/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get help on WhatsApp' })).not.toBeInTheDocument();
  });
});
