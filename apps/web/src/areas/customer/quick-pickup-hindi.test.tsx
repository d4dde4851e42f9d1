import { contract } from '@washday/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME } from '@/features/addresses/testing/address-test-utils';
import { profileOf, stubResizeObserver } from '@/features/auth/testing/auth-test-utils';
import { mockApi, on } from '@/test/mock-api';
import { quickPickupCreated } from './quick-pickup-fixtures';
import { ELEVEN_AM, inHindiAt } from '@/test/hindi-clock';
import { renderWithProviders } from '@/test/render';
import { QuickPickupEntry } from './components/quick-pickup-entry';

// The home screen's Quick Pickup in Hindi, from the button to the toast (home-quick-pickup.test.tsx: English).

inHindiAt(ELEVEN_AM);
beforeEach(() => stubResizeObserver());
afterEach(() => vi.unstubAllGlobals());

describe('home: Quick Pickup in Hindi', () => {
  it('books a pickup at the saved address and says so in Hindi, offering My Bookings', async () => {
    const api = mockApi([
      on(contract.auth.profile, profileOf()),
      on(contract.addresses.list, { success: true, data: [HOME] }),
      on(contract.quickPickup.create, () => quickPickupCreated(ELEVEN_AM)),
    ]);
    const events = userEvent.setup();
    renderWithProviders(
      <>
        <QuickPickupEntry />
        <Toaster />
      </>,
    );

    await events.click(await screen.findByRole('button', { name: /^क्विक पिकअप कोई लिस्ट नहीं चाहिए/ }));
    const dialog = await screen.findByRole('dialog', { name: 'क्विक पिकअप' });
    expect(dialog).toHaveAccessibleDescription('राइडर आपके कपड़े ले जाएगा; कपड़ों की गिनती और दाम आपके दरवाज़े पर ही तय होंगे।');
    expect(await within(dialog).findByRole('radio', { name: /Home/ })).toBeChecked();
    await events.click(within(dialog).getByRole('button', { name: 'दोपहर 12:00' }));
    await events.click(within(dialog).getByRole('button', { name: 'पिकअप बुक करें' }));

    expect(await screen.findByText('क्विक पिकअप बुक हो गया! हमारा राइडर जल्द ही आपसे संपर्क करेगा।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरी बुकिंग' })).toBeInTheDocument();
    expect(api.calls(contract.quickPickup.create)[0]?.body).toMatchObject({ pickup_time: '12:00', address_id: HOME.id });
  });
});
