import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueOnHand } from '@/hooks/use-catalogue-text';
import { i18n } from '@/lib/i18n';
import { catalogueWithHindi } from '@/test/catalogue-fixtures';
import { AWAITING_ITEMS } from '@/test/order-fixtures';
import { renderWithProviders } from '@/test/render';
import { makeBooking } from '../testing/booking-fixtures';
import { BookingCard } from './booking-card';

function renderCard(booking: ReturnType<typeof makeBooking>) {
  renderWithProviders(
    <BookingCard booking={booking} onEdit={vi.fn()} onCancel={vi.fn()} onContactSupport={vi.fn()} onTrack={vi.fn()} />,
  );
  return screen.getByRole('article', { name: `Booking ${booking.custom_order_id}` });
}

const quickPickup = (overrides: Parameters<typeof makeBooking>[0] = {}) =>
  makeBooking({ custom_order_id: 'WD-QUICK1', ...AWAITING_ITEMS, ...overrides });

describe('booking card: a quick pickup', () => {
  it("reads 'Quick Pickup · awaiting items' instead of an empty list and ₹0, and offers cancel but not edit", () => {
    const card = renderCard(quickPickup());
    expect(within(card).getByText('Quick Pickup · awaiting items')).toBeInTheDocument();
    expect(within(card).getByTestId('booking-total')).toHaveTextContent('Priced at pickup');
    expect(card).not.toHaveTextContent('₹0');
    expect(within(card).getByText('Set after pickup')).toBeInTheDocument();
    expect(within(card).queryByText('Payment pending')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit booking WD-QUICK1' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel booking WD-QUICK1' })).toBeInTheDocument();
  });

  it('reads like any order once the rider has listed the items', () => {
    const listed = makeBooking({ custom_order_id: 'WD-QUICK2', service: 'Quick Pickup' });
    const card = renderCard(listed);
    expect(within(card).queryByText('Quick Pickup · awaiting items')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Saree × 2, Blouse × 1');
    expect(within(card).getByTestId('booking-total')).toHaveTextContent('₹570');
    expect(within(card).getByRole('button', { name: 'Edit booking WD-QUICK2' })).toBeInTheDocument();
  });
});

describe('booking card: the booked services in the interface language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  const renderWithCatalogue = (booking: ReturnType<typeof makeBooking>) => {
    renderWithProviders(
      <CatalogueOnHand value={catalogueWithHindi()}>
        <BookingCard booking={booking} onEdit={vi.fn()} onCancel={vi.fn()} onContactSupport={vi.fn()} onTrack={vi.fn()} />
      </CatalogueOnHand>,
    );
    return screen.getByRole('article', { name: new RegExp(booking.custom_order_id) });
  };

  it("names a line by its service's Hindi in Hindi; one without Hindi, or renamed since, stays as booked", async () => {
    await i18n.changeLanguage('hi');
    const booking = makeBooking({ custom_order_id: 'WD-HINDI1' });
    booking.item_prices.push({ ...booking.item_prices[0]!, service_id: 'iron-regular', service_name: 'Coal Iron', quantity: 3 });
    const card = renderWithCatalogue(booking);
    expect(card).toHaveTextContent('साड़ी × 2, Blouse × 1, Coal Iron × 3');
    expect(within(card).getByText('साड़ी')).not.toHaveAttribute('translate');
    expect(within(card).getByText('Blouse')).toHaveAttribute('translate', 'no');
    expect(within(card).getByText('Coal Iron')).toHaveAttribute('translate', 'no');
  });

  it('keeps the booked English names in English', () => {
    const card = renderWithCatalogue(makeBooking({ custom_order_id: 'WD-ENGL1' }));
    expect(card).toHaveTextContent('Saree × 2, Blouse × 1');
    expect(within(card).getByText('Saree')).toHaveAttribute('translate', 'no');
  });
});
