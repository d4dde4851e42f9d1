import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysToDate, businessDate, contract } from '@washday/core';
import { hourlySlotLabels } from '@washday/core/testing';
import { fail, mockApi, networkDown, offContract, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CATALOGUE, createdBookingFixture, customerFixture } from '../testing/book-for-user-fixtures';
import { BookForUserForm } from './book-for-user-form';

const TOMORROW = addDaysToDate(businessDate(new Date()), 1);
const asha = customerFixture();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(overrides: Parameters<typeof mockApi>[0] = [], options?: Parameters<typeof userEvent.setup>[0]) {
  const api = mockApi([
    on(contract.adminBookForUser.searchUsers, ({ search }) => ({
      success: true,
      users: search.get('q')?.toLowerCase().startsWith('ash') ? [asha] : [],
    })),
    on(contract.adminBookForUser.customerAddresses, { success: true, data: [] }),
    on(contract.adminBookForUser.create, ({ body }) => ({
      success: true,
      message: 'Booking created successfully',
      booking: createdBookingFixture({ scheduled_date: body.scheduled_date ?? TOMORROW }),
      customer: { _id: asha.id, name: asha.name, phone: asha.phone, created: false },
    })),
    ...overrides,
  ]);
  renderWithProviders(
    <>
      <BookForUserForm categories={CATALOGUE} />
      <Toaster />
    </>,
    { route: '/admin?tab=user-booking' },
  );
  return { api, user: userEvent.setup(options) };
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Create booking' }));
const sectionAlert = (name: string) => within(screen.getByRole('region', { name })).getByRole('alert');

/** Pastes rather than types: long text need not go key by key. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function pickAsha(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, 'Find a customer', 'ash');
  await user.click(await screen.findByRole('button', { name: /Asha Verma/ }));
}

describe('Book for User', () => {
  it("checks in the spec's order, one message at a time, before asking the server", async () => {
    const { api, user } = setup();
    await submit(user);
    expect(sectionAlert('Customer')).toHaveTextContent('Please select a user first');

    await pickAsha(user);
    await submit(user);
    expect(sectionAlert('Services')).toHaveTextContent('Please add at least one service');
    expect(within(screen.getByRole('region', { name: 'Customer' })).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Regular Iron' }));
    await submit(user);
    expect(sectionAlert('Pickup and delivery')).toHaveTextContent('Please select pickup date and time');

    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: TOMORROW } });
    await user.selectOptions(screen.getByLabelText('Pickup time'), '10:00');
    await submit(user);
    expect(screen.getByLabelText('Pickup address')).toHaveAccessibleDescription(/Please enter the pickup address/);
    expect(api.calls(contract.adminBookForUser.create)).toHaveLength(0);

    await fill(user, 'Pickup address', 'B-204, Palm Court, Sector 45, Gurugram 122003');
    await submit(user);
    await waitFor(() => expect(api.calls(contract.adminBookForUser.create)).toHaveLength(1));
    expect(api.calls(contract.adminBookForUser.create)[0]!.body).toMatchObject({
      customer_id: asha.id,
      name: 'Asha Verma',
      phone: '9811100001',
      services: [{ id: 'iron-regular', quantity: 1 }],
      scheduled_date: TOMORROW,
      scheduled_time: '10:00',
      delivery_date: null,
      delivery_time: null,
      address: 'B-204, Palm Court, Sector 45, Gurugram 122003',
      address_id: null,
      discount_amount: 0,
      created_by_admin: true,
    });
    expect(api.calls(contract.adminBookForUser.create)[0]!.headers.get('idempotency-key')).toMatch(/^[\w-]{8,}$/);
  });

  it('offers hourly times from 9:00 AM to 6:00 PM in 12-hour format, and refuses a pickup before today', async () => {
    const { user } = setup();
    const options = within(screen.getByLabelText('Pickup time')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose a time', ...hourlySlotLabels(9, 18)]);
    expect(options.map((o) => o.getAttribute('value')).slice(1, 3)).toEqual(['09:00', '10:00']);
    expect(within(screen.getByLabelText('Delivery time')).getAllByRole('option')[0]).toHaveTextContent('Same as pickup');
    expect(screen.getByLabelText('Pickup date')).toHaveAttribute('min', businessDate(new Date()));

    await pickAsha(user);
    await user.click(screen.getByRole('button', { name: 'Add Regular Iron' }));
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: addDaysToDate(businessDate(new Date()), -1) } });
    await user.selectOptions(screen.getByLabelText('Pickup time'), '09:00');
    await fill(user, 'Pickup address', 'Sector 45, Gurugram');
    await submit(user);
    expect(sectionAlert('Pickup and delivery')).toHaveTextContent('Pickup date cannot be before today');

    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: TOMORROW } });
    fireEvent.change(screen.getByLabelText('Delivery date'), { target: { value: businessDate(new Date()) } });
    await submit(user);
    expect(sectionAlert('Pickup and delivery')).toHaveTextContent('Delivery date cannot be before the pickup date');
  });

  it('adds a custom line only with a name, a quantity above 0 and a price above 0, at the admin price', async () => {
    const { api, user } = setup();
    const add = () => user.click(screen.getByRole('button', { name: 'Add line' }));
    await add();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name for the custom service');
    await fill(user, 'Service name', 'Curtain wash');
    await fill(user, 'Price (₹)', 'abc');
    await add();
    // A price that is not a number counts as 0.
    expect(screen.getByRole('alert')).toHaveTextContent('Price must be above 0');
    await user.clear(screen.getByLabelText('Price (₹)'));
    await fill(user, 'Price (₹)', '249.50');
    await user.clear(screen.getByLabelText('Qty'));
    await fill(user, 'Qty', '0');
    await add();
    expect(screen.getByRole('alert')).toHaveTextContent('Quantity must be a whole number from 1 to 99');
    await user.clear(screen.getByLabelText('Qty'));
    await fill(user, 'Qty', '2');
    await user.selectOptions(screen.getByLabelText('Unit'), 'SET');
    await add();

    const row = within(screen.getByRole('table', { name: 'Order lines' })).getByRole('row', { name: /Curtain wash/ });
    expect(row).toHaveTextContent('Custom · admin price');
    expect(row).toHaveTextContent('₹249.50/SET');
    expect(row).toHaveTextContent('₹499');
    await user.click(screen.getByRole('button', { name: 'Add Regular Iron' }));
    await fill(user, 'Discount (₹)', '600');
    // Core's pricing: ₹499 + ₹20, and the final amount never below 0.
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('₹519');
    expect(within(summary).getByText('Final amount').nextSibling).toHaveTextContent('₹0');

    await pickAsha(user);
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: TOMORROW } });
    await user.selectOptions(screen.getByLabelText('Pickup time'), '18:00');
    await fill(user, 'Pickup address', 'Sector 45, Gurugram');
    await submit(user);
    await waitFor(() => expect(api.calls(contract.adminBookForUser.create)).toHaveLength(1));
    expect(api.calls(contract.adminBookForUser.create)[0]!.body.services).toEqual([
      { name: 'Curtain wash', quantity: 2, price: 249.5, unit: 'SET' },
      { id: 'iron-regular', name: 'Regular Iron', quantity: 1, price: 20, unit: 'PC', category: 'iron' },
    ]);
  });

  it('shows the order id with a link to it in the Bookings tab once created', async () => {
    const { user } = setup();
    await pickAsha(user);
    await user.click(screen.getByRole('button', { name: 'Add Regular Iron' }));
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: TOMORROW } });
    await user.selectOptions(screen.getByLabelText('Pickup time'), '10:00');
    await fill(user, 'Pickup address', 'Sector 45, Gurugram');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Booking WD-7K3M9Q created' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open WD-7K3M9Q in Bookings/ })).toHaveAttribute(
      'href',
      '/admin?tab=bookings&q=WD-7K3M9Q',
    );
    await user.click(screen.getByRole('button', { name: 'Book another' }));
    expect(screen.getByLabelText('Find a customer')).toHaveValue('');
  });

  it("puts the server's refusal under its field as 'Failed to create booking: …'", async () => {
    const { user } = setup([
      on(contract.adminBookForUser.create, () =>
        fail(422, 'Service currently available only in Gurugram/Gurgaon area.', { field: 'address' }),
      ),
    ]);
    await pickAsha(user);
    await user.click(screen.getByRole('button', { name: 'Add Regular Iron' }));
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: TOMORROW } });
    await user.selectOptions(screen.getByLabelText('Pickup time'), '10:00');
    await fill(user, 'Pickup address', 'Sector 18, Noida');
    await submit(user);
    expect(
      await screen.findByText('Failed to create booking: Service currently available only in Gurugram/Gurgaon area.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Pickup address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Pickup address')).toHaveAccessibleDescription(
      /Service currently available only in Gurugram\/Gurgaon area\./,
    );
  });

  it("says 'Error creating booking' when the booking gets no answer, or one the app cannot read", async () => {
    let answer: 'none' | 'unreadable' = 'none';
    const { api, user } = setup([
      on(contract.adminBookForUser.create, () =>
        answer === 'none'
          ? networkDown()
          : offContract(new Response('{"success":true}', { status: 201, headers: { 'Content-Type': 'application/json' } })),
      ),
    ]);
    await pickAsha(user);
    await user.click(screen.getByRole('button', { name: 'Add Regular Iron' }));
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: TOMORROW } });
    await user.selectOptions(screen.getByLabelText('Pickup time'), '10:00');
    await fill(user, 'Pickup address', 'Sector 45, Gurugram');
    await submit(user);
    expect(await screen.findByText('Error creating booking')).toBeInTheDocument();
    expect(screen.getAllByText('Unable to connect to server. Please try again later.').length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Failed to create booking: Unable/)).not.toBeInTheDocument();

    answer = 'unreadable';
    const sent = api.calls(contract.adminBookForUser.create).length;
    await submit(user);
    await waitFor(() => expect(api.calls(contract.adminBookForUser.create).length).toBeGreaterThan(sent));
    expect(await screen.findAllByText('Invalid server response')).not.toHaveLength(0);
    expect(screen.getAllByText('Error creating booking')).toHaveLength(2);
    expect(screen.queryByText(/^Failed to create booking: Invalid/)).not.toBeInTheDocument();
  });

  it("searches from 3 characters, says 'Error searching users' when the search fails, and books a new customer by phone", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    const { api, user } = setup(
      [
        on(contract.adminBookForUser.searchUsers, () =>
          failing ? fail(500, 'Something went wrong on our side. Please try again.') : { success: true, users: [] },
        ),
      ],
      { advanceTimers: vi.advanceTimersByTime },
    );
    await user.type(screen.getByLabelText('Find a customer'), '99');
    // Well past the search's 300 ms pause after the last keystroke: 2 characters are never searched.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.calls(contract.adminBookForUser.searchUsers)).toHaveLength(0);
    expect(screen.getByText('Type at least 3 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Find a customer'), '99912345');
    expect(await screen.findByText('Error searching users')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'New customer with this number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9999912345');

    await user.click(screen.getByRole('button', { name: 'Add Regular Iron' }));
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: TOMORROW } });
    await user.selectOptions(screen.getByLabelText('Pickup time'), '10:00');
    await fill(user, 'Pickup address', 'Sector 45, Gurugram');
    await submit(user);
    expect(sectionAlert('Customer')).toHaveTextContent("Please enter the new customer's name");
    await fill(user, 'Customer name', 'Meera Nair');
    await submit(user);
    await waitFor(() => expect(api.calls(contract.adminBookForUser.create)).toHaveLength(1));
    expect(api.calls(contract.adminBookForUser.create)[0]!.body).toMatchObject({
      customer_id: null,
      phone: '9999912345',
      name: 'Meera Nair',
    });
  });
});
