import { contract, type AddressRecord, type User } from '@washday/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { HOME as SAVED_HOME, TEST_USER } from '@/test/customer-fixtures';
import { ELEVEN_AM, inHindiAt } from '@/test/hindi-clock';
import { renderWithProviders } from '@/test/render';
import { QuickPickupButton } from './quick-pickup-button';
import { QuickPickupDialog } from './quick-pickup-dialog';

// Quick Pickup in Hindi (areas/customer/home-quick-pickup.test.tsx goes through it in English).

const USER: User = TEST_USER;

const HOME: AddressRecord = {
  ...SAVED_HOME,
  full_address: 'B-204, Palm Court, Sector 45, Gurugram, Haryana 122003',
  landmark: null,
};

inHindiAt(ELEVEN_AM);

function renderDialog(user: User | null, addresses: readonly AddressRecord[] = [HOME]) {
  const events = userEvent.setup();
  renderWithProviders(
    <>
      <QuickPickupDialog
        open
        onOpenChange={() => {}}
        user={user}
        addresses={addresses}
        onSignIn={() => {}}
        onViewBookings={() => {}}
      />
      <Toaster />
    </>,
  );
  return events;
}

describe('Quick Pickup in Hindi', () => {
  it('names the home button in Hindi, by all it shows: the title, then the hint', () => {
    renderWithProviders(<QuickPickupButton onClick={() => {}} />);
    expect(
      screen.getByRole('button', {
        name: 'क्विक पिकअप कोई लिस्ट नहीं चाहिए: राइडर आपके कपड़े ले जाएगा और आपके दरवाज़े पर ही गिनेगा।',
      }),
    ).toBeInTheDocument();
  });

  it('asks a guest to sign in, in Hindi', () => {
    mockApi([]);
    renderDialog(null);
    const dialog = screen.getByRole('dialog', { name: 'लॉग इन ज़रूरी है' });
    expect(dialog).toHaveAccessibleDescription('क्विक पिकअप के लिए कृपया साइन इन करें');
    expect(within(dialog).getByRole('button', { name: 'साइन इन करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it('shows the form, the slots as the time of day in Hindi, and its checks in Hindi', async () => {
    mockApi([]);
    const events = renderDialog(USER);
    const dialog = screen.getByRole('dialog', { name: 'क्विक पिकअप' });
    expect(within(dialog).getByLabelText(/पिकअप की तारीख/)).toHaveValue('2026-11-22');
    const slots = within(within(dialog).getByRole('group', { name: /पिकअप का समय/ })).getAllByRole('button');
    // 11:00 now: today's slots start at 12:00 (30 minutes ahead) and end at 20:00.
    expect([slots[0]?.textContent, slots.at(-1)?.textContent]).toEqual(['दोपहर 12:00', 'रात 8:00']);
    expect(within(dialog).getByRole('radiogroup', { name: 'पिकअप का पता' })).toBeInTheDocument();
    expect(within(dialog).getByText('Home').closest('[translate="no"]')).not.toBeNull();

    await events.click(within(dialog).getByRole('button', { name: 'पिकअप बुक करें' }));
    expect(await within(dialog).findByText('कृपया पिकअप का समय चुनें')).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'दूसरा पता लिखें' }));
    expect(within(dialog).getByLabelText(/मकान \/ फ़्लैट नंबर/)).toHaveAttribute('placeholder', 'ज़रूरी नहीं, जैसे B-204');
    await events.click(within(dialog).getByRole('button', { name: 'दोपहर 12:00' }));
    await events.click(within(dialog).getByRole('button', { name: 'पिकअप बुक करें' }));
    expect(await within(dialog).findByText('कृपया पिकअप का पता लिखें')).toBeInTheDocument();
  });

  it("gives the server's refusal, or that it could not book, in Hindi", async () => {
    let calls = 0;
    mockApi([
      on(contract.quickPickup.create, () =>
        ++calls === 1
          ? fail(400, 'This is not one of your saved addresses', { field: 'address_id' })
          : fail(500, 'Internal error'),
      ),
    ]);
    const events = renderDialog(USER);
    const dialog = screen.getByRole('dialog', { name: 'क्विक पिकअप' });
    await events.click(within(dialog).getByRole('button', { name: 'शाम 5:00' }));
    await events.click(within(dialog).getByRole('button', { name: 'पिकअप बुक करें' }));
    expect(await within(dialog).findByText('यह आपके सेव किए गए पतों में से नहीं है')).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'पिकअप बुक करें' }));
    expect(await within(dialog).findByText('क्विक पिकअप बुक नहीं हो पाया')).toBeInTheDocument();
  });

  it('tells a customer with no name on the account to update the profile, in Hindi', async () => {
    mockApi([]);
    const events = renderDialog({ ...USER, name: '' });
    const dialog = screen.getByRole('dialog', { name: 'क्विक पिकअप' });
    await events.click(within(dialog).getByRole('button', { name: 'शाम 5:00' }));
    await events.click(within(dialog).getByRole('button', { name: 'पिकअप बुक करें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('आपका नाम नहीं मिला। कृपया अपनी प्रोफ़ाइल अपडेट करें।');
  });
});
