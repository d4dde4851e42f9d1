import { contract, type User } from '@washday/core';
import { hourlySlotLabels } from '@washday/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME, WORK } from '@/features/addresses/testing/address-test-utils';
import { loginSuccess, otpSent, profileOf, stubResizeObserver, TEST_USER } from '@/features/auth/testing/auth-test-utils';
import { fail, mockApi, networkDown, on, signedOut, type StubRoute } from '@/test/mock-api';
import { quickPickupCreated } from './quick-pickup-fixtures';
import { renderWithProviders } from '@/test/render';
import { HomePage } from './home-page';

const CREATE = contract.quickPickup.create;
/** 11:00 in India on 22 November 2026. */
const ELEVEN_AM = new Date('2026-11-22T05:30:00Z');

beforeEach(() => {
  stubResizeObserver();
  // Only the clock is fixed; timers stay real for the dialogs and user-event.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ELEVEN_AM);
});

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderHome({ user = TEST_USER as User | null, routes = [] as StubRoute[] } = {}) {
  const api = mockApi([
    on(contract.catalogue.list, { success: true, categories: [] }),
    on(contract.auth.profile, () => (user ? profileOf(user) : signedOut())),
    on(contract.addresses.list, { success: true, data: [HOME, WORK] }),
    on(CREATE, () => quickPickupCreated(ELEVEN_AM)),
    ...routes,
  ]);
  const events = userEvent.setup();
  renderWithProviders(
    <>
      <HomePage />
      <Toaster />
    </>,
  );
  return { api, events };
}

async function openDialog(events: ReturnType<typeof userEvent.setup>) {
  // Named by all it shows: the title, then the hint.
  await events.click(
    await screen.findByRole('button', {
      name: 'Quick Pickup No list needed: a rider collects your clothes and counts them at your door.',
    }),
  );
  const dialog = await screen.findByRole('dialog');
  // A modal Radix dialog turns the page's pointer events off a render before it turns its own back on: a click in
  // between is refused (seen on a slow machine), so wait for that render.
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
}

const slotNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: /Pickup time/ }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('home: Quick Pickup for a guest', () => {
  it('asks the guest to sign in first, and opens the Quick Pickup form once signed in', async () => {
    const { api, events } = await renderHome({
      user: null,
      routes: [on(contract.auth.sendOtp, otpSent), on(contract.auth.verifyOtp, () => loginSuccess())],
    });
    let dialog = await openDialog(events);
    expect(within(dialog).getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(within(dialog).getByText('Please sign in to request a quick pickup')).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog(events);
    await events.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(screen.queryByRole('heading', { name: 'Login Required' })).not.toBeInTheDocument();
    await events.type(within(signIn).getByLabelText('Full Name'), 'Asha Verma');
    await events.type(within(signIn).getByLabelText('Mobile Number'), '9876543210');
    await events.click(within(signIn).getByRole('button', { name: 'Send OTP' }));
    await events.type(await within(signIn).findByLabelText('Enter OTP'), '123456');
    await events.click(within(signIn).getByRole('button', { name: 'Verify & Sign In' }));

    dialog = await screen.findByRole('dialog', { name: 'Quick Pickup' });
    expect(await within(dialog).findByRole('radio', { name: /Home/ })).toBeChecked();
    expect(api.calls(CREATE)).toHaveLength(0);
  });
});

describe('home: Quick Pickup for a signed-in customer', () => {
  it('books the first slot 30 minutes ahead at the default saved address, shows submitting, then the toast', async () => {
    let release: () => void = () => {};
    const { api, events } = await renderHome({
      routes: [on(CREATE, () => new Promise((resolve) => (release = () => resolve(quickPickupCreated(ELEVEN_AM)))))],
    });
    const dialog = await openDialog(events);
    expect(await within(dialog).findByRole('heading', { name: 'Quick Pickup' })).toBeInTheDocument();

    const date = within(dialog).getByLabelText(/Pickup date/);
    expect(date).toHaveValue('2026-11-22');
    expect(date).toHaveAttribute('min', '2026-11-22');
    expect(date).toHaveAttribute('max', '2026-12-22');
    // At 11:00 the 11:00 slot is gone; 12:00 is the first at least 30 minutes ahead, 8 PM the last.
    expect(slotNames(dialog)).toEqual(hourlySlotLabels(12, 20));
    expect(within(dialog).getByRole('radio', { name: /Home/ })).toBeChecked();

    await events.click(within(dialog).getByRole('button', { name: '12:00 PM' }));
    expect(within(dialog).getByRole('button', { name: '12:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    await events.click(within(dialog).getByRole('radio', { name: /Work/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Request Pickup' }));

    const submitting = await within(dialog).findByRole('button', { name: 'Submitting...' });
    expect(submitting).toBeDisabled();
    expect(dialog.querySelector('form')).toHaveAttribute('data-state', 'submitting');
    release();

    expect(await screen.findByText('Quick pickup created successfully! Our rider will contact you soon.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = api.calls(CREATE);
    expect(sent!.body).toEqual({ pickup_date: '2026-11-22', pickup_time: '12:00', address_id: WORK.id });
    expect(sent!.headers.get('idempotency-key')).toMatch(/^[\w-]{8,}$/);
  });

  it('starts on tomorrow from 19:30 with all twelve slots from 9 AM to 8 PM', async () => {
    vi.setSystemTime(new Date('2026-11-22T14:00:00Z')); // 19:30 in India
    const { events } = await renderHome();
    const dialog = await openDialog(events);
    expect(await within(dialog).findByLabelText(/Pickup date/)).toHaveValue('2026-11-23');
    const slots = slotNames(dialog);
    expect(slots).toHaveLength(12);
    expect([slots[0], slots.at(-1)]).toEqual(['9:00 AM', '8:00 PM']);
  });

  it("shows the spec's messages inline and sends nothing until they are met", async () => {
    const { api, events } = await renderHome();
    const dialog = await openDialog(events);
    await events.click(await within(dialog).findByRole('button', { name: 'Request Pickup' }));
    expect(await within(dialog).findByText('Please select a pickup time')).toBeInTheDocument();

    // A typed address instead of a saved one: it is required.
    await events.click(within(dialog).getByRole('button', { name: 'Enter another address' }));
    await events.click(within(dialog).getByRole('button', { name: '1:00 PM' }));
    await events.click(within(dialog).getByRole('button', { name: 'Request Pickup' }));
    expect(await within(dialog).findByText('Please enter a pickup address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Pickup address/)).toHaveAttribute('aria-invalid', 'true');

    // A past date.
    const date = within(dialog).getByLabelText(/Pickup date/);
    await events.clear(date);
    await events.type(date, '2026-11-21');
    await events.click(within(dialog).getByRole('button', { name: 'Request Pickup' }));
    expect(await within(dialog).findByText('Please select a current or future date')).toBeInTheDocument();
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('sends a typed address with its house number and shows where the server refuses it', async () => {
    const { api, events } = await renderHome({
      routes: [
        on(CREATE, () =>
          fail(422, 'Service currently available only in Gurugram/Gurgaon area.', {
            error: 'SERVICE_NOT_AVAILABLE',
            field: 'address',
          }),
        ),
      ],
    });
    const dialog = await openDialog(events);
    await events.click(await within(dialog).findByRole('button', { name: 'Enter another address' }));
    const date = within(dialog).getByLabelText(/Pickup date/);
    await events.clear(date);
    await events.type(date, '2026-11-24');
    await events.click(within(dialog).getByRole('button', { name: '9:00 AM' }));
    await events.type(within(dialog).getByLabelText(/Pickup address/), 'Flat 3, Sector 18, Noida');
    await events.type(within(dialog).getByLabelText(/House \/ flat number/), 'C-12');
    await events.click(within(dialog).getByRole('button', { name: 'Request Pickup' }));

    expect(await within(dialog).findByText('Service currently available only in Gurugram/Gurgaon area.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Pickup address/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(CREATE)[0]!.body).toEqual({
      pickup_date: '2026-11-24',
      pickup_time: '09:00',
      address: 'Flat 3, Sector 18, Noida',
      house_number: 'C-12',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("says 'Failed to create quick pickup' when the server cannot be reached, keeping the choices", async () => {
    const { api, events } = await renderHome({ routes: [on(CREATE, networkDown)] });
    const dialog = await openDialog(events);
    await events.click(await within(dialog).findByRole('button', { name: '3:00 PM' }));
    await events.click(within(dialog).getByRole('button', { name: 'Request Pickup' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create quick pickup');
    expect(within(dialog).getByRole('button', { name: '3:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    // The retries of one attempt carry one key, so the server books one rider.
    expect(api.calls(CREATE).length).toBeGreaterThan(1);
    const keys = new Set(api.calls(CREATE).map((call) => call.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
  });

  it("stops a customer whose profile has no name with the spec's message", async () => {
    const { api, events } = await renderHome({ user: { ...TEST_USER, name: '', full_name: '' } });
    const dialog = await openDialog(events);
    await events.click(await within(dialog).findByRole('button', { name: '12:00 PM' }));
    await events.click(within(dialog).getByRole('button', { name: 'Request Pickup' }));
    expect(await within(dialog).findByText('User name is missing. Please update your profile.')).toBeInTheDocument();
    expect(api.calls(CREATE)).toHaveLength(0);
  });
});
