import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOT_CAPACITY_MESSAGES, contract, type AddressRecord, type EndpointReply } from '@washday/core';
import { guestWhoSignsIn, profileOf } from '@/features/auth/testing/auth-test-utils';
import { cartStore } from '@/features/cart/stores/cart-store';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/fallback-catalogue';
import { addressFixture, bookingFixture, new20Applied, onlyNew20 } from '@/features/checkout/testing/checkout-fixtures';
import { labelsNotInName } from '@/test/label-in-name';
import { fail, mockApi, networkDown, on, type MockApi, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CheckoutPage } from './checkout-page';
import { freshCheckoutAt } from './checkout-test-setup';

// Tuesday 10 March 2026, 09:00 in India.
const NOW = new Date('2026-03-10T03:30:00.000Z');

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const addresses = (list: AddressRecord[] = [addressFixture()]) => on(contract.addresses.list, { success: true, data: list });
const CREATE = contract.bookings.create;
type Created = EndpointReply<typeof CREATE>;

function routes(overrides: StubRoute[] = []) {
  return mockApi([
    on(contract.catalogue.list, { success: true, categories: [...FALLBACK_CATALOGUE] }),
    on(contract.auth.profile, profileOf()),
    addresses(),
    ...overrides,
  ]);
}

beforeEach(() => {
  freshCheckoutAt(NOW);
});

afterEach(() => {
  // TanStack Query follows the browser's online/offline events globally.
  onlineManager.setOnline(true);
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderCheckout() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <CheckoutPage />
      <LocationProbe />
      <Toaster />
    </>,
    { route: '/?view=checkout' },
  );
  await screen.findByRole('form', { name: 'Checkout' });
  return user;
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Processing\.\.\.|Waiting to send/ });
// `hidden`: the list stays readable while the sign-in dialog covers the page.
const errorList = () => screen.getByRole('alert', { name: 'Please fix the following:', hidden: true });
const listed = () =>
  within(errorList())
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent);
const WAITING = "Your order is waiting to send — we'll place it as soon as you're back online";
const pendingBanner = () => screen.getByText(WAITING).closest('[role="status"]');

async function chooseSchedule(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(group('Pickup date')).getByRole('radio', { name: /^Tomorrow/ }));
  await user.click(within(group('Pickup time')).getByRole('radio', { name: '10:00 AM' }));
  await user.click(within(group('Delivery date')).getAllByRole('radio')[0]!);
  await user.click(within(group('Delivery time')).getAllByRole('radio')[0]!);
}

function postedBookings(api: MockApi) {
  return api.calls(CREATE).map((request) => ({ key: request.headers.get('idempotency-key'), body: request.body }));
}

describe('checkout: cart and totals', () => {
  it('shows the lines with line totals, steppers and the bill with waived fees', async () => {
    cartStore.setQuantity('laundry-fold', 2);
    cartStore.setQuantity('dc-women-saree', 1);
    cartStore.setQuantity('not-in-catalogue', 3);
    routes();
    const user = await renderCheckout();

    const lines = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual(['Laundry + Fold', 'Saree']);
    expect(within(lines[0]!).getByTestId('line-total')).toHaveTextContent('₹140');

    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('₹380');
    expect(screen.getByText('Delivery fee').nextSibling).toHaveTextContent('was ₹30FREE');
    expect(screen.getByText('Handling fee').nextSibling).toHaveTextContent('was ₹9FREE');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹380');

    await user.click(screen.getByRole('button', { name: 'Add one Laundry + Fold' }));
    expect(within(lines[0]!).getByTestId('line-total')).toHaveTextContent('₹210');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹450');

    await user.click(screen.getByRole('button', { name: 'Remove one Saree' }));
    expect(screen.queryByRole('listitem', { name: 'Saree' })).not.toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹210');
  });

  it('offers the way back when the cart is empty', async () => {
    routes();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CheckoutPage />
        <LocationProbe />
      </>,
      { route: '/?view=checkout' },
    );
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse services' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('checkout: schedule', () => {
  it('offers 7 pickup days and hourly slots, hiding today’s slots less than 30 minutes away', async () => {
    vi.setSystemTime(new Date('2026-03-10T04:45:00.000Z')); // 10:15 IST
    cartStore.setQuantity('laundry-fold', 1);
    routes();
    const user = await renderCheckout();

    const dates = within(group('Pickup date')).getAllByRole('radio');
    expect(dates).toHaveLength(7);
    expect(dates[0]).toHaveAccessibleName(/^Today 10 Mar, Tuesday,? 10 March/);

    expect(screen.getByText(SLOT_PICKUP_FIRST)).toBeInTheDocument();
    await user.click(dates[0]!);
    const today = within(group('Pickup time'))
      .getAllByRole('radio')
      .map((button) => button.textContent);
    expect(today[0]).toBe('11:00 AM');
    expect(today.at(-1)).toBe('9:00 PM');

    await user.click(dates[1]!);
    const tomorrow = within(group('Pickup time'));
    expect(tomorrow.getAllByRole('radio')).toHaveLength(14);
    expect(tomorrow.getByText('Morning')).toBeInTheDocument();
    expect(tomorrow.getByText('Afternoon')).toBeInTheDocument();
    expect(tomorrow.getByText('Evening')).toBeInTheDocument();
  });

  it('starts delivery 24 h after pickup, shows 7 dates and all 14 on request', async () => {
    cartStore.setQuantity('laundry-fold', 1);
    routes();
    const user = await renderCheckout();
    await user.click(within(group('Pickup date')).getByRole('radio', { name: /^Tomorrow/ }));
    await user.click(within(group('Pickup time')).getByRole('radio', { name: '10:00 AM' }));

    const delivery = within(group('Delivery date'));
    expect(delivery.getAllByRole('radio')).toHaveLength(7);
    expect(delivery.getAllByRole('radio')[0]).toHaveAccessibleName(/12 March/);
    await user.click(screen.getByRole('button', { name: 'More dates' }));
    expect(delivery.getAllByRole('radio')).toHaveLength(14);
    expect(delivery.getAllByRole('radio')[13]).toHaveAccessibleName(/25 March/);
    expect(screen.queryByRole('button', { name: 'More dates' })).not.toBeInTheDocument();

    await user.click(delivery.getAllByRole('radio')[0]!);
    expect(within(group('Delivery time')).getAllByRole('radio')[0]).toHaveTextContent('10:00 AM');
  });

  it('needs 48 hours when the cart has dry cleaning', async () => {
    cartStore.setQuantity('laundry-fold', 1);
    cartStore.setQuantity('dc-women-saree', 1);
    routes();
    const user = await renderCheckout();
    await user.click(within(group('Pickup date')).getByRole('radio', { name: /^Tomorrow/ }));
    await user.click(within(group('Pickup time')).getByRole('radio', { name: '10:00 AM' }));

    const first = within(group('Delivery date')).getAllByRole('radio')[0]!;
    expect(first).toHaveAccessibleName(/13 March/);
    await user.click(first);
    expect(within(group('Delivery time')).getAllByRole('radio')[0]).toHaveTextContent('10:00 AM');
  });

  it('resets the delivery whenever the pickup date or time changes', async () => {
    cartStore.setQuantity('laundry-fold', 1);
    routes();
    const user = await renderCheckout();
    await chooseSchedule(user);
    expect(within(group('Delivery time')).getByRole('radio', { checked: true })).toBeInTheDocument();

    await user.click(within(group('Pickup time')).getByRole('radio', { name: '11:00 AM' }));
    expect(within(group('Delivery date')).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Delivery time' })).not.toBeInTheDocument();

    await user.click(within(group('Delivery date')).getAllByRole('radio')[0]!);
    await user.click(within(group('Delivery time')).getAllByRole('radio')[0]!);
    await user.click(within(group('Pickup date')).getAllByRole('radio')[2]!);
    expect(within(group('Delivery date')).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    // The pickup time is still offered on the new date, so it stays.
    expect(within(group('Pickup time')).getByRole('radio', { name: '11:00 AM' })).toHaveAttribute('aria-checked', 'true');
  });
});

const SLOT_PICKUP_FIRST = 'Please select pickup date and time first to choose delivery schedule.';

describe('checkout: validation', () => {
  it('lists the spec messages in order under "Please fix the following:" and scrolls to them', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    cartStore.setQuantity('laundry-fold', 1);
    routes([addresses([])]);
    const user = await renderCheckout();
    expect(await screen.findByRole('button', { name: /Select an address/ })).toBeInTheDocument();

    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveValue('9876543210');
    await user.clear(phone);
    await user.click(placeOrderButton());

    expect(listed()).toEqual([
      'Pickup address is required',
      'Phone number is required',
      'Pickup date is required',
      'Pickup time is required',
      'Delivery date is required',
      'Delivery time is required',
    ]);
    expect(scroll).toHaveBeenCalled();
    expect(errorList()).toHaveFocus();

    await user.type(phone, '12345');
    expect(listed()).toContain('Please enter a valid 10-digit mobile number');
    await chooseSchedule(user);
    expect(listed()).toEqual(['Pickup address is required', 'Please enter a valid 10-digit mobile number']);
  });

  it('shows the server’s refusal in the list and retries the same order with the same key', async () => {
    cartStore.setQuantity('laundry-fold', 2);
    const api = routes([
      on(CREATE, () => fail(400, 'This pickup time is no longer available. Please choose another.', { field: 'pickupTime' })),
    ]);
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'Change address' });
    await chooseSchedule(user);
    await user.click(placeOrderButton());

    await waitFor(() => expect(listed()).toEqual(['This pickup time is no longer available. Please choose another.']));
    await user.click(placeOrderButton());
    await waitFor(() => expect(postedBookings(api)).toHaveLength(2));
    const [first, second] = postedBookings(api);
    expect(second!.key).toBe(first!.key);

    // A changed order is a new attempt with a new key.
    await user.click(screen.getByRole('button', { name: 'Add one Laundry + Fold' }));
    await user.click(placeOrderButton());
    await waitFor(() => expect(postedBookings(api)).toHaveLength(3));
    expect(postedBookings(api)[2]!.key).not.toBe(first!.key);
  });

  it('marks full pickup slots Full and not choosable; a slot that fills meanwhile is refused, shown full and unchosen', async () => {
    cartStore.setQuantity('laundry-fold', 2);
    let full = ['12:00'];
    const api = routes([
      on(contract.bookings.slotAvailability, ({ search }) => ({
        success: true,
        date: search.get('date')!,
        full: search.get('date') === '2026-03-11' ? full : [],
      })),
      on(CREATE, () => {
        full = ['10:00', '12:00'];
        return fail(409, SLOT_CAPACITY_MESSAGES.full, { field: 'pickupTime', error: 'SLOT_FULL' });
      }),
    ]);
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'Change address' });
    await user.click(within(group('Pickup date')).getByRole('radio', { name: /^Tomorrow/ }));
    await waitFor(() => expect(api.calls(contract.bookings.slotAvailability).length).toBeGreaterThan(0));
    const noon = await within(group('Pickup time')).findByRole('radio', { name: '12:00 PM, full' });
    expect(noon).toBeDisabled();
    expect(within(noon).getByText('Full')).toBeInTheDocument();
    // Each chip's name starts with the words it shows (WCAG 2.5.3), then says the whole date.
    expect(within(group('Pickup date')).getByRole('radio', { name: 'Tomorrow 11 Mar, Wednesday, 11 March' })).toBeChecked();
    expect(labelsNotInName(group('Pickup date'), 'radio')).toEqual([]);
    expect(labelsNotInName(group('Pickup time'), 'radio')).toEqual([]);
    expect(Object.fromEntries(api.calls(contract.bookings.slotAvailability).at(-1)!.search)).toEqual({
      address_id: addressFixture()._id,
      date: '2026-03-11',
    });

    await user.click(within(group('Pickup time')).getByRole('radio', { name: '10:00 AM' }));
    await user.click(within(group('Delivery date')).getAllByRole('radio')[0]!);
    await user.click(within(group('Delivery time')).getAllByRole('radio')[0]!);
    await user.click(placeOrderButton());
    await waitFor(() => expect(listed()).toContain(SLOT_CAPACITY_MESSAGES.full));
    expect(await within(group('Pickup time')).findByRole('radio', { name: '10:00 AM, full' })).toBeDisabled();
    expect(within(group('Pickup time')).getByRole('radio', { name: '11:00 AM' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('checkout: prices by core', () => {
  it("refuses, as the server would, a line under its service's minimum, and sends nothing", async () => {
    // The catalogue now asks for 2 KG; the cart on this device still holds 1 from before.
    const raised = FALLBACK_CATALOGUE.map((category) => ({
      ...category,
      services: category.services.map((service) => (service.id === 'laundry-fold' ? { ...service, minQuantity: 2 } : service)),
    }));
    cartStore.setQuantity('laundry-fold', 1);
    const api = routes([on(contract.catalogue.list, { success: true, categories: raised })]);
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'Change address' });
    await chooseSchedule(user);
    await user.click(placeOrderButton());

    expect(listed()).toEqual(['Laundry + Fold needs at least 2 KG']);
    expect(postedBookings(api)).toHaveLength(0);
    expect(within(screen.getByRole('list', { name: 'Items in your cart' })).queryByTestId('line-total')).not.toBeInTheDocument();
  });
});

describe('checkout: coupon', () => {
  it('applies a coupon with the subtotal, shows the discount and removes it', async () => {
    cartStore.setQuantity('laundry-fold', 2); // ₹140
    cartStore.setQuantity('dc-women-saree', 1); // ₹240
    const api = routes([onlyNew20('COUPON_INVALID')]);
    const user = await renderCheckout();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please enter a coupon code')).toBeInTheDocument();

    const field = screen.getByLabelText('Coupon code');
    await user.type(field, 'oops');
    expect(field).toHaveValue('OOPS');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid coupon code: OOPS')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'new20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('NEW20 applied')).toBeInTheDocument();
    expect(api.calls(contract.coupons.validate).at(-1)?.body).toEqual({
      couponCode: 'NEW20',
      orderAmount: 380,
      userId: 'user-1',
    });
    expect(screen.getByText('Discount (NEW20)').nextSibling).toHaveTextContent('−₹76');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹304');

    // A changed cart is checked again with the new subtotal.
    await user.click(screen.getByRole('button', { name: 'Remove one Saree' }));
    await waitFor(() => expect(api.calls(contract.coupons.validate).at(-1)?.body).toMatchObject({ orderAmount: 140 }));
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('₹112'));

    await user.click(screen.getByRole('button', { name: 'Remove coupon NEW20' }));
    expect(screen.queryByText('Discount (NEW20)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹140');
  });
});

describe('checkout: placing the order', () => {
  it('sends the order with an Idempotency-Key, shows Processing..., then clears the cart and opens the confirmation', async () => {
    cartStore.setQuantity('laundry-fold', 2);
    let answer: (reply: Created) => void = () => {};
    const api = routes([on(CREATE, () => new Promise<Created>((resolve) => (answer = resolve)))]);
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'Change address' });
    await chooseSchedule(user);
    await user.type(screen.getByLabelText(/Instructions/), '  Ring twice  ');
    await user.click(placeOrderButton());

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    // 'Processing...' can show before the request leaves; then exactly one must have gone.
    await waitFor(() => expect(postedBookings(api)).toHaveLength(1));

    const [{ key, body }] = postedBookings(api) as [{ key: string; body: unknown }];
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(body).toMatchObject({
      services: [{ id: 'laundry-fold', quantity: 2 }],
      pickupDate: '2026-03-11',
      pickupTime: '10:00',
      deliveryDate: '2026-03-12',
      deliveryTime: '10:00',
      address_id: addressFixture().id,
      phone: '9876543210',
      instructions: 'Ring twice',
      payment_method: 'cash',
    });
    expect(body).not.toHaveProperty('coupon_code');

    const booking = bookingFixture();
    answer({ success: true, message: 'Booking created successfully', booking });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/?view=confirmed&id=${booking.id}`));
    expect(cartStore.getSnapshot()).toEqual({});
    expect(window.localStorage.getItem('washday.cart')).toBeNull();
  });

  it('sends the coupon but no totals: the server prices the order', async () => {
    cartStore.setQuantity('laundry-fold', 2);
    const api = routes([
      on(contract.coupons.validate, ({ body: { orderAmount } }) => new20Applied(orderAmount, '20% off')),
      on(CREATE, { success: true, message: 'Booking created successfully', booking: bookingFixture() }),
    ]);
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'Change address' });
    await user.type(screen.getByLabelText('Coupon code'), 'new20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('NEW20 applied')).toBeInTheDocument();
    // A percentage says its cap.
    expect(screen.getByText('20% off · up to ₹200')).toBeInTheDocument();
    await chooseSchedule(user);
    await user.click(placeOrderButton());

    await waitFor(() => expect(postedBookings(api)).toHaveLength(1));
    const body = postedBookings(api)[0]?.body;
    expect(body).toMatchObject({ services: [{ id: 'laundry-fold', quantity: 2 }], coupon_code: 'NEW20' });
    for (const total of ['totalAmount', 'discount_amount', 'original_total', 'charges_breakdown'])
      expect(body, total).not.toHaveProperty(total);
  });

  it('asks a guest to sign in, keeps the form, and continues after sign-in', async () => {
    cartStore.setQuantity('laundry-fold', 2);
    routes(guestWhoSignsIn());
    const user = await renderCheckout();
    expect(await screen.findByRole('button', { name: /Select an address/ })).toBeInTheDocument();
    await chooseSchedule(user);
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.type(screen.getByLabelText(/Instructions/), 'Gate 2');
    await user.click(placeOrderButton());

    expect(listed()).toEqual(['Please sign in to complete your booking']);
    const saved = JSON.parse(window.localStorage.getItem('washday.checkoutState') ?? 'null') as {
      savedAt: string;
      state: unknown;
    };
    expect(saved.savedAt).toBe(NOW.toISOString());
    expect(saved.state).toEqual({
      pickupDate: '2026-03-11',
      pickupTime: '10:00',
      deliveryDate: '2026-03-12',
      deliveryTime: '10:00',
      phone: '9876543210',
      instructions: 'Gate 2',
      couponCode: '',
    });

    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'Asha Verma');
    await user.type(within(dialog).getByLabelText('Mobile Number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(dialog).findByLabelText('Enter OTP'), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Sign In' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Change address' })).toBeInTheDocument();
    // The list's line and the 'Login Required' toast's, which goes once signed in.
    await waitFor(() => expect(screen.queryByText('Please sign in to complete your booking')).not.toBeInTheDocument());
    expect(within(group('Pickup time')).getByRole('radio', { name: '10:00 AM' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText(/Instructions/)).toHaveValue('Gate 2');
  });

  it('restores a form saved less than 30 minutes ago', async () => {
    const state = {
      pickupDate: '2026-03-11',
      pickupTime: '10:00',
      deliveryDate: '2026-03-12',
      deliveryTime: '18:00',
      phone: '9812345678',
      instructions: 'Call first',
      couponCode: '',
    };
    window.localStorage.setItem(
      'washday.checkoutState',
      JSON.stringify({ savedAt: new Date(NOW.getTime() - 29 * 60_000).toISOString(), state }),
    );
    cartStore.setQuantity('laundry-fold', 1);
    routes();
    await renderCheckout();
    expect(screen.getByLabelText('Phone number')).toHaveValue('9812345678');
    expect(screen.getByLabelText(/Instructions/)).toHaveValue('Call first');
    expect(within(group('Delivery time')).getByRole('radio', { name: '6:00 PM' })).toHaveAttribute('aria-checked', 'true');
  });

  it('does not restore a form saved more than 30 minutes ago', async () => {
    window.localStorage.setItem(
      'washday.checkoutState',
      JSON.stringify({
        savedAt: new Date(NOW.getTime() - 31 * 60_000).toISOString(),
        state: {
          pickupDate: '2026-03-11',
          pickupTime: '10:00',
          deliveryDate: null,
          deliveryTime: null,
          phone: '',
          instructions: 'Old',
          couponCode: '',
        },
      }),
    );
    cartStore.setQuantity('laundry-fold', 1);
    routes();
    await renderCheckout();
    expect(screen.getByLabelText(/Instructions/)).toHaveValue('');
    expect(window.localStorage.getItem('washday.checkoutState')).toBeNull();
  });
});

describe('checkout: offline', () => {
  it('keeps the order on the device while offline and sends it once, with the same key, when back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    cartStore.setQuantity('laundry-fold', 2);
    const booking = bookingFixture();
    const api = routes([on(CREATE, { success: true, message: 'Booking created successfully', booking })]);
    // Loaded while online, then the connection dropped.
    onLine.mockReturnValue(true);
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'Change address' });
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });

    await chooseSchedule(user);
    await user.click(placeOrderButton());

    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    expect(pendingBanner()).toHaveTextContent(/^Waiting to send/);
    expect(placeOrderButton()).toHaveTextContent('Waiting to send');
    expect(placeOrderButton()).toBeDisabled();
    expect(postedBookings(api)).toHaveLength(0);
    const queued = JSON.parse(window.localStorage.getItem('washday.pendingOrders') ?? '[]') as {
      idempotencyKey: string;
      body: unknown;
      createdAt: string;
    }[];
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ createdAt: NOW.toISOString(), body: { services: [{ id: 'laundry-fold', quantity: 2 }] } });
    // Not placed: the cart stays and no confirmation opens.
    expect(cartStore.getSnapshot()).toEqual({ 'laundry-fold': 2 });
    expect(screen.getByTestId('location')).toHaveTextContent('/?view=checkout');

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/?view=confirmed&id=${booking.id}`));
    expect(postedBookings(api)).toEqual([{ key: queued[0]!.idempotencyKey, body: queued[0]!.body }]);
    expect(window.localStorage.getItem('washday.pendingOrders')).toBeNull();
    expect(cartStore.getSnapshot()).toEqual({});
  });

  it('keeps the order when the request gets no answer at all', async () => {
    cartStore.setQuantity('laundry-fold', 1);
    const api = routes([on(CREATE, networkDown)]);
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'Change address' });
    await chooseSchedule(user);
    await user.click(placeOrderButton());

    // Booking creation opts in to the retry rule (3 more tries; no waiting in tests), all with one key.
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    expect(postedBookings(api)).toHaveLength(4);
    const keys = new Set(postedBookings(api).map((call) => call.key));
    expect(keys.size).toBe(1);
    const queued = JSON.parse(window.localStorage.getItem('washday.pendingOrders') ?? '[]') as { idempotencyKey: string }[];
    expect(queued.map((order) => order.idempotencyKey)).toEqual([...keys]);
  });
});
