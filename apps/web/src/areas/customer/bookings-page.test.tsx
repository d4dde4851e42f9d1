import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { profileOf, TEST_USER } from '@/features/auth/testing/auth-test-utils';
import type { CustomerBooking } from '@/features/bookings/api/booking-keys';
import { listPage, makeBooking } from '@/features/bookings/testing/booking-fixtures';
import { englishLeftIn } from '@/test/english-left';
import { labelsNotInName } from '@/test/label-in-name';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, networkDown, offContract, on, signedOut, type StubRoute } from '@/test/mock-api';
import { AWAITING_ITEMS } from '@/test/order-fixtures';
import { renderWithProviders } from '@/test/render';
import { BookingsPage } from './bookings-page';

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LIST = contract.bookings.listForCustomer;
const CANCEL = contract.bookings.cancel;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPage(routes: StubRoute[]) {
  const api = mockApi([
    on(contract.auth.profile, profileOf()),
    on(contract.catalogue.list, { success: true, categories: [] }),
    ...routes,
  ]);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <BookingsPage />
      <Location />
      <Toaster />
    </>,
    { route: '/?view=bookings' },
  );
  return { api, user };
}

const cards = () => screen.getAllByRole('article');
const card = (orderId: string) => screen.getByRole('article', { name: `Booking ${orderId}` });

/** Newest first, as the server sends them: one booking in each state. */
function demoBookings(): CustomerBooking[] {
  return [
    makeBooking({ custom_order_id: 'WD-PEND01', status: 'pending', created_at: '2026-11-21T09:00:00Z' }),
    makeBooking({
      custom_order_id: 'WD-CONF02',
      status: 'confirmed',
      created_at: '2026-11-20T09:00:00Z',
      total_price: 400,
      discount_amount: 80,
      final_amount: 320,
      coupon_code: 'NEW20',
    }),
    makeBooking({ custom_order_id: 'WD-PROG03', status: 'in_progress', created_at: '2026-11-19T09:00:00Z' }),
    makeBooking({
      custom_order_id: 'WD-DONE04',
      status: 'completed',
      payment_status: 'paid',
      created_at: '2026-11-18T09:00:00Z',
    }),
    makeBooking({ custom_order_id: 'WD-CANC05', status: 'cancelled', created_at: '2026-11-17T09:00:00Z' }),
    makeBooking({ custom_order_id: 'WD-ODD06', status: 'on_hold', created_at: '2026-11-16T09:00:00Z' }),
  ];
}

describe('My Bookings: signed out', () => {
  it('invites the guest to sign in and opens the sign-in dialog', async () => {
    const { api, user } = renderPage([on(contract.auth.profile, signedOut)]);

    expect(await screen.findByRole('heading', { name: 'Sign in to see your bookings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls(LIST)).toHaveLength(0);
  });
});

describe('My Bookings: the list', () => {
  it("renders the server's order with status badges, payment labels, totals and the allowed actions", async () => {
    renderPage([on(LIST, listPage(demoBookings()))]);

    await screen.findAllByRole('article');
    expect(cards().map((item) => item.getAttribute('aria-label'))).toEqual([
      'Booking WD-PEND01',
      'Booking WD-CONF02',
      'Booking WD-PROG03',
      'Booking WD-DONE04',
      'Booking WD-CANC05',
      'Booking WD-ODD06',
    ]);
    expect(screen.getByText('6 bookings')).toBeInTheDocument();

    const badge = (orderId: string, label: string) => within(card(orderId)).getByText(label).closest('[data-tone]');
    expect(badge('WD-PEND01', 'Pending')).toHaveAttribute('data-tone', 'amber');
    expect(badge('WD-CONF02', 'Confirmed')).toHaveAttribute('data-tone', 'blue');
    expect(badge('WD-PROG03', 'In progress')).toHaveAttribute('data-tone', 'violet');
    expect(badge('WD-DONE04', 'Completed')).toHaveAttribute('data-tone', 'green');
    expect(badge('WD-CANC05', 'Cancelled')).toHaveAttribute('data-tone', 'grey');
    expect(badge('WD-ODD06', 'On hold')).toHaveAttribute('data-tone', 'neutral');

    expect(within(card('WD-DONE04')).getByText('Paid')).toBeInTheDocument();
    expect(within(card('WD-PEND01')).getByText('Payment pending')).toBeInTheDocument();

    const pending = card('WD-PEND01');
    expect(pending).toHaveTextContent('Saree × 2, Blouse × 1');
    expect(pending).toHaveTextContent('Tue, 24 Nov · 5:00 PM');
    expect(pending).toHaveTextContent('Thu, 26 Nov · 6:00 PM');
    expect(pending).toHaveTextContent('Sector 69, Gurugram');
    expect(within(pending).getByTestId('booking-total')).toHaveTextContent('₹570');

    const discounted = card('WD-CONF02');
    expect(within(discounted).getByTestId('booking-total')).toHaveTextContent('₹320');
    expect(discounted).toHaveTextContent('₹80 off with NEW20');

    const actions = (orderId: string) =>
      within(card(orderId))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(actions('WD-PEND01')).toEqual(['Track order', 'Edit', 'Cancel', 'Contact Support']);
    expect(actions('WD-CONF02')).toEqual(['Track order', 'Edit', 'Cancel', 'Contact Support']);
    // Collected items are cancelled only by operations (docs/decisions/0008-order-lifecycle.md).
    expect(actions('WD-PROG03')).toEqual(['Track order', 'Contact Support']);
    expect(actions('WD-DONE04')).toEqual(['Track order', 'Rate your order', 'Contact Support']);
    expect(actions('WD-CANC05')).toEqual(['Track order', 'Contact Support']);
  });

  it('asks the server again with ?status= when the filter changes', async () => {
    const { api, user } = renderPage([
      on(LIST, ({ search }) => {
        const status = search.get('status');
        const all = demoBookings();
        return listPage(status ? all.filter((booking) => booking.status === status) : all);
      }),
    ]);
    await screen.findAllByRole('article');
    expect(api.calls(LIST)[0]?.params.id).toBe(TEST_USER.id);
    expect(api.calls(LIST)[0]?.search.get('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'In progress' }));

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(api.calls(LIST).at(-1)?.search.get('status')).toBe('in_progress');
    expect(api.calls(LIST).at(-1)?.search.get('page')).toBe('1');
    expect(card('WD-PROG03')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In progress' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    await waitFor(() => expect(api.calls(LIST).at(-1)?.search.get('status')).toBe('cancelled'));
    await waitFor(() => expect(cards().map((item) => item.getAttribute('aria-label'))).toEqual(['Booking WD-CANC05']));
  });

  it('loads more pages and appends them in order', async () => {
    const [first, second, third] = demoBookings();
    const { api, user } = renderPage([
      on(LIST, ({ search }) =>
        search.get('page') === '2'
          ? listPage([third!], { page: 2, limit: 2, total: 3, hasMore: false })
          : listPage([first!, second!], { page: 1, limit: 2, total: 3, hasMore: true }),
      ),
    ]);
    await screen.findAllByRole('article');
    expect(screen.getByText('Showing 2 of 3 bookings')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards().map((item) => item.getAttribute('aria-label'))).toEqual([
      'Booking WD-PEND01',
      'Booking WD-CONF02',
      'Booking WD-PROG03',
    ]);
    expect(api.calls(LIST).at(-1)?.search.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows 'No bookings yet' with a way to book a pickup", async () => {
    const { user } = renderPage([on(LIST, listPage([]))]);

    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book a pickup' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^$/);
  });

  it("shows 'Loading Error: Failed to load bookings' and retries", async () => {
    let failing = true;
    const { user } = renderPage([
      on(LIST, () => (failing ? fail(403, 'You can only see your own bookings') : listPage(demoBookings().slice(0, 1)))),
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading Error');
    expect(alert).toHaveTextContent('Failed to load bookings');

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Booking WD-PEND01' })).toBeInTheDocument();
  });

  it.each([
    ['the request cannot reach the server', networkDown, 'Network error. Please check your connection.'],
    ['the server fails', () => fail(500, 'Something went wrong on our side. Please try again.'), 'Failed to fetch bookings'],
    [
      'the answer is not the list the contract describes',
      () => offContract(new Response(JSON.stringify({ success: true, bookings: 'none' }), { status: 200 })),
      'Invalid server response',
    ],
  ])('says why the list did not load when %s', async (_situation, answer, reason) => {
    renderPage([on(LIST, answer)]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load bookings');
    expect(within(alert).getByText(reason)).toBeInTheDocument();
  });

  it('says in Hindi that the request could not reach the server', async () => {
    await i18n.changeLanguage('hi');
    renderPage([on(LIST, networkDown)]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('नेटवर्क में गड़बड़ी है। कृपया अपना इंटरनेट कनेक्शन जाँचें।')).toBeInTheDocument();
  });

  it('refreshes on demand', async () => {
    let bookings = demoBookings().slice(0, 1);
    const { user } = renderPage([on(LIST, () => listPage(bookings))]);
    await screen.findAllByRole('article');

    bookings = [makeBooking({ custom_order_id: 'WD-NEW007' }), ...bookings];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('article', { name: 'Booking WD-NEW007' })).toBeInTheDocument();
    expect(cards()[0]).toHaveAttribute('aria-label', 'Booking WD-NEW007');
  });
});

describe('My Bookings: cancel', () => {
  it("keeps the booking on 'Keep Booking', cancels on 'Yes, Cancel Booking' and shows the server's message", async () => {
    const booking = makeBooking({ custom_order_id: 'WD-PEND01', status: 'pending' });
    let current = booking;
    const { api, user } = renderPage([
      on(LIST, () => listPage([current])),
      on(CANCEL, () => {
        current = { ...booking, status: 'cancelled' };
        return { success: true, message: 'Booking cancelled successfully', booking: current };
      }),
    ]);
    await screen.findAllByRole('article');

    await user.click(within(card('WD-PEND01')).getByRole('button', { name: /^Cancel/ }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel Booking?' });
    expect(dialog).toHaveTextContent('WD-PEND01');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls(CANCEL)).toHaveLength(0);

    await user.click(within(card('WD-PEND01')).getByRole('button', { name: /^Cancel/ }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel Booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));

    expect(await screen.findByText('Booking cancelled successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls(CANCEL).map((call) => call.params.id)).toEqual([booking.id]);
    await waitFor(() => expect(within(card('WD-PEND01')).getByText('Cancelled')).toBeInTheDocument());
    expect(within(card('WD-PEND01')).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(within(card('WD-PEND01')).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("reports 'Cancellation Failed' with the server's message", async () => {
    // The server has moved it on (a rider collected it) since the list was loaded.
    const booking = makeBooking({ custom_order_id: 'WD-PROG03', status: 'confirmed' });
    const { user } = renderPage([
      on(LIST, listPage([booking])),
      on(CANCEL, () => fail(409, 'This booking can no longer be cancelled')),
    ]);
    await screen.findAllByRole('article');

    await user.click(within(card('WD-PROG03')).getByRole('button', { name: /^Cancel/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Booking' }));

    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('This booking can no longer be cancelled')).toBeInTheDocument();
  });

  it('reports a network failure and lets the customer try again', async () => {
    const booking = makeBooking({ custom_order_id: 'WD-PEND01' });
    const { user } = renderPage([on(LIST, listPage([booking])), on(CANCEL, networkDown)]);
    await screen.findAllByRole('article');

    await user.click(within(card('WD-PEND01')).getByRole('button', { name: /^Cancel/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Booking' }));

    // A cancel is not retried by itself: the customer decides.
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('Network error. Please check your connection and try again.')).toBeInTheDocument();
    // Still open, so the customer can retry.
    expect(screen.getByRole('button', { name: 'Yes, Cancel Booking' })).toBeEnabled();
  });
});

describe('My Bookings: dialogs from a card', () => {
  it('opens Contact Support for that order and the edit dialog for editable bookings', async () => {
    const { user } = renderPage([on(LIST, listPage(demoBookings()))]);
    await screen.findAllByRole('article');

    await user.click(within(card('WD-DONE04')).getByRole('button', { name: /Contact Support/ }));
    const support = await screen.findByRole('dialog', { name: 'Contact Support' });
    expect(within(support).getByTestId('support-order-id')).toHaveTextContent('WD-DONE04');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card('WD-CONF02')).getByRole('button', { name: /^Edit/ }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Booking' });
    expect(edit).toHaveTextContent('WD-CONF02');
    expect(within(edit).getByRole('tab', { name: 'Details' })).toBeInTheDocument();
    expect(within(edit).getByRole('tab', { name: 'Services' })).toBeInTheDocument();
  });
});

describe('My Bookings in Hindi', () => {
  it('shows the list, statuses, dates, money, actions and dialogs in Hindi, with only data left in English', async () => {
    await i18n.changeLanguage('hi');
    const quickPickup = makeBooking({ custom_order_id: 'WD-QUICK7', ...AWAITING_ITEMS, created_at: '2026-11-15T09:00:00Z' });
    const { user } = renderPage([
      on(LIST, listPage([...demoBookings(), quickPickup])),
      on(CANCEL, () => fail(409, 'This booking can no longer be cancelled')),
    ]);
    await screen.findAllByRole('article');

    expect(screen.getByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeInTheDocument();
    expect(screen.getByText('7 बुकिंग')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'प्रोसेस में' })).toBeInTheDocument();

    const pending = screen.getByRole('article', { name: 'बुकिंग WD-PEND01' });
    expect(within(pending).getByText('पेंडिंग').closest('[data-tone]')).toHaveAttribute('data-tone', 'amber');
    expect(within(pending).getByText('भुगतान बाकी')).toBeInTheDocument();
    // Dates and times in hi-IN; rupees in hi-IN.
    expect(pending).toHaveTextContent('मंगल, 24 नव॰ · शाम 5:00');
    expect(pending).toHaveTextContent('21 नव॰ 2026 को बुक किया');
    expect(within(pending).getByTestId('booking-total')).toHaveTextContent('₹570');
    expect(
      within(pending)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ऑर्डर ट्रैक करें', 'बदलें', 'रद्द करें', 'सपोर्ट से बात करें']);
    // Each button's Hindi name holds its words, then the order (WCAG 2.5.3).
    expect(within(pending).getByRole('button', { name: 'ऑर्डर ट्रैक करें: WD-PEND01' })).toBeInTheDocument();
    expect(labelsNotInName(pending, 'button')).toEqual([]);
    expect(screen.getByRole('article', { name: 'बुकिंग WD-CONF02' })).toHaveTextContent('NEW20 से ₹80 की छूट');
    expect(within(screen.getByRole('article', { name: 'बुकिंग WD-DONE04' })).getByText('भुगतान हो गया')).toBeInTheDocument();
    // A status this version does not know keeps the server's words, marked as data.
    expect(within(screen.getByRole('article', { name: 'बुकिंग WD-ODD06' })).getByText('On hold')).toHaveAttribute(
      'translate',
      'no',
    );

    const quick = screen.getByRole('article', { name: 'बुकिंग WD-QUICK7' });
    expect(quick).toHaveTextContent('क्विक पिकअप · आइटम जुड़ने बाकी');
    expect(within(quick).getByTestId('booking-total')).toHaveTextContent('कीमत पिकअप पर तय होगी');

    // Nothing of the interface is left in English: what is (the unknown status, the coupon code) is marked as data.
    expect(englishLeftIn(screen.getByRole('main'))).toEqual([]);

    await user.click(within(pending).getByRole('button', { name: 'WD-PEND01 के बारे में सपोर्ट से बात करें' }));
    const support = await screen.findByRole('dialog', { name: 'सपोर्ट से बात करें' });
    expect(within(support).getByTestId('support-order-id')).toHaveTextContent('WD-PEND01');
    expect(englishLeftIn(support)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A server refusal reads in Hindi too.
    await user.click(within(pending).getByRole('button', { name: 'बुकिंग WD-PEND01 रद्द करें' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'बुकिंग रद्द करें?' });
    expect(dialog).toHaveTextContent('ऑर्डर WD-PEND01 रद्द हो जाएगा');
    expect(englishLeftIn(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'हाँ, बुकिंग रद्द करें' }));
    expect(await screen.findByText('रद्द नहीं हो पाई')).toBeInTheDocument();
    expect(screen.getByText('यह बुकिंग अब रद्द नहीं की जा सकती')).toBeInTheDocument();
  });
});
