import { contract, type CatalogueCategory, type EndpointReply } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileOf, stubResizeObserver, TEST_USER } from '@/features/auth/testing/auth-test-utils';
import { cartStore } from '@/features/cart/stores/cart-store';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/fallback-catalogue';
import { pendingOrdersStore } from '@/features/checkout/stores/pending-orders-store';
import { bookingFixture } from '@/features/checkout/testing/checkout-fixtures';
import { mockApi, on, signedOut } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { HomePage } from './home-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Core's catalogue, with Laundry + Fold sold from 3 KG. */
function catalogue(): EndpointReply<typeof contract.catalogue.list> {
  const categories = structuredClone(FALLBACK_CATALOGUE) as CatalogueCategory[];
  for (const category of categories) {
    for (const service of category.services) if (service.id === 'laundry-fold') service.minQuantity = 3;
  }
  return { success: true, categories };
}

beforeEach(() => {
  window.localStorage.clear();
  cartStore.reload();
  pendingOrdersStore.reload();
  stubResizeObserver();
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

async function renderHome({ signedIn = false } = {}) {
  const api = mockApi([
    on(contract.catalogue.list, catalogue),
    on(contract.auth.profile, () => (signedIn ? profileOf() : signedOut())),
  ]);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <HomePage />
      <LocationProbe />
      <Toaster />
    </>,
  );
  await screen.findAllByRole('article');
  return { api, user };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('home: adding to the cart', () => {
  it('turns Add into a stepper that respects the minimum quantity', async () => {
    const { user } = await renderHome();
    const fold = card('Laundry + Fold');

    await user.click(within(fold).getByRole('button', { name: 'Add Laundry + Fold' }));
    expect(within(fold).getByRole('group', { name: 'Laundry + Fold quantity' })).toHaveTextContent('3');
    await user.click(within(fold).getByRole('button', { name: 'Add one Laundry + Fold' }));
    expect(within(fold).getByRole('group', { name: 'Laundry + Fold quantity' })).toHaveTextContent('4');

    await user.click(within(fold).getByRole('button', { name: 'Remove one Laundry + Fold' }));
    await user.click(within(fold).getByRole('button', { name: 'Remove one Laundry + Fold' }));
    // Under the minimum: the line goes and Add comes back.
    expect(within(fold).getByRole('button', { name: 'Add Laundry + Fold' })).toBeInTheDocument();
    expect(cartStore.getSnapshot()).toEqual({});
  });

  it('shows the cart bar with the count and total, and opens checkout', async () => {
    const { user } = await renderHome();
    expect(screen.queryByRole('region', { name: 'Cart' })).not.toBeInTheDocument();

    await user.click(within(card('Regular Iron')).getByRole('button', { name: 'Add Regular Iron' }));
    await user.click(within(card('Regular Iron')).getByRole('button', { name: 'Add one Regular Iron' }));
    await user.click(within(card('Saree')).getByRole('button', { name: 'Add Saree' }));

    // jsdom is 1024 px wide without touch: the desktop layout, with the total.
    const bar = screen.getByRole('region', { name: 'Cart' });
    expect(bar).toHaveTextContent('3 items');
    expect(bar).toHaveTextContent('₹280');
    await user.click(within(bar).getByRole('button', { name: /Checkout/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?view=checkout');
  });

  it('shows only the count on phones, with View Cart', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    cartStore.setQuantity('iron-regular', 2);
    await renderHome();
    const bar = screen.getByRole('region', { name: 'Cart' });
    expect(bar).toHaveTextContent('2 items');
    expect(bar).not.toHaveTextContent('₹');
    expect(within(bar).getByRole('button', { name: /View Cart/ })).toBeInTheDocument();
  });

  it('keeps the cart across a reload and ignores services the catalogue no longer offers', async () => {
    window.localStorage.setItem(
      'washday.cart',
      JSON.stringify({ version: 'v2', updatedAt: new Date().toISOString(), items: { 'dc-women-saree': 2, retired: 5 } }),
    );
    cartStore.reload();
    await renderHome();
    expect(within(card('Saree')).getByRole('group', { name: 'Saree quantity' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Cart' })).toHaveTextContent('2 items');
  });

  it('offers My Bookings to a signed-in customer', async () => {
    const { user } = await renderHome({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'My Bookings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?view=bookings');
  });

  it('has no My Bookings button for a guest', async () => {
    await renderHome();
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'My Bookings' })).not.toBeInTheDocument();
  });
});

describe('home: voice search', () => {
  class FakeRecognition {
    static last: FakeRecognition | null = null;
    lang = '';
    interimResults = true;
    continuous = true;
    maxAlternatives = 5;
    onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start = vi.fn();
    stop = vi.fn(() => this.onend?.());
    abort = vi.fn();
    constructor() {
      FakeRecognition.last = this;
    }
  }

  it('hides the microphone where speech recognition is missing', async () => {
    await renderHome();
    expect(screen.queryByRole('button', { name: 'Search by voice' })).not.toBeInTheDocument();
  });

  it('listens in Indian English and searches what was said', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Search by voice' }));

    const recognition = FakeRecognition.last!;
    expect(recognition.lang).toBe('en-IN');
    expect(recognition.start).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Stop listening' })).toHaveAttribute('aria-pressed', 'true');

    act(() => {
      recognition.onresult?.({ results: [[{ transcript: 'saree' }]] });
      recognition.onend?.();
    });
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('saree');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
        'Ladies Suit / Kurta / Saree Iron',
        'Saree',
        'Heavy Saree',
      ]),
    );
  });

  it.each([
    ['no-speech', 'No speech detected. Please try again.'],
    ['audio-capture', 'Microphone not available'],
    ['not-allowed', 'Microphone permission denied'],
    ['network', 'Network error occurred'],
  ])('says why when recognition fails (%s)', async (code, message) => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    act(() => {
      FakeRecognition.last!.onerror?.({ error: code });
      FakeRecognition.last!.onend?.();
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search by voice' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when recognition cannot start', async () => {
    class Broken extends FakeRecognition {
      override start = vi.fn(() => {
        throw new Error('InvalidStateError');
      });
    }
    vi.stubGlobal('webkitSpeechRecognition', Broken);
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    expect(await screen.findByText('Failed to start voice recognition')).toBeInTheDocument();
  });
});

describe('home: orders waiting to send', () => {
  it('sends a kept order once when the app starts online, then shows the confirmation', async () => {
    cartStore.setQuantity('laundry-fold', 3);
    const body = {
      services: [{ id: 'laundry-fold', quantity: 3 }],
      pickupDate: '2026-03-11',
      pickupTime: '10:00',
      deliveryDate: '2026-03-12',
      deliveryTime: '10:00',
      address_id: '7d3c1f8e-2a4b-4c6d-9e8f-0a1b2c3d4e5f',
      phone: '9876543210',
      payment_method: 'cash' as const,
    };
    pendingOrdersStore.add({
      idempotencyKey: 'order-key-123',
      body,
      createdAt: '2026-03-10T03:30:00.000Z',
      userId: TEST_USER.id,
    });
    // Someone else's kept order is not sent with this customer's session.
    pendingOrdersStore.add({
      idempotencyKey: 'other-key-456',
      body,
      createdAt: '2026-03-10T03:30:00.000Z',
      userId: 'someone-else',
    });

    const booking = bookingFixture();
    const api = mockApi([
      on(contract.catalogue.list, catalogue),
      on(contract.auth.profile, profileOf()),
      on(contract.bookings.create, { success: true, booking }),
    ]);
    renderWithProviders(
      <>
        <HomePage />
        <LocationProbe />
      </>,
    );

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/?view=confirmed&id=${booking.id}`));
    const posts = api.calls(contract.bookings.create);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('idempotency-key')).toBe('order-key-123');
    expect(posts[0]!.body).toEqual(body);
    expect(pendingOrdersStore.getSnapshot().map((order) => order.idempotencyKey)).toEqual(['other-key-456']);
    expect(cartStore.getSnapshot()).toEqual({});
  });

  it('shows a kept order as waiting while offline, never as placed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    pendingOrdersStore.add({
      idempotencyKey: 'order-key-123',
      body: {
        services: [{ id: 'laundry-fold', quantity: 3 }],
        pickupDate: '2026-03-11',
        pickupTime: '10:00',
        deliveryDate: '2026-03-12',
        deliveryTime: '10:00',
        address_id: 'x',
        phone: '9876543210',
      },
      createdAt: '2026-03-10T03:30:00.000Z',
      userId: TEST_USER.id,
    });
    const api = mockApi([on(contract.catalogue.list, catalogue), on(contract.auth.profile, profileOf())]);
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByText("Your order is waiting to send — we'll place it as soon as you're back online"),
    ).toBeInTheDocument();
    expect(api.calls(contract.bookings.create)).toHaveLength(0);
  });
});
