import { contract } from '@washday/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { bookingAtVendor } from '../testing/admin-booking-fixtures';
import { moneyAnswer } from '../testing/money-fixtures';
import { BookingDetailsDialog } from './booking-details-dialog';

const EVENTS = contract.adminOrders.events;
const MONEY = on(contract.payments.bookingMoney, moneyAnswer());
const event = (over: {
  to: string;
  trip?: 'pickup' | 'delivery' | null;
  actor_role?: string;
  note?: string | null;
  at: string;
}) => ({
  from: null,
  trip: null,
  actor_id: 'a-1',
  actor_role: 'admin',
  note: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('booking details dialog', () => {
  it('shows the items and amounts, the customer, both trips, the vendor, the proof at the door and the audit trail', async () => {
    const booking = bookingAtVendor({ custom_order_id: 'WD-PR2CSS', special_instructions: 'Ring twice' });
    const api = mockApi([
      MONEY,
      on(EVENTS, {
        success: true,
        events: [
          event({ to: 'confirmed', at: '2026-11-22T04:40:00.000Z' }),
          event({ to: 'assigned', trip: 'pickup', at: '2026-11-22T05:00:00.000Z' }),
          event({ to: 'picked_up', trip: 'pickup', actor_role: 'rider', at: '2026-11-22T06:00:00.000Z' }),
          event({
            to: 'edited',
            note: 'Items: + Curtain wash ×1 at ₹150 (admin-set price); Final ₹60 → ₹200',
            at: '2026-11-22T07:00:00.000Z',
          }),
        ],
      }),
    ]);
    const onEdit = vi.fn();
    renderWithProviders(<BookingDetailsDialog booking={booking} onClose={() => {}} onEdit={onEdit} />);

    const dialog = screen.getByRole('dialog', { name: /WD-PR2CSS/ });
    const d = within(dialog);
    const items = within(d.getByRole('table', { name: 'Items' }));
    expect(items.getByText('3 PC × ₹20')).toBeInTheDocument();
    expect(items.getByText('₹60')).toBeInTheDocument();
    expect(within(items.getByText('Curtain wash').closest('tr')!).getByText('Admin-set price')).toBeInTheDocument();
    expect(d.getByText('Items total').nextSibling).toHaveTextContent('₹210');
    expect(d.getByText('Discount (FIRST30)').nextSibling).toHaveTextContent('−₹10');
    expect(d.getByText('Final amount').nextSibling).toHaveTextContent('₹200');

    expect(d.getByText('Asha Verma')).toBeInTheDocument();
    expect(d.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(d.getByText('“Ring twice”')).toBeInTheDocument();
    expect(d.getByText('4821')).toBeInTheDocument();

    const pickup = within(d.getByRole('group', { name: 'Pickup trip' }));
    expect(pickup.getByText('Ravi Kumar')).toBeInTheDocument();
    // The trip's badge and the time it was completed.
    expect(pickup.getAllByText('Completed')).toHaveLength(2);
    expect(pickup.getByText('On the way')).toBeInTheDocument();
    expect(pickup.getByText('5 items collected')).toBeInTheDocument();
    expect(within(d.getByRole('group', { name: 'Delivery trip' })).getByText('Not assigned')).toBeInTheDocument();

    expect(d.getByText('Sparkle Laundry')).toBeInTheDocument();
    expect(within(d.getByRole('list', { name: 'Vendor stage' })).getByText('Processing')).toHaveAttribute('aria-current', 'step');

    const proof = within(d.getByRole('region', { name: 'Proof at the door (2)' }));
    expect(proof.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/api/bookings/b/photos/p-1',
      '/api/bookings/b/photos/p-2',
    ]);

    expect(await d.findByText('Pickup rider assigned')).toBeInTheDocument();
    expect(d.getByText('Booked')).toBeInTheDocument();
    expect(d.getByText('Rider on the way to the customer')).toBeInTheDocument();
    expect(d.getByText('Edited')).toBeInTheDocument();
    expect(d.getByText('Items: + Curtain wash ×1 at ₹150 (admin-set price); Final ₹60 → ₹200')).toBeInTheDocument();
    expect(api.calls(EVENTS)[0]!.params).toEqual({ id: booking.id });

    await userEvent.setup().click(d.getByRole('button', { name: 'Edit booking' }));
    expect(onEdit).toHaveBeenCalledWith(booking);
  });

  it('says when the audit trail cannot load, with a Retry, and that a closed order cannot be edited', async () => {
    mockApi([MONEY, on(EVENTS, () => fail(500, 'Something went wrong on our side. Please try again.'))]);
    renderWithProviders(
      <BookingDetailsDialog
        booking={bookingAtVendor({ status: 'completed', pickup_photos: [] })}
        onClose={() => {}}
        onEdit={() => {}}
      />,
    );
    expect(await screen.findByText('Could not load the audit trail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit booking' })).toBeDisabled();
    expect(screen.getByText('The pickup rider attached no photos.')).toBeInTheDocument();
  });
});
