import { contract } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { bookingOf, makeTrip, makeVendor, vendorsAnswer } from '../testing/dispatch-fixtures';
import { renderDispatch } from '../testing/render-dispatch';
import { AssignVendorDialog, type VendorTarget } from './assign-vendor-dialog';

const VENDORS = contract.dispatch.vendors;
const ASSIGN_VENDOR = contract.adminOrders.assignVendor;

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const trip = makeTrip({ custom_order_id: 'WD-VENDOR1' });
const target: VendorTarget = {
  orderId: trip.orderId,
  custom_order_id: trip.custom_order_id,
  customerName: 'Priya Sharma',
  address: trip.address,
};
const fresh = makeVendor({
  id: 'vendor-sohna-road',
  name: 'FreshPress Laundry Hub',
  rating: 4.3,
  distance: 0.44,
  estimatedTime: 33,
});
const sparkle = makeVendor({ distance: 6.27, estimatedTime: 68 });

const vendorRows = async () =>
  within(await screen.findByRole('list', { name: 'Vendors, nearest first' })).getAllByRole('listitem');

describe('assign vendor dialog', () => {
  it('lists the vendors that handle the order nearest first with distance and time, names those left out, and assigns', async () => {
    const onClose = vi.fn();
    const api = mockApi([
      on(
        VENDORS,
        vendorsAnswer(trip, [fresh, sparkle], { needs: [{ id: 'iron', name: 'Iron' }] }, [
          { id: 'vendor-x', name: 'Woolens Only', missing: [{ id: 'iron', name: 'Iron' }] },
        ]),
      ),
      on(ASSIGN_VENDOR, { success: true, message: 'Vendor assigned successfully', booking: bookingOf(trip) }),
    ]);
    const { user } = renderDispatch(<AssignVendorDialog target={target} onClose={onClose} />);

    expect(await screen.findByRole('dialog', { name: 'Assign a vendor' })).toBeInTheDocument();
    const rows = await vendorRows();
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['FreshPress Laundry Hub', 'Sparkle Dry Cleaners']);
    expect(within(rows[0]!).getByText('440 m')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('33 mins')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('4.3')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('6.27 km')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1h 8m')).toBeInTheDocument();
    expect(screen.getByText(/Needs Iron\./)).toBeInTheDocument();
    expect(screen.getByText(/does not handle Iron/)).toHaveTextContent('Woolens Only does not handle Iron');

    await user.click(within(rows[0]!).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls(ASSIGN_VENDOR)[0]!.body).toEqual({
      orderId: trip.orderId,
      vendorData: {
        vendorId: 'vendor-sohna-road',
        vendorName: 'FreshPress Laundry Hub',
        vendorAddress: fresh.address,
        distance: 0.44,
        estimatedTime: 33,
      },
    });
    expect(await screen.findByText('Vendor assigned successfully')).toBeInTheDocument();
  });

  it("shows the server's refusal and the spec's toast, keeping the dialog open", async () => {
    const onClose = vi.fn();
    mockApi([
      on(VENDORS, vendorsAnswer(trip, [sparkle])),
      on(ASSIGN_VENDOR, () => fail(409, 'The vendor cannot change once the order has reached it')),
    ]);
    const { user } = renderDispatch(<AssignVendorDialog target={target} onClose={onClose} />);
    const rows = await vendorRows();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The vendor cannot change once the order has reached it');
    expect(await screen.findByText('Failed to assign vendor')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('explains a quick pickup (every vendor offered), with unknown distance (60 minutes) and the current vendor marked', async () => {
    const quick = makeTrip({ isQuickPickup: true, type: 'Quick Pickup', coordinates: null });
    mockApi([
      on(
        VENDORS,
        vendorsAnswer(quick, [{ ...sparkle, distance: null, estimatedTime: 60, isCurrent: true }], {
          needs: [],
          vendorId: sparkle.id,
        }),
      ),
    ]);
    renderDispatch(<AssignVendorDialog target={{ ...target, orderId: quick.orderId }} onClose={() => {}} />);
    const rows = await vendorRows();
    expect(
      screen.getByText(/Quick pickup: the items are counted at the door, so every active vendor is offered\./),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getByText('—')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1h 0m')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Assigned' })).toBeDisabled();
  });

  it('says when no active vendor handles everything the order needs', async () => {
    mockApi([
      on(
        VENDORS,
        vendorsAnswer(trip, [], {}, [{ id: sparkle.id, name: sparkle.name, missing: [{ id: 'laundry', name: 'Laundry' }] }]),
      ),
    ]);
    renderDispatch(<AssignVendorDialog target={target} onClose={() => {}} />);
    expect(await screen.findByText('No vendor handles this order')).toBeInTheDocument();
    expect(screen.getByText(/does not handle Laundry/)).toBeInTheDocument();
  });
});
