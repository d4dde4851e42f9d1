import {
  CUSTOMER_SESSION_HINT_COOKIE,
  PAGE_DATA_ELEMENT_ID,
  contract,
  type CatalogueResponse,
  type PageData,
} from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/fallback-catalogue';
import { mockApi, on, signedOut, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { HomePage } from './home-page';

/** The live catalogue: core's, with one changed price and a disabled service. */
function liveCatalogue(): CatalogueResponse {
  const categories = structuredClone(FALLBACK_CATALOGUE) as CatalogueResponse['categories'];
  for (const service of categories.flatMap((category) => category.services)) {
    if (service.id === 'laundry-fold') service.price = 75;
    if (service.id === 'dc-men-sherwani') service.enabled = false;
  }
  return { success: true, categories };
}

const PAGE: PageData = { catalogue: liveCatalogue(), support: { success: true, phone: '9810012345', whatsapp: '9810054321' } };

/** What the server writes into index.html (apps/api/src/plugins/index-document.ts). */
function pageCarries(data: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.body.append(element);
}

let api: MockApi;

beforeEach(() => {
  api = mockApi([
    on(contract.auth.profile, signedOut),
    on(contract.catalogue.list, () => ({ success: true, categories: [] })),
    on(contract.support.contact, () => ({ success: true, phone: null, whatsapp: null })),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('the home drawn from the answers the page came with', () => {
  it("shows the page's catalogue and support number at once, without asking the server", async () => {
    // A guest: the browser holds no session hint, so the profile is not asked for either.
    document.cookie = `${CUSTOMER_SESSION_HINT_COOKIE}=; max-age=0; path=/`;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pageCarries(PAGE);
    renderWithProviders(<HomePage />);

    // Drawn in the first render: no loading state.
    expect(screen.queryByText('Loading services…')).not.toBeInTheDocument();
    const fold = screen.getByRole('article', { name: 'Laundry + Fold' });
    expect(within(fold).getByText('₹75')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sherwani' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /whatsapp/i })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me/919810054321'),
    );
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();

    // Taken: the element is gone, and nothing was fetched.
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    // What the first screen set going runs out: a request it started would have gone by then.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.requests.map((request) => request.path)).toEqual([]);
  });

  it('asks the server as before on a page without them (the offline shell)', async () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByText('Loading services…')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(contract.catalogue.list)).toHaveLength(1));
    expect(api.calls(contract.support.contact)).toHaveLength(1);
    // The test browser holds the session hint (test/setup.ts): the profile is asked for.
    expect(api.calls(contract.auth.profile)).toHaveLength(1);
  });

  it('asks the server when what the page carries is broken', async () => {
    pageCarries('{"catalogue": {"success": true, "categories": [{"id": 1}]}, "support": "nope"');
    renderWithProviders(<HomePage />);
    expect(screen.getByText('Loading services…')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(contract.catalogue.list)).toHaveLength(1));
    expect(api.calls(contract.support.contact)).toHaveLength(1);
  });

  it('uses the copy once: a catalogue query made again later fetches', async () => {
    pageCarries(PAGE);
    const first = renderWithProviders(<HomePage />);
    screen.getByRole('article', { name: 'Laundry + Fold' });
    first.unmount();
    // A new cache, as after the entry was dropped: the page's copy is not used twice.
    renderWithProviders(<HomePage />);
    expect(screen.getByText('Loading services…')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(contract.catalogue.list)).toHaveLength(1));
  });
});
