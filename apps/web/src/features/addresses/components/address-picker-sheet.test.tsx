import { contract } from '@washday/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { HOME, WORK, homeAndDeletableWork } from '../testing/address-test-utils';
import { AddressPickerSheet } from './address-picker-sheet';
import { AddressCheckout } from '../testing/address-checkout';

vi.mock('react-leaflet', () => import('../testing/react-leaflet-mock'));
vi.mock('leaflet', () => ({ default: { Icon: { Default: { prototype: {}, mergeOptions: () => {} } } } }));

afterEach(() => vi.unstubAllGlobals());

/** The checkout's use: a card showing the choice, the sheet to change it. */
const Checkout = AddressCheckout;

describe('address picker', () => {
  it('lists saved addresses as radio choices; a tap picks one and closes the sheet', async () => {
    mockApi([on(contract.addresses.list, { success: true, data: [HOME, WORK] })]);
    const user = userEvent.setup();
    renderWithProviders(<Checkout />);

    await user.click(screen.getByRole('button', { name: /Select an address/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Select an address' });
    const radios = await within(sheet).findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(within(sheet).getByRole('button', { name: 'Edit Work' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Delete Work' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: /Add Address/ })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('radio', { name: /Work/ }));
    expect(screen.queryByRole('dialog', { name: 'Select an address' })).not.toBeInTheDocument();
    expect(screen.getByText(WORK.full_address)).toBeInTheDocument();

    // Change reopens with the current choice checked.
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    const again = await screen.findByRole('dialog', { name: 'Select an address' });
    expect(within(again).getByRole('radio', { name: /Work/ })).toBeChecked();
  });

  it('moves the choice with the keyboard without closing', async () => {
    mockApi([on(contract.addresses.list, { success: true, data: [HOME, WORK] })]);
    const user = userEvent.setup();
    renderWithProviders(<Checkout />);
    await user.click(screen.getByRole('button', { name: /Select an address/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Select an address' });
    within(sheet).getAllByRole('radio')[0]!.focus();
    await user.keyboard(' ');
    expect(within(sheet).getByRole('radio', { name: /Home/ })).toBeChecked();
    expect(screen.getByRole('dialog', { name: 'Select an address' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Select an address' })).not.toBeInTheDocument();
    expect(screen.getByText(HOME.full_address)).toBeInTheDocument();
  });

  it("says 'No saved addresses' when there are none", async () => {
    mockApi([on(contract.addresses.list, { success: true, data: [] })]);
    const user = userEvent.setup();
    renderWithProviders(<Checkout />);
    await user.click(screen.getByRole('button', { name: /Select an address/ }));
    expect(await screen.findByText('No saved addresses')).toBeInTheDocument();
  });

  it('asks a guest to sign in', async () => {
    mockApi([]);
    const onSignIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Checkout signedIn={false} onSignIn={onSignIn} />);
    await user.click(screen.getByRole('button', { name: /Select an address/ }));
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalled();
  });

  it('deletes from the sheet after confirmation and tells the caller when the chosen one went', async () => {
    const api = mockApi(homeAndDeletableWork());
    const onSelectedDeleted = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <AddressPickerSheet
        open
        onOpenChange={() => {}}
        selectedId={WORK.id}
        onSelect={() => {}}
        signedIn
        onSelectedDeleted={onSelectedDeleted}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Work' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Address?' });
    expect(api.calls(contract.addresses.remove)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onSelectedDeleted).toHaveBeenCalledTimes(1));
    expect(api.calls(contract.addresses.remove)).toHaveLength(1);
  });
});
