import { contract, type AddressRecord } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { HOME, SECTOR_45, stubResizeObserver, WORK } from '../testing/address-test-utils';
import { resetLeafletMock } from '../testing/react-leaflet-mock';
import { addressErrorMessage } from '../utils/address-messages';
import { AddressManagerDialog } from './address-manager-dialog';
import { AddressCheckout } from '../testing/address-checkout';
import { englishLeftIn } from '@/test/english-left';

vi.mock('react-leaflet', () => import('../testing/react-leaflet-mock'));
vi.mock('leaflet', () => ({ default: { Icon: { Default: { prototype: {}, mergeOptions: () => {} } } } }));

beforeEach(async () => {
  resetLeafletMock();
  stubResizeObserver();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  toast.dismiss();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/**
 * Latin words in the text and placeholders of `element`, leaving out what is marked as data (translate="no") and
 * the test map's own controls.
 */

const Checkout = () => <AddressCheckout defaultReceiver={{ name: 'Asha Verma', phone: '9876543210' }} toaster />;

/** The flat number example in the house field's hint is written as flats are numbered. */
const FLAT_EXAMPLE = ['B-204', 'C'];

describe('addresses in Hindi', () => {
  it('offers the saved addresses in Hindi and keeps the addresses themselves as they were saved', async () => {
    const moms: AddressRecord = { ...WORK, id: 'addr-moms', _id: 'addr-moms', title: "Mom's place", address_type: 'other' };
    mockApi([on(contract.addresses.list, { success: true, data: [HOME, WORK, moms] })]);
    const user = userEvent.setup();
    renderWithProviders(<Checkout />);

    expect(screen.getByText('चुनें कि हम कहाँ से पिकअप करें और कहाँ डिलीवर करें')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /पता चुनें/ }));
    const sheet = await screen.findByRole('dialog', { name: 'पता चुनें' });
    expect(within(sheet).getByText('हम कहाँ से पिकअप करें और कहाँ डिलीवर करें?')).toBeInTheDocument();
    expect(await within(sheet).findAllByRole('radio')).toHaveLength(3);
    expect(within(sheet).getByRole('radiogroup', { name: 'सेव किए गए पते' })).toBeInTheDocument();
    // Home and Work are named by their type, in Hindi; a label the customer wrote stays theirs.
    expect(within(sheet).getByRole('button', { name: 'ऑफ़िस एडिट करें' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'घर हटाएँ' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: "Mom's place एडिट करें" })).toBeInTheDocument();
    expect(within(sheet).getByText("Mom's place")).toHaveAttribute('translate', 'no');
    expect(within(sheet).getByText('डिफ़ॉल्ट')).toBeInTheDocument();
    expect(within(sheet).getAllByText(WORK.full_address)[0]).toHaveAttribute('translate', 'no');
    expect(englishLeftIn(sheet, ["Mom's place"], '[data-testid="leaflet-map"]')).toEqual([]);

    await user.click(within(sheet).getByRole('radio', { name: /ऑफ़िस/ }));
    expect(screen.getByRole('button', { name: 'पता बदलें' })).toHaveTextContent('बदलें');
  });

  it('adds an address in Hindi: map, search, fields, types and the refusals from core and the server', async () => {
    mockApi([
      on(contract.addresses.list, { success: true, data: [HOME] }),
      on(contract.locations.geocode, { success: true, data: SECTOR_45 }),
      on(contract.locations.checkAvailability, {
        success: true,
        is_available: true,
        message: 'Service available in Gurugram/Gurgaon',
      }),
      on(contract.addresses.create, () => fail(400, 'Pincode must be exactly 6 digits', { field: 'pincode' })),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<Checkout />);
    await user.click(screen.getByRole('button', { name: /पता चुनें/ }));
    await user.click(await screen.findByRole('button', { name: /नया पता जोड़ें/ }));

    const form = await screen.findByRole('dialog', { name: 'नया पता जोड़ें' });
    expect(within(form).getByPlaceholderText('एरिया या गली का नाम खोजें...')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'पता सेव करें' })).toBeDisabled();
    expect(within(form).getByText('आगे बढ़ने के लिए मैप पर अपनी लोकेशन चुनें')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'मैप का प्रकार' })).toBeInTheDocument();
    expect(within(form).getByRole('radiogroup', { name: 'पता किस नाम से सेव करें' })).toHaveTextContent('घरऑफ़िसअन्य');

    await user.click(await within(form).findByRole('button', { name: 'simulate map click' }));
    await waitFor(() => expect(within(form).getByLabelText(/एरिया\/गाँव\/शहर/)).toHaveValue('Sector 45'));
    expect(within(form).getByLabelText(/पिनकोड/)).toHaveValue('122003');
    expect(englishLeftIn(form, FLAT_EXAMPLE, '[data-testid="leaflet-map"]')).toEqual([]);

    expect(within(form).getByRole('button', { name: 'पता सेव करें' })).toBeEnabled();
    await user.click(within(form).getByRole('button', { name: 'पता सेव करें' }));
    expect(await within(form).findByText('पिनकोड पूरे 6 अंकों का होना चाहिए')).toBeInTheDocument();
  });

  it('manages addresses in Hindi, up to the delete confirmation', async () => {
    mockApi([on(contract.addresses.list, { success: true, data: [HOME, WORK] })]);
    const user = userEvent.setup();
    renderWithProviders(<AddressManagerDialog open onOpenChange={() => {}} signedIn />);
    const dialog = screen.getByRole('dialog', { name: 'अपने पते मैनेज करें' });
    expect(within(dialog).getByText('सेव किए गए पते')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'ऑफ़िस के विकल्प' }));
    expect(await screen.findByRole('menuitem', { name: 'पता एडिट करें' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'डिफ़ॉल्ट पता बनाएँ' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'पता हटाएँ' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'पता हटाएँ?' });
    expect(confirm).toHaveTextContent(`ऑफ़िस: ${WORK.full_address}`);
    expect(within(confirm).getByText(WORK.full_address)).toHaveAttribute('translate', 'no');
    expect(within(confirm).getByText('हटाने के बाद यह वापस नहीं आएगा।')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
  });

  it("puts the server's refusals in Hindi and a network failure in Hindi words", () => {
    expect(addressErrorMessage(new ApiError('This address is already saved', 409), 'फिर से')).toBe('यह पता पहले से सेव है');
    expect(addressErrorMessage(new ApiError('Network error: Failed to fetch', 0, { code: 'NETWORK_ERROR' }), 'फिर से')).toBe(
      'फिर से',
    );
  });
});
