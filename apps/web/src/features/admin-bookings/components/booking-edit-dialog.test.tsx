import { builtInCatalogue, contract, type AdminBooking } from '@washday/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, networkDown, on, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { bookingAtVendor, makeAdminBooking } from '../testing/admin-booking-fixtures';
import { BookingEditDialog } from './booking-edit-dialog';

const UPDATE = contract.adminOrders.update;
const CATALOGUE = builtInCatalogue();
// 22 Nov 2026, 10:30 in India.
const NOW = new Date('2026-11-22T05:00:00.000Z');

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function renderEdit(booking: AdminBooking, routes: StubRoute[] = []) {
  const api = mockApi(routes);
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <BookingEditDialog
        booking={booking}
        catalogue={{ categories: CATALOGUE, status: 'ready' }}
        onClose={onClose}
        now={() => NOW}
      />
      <Toaster />
    </>,
  );
  return { api, onClose, user, dialog: within(screen.getByRole('dialog', { name: /Edit booking/ })) };
}

const saved = (booking: AdminBooking) => ({ success: true as const, message: 'Booking updated successfully', booking });

describe('booking edit dialog', () => {
  it("checks the schedule, the lines and the amounts with core's rules before sending anything", async () => {
    const { api, user, dialog } = renderEdit(makeAdminBooking());
    expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    fireEvent.change(dialog.getByLabelText('Delivery date'), { target: { value: '2026-11-22' } });
    await user.click(dialog.getByRole('button', { name: 'Custom line' }));
    await user.click(dialog.getByLabelText('Set the final amount myself'));
    await user.clear(dialog.getByLabelText('Final amount'));
    await user.type(dialog.getByLabelText('Final amount'), '-4');
    await user.clear(dialog.getByLabelText('Discount'));
    await user.type(dialog.getByLabelText('Discount'), '25');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await dialog.findByText('Delivery date cannot be before the pickup date')).toBeInTheDocument();
    expect(dialog.getByLabelText('Delivery date')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText('Please enter a name for the custom service')).toBeInTheDocument();
    expect(dialog.getByText('Price must be more than 0')).toBeInTheDocument();
    expect(dialog.getByText('Final amount cannot be below 0')).toBeInTheDocument();
    expect(dialog.getByText("The discount cannot be more than the items' total (₹20)")).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends only what changed: a new pickup time, re-counted and added lines (custom at the admin price) and a discount', async () => {
    const booking = makeAdminBooking();
    const { api, onClose, user, dialog } = renderEdit(booking, [on(UPDATE, saved(booking))]);

    await user.selectOptions(dialog.getByLabelText('Pickup time'), '12:00');
    await user.click(
      within(dialog.getByRole('group', { name: 'Quantity of Regular Iron' })).getByRole('button', { name: 'More' }),
    );
    await user.selectOptions(dialog.getByLabelText('Add a service'), 'iron-regular-steam');
    await user.click(dialog.getByRole('button', { name: 'Custom line' }));
    const custom = within(dialog.getByRole('listitem', { name: 'Custom line 3' }));
    await user.type(custom.getByLabelText('Custom service'), 'Curtain wash');
    await user.selectOptions(custom.getByLabelText('Unit'), 'SET');
    await user.type(custom.getByLabelText('Price'), '150.50');
    await user.clear(dialog.getByLabelText('Discount'));
    await user.type(dialog.getByLabelText('Discount'), '5');
    // 2 × ₹20 booked + ₹40 today + ₹150.50: the total is an estimate until the server prices the new service.
    expect(dialog.getByTestId('items-total')).toHaveTextContent('≈ ₹230.50');
    expect(dialog.getByLabelText('Final amount')).toHaveValue('225.5');
    await user.type(dialog.getByLabelText('Note for the audit trail (optional)'), 'Customer called');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls(UPDATE)[0]!.params).toEqual({ id: booking.id });
    expect(api.calls(UPDATE)[0]!.body).toEqual({
      scheduled_time: '12:00',
      items: [
        { serviceId: 'iron-regular', quantity: 2 },
        { serviceId: 'iron-regular-steam', quantity: 1 },
        { name: 'Curtain wash', quantity: 1, price: 150.5, unit: 'SET' },
      ],
      discount_amount: 5,
      reason: 'Customer called',
    });
    expect(await screen.findByText('Booking updated successfully')).toBeInTheDocument();
  });

  it("puts the server's refusal under the field it names, keeps the form, and raises 'Failed to update booking'", async () => {
    const booking = makeAdminBooking();
    const { onClose, user, dialog } = renderEdit(booking, [
      on(UPDATE, () => fail(400, 'Quantity must be more than 0', { field: 'items.0.quantity' })),
    ]);
    await user.click(
      within(dialog.getByRole('group', { name: 'Quantity of Regular Iron' })).getByRole('button', { name: 'More' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    const line = within(dialog.getByRole('listitem', { name: 'Regular Iron' }));
    expect(await line.findByText('Quantity must be more than 0')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update booking')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it("raises 'Error updating booking' when the save gets no answer, and keeps the form", async () => {
    const { api, onClose, user, dialog } = renderEdit(makeAdminBooking(), [on(UPDATE, networkDown)]);
    await user.click(
      within(dialog.getByRole('group', { name: 'Quantity of Regular Iron' })).getByRole('button', { name: 'More' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Error updating booking')).toBeInTheDocument();
    expect(screen.getByText('Network error. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update booking')).not.toBeInTheDocument();
    expect(api.calls(UPDATE)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('offers only the statuses an admin sets, asks for a reason to cancel a collected order, and sets the final amount directly', async () => {
    const booking = bookingAtVendor();
    const { api, user, dialog } = renderEdit(booking, [on(UPDATE, saved(booking))]);
    const status = dialog.getByLabelText('Status');
    expect(within(status).getByRole('option', { name: /Completed/ })).toBeDisabled();
    expect(within(status).getByRole('option', { name: 'Pending' })).toBeDisabled();
    expect(within(status).getByRole('option', { name: 'Ready for delivery' })).toBeEnabled();
    // The pickup was collected: its slot no longer changes.
    expect(dialog.getByLabelText('Pickup date')).toBeDisabled();

    await user.selectOptions(status, 'cancelled');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('The items have been collected: give a reason to cancel this order')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await user.selectOptions(status, 'in_progress');
    await user.click(dialog.getByLabelText('Set the final amount myself'));
    await user.clear(dialog.getByLabelText('Final amount'));
    await user.type(dialog.getByLabelText('Final amount'), '180');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls(UPDATE)).toHaveLength(1));
    expect(api.calls(UPDATE)[0]!.body).toEqual({ final_amount: 180 });
  });
});
