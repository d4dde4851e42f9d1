import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { profileOf } from '@/features/auth/testing/auth-test-utils';
import { cartStore } from '@/features/cart/stores/cart-store';
import { PendingOrderBanner } from '@/features/checkout/components/pending-order-banner';
import { addressFixture, onlyNew20 } from '@/features/checkout/testing/checkout-fixtures';
import { i18n } from '@/lib/i18n';
import { catalogueWithHindi } from '@/test/catalogue-fixtures';
import { mockApi, on, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CheckoutPage } from './checkout-page';
import { freshCheckoutAt } from './checkout-test-setup';
import { englishLeftIn } from '@/test/english-left';

// Tuesday 10 March 2026, 09:00 in India.
const NOW = new Date('2026-03-10T03:30:00.000Z');

function routes(overrides: StubRoute[] = []) {
  return mockApi([
    on(contract.catalogue.list, { success: true, categories: catalogueWithHindi() }),
    on(contract.auth.profile, profileOf()),
    on(contract.addresses.list, { success: true, data: [addressFixture()] }),
    ...overrides,
  ]);
}

beforeEach(async () => {
  freshCheckoutAt(NOW);
  await i18n.changeLanguage('hi');
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

const section = (name: string) => screen.getByRole('region', { name });
const group = (name: string) => screen.getByRole('radiogroup', { name });

async function renderCheckout() {
  const user = userEvent.setup();
  renderWithProviders(<CheckoutPage />, { route: '/?view=checkout' });
  await screen.findByRole('form', { name: 'चेकआउट' });
  await screen.findByRole('button', { name: 'पता बदलें' });
  return user;
}

describe('the checkout in Hindi', () => {
  it('shows the schedule with Hindi dates and times, the contact, the bill and the address in Hindi', async () => {
    cartStore.setQuantity('laundry-fold', 2);
    routes();
    const user = await renderCheckout();

    expect(screen.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    expect(screen.getByText('2 आइटम · पिकअप और डिलीवरी फ्री')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'होम पर वापस जाएँ' })).toBeInTheDocument();
    // The order's lines carry the catalogue's Hindi names.
    const line = screen.getByRole('listitem', { name: 'धुलाई और तह' });
    expect(within(line).getByText('धुलाई और तह')).not.toHaveAttribute('translate');
    expect(within(line).getByRole('group', { name: 'धुलाई और तह की संख्या' })).toHaveTextContent('2');

    // Dates through Intl in hi-IN: today, tomorrow, then Hindi weekdays and months; each name starts with what the
    // chip shows (WCAG 2.5.3), then says the whole date.
    const dates = within(group('पिकअप की तारीख')).getAllByRole('radio');
    expect(dates[0]).toHaveAccessibleName('आज 10 मार्च, मंगलवार, 10 मार्च');
    expect(dates[1]).toHaveAccessibleName('कल 11 मार्च, बुधवार, 11 मार्च');
    expect(dates[2]).toHaveAccessibleName('गुरु 12 मार्च, गुरुवार, 12 मार्च');
    expect(dates[2]).toHaveTextContent('गुरु 12 मार्च');
    expect(screen.getByText('डिलीवरी का समय चुनने के लिए पहले पिकअप की तारीख और समय चुनें।')).toBeInTheDocument();

    await user.click(dates[1]!);
    const times = within(group('पिकअप का समय'));
    expect(times.getByText('सुबह')).toBeInTheDocument();
    expect(times.getByText('दोपहर')).toBeInTheDocument();
    expect(times.getByText('शाम')).toBeInTheDocument();
    expect(times.getAllByRole('radio')[0]).toHaveTextContent('सुबह 8:00');
    expect(times.getAllByRole('radio').at(-1)).toHaveTextContent('रात 9:00');
    await user.click(times.getByRole('radio', { name: 'सुबह 10:00' }));
    expect(within(section('पिकअप')).getByText('कल, सुबह 10:00')).toBeInTheDocument();

    const delivery = within(group('डिलीवरी की तारीख')).getAllByRole('radio');
    expect(delivery[0]).toHaveAccessibleName('गुरु 12 मार्च, गुरुवार, 12 मार्च');
    await user.click(delivery[0]!);
    await user.click(within(group('डिलीवरी का समय')).getAllByRole('radio')[0]!);
    expect(within(section('डिलीवरी')).getByText('गुरु, सुबह 10:00')).toBeInTheDocument();

    expect(screen.getByText('सबटोटल').nextSibling).toHaveTextContent('₹140');
    expect(screen.getByText('डिलीवरी चार्ज').nextSibling).toHaveTextContent('पहले ₹30फ्री');
    expect(screen.getByText('इस ऑर्डर पर आपकी ₹39 की बचत · डिलीवरी पर भुगतान')).toBeInTheDocument();
    expect(screen.getByLabelText('फ़ोन नंबर')).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeInTheDocument();

    // No interface English left in what the checkout owns (the address itself is the customer's data).
    for (const name of ['पिकअप', 'डिलीवरी', 'पिकअप का पता', 'संपर्क', 'कूपन', 'बिल की जानकारी']) {
      expect(englishLeftIn(section(name)), name).toEqual([]);
    }
  });

  it('lists what to fix in Hindi, including the spec messages from core', async () => {
    // The catalogue now asks for 2 KG; the cart on this device still holds 1.
    const raised = catalogueWithHindi().map((category) => ({
      ...category,
      services: category.services.map((service) => (service.id === 'laundry-fold' ? { ...service, minQuantity: 2 } : service)),
    }));
    cartStore.setQuantity('laundry-fold', 1);
    routes([on(contract.catalogue.list, { success: true, categories: raised })]);
    const user = await renderCheckout();
    await user.clear(screen.getByLabelText('फ़ोन नंबर'));
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));

    const list = screen.getByRole('alert', { name: 'कृपया ये ठीक करें:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'फ़ोन नंबर ज़रूरी है',
      'पिकअप की तारीख चुनना ज़रूरी है',
      'पिकअप का समय चुनना ज़रूरी है',
      'डिलीवरी की तारीख चुनना ज़रूरी है',
      'डिलीवरी का समय चुनना ज़रूरी है',
      'धुलाई और तह कम से कम 2 किलो होना चाहिए',
    ]);
  });

  it('answers the coupon field in Hindi, with the code kept as typed', async () => {
    cartStore.setQuantity('laundry-fold', 2);
    routes([onlyNew20('COUPON_REFUSED')]);
    const user = await renderCheckout();

    await user.click(screen.getByRole('button', { name: 'लागू करें' }));
    expect(screen.getByText('कृपया कूपन कोड डालें')).toBeInTheDocument();
    const field = screen.getByLabelText('कूपन कोड');
    expect(field).toHaveAttribute('placeholder', 'कूपन कोड डालें');
    await user.type(field, 'oops');
    await user.click(screen.getByRole('button', { name: 'लागू करें' }));
    expect(await screen.findByText('गलत कूपन कोड: OOPS')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'new20');
    await user.click(screen.getByRole('button', { name: 'लागू करें' }));
    expect(await screen.findByText('NEW20 लागू हो गया')).toBeInTheDocument();
    // With its cap, in Hindi too.
    expect(screen.getByText('किसी भी ऑर्डर पर 20% की छूट · ₹200 तक')).toBeInTheDocument();
    expect(screen.getByText('छूट (NEW20)').nextSibling).toHaveTextContent('−₹28');
    expect(screen.getByRole('button', { name: 'कूपन NEW20 हटाएँ' })).toBeInTheDocument();
  });

  it('tells of orders waiting to send in Hindi', () => {
    renderWithProviders(<PendingOrderBanner count={2} sending={false} onDiscard={() => {}} />);
    expect(screen.getByText('2 ऑर्डर भेजने बाकी हैं')).toBeInTheDocument();
    expect(screen.getByText('आपका ऑर्डर भेजना बाकी है — इंटरनेट वापस आते ही हम इसे भेज देंगे')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'न भेजें' })).toBeInTheDocument();
  });
});
