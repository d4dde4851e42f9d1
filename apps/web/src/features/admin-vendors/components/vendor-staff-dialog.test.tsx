import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VENDOR_STAFF_MESSAGES, contract, type VendorRecord, type VendorStaff } from '@washday/core';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { VendorStaffDialog } from './vendor-staff-dialog';

const VENDOR = { id: 'vendor-sector-14', name: 'Sparkle Dry Cleaners' } as VendorRecord;
const sunita: VendorStaff = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Sunita Devi',
  phone: '9810000009',
  vendor: { id: VENDOR.id, name: VENDOR.name },
  isActive: true,
  createdAt: '2026-11-20T05:30:00.000Z',
  updatedAt: '2026-11-20T05:30:00.000Z',
};

describe("a vendor's staff accounts", () => {
  it('lists the staff, adds one with a checked mobile and shows a taken number on its field', async () => {
    const api = mockApi([
      on(contract.adminVendorStaff.list, { success: true, staff: [sunita] }),
      on(contract.adminVendorStaff.create, ({ body }) =>
        body.phone === '9810000009'
          ? fail(409, VENDOR_STAFF_MESSAGES.phoneTaken('Sunita Devi', VENDOR.name), { field: 'phone' })
          : { success: true, message: VENDOR_STAFF_MESSAGES.created(body.name), staff: { ...sunita, name: body.name } },
      ),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<VendorStaffDialog vendor={VENDOR} onClose={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Staff accounts' });
    expect(within(list).getByText('Sunita Devi')).toBeInTheDocument();
    expect(within(list).getByText('+91 98100 00009')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a staff member' });
    await user.type(within(form).getByLabelText('Name'), 'Aman');
    await user.type(within(form).getByLabelText('Mobile number'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(await within(form).findByText(/valid 10-digit|starting with 6-9/)).toBeInTheDocument();
    expect(api.calls(contract.adminVendorStaff.create)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Mobile number'));
    await user.type(within(form).getByLabelText('Mobile number'), '98100 00009');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(await within(form).findByText(/already signs in Sunita Devi/)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Mobile number'));
    await user.type(within(form).getByLabelText('Mobile number'), '9810000010');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    await waitFor(() =>
      expect(api.calls(contract.adminVendorStaff.create).at(-1)?.body).toEqual({ name: 'Aman', phone: '9810000010' }),
    );
  });

  it('deactivates a staff member', async () => {
    const api = mockApi([
      on(contract.adminVendorStaff.list, { success: true, staff: [sunita] }),
      on(contract.adminVendorStaff.setStatus, ({ body }) => ({
        success: true,
        message: VENDOR_STAFF_MESSAGES.deactivated('Sunita Devi'),
        staff: { ...sunita, isActive: body.isActive },
      })),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<VendorStaffDialog vendor={VENDOR} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Deactivate Sunita Devi' }));
    await waitFor(() => expect(api.calls(contract.adminVendorStaff.setStatus)[0]?.body).toEqual({ isActive: false }));
    expect(api.calls(contract.adminVendorStaff.setStatus)[0]?.params).toEqual({ id: VENDOR.id, staffId: sunita.id });
  });
});
