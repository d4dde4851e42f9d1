import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract, type EndpointReply } from '@washday/core';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import type { CustomerBooking } from '../api/booking-keys';
import { makeBooking } from '../testing/booking-fixtures';
import { englishLeftIn } from '@/test/english-left';
import { FALLBACK_CATALOGUE_FOR_TESTS } from '../testing/catalogue';
import { EditBookingDialog, type EditCatalogue } from './edit-booking-dialog';

// 22 Nov 2026, 10:30 in India.
const NOW = new Date('2026-11-22T05:00:00.000Z');

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const readyCatalogue: EditCatalogue = { categories: FALLBACK_CATALOGUE_FOR_TESTS, status: 'ready' };

function renderDialog(booking: CustomerBooking, catalogue: EditCatalogue = readyCatalogue) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  renderWithProviders(
    <>
      <EditBookingDialog booking={booking} catalogue={catalogue} onOpenChange={onOpenChange} now={() => NOW} />
      <Toaster />
    </>,
  );
  return { user, onOpenChange };
}

const UPDATE = contract.bookings.update;
const updated = (booking: CustomerBooking, changes: Partial<CustomerBooking>): EndpointReply<typeof UPDATE> => ({
  success: true,
  message: 'Booking updated successfully',
  booking: { ...booking, ...changes },
});

describe('edit booking dialog', () => {
  it('asks for the missing date or time after the pickup changed, and sends nothing', async () => {
    const booking = makeBooking();
    const api = mockApi([]);
    const { user } = renderDialog(booking);

    expect(screen.getByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Pickup time'), '18:00');
    // Delivery starts over when the pickup moves.
    expect(screen.getByLabelText('Delivery date')).toHaveValue('');
    expect(screen.getByLabelText('Delivery time')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByLabelText('Delivery date')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it('only offers valid slots: delivery options follow the chosen pickup', async () => {
    const booking = makeBooking();
    mockApi([]);
    const { user } = renderDialog(booking);

    const pickupDates = within(screen.getByLabelText('Pickup date')).getAllByRole('option').slice(1);
    expect(pickupDates.map((option) => option.textContent)).toEqual([
      'Sun, 22 Nov',
      'Mon, 23 Nov',
      'Tue, 24 Nov',
      'Wed, 25 Nov',
      'Thu, 26 Nov',
      'Fri, 27 Nov',
      'Sat, 28 Nov',
    ]);
    // Today: slots within 30 minutes of 10:30 are gone.
    await user.selectOptions(screen.getByLabelText('Pickup date'), '2026-11-22');
    const todaySlots = within(screen.getByLabelText('Pickup time')).getAllByRole('option').slice(1);
    expect(todaySlots[0]).toHaveTextContent('11:00 AM');

    await user.selectOptions(screen.getByLabelText('Pickup time'), '11:00');
    // Dry cleaning needs 48 hours: the first delivery day is Tue 24 Nov, from 11:00.
    const deliveryDates = within(screen.getByLabelText('Delivery date')).getAllByRole('option').slice(1);
    expect(deliveryDates[0]).toHaveTextContent('Tue, 24 Nov');
    await user.selectOptions(screen.getByLabelText('Delivery date'), '2026-11-24');
    const deliverySlots = within(screen.getByLabelText('Delivery time')).getAllByRole('option').slice(1);
    expect(deliverySlots[0]).toHaveTextContent('11:00 AM');
  });

  it('sends only the changed fields and closes with the server message', async () => {
    const booking = makeBooking({ special_instructions: 'Ring twice' });
    const api = mockApi([on(UPDATE, updated(booking, { delivery_time: '20:00', special_instructions: 'Leave with the guard' }))]);
    const { user, onOpenChange } = renderDialog(booking);

    await user.selectOptions(screen.getByLabelText('Delivery time'), '20:00');
    const instructions = screen.getByLabelText(/Special instructions/);
    await user.clear(instructions);
    await user.type(instructions, 'Leave with the guard');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Booking updated successfully')).toBeInTheDocument();
    expect(api.calls(UPDATE)[0]?.params.id).toBe(booking.id);
    expect(api.calls(UPDATE)[0]?.body).toEqual({
      deliveryTime: '20:00',
      instructions: 'Leave with the guard',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('edits quantities, removes and adds services, with an estimate labelled as such', async () => {
    const booking = makeBooking();
    const api = mockApi([on(UPDATE, updated(booking, {}))]);
    const { user } = renderDialog(booking);

    await user.click(screen.getByRole('tab', { name: 'Services' }));
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.getByText('₹570')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase Saree' }));
    await user.click(screen.getByRole('button', { name: 'Remove Blouse' }));
    expect(screen.getByText('Estimated total')).toBeInTheDocument();
    expect(screen.getByTestId('edit-estimate')).toHaveTextContent('≈ ₹720');

    await user.click(screen.getByRole('button', { name: 'Add Services' }));
    const laundry = screen.getByRole('region', { name: 'Laundry' });
    await user.click(within(laundry).getByRole('button', { name: 'Add Laundry + Fold' }));
    expect(within(laundry).getByRole('button', { name: 'Increase Laundry + Fold' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByTestId('edit-estimate')).toHaveTextContent('≈ ₹790');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Booking updated successfully');
    expect(api.calls(UPDATE)[0]?.body).toEqual({
      services: [
        { id: 'dc-women-saree', quantity: 3 },
        { id: 'laundry-fold', quantity: 1 },
      ],
    });
  });

  it("shows the server's refusal and keeps the customer's edits", async () => {
    const booking = makeBooking();
    mockApi([on(UPDATE, () => fail(409, 'This booking can no longer be changed'))]);
    const { user, onOpenChange } = renderDialog(booking);

    await user.type(screen.getByLabelText(/Special instructions/), 'Fragile');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Update Failed: This booking can no longer be changed');
    expect(screen.getByLabelText(/Special instructions/)).toHaveValue('Fragile');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says the save failed when the server cannot be reached', async () => {
    const booking = makeBooking();
    const api = mockApi([on(UPDATE, networkDown)]);
    const { user } = renderDialog(booking);

    await user.type(screen.getByLabelText(/Special instructions/), 'Fragile');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save changes. Please try again.');
    expect(screen.getByLabelText(/Special instructions/)).toHaveValue('Fragile');
    // An edit is not retried by itself: the customer decides whether to try again.
    expect(api.calls(UPDATE)).toHaveLength(1);
  });
});

describe('edit booking dialog in Hindi', () => {
  it("offers the slots in hi-IN, explains what blocks a save and the server's refusal in Hindi", async () => {
    await i18n.changeLanguage('hi');
    const booking = makeBooking({ coupon_code: 'NEW20' });
    mockApi([on(UPDATE, () => fail(409, 'This booking can no longer be changed'))]);
    const { user } = renderDialog(booking);

    const dialog = screen.getByRole('dialog', { name: 'बुकिंग बदलें' });
    expect(within(dialog).getByRole('tab', { name: 'जानकारी' })).toHaveAttribute('aria-selected', 'true');
    const pickupDates = within(screen.getByLabelText('पिकअप की तारीख')).getAllByRole('option').slice(1);
    expect(pickupDates[0]).toHaveTextContent('रवि, 22 नव॰');
    const pickupTime = screen.getByLabelText('पिकअप का समय');
    expect([...pickupTime.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['सुबह', 'दोपहर', 'शाम']);
    expect(within(pickupTime).getByRole('option', { name: 'शाम 5:00' })).toBeInTheDocument();
    expect(englishLeftIn(dialog)).toEqual([]);

    // A changed pickup time clears the delivery: the check before sending says so in Hindi.
    await user.selectOptions(pickupTime, '18:00');
    await user.click(within(dialog).getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('कृपया सभी ज़रूरी जानकारी भरें');

    await user.click(within(dialog).getByRole('tab', { name: /सेवाएँ/ }));
    expect(within(dialog).getByRole('heading', { name: 'आपके आइटम' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('₹240 / पीस');
    expect(englishLeftIn(dialog, ['Saree', 'Blouse'])).toEqual([]);

    // Put the pickup back and change only the instructions: the server refuses, in Hindi.
    await user.click(within(dialog).getByRole('tab', { name: 'जानकारी' }));
    await user.selectOptions(screen.getByLabelText('पिकअप का समय'), booking.scheduled_time);
    await user.selectOptions(screen.getByLabelText('डिलीवरी की तारीख'), booking.delivery_date);
    await user.selectOptions(screen.getByLabelText('डिलीवरी का समय'), booking.delivery_time);
    await user.type(screen.getByLabelText(/खास निर्देश/), 'Fragile');
    await user.click(within(dialog).getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('बदलाव सेव नहीं हुआ: यह बुकिंग अब बदली नहीं जा सकती');
  });
});
