import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { profileOf } from '@/features/auth/testing/auth-test-utils';
import { makeBooking } from '@/features/bookings/testing/booking-fixtures';
import { englishLeftIn } from '@/test/english-left';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, on, signedOut, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { BookingConfirmedPage } from './booking-confirmed-page';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const booking = makeBooking({
  custom_order_id: 'WD-7K3M9Q',
  scheduled_date: '2026-11-23',
  scheduled_time: '10:00',
  delivery_date: '2026-11-25',
  delivery_time: '18:00',
  address: 'B-302, Palm Drive, Sector 69, Gurugram, Haryana 122018',
  total_price: 570,
  discount_amount: 114,
  final_amount: 456,
  coupon_code: 'NEW20',
});
const BOOKING = contract.bookings.get;
const found = on(BOOKING, { success: true, booking });

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(routes: StubRoute[], route = `/?view=confirmed&id=${booking.id}`) {
  const api = mockApi([on(contract.auth.profile, profileOf()), ...routes]);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <BookingConfirmedPage />
      <Location />
      <Toaster />
    </>,
    { route },
  );
  return { api, user };
}

describe('booking confirmed screen', () => {
  it('shows the booking as the server stored it, with both ways onward', async () => {
    const { api, user } = renderPage([found]);

    expect(screen.getByRole('status', { name: 'Loading your booking' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Booking confirmed!' })).toBeInTheDocument();
    expect(api.calls(BOOKING)[0]?.params.id).toBe(booking.id);
    expect(screen.getByTestId('order-id')).toHaveTextContent('WD-7K3M9Q');
    expect(screen.getByRole('button', { name: 'Copy order ID' })).toBeInTheDocument();

    const schedule = screen.getByRole('region', { name: 'Schedule' });
    expect(schedule).toHaveTextContent('PickupMon, 23 Nov · 10:00 AM');
    expect(schedule).toHaveTextContent('DeliveryWed, 25 Nov · 6:00 PM');
    expect(screen.getByRole('region', { name: 'Pickup address' })).toHaveTextContent('B-302, Palm Drive, Sector 69, Gurugram');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    const items = within(summary).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Saree2 × ₹240₹480', 'Blouse1 × ₹90₹90']);
    expect(summary).toHaveTextContent('Subtotal₹570');
    expect(summary).toHaveTextContent('Discount (NEW20)−₹114');
    expect(summary).toHaveTextContent('Total₹456');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Cash on delivery');

    await user.click(screen.getByRole('button', { name: 'View My Bookings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?view=bookings');
  });

  it('goes back home', async () => {
    const { user } = renderPage([found]);
    await user.click(await screen.findByRole('button', { name: 'Back to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^$/);
  });

  it('copies the order id', async () => {
    const { user } = renderPage([found]);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Copy order ID' }));
    expect(writeText).toHaveBeenCalledWith('WD-7K3M9Q');
    expect(await screen.findByText('Order ID copied')).toBeInTheDocument();
    // For 2 seconds the button says Copied, and is named so.
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
  });

  it('explains a failed load and retries', async () => {
    let failing = true;
    const { user } = renderPage([on(BOOKING, () => (failing ? fail(403, 'Access forbidden') : { success: true, booking }))]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your booking");
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Booking confirmed!' })).toBeInTheDocument();
  });

  it('says when the booking does not exist', async () => {
    renderPage([on(BOOKING, () => fail(404, 'Booking not found'))]);
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in before loading anything', async () => {
    const { api, user } = renderPage([on(contract.auth.profile, signedOut)]);
    expect(await screen.findByRole('heading', { name: 'Sign in to see your booking' })).toBeInTheDocument();
    expect(api.calls(BOOKING)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('booking confirmed screen in Hindi', () => {
  it('confirms the booking in Hindi, with hi-IN dates and rupees and only data left in English', async () => {
    await i18n.changeLanguage('hi');
    renderPage([found]);

    expect(await screen.findByRole('heading', { name: 'बुकिंग कन्फ़र्म हो गई!' })).toBeInTheDocument();
    expect(screen.getByText('हमारा राइडर सोम, 23 नव॰ को सुबह 10:00 पर आपके कपड़े लेने आएगा।')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'समय' })).toHaveTextContent('डिलीवरीबुध, 25 नव॰ · शाम 6:00');
    const summary = screen.getByRole('region', { name: 'ऑर्डर की जानकारी' });
    expect(summary).toHaveTextContent('सबटोटल₹570');
    expect(summary).toHaveTextContent('छूट (NEW20)−₹114');
    expect(summary).toHaveTextContent('कुल₹456');
    expect(screen.getByRole('region', { name: 'भुगतान' })).toHaveTextContent('डिलीवरी पर कैश');
    expect(screen.getByRole('button', { name: 'मेरी बुकिंग देखें' })).toBeInTheDocument();
    expect(englishLeftIn(screen.getByRole('main'))).toEqual([]);
  });
});
