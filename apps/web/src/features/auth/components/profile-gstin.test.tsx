import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, contract, gstinCheckCharacter, type User } from '@washday/core';
import { stubResizeObserver, TEST_USER } from '@/features/auth/testing/auth-test-utils';
import { i18n } from '@/lib/i18n';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ProfileDialog } from './profile-dialog';

// Profile Settings' optional GSTIN (issue 26): core's one schema checks it here as on the server, with a message
// that says what is wrong, in English and Hindi; it is sent in capitals, and only when it changed.

const GSTIN = `07AAACR5055K1Z${gstinCheckCharacter('07AAACR5055K1Z')}`;
const TYPO = `${GSTIN.slice(0, 14)}${GSTIN.endsWith('A') ? 'B' : 'A'}`;

beforeEach(() => stubResizeObserver());
afterEach(async () => {
  toast.dismiss();
  await i18n.changeLanguage('en');
});

function renderProfile(user: User = TEST_USER) {
  const api = mockApi([
    on(contract.auth.updateProfile, ({ body }) => ({
      success: true as const,
      message: 'Profile updated successfully',
      user: { ...user, name: body.name, full_name: body.name, email: body.email ?? null, gstin: body.gstin ?? user.gstin },
    })),
  ]);
  const events = userEvent.setup();
  renderWithProviders(
    <>
      <ProfileDialog user={user} open onOpenChange={() => {}} onLogout={() => {}} />
      <Toaster />
    </>,
  );
  return { api, events, dialog: screen.getByRole('dialog') };
}

describe('the GSTIN in Profile Settings', () => {
  it('says a malformed GSTIN and a wrong check character apart, sends nothing, then saves it in capitals', async () => {
    const { api, events, dialog } = renderProfile();
    expect(within(dialog).getByText('GSTIN').closest('div')).toHaveTextContent('Not added');
    await events.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const field = within(dialog).getByLabelText('GSTIN');
    expect(field).toHaveAccessibleDescription('For a business: printed on your tax invoices from now on.');

    await events.type(field, '07AAACR5055K1');
    await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(GSTIN_MESSAGES.shape)).toBeInTheDocument();

    await events.clear(field);
    await events.type(field, TYPO);
    await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(GSTIN_MESSAGES.checksum)).toBeInTheDocument();
    expect(api.calls(contract.auth.updateProfile)).toHaveLength(0);

    await events.clear(field);
    await events.type(field, ` ${GSTIN.toLowerCase()}`);
    expect(field).toHaveValue(` ${GSTIN}`);
    await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.calls(contract.auth.updateProfile)[0]?.body).toEqual({ name: 'Asha Verma', email: null, gstin: GSTIN });
  });

  it('shows a saved GSTIN, and removes it when emptied', async () => {
    const { api, events, dialog } = renderProfile({ ...TEST_USER, gstin: GSTIN });
    expect(within(dialog).getByText(GSTIN)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await events.clear(within(dialog).getByLabelText('GSTIN'));
    await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.calls(contract.auth.updateProfile)[0]?.body).toEqual({ name: 'Asha Verma', email: null, gstin: null });
  });

  it('words its hint and both errors in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const { events, dialog } = renderProfile();
    expect(within(dialog).getByText('GSTIN नंबर')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'बदलें' }));
    const field = within(dialog).getByLabelText('GSTIN नंबर');
    expect(field).toHaveAccessibleDescription('कारोबार के लिए: अब से आपके टैक्स इनवॉइस पर छपेगा।');
    await events.type(field, '07AAACR');
    await events.click(within(dialog).getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(
      await within(dialog).findByText('GSTIN 15 अक्षरों का होता है: 2 अंक, 10 अक्षरों का PAN, फिर 3 और (जैसे 06ABCDE1234F1Z5)'),
    ).toBeInTheDocument();
    await events.clear(field);
    await events.type(field, TYPO);
    await events.click(within(dialog).getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(
      await within(dialog).findByText('इस GSTIN का आख़िरी अक्षर बाकी से मेल नहीं खाता: कहीं टाइपिंग की गलती तो नहीं, देख लें'),
    ).toBeInTheDocument();
  });
});
