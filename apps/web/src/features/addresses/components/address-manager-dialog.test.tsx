import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { HOME, stubResizeObserver, WORK, homeAndDeletableWork } from '../testing/address-test-utils';
import { AddressManagerDialog } from './address-manager-dialog';

vi.mock('react-leaflet', () => import('../testing/react-leaflet-mock'));
vi.mock('leaflet', () => ({ default: { Icon: { Default: { prototype: {}, mergeOptions: () => {} } } } }));

beforeEach(() => stubResizeObserver());
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function renderManager({ signedIn = true, onSignIn = vi.fn() } = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AddressManagerDialog open onOpenChange={() => {}} signedIn={signedIn} onSignIn={onSignIn} />
      <Toaster />
    </>,
  );
  return { user, onSignIn };
}

describe('address manager', () => {
  it('lists saved addresses with type, receiver and the Default badge', async () => {
    mockApi([on(contract.addresses.list, { success: true, data: [HOME, WORK] })]);
    renderManager();
    const dialog = screen.getByRole('dialog', { name: 'Manage your addresses' });
    expect(within(dialog).getByRole('button', { name: /Add Address/ })).toBeInTheDocument();
    expect(within(dialog).getByText('SAVED ADDRESSES')).toBeInTheDocument();
    expect(await within(dialog).findByText(HOME.full_address)).toBeInTheDocument();
    expect(within(dialog).getByText(WORK.full_address)).toBeInTheDocument();
    expect(within(dialog).getAllByText('Default')).toHaveLength(1);
    expect(within(dialog).getAllByText(/\+91 98765 43210/)).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Address options for Home' })).toBeInTheDocument();
  });

  it('invites a signed-in customer with no addresses to add one', async () => {
    mockApi([on(contract.addresses.list, { success: true, data: [] })]);
    renderManager();
    expect(await screen.findByText('Add your first address to get started')).toBeInTheDocument();
  });

  it('asks a guest to sign in and loads nothing', async () => {
    const api = mockApi([]);
    const { user, onSignIn } = renderManager({ signedIn: false });
    expect(screen.getByText('Sign in to save and manage addresses')).toBeInTheDocument();
    expect(screen.queryByText('Add your first address to get started')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /Add Address/ }));
    expect(onSignIn).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Please sign in to add an address')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('deletes only after the customer confirms', async () => {
    const api = mockApi(homeAndDeletableWork());
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Address options for Work' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Address' }));

    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls(contract.addresses.remove)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Address options for Work' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Address' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Address?' });
    expect(within(confirm).getByText(WORK.full_address, { exact: false })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    expect(api.calls(contract.addresses.remove)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(WORK.full_address)).not.toBeInTheDocument());
  });

  it('keeps the address and says why when the delete fails', async () => {
    mockApi([
      on(contract.addresses.list, { success: true, data: [HOME, WORK] }),
      on(contract.addresses.remove, () => fail(429, 'Too many requests, please try again later')),
    ]);
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Address options for Work' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Address' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Too many requests, please try again later')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete Address?' })).toBeInTheDocument();
  });

  it('sets a default with PATCH and offers it only for non-default addresses', async () => {
    let list = [HOME, WORK];
    const api = mockApi([
      on(contract.addresses.list, () => ({ success: true, data: list })),
      on(contract.addresses.setDefault, () => {
        list = [
          { ...WORK, is_default: true },
          { ...HOME, is_default: false },
        ];
        return { success: true, data: list[0]! };
      }),
    ]);
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Address options for Home' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Address' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Set as default' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Address options for Work' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Set as default' }));
    expect(await screen.findByText('Default address updated')).toBeInTheDocument();
    expect(api.calls(contract.addresses.setDefault)).toHaveLength(1);
    await waitFor(() => expect(api.calls(contract.addresses.list)).toHaveLength(2));
  });

  it('opens the form to edit an address', async () => {
    mockApi([on(contract.addresses.list, { success: true, data: [HOME, WORK] })]);
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Address options for Work' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Address' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Address' });
    expect(within(form).getByLabelText('Flat / House no.')).toHaveValue('Tower 8');
  });
});
