import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contract, type Arrival } from '@washday/core';
import { afterEach, describe, expect, it } from 'vitest';
import { profileOf } from '@/features/auth/testing/auth-test-utils';
import type { CustomerBooking } from '@/features/bookings/api/booking-keys';
import { listPage, makeBooking } from '@/features/bookings/testing/booking-fixtures';
import { i18n } from '@/lib/i18n';
import { englishLeftIn } from '@/test/english-left';
import { FakeEventSource, withFakeEventSource } from '@/test/fake-event-source';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { BookingsPage } from './bookings-page';
import { CustomerLiveEvents } from './customer-live-events';

withFakeEventSource();

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const ARRIVAL = contract.customerArrival.arrival;
/** 10:15 to 10:35 in India. */
const PLANNED: Arrival = {
  trip: 'pickup',
  status: 'planned',
  from: '2026-11-22T04:45:00.000Z',
  to: '2026-11-22T05:05:00.000Z',
  rider_name: 'Ravi Kumar',
};

function renderBookings(bookings: CustomerBooking[], arrival: (id: string) => Arrival | null | Response) {
  const api = mockApi([
    on(contract.auth.profile, profileOf()),
    on(contract.catalogue.list, { success: true, categories: [] }),
    on(contract.bookings.listForCustomer, () => listPage(bookings)),
    on(contract.bookings.events, { success: true, events: [] }),
    on(ARRIVAL, ({ params }) => {
      const answer = arrival(params.id!);
      return answer instanceof Response ? answer : { success: true, arrival: answer };
    }),
  ]);
  renderWithProviders(
    <CustomerLiveEvents>
      <BookingsPage />
    </CustomerLiveEvents>,
    { route: '/?view=bookings' },
  );
  return api;
}

const card = (orderId: string) => screen.findByRole('article', { name: new RegExp(`^(Booking|बुकिंग) ${orderId}$`) });

describe('My Bookings: when the rider arrives', () => {
  it('shows the planned window on the card, and "on the way" once the rider starts, live', async () => {
    const booking = makeBooking({ custom_order_id: 'WD-ARRIVE1', status: 'confirmed' });
    let arrival: Arrival = PLANNED;
    const api = renderBookings([booking], () => arrival);

    const shown = await within(await card('WD-ARRIVE1')).findByTestId('arrival-window');
    expect(shown).toHaveTextContent('Rider arriving between 10:15 am and 10:35 am');
    expect(shown).toHaveTextContent('Ravi Kumar, for your pickup');
    expect(within(shown).getByText('Ravi Kumar')).toHaveAttribute('translate', 'no');
    expect(api.calls(ARRIVAL)[0]?.params.id).toBe(booking.id);

    // The rider starts the trip: the booking's live event re-asks the arrival.
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    arrival = { ...PLANNED, status: 'on_the_way', from: null, to: null };
    act(() => FakeEventSource.last!.emit('booking.updated', { booking_id: booking.id, rider_status: 'picked_up' }));
    await waitFor(() => expect(shown).toHaveTextContent('Rider is on the way'));
    expect(shown).not.toHaveTextContent('between');
  });

  it('shows the window on the Track sheet too, for a delivery', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({ custom_order_id: 'WD-ARRIVE2', status: 'in_progress', vendor_stage: 'ready' });
    renderBookings([booking], () => ({ ...PLANNED, trip: 'delivery', rider_name: null }));
    await within(await card('WD-ARRIVE2')).findByTestId('arrival-window');
    await user.click(screen.getByRole('button', { name: 'Track order WD-ARRIVE2' }));
    const sheet = screen.getByRole('dialog', { name: 'Track order' });
    const shown = await within(sheet).findByTestId('arrival-window');
    expect(shown).toHaveTextContent('Rider arriving between 10:15 am and 10:35 am');
    expect(shown).toHaveTextContent('For your delivery');
  });

  it('shows nothing without a plan or a planner, and asks nothing for an order no rider is coming to', async () => {
    const unplanned = makeBooking({ custom_order_id: 'WD-NOPLAN', status: 'pending' });
    const oldServer = makeBooking({ custom_order_id: 'WD-OLDAPI', status: 'confirmed' });
    const done = makeBooking({ custom_order_id: 'WD-DONE01', status: 'completed' });
    const atLaundry = makeBooking({ custom_order_id: 'WD-WASHING', status: 'in_progress', vendor_stage: 'processing' });
    const api = renderBookings([unplanned, oldServer, done, atLaundry], (id) =>
      id === oldServer.id ? fail(404, 'Route not found') : null,
    );
    await card('WD-DONE01');
    await waitFor(() => expect(api.calls(ARRIVAL)).toHaveLength(2));
    expect(new Set(api.calls(ARRIVAL).map((call) => call.params.id))).toEqual(new Set([unplanned.id, oldServer.id]));
    expect(screen.queryByTestId('arrival-window')).toBeNull();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const booking = makeBooking({ custom_order_id: 'WD-HINDI9', status: 'confirmed' });
    let arrival: Arrival = PLANNED;
    renderBookings([booking], () => arrival);
    const shown = await within(await card('WD-HINDI9')).findByTestId('arrival-window');
    expect(shown).toHaveTextContent('राइडर सुबह 10:15 से सुबह 10:35 के बीच पहुँचेंगे');
    expect(shown).toHaveTextContent('Ravi Kumar, आपके पिकअप के लिए');
    expect(englishLeftIn(shown)).toEqual([]);

    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    arrival = { ...PLANNED, status: 'on_the_way' };
    act(() => FakeEventSource.last!.emit('booking.updated', { booking_id: booking.id }));
    await waitFor(() => expect(shown).toHaveTextContent('राइडर रास्ते में हैं'));
  });
});
