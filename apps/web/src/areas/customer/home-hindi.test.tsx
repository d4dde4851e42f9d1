import { contract, type CatalogueCategory, type EndpointReply } from '@washday/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/features/auth/testing/auth-test-utils';
import { cartStore } from '@/features/cart/stores/cart-store';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/catalogue';
import { pendingOrdersStore } from '@/features/checkout/stores/pending-orders-store';
import { i18n } from '@/lib/i18n';
import { mockApi, on, signedOut } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { HomePage } from './home-page';
import { englishLeftIn } from '@/test/english-left';

/** Catalogue names are data, also where a button names its service. */
const SERVICE_NAMES = FALLBACK_CATALOGUE.flatMap((category) => [
  category.name,
  ...category.services.map((service) => service.name),
]);

function catalogue(): EndpointReply<typeof contract.catalogue.list> {
  return { success: true, categories: structuredClone(FALLBACK_CATALOGUE) as CatalogueCategory[] };
}

/**
 * The interface text under `element` still in English: text outside the parts marked translate="no" (catalogue
 * names, places) that has Latin letters once brand words are set aside.
 */

beforeEach(() => {
  window.localStorage.clear();
  cartStore.reload();
  pendingOrdersStore.reload();
  stubResizeObserver();
  mockApi([on(contract.catalogue.list, catalogue), on(contract.auth.profile, signedOut)]);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('customer home in Hindi', () => {
  it('shows the hero, search, categories, service cards and footer in Hindi, catalogue names as they are', async () => {
    await i18n.changeLanguage('hi');
    renderWithProviders(<HomePage />);
    expect(screen.getByText('सेवाएँ लोड हो रही हैं…')).toBeInTheDocument();
    await screen.findAllByRole('article');

    const hero = screen.getByRole('region', { name: 'कपड़े धुले-धुलाए, बिना लॉन्ड्री की झंझट।' });
    expect(hero).toHaveTextContent('फ़्री पिकअप और डिलीवरी');
    expect(screen.getByText('45 मिनट में पिकअप')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लोकेशन: गुरुग्राम। अपनी लोकेशन पता करने के लिए टैप करें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'सेवाएँ खोजें' })).toHaveAttribute('placeholder', 'खोजें: laundry, saree, suit…');

    const chips = screen.getByRole('group', { name: 'कैटेगरी' });
    expect(within(chips).getByRole('button', { name: 'सभी' })).toHaveAttribute('aria-pressed', 'true');
    // Category names come from the catalogue in English, marked so.
    expect(within(chips).getByRole('button', { name: 'Laundry' })).toHaveAttribute('translate', 'no');

    const fold = screen.getByRole('article', { name: 'Laundry + Fold' });
    expect(within(fold).getByText('लोकप्रिय')).toBeInTheDocument();
    expect(fold).toHaveTextContent('₹70/ प्रति किलो');
    expect(within(fold).getByText('24-48 घंटे')).toBeInTheDocument();
    expect(within(fold).getByRole('heading', { name: 'Laundry + Fold' })).toHaveAttribute('translate', 'no');
    expect(within(fold).getByRole('button', { name: 'Laundry + Fold जोड़ें' })).toHaveTextContent('जोड़ें');
    expect(screen.getByRole('article', { name: 'Regular Iron' })).toHaveTextContent('प्रति पीस');

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Washday · गुरुग्राम में लॉन्ड्री, प्रेस और ड्राई क्लीनिंग');
    expect(footer).toHaveTextContent('सभी दाम भारतीय रुपये (₹) में');
    expect(document.documentElement.lang).toBe('hi-IN');

    // No English left in these parts, apart from the catalogue's own names.
    const categorySections = screen
      .getAllByRole('region')
      .filter((region) => region.getAttribute('aria-labelledby')?.startsWith('category-'));
    expect(categorySections.length).toBeGreaterThan(0);
    for (const part of [hero, chips, footer, ...categorySections]) expect(englishLeftIn(part, SERVICE_NAMES)).toEqual([]);
  });

  it('follows a switch to Hindi while open, cart bar and steppers included', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    await screen.findAllByRole('article');
    const fold = screen.getByRole('article', { name: 'Laundry + Fold' });
    await user.click(within(fold).getByRole('button', { name: 'Add Laundry + Fold' }));
    await user.click(within(fold).getByRole('button', { name: 'Add one Laundry + Fold' }));
    expect(screen.getByRole('region', { name: 'Cart' })).toHaveTextContent('2 items');

    await act(async () => {
      await i18n.changeLanguage('hi');
    });

    expect(within(fold).getByRole('group', { name: 'Laundry + Fold की संख्या' })).toHaveTextContent('2');
    expect(within(fold).getByRole('button', { name: 'एक Laundry + Fold और जोड़ें' })).toBeInTheDocument();
    expect(within(fold).getByRole('button', { name: 'एक Laundry + Fold कम करें' })).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'कार्ट' });
    // jsdom is 1024 px wide without touch: the desktop bar, with the total.
    expect(bar).toHaveTextContent('2 आइटम');
    expect(bar).toHaveTextContent('₹140');
    expect(bar).toHaveTextContent('फ़्री पिकअप और डिलीवरी · डिलीवरी पर पेमेंट');
    expect(within(bar).getByRole('button', { name: /चेकआउट/ })).toBeInTheDocument();
    expect(englishLeftIn(bar)).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'सेवाएँ खोजें' }), 'tuxedo');
    expect(await screen.findByRole('heading', { name: '“tuxedo” से मिलती कोई सेवा नहीं' })).toBeInTheDocument();
    // The box's clear button and the empty state's.
    expect(screen.getAllByRole('button', { name: 'खोज हटाएँ' })).toHaveLength(2);
  });
});
