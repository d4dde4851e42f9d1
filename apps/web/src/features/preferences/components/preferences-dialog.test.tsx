import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  contract,
  mergePreferences,
  type AccountExport,
  type EndpointReply,
  type Preferences,
} from '@washday/core';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { preferencesOf } from '../testing/preferences-fixtures';
import { PreferencesDialog } from './preferences-dialog';
import { TEST_USER } from '@/test/customer-fixtures';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog() {
  const user = userEvent.setup();
  const onAccountDeleted = vi.fn();
  const onOpenChange = vi.fn();
  renderWithProviders(
    <>
      <PreferencesDialog open onOpenChange={onOpenChange} onAccountDeleted={onAccountDeleted} />
      <Toaster />
    </>,
  );
  return { user, onAccountDeleted, onOpenChange };
}

const dialog = () => screen.findByRole('dialog', { name: 'Preferences' });
const card = (name: string) => within(screen.getByRole('dialog', { name: 'Preferences' })).getByRole('region', { name });
/** The form's Close button (the dialog's corner ✕ is named Close too). */
const closeButton = () => screen.getAllByRole('button', { name: 'Close' }).find((button) => button.textContent === 'Close')!;
const saved = (body: unknown): EndpointReply<typeof contract.preferences.update> => ({
  success: true,
  message: 'Preferences saved successfully',
  preferences: mergePreferences(DEFAULT_PREFERENCES, body as Preferences),
});

describe('preferences dialog', () => {
  it('shows the five cards with every option and the saved values', async () => {
    mockApi([
      on(
        contract.preferences.get,
        preferencesOf({ communication: { communicationMethod: 'whatsapp' }, theme: { colorScheme: 'purple' } }),
      ),
    ]);
    renderDialog();
    const open = await dialog();
    await screen.findByRole('form', { name: 'Preferences' });

    expect(
      within(open)
        .getAllByRole('region')
        .map((r) => within(r).getByRole('heading').textContent),
    ).toEqual(['Notifications', 'Scheduling', 'Communication', 'Privacy', 'Appearance']);
    // Each card's switches, in order, as [name, on]; the label is the switch's accessible name.
    const switches = (name: string) =>
      within(card(name))
        .getAllByRole('switch')
        .map((s) => [
          document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent ?? s.getAttribute('aria-label'),
          s.getAttribute('aria-checked'),
        ]);
    expect(switches('Notifications')).toEqual([
      ['Push notifications', 'true'],
      // This browser's subscription (jsdom has no push, so it is off and disabled).
      ['On this device', 'false'],
      ['SMS notifications', 'true'],
      ['Email notifications', 'false'],
      ['Order updates', 'true'],
      ['Promotions', 'false'],
    ]);
    expect(switches('Privacy')).toEqual([
      ['Share location', 'true'],
      ['Data collection', 'false'],
      ['Personalized ads', 'false'],
    ]);
    expect(switches('Scheduling')).toEqual([['Auto rebook', 'false']]);
    expect(switches('Appearance')).toEqual([['Dark mode', 'false']]);

    const slots = within(card('Scheduling')).getByRole('group', { name: 'Preferred time slot' });
    expect(
      within(slots)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Morning8AM-12PM', 'Afternoon12PM-4PM', 'Evening4PM-8PM']);
    expect(within(slots).getByRole('radio', { name: /Morning/ })).toBeChecked();
    const reminder = within(card('Scheduling')).getByRole('combobox', { name: 'Reminder time' });
    expect(reminder).toHaveValue('1hour');
    expect(
      within(reminder)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['30 minutes before', '1 hour before', '2 hours before', '1 day before']);

    const language = within(card('Communication')).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('english');
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['english', 'hindi']);
    const methods = within(card('Communication')).getByRole('group', { name: 'Preferred contact method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['SMS', 'WhatsApp', 'Phone call']);
    expect(within(methods).getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(within(card('Communication')).getByText('Order messages come on WhatsApp.')).toBeInTheDocument();

    const schemes = within(card('Appearance')).getByRole('group', { name: 'Color scheme' });
    expect(
      within(schemes)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Green', 'Blue', 'Purple', 'Orange']);
    expect(within(schemes).getByRole('radio', { name: 'Purple' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
    expect(closeButton()).toBeEnabled();
    // Each switch is named by its label.
    expect(within(card('Notifications')).getByRole('switch', { name: 'Order updates' })).toHaveAttribute('aria-checked', 'true');
  });

  it('saves every card on the server and says so', async () => {
    const api = mockApi([
      on(contract.preferences.get, preferencesOf()),
      on(contract.preferences.update, ({ body }) => saved(body)),
    ]);
    const { user } = renderDialog();
    await screen.findByRole('form', { name: 'Preferences' });

    await user.click(within(card('Notifications')).getByRole('switch', { name: 'Promotions' }));
    await user.click(within(card('Scheduling')).getByRole('radio', { name: /Evening/ }));
    await user.selectOptions(within(card('Scheduling')).getByRole('combobox', { name: 'Reminder time' }), '1day');
    await user.click(within(card('Communication')).getByRole('radio', { name: 'Phone call' }));
    expect(within(card('Communication')).getByText(/We won't message you automatically/)).toBeInTheDocument();
    await user.click(within(card('Privacy')).getByRole('switch', { name: 'Share location' }));
    await user.click(within(card('Appearance')).getByRole('switch', { name: 'Dark mode' }));
    await user.click(within(card('Appearance')).getByRole('radio', { name: 'Orange' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Preferences saved successfully')).toBeInTheDocument();
    expect(api.calls(contract.preferences.update)[0]?.body).toEqual({
      notifications: { ...DEFAULT_PREFERENCES.notifications, promotions: true },
      scheduling: { preferredTimeSlot: 'evening', reminderTime: '1day', autoRebook: false },
      privacy: { ...DEFAULT_PREFERENCES.privacy, shareLocation: false },
      communication: { language: 'english', communicationMethod: 'call' },
      theme: { darkMode: true, colorScheme: 'orange' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled());
    expect(within(card('Appearance')).getByRole('radio', { name: 'Orange' })).toBeChecked();
  });

  it('keeps the choices and says so when saving fails', async () => {
    mockApi([on(contract.preferences.get, preferencesOf()), on(contract.preferences.update, networkDown)]);
    const { user } = renderDialog();
    await screen.findByRole('form', { name: 'Preferences' });
    await user.click(within(card('Scheduling')).getByRole('radio', { name: /Afternoon/ }));
    await user.click(within(card('Appearance')).getByRole('switch', { name: 'Dark mode' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save preferences. Please try again.');
    expect(screen.queryByText('Preferences saved successfully')).not.toBeInTheDocument();
    expect(within(card('Scheduling')).getByRole('radio', { name: /Afternoon/ })).toBeChecked();
    expect(within(card('Appearance')).getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeEnabled();
  });

  it("shows the server's reason for a refused save", async () => {
    mockApi([
      on(contract.preferences.get, preferencesOf()),
      on(contract.preferences.update, () => fail(400, 'Unknown theme preference: font', { field: 'theme' })),
    ]);
    const { user } = renderDialog();
    await screen.findByRole('form', { name: 'Preferences' });
    await user.click(within(card('Notifications')).getByRole('switch', { name: 'Email notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown theme preference: font');
  });

  it('says when the preferences cannot be loaded and tries again', async () => {
    let attempts = 0;
    mockApi([
      on(contract.preferences.get, () =>
        ++attempts === 1 ? fail(500, 'Something went wrong on our side. Please try again.') : preferencesOf(),
      ),
    ]);
    const { user } = renderDialog();
    expect(await screen.findByText("Couldn't load your preferences. Please try again.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Preferences' })).toBeInTheDocument();
  });

  it('closes with Close', async () => {
    mockApi([on(contract.preferences.get, preferencesOf())]);
    const { user, onOpenChange } = renderDialog();
    await screen.findByRole('form', { name: 'Preferences' });
    await user.click(closeButton());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('preferences dialog: my data', () => {
  const exported = (): AccountExport => ({
    format: 'washday-account-export',
    version: 1,
    exportedAt: '2026-11-22T20:00:00.000Z',
    profile: { ...TEST_USER, referralCode: null, signupReferralCode: null, updatedAt: '2026-01-15T10:00:00.000Z' },
    preferences: DEFAULT_PREFERENCES,
    addresses: [],
    bookings: [],
    notifications: [],
    couponRedemptions: [],
    verifications: [],
    referrals: [],
    quickPickups: [],
    recurringPickups: [],
    inboundMessages: [],
    planSubscriptions: [],
    ratings: [],
    tips: [],
    detectedLocations: [],
  });

  it('downloads the data as a JSON file named for the day in India', async () => {
    const api = mockApi([on(contract.preferences.get, preferencesOf()), on(contract.account.export, exported())]);
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:my-data')),
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderDialog();
    await screen.findByRole('form', { name: 'Preferences' });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
    expect(api.calls(contract.account.export)).toHaveLength(1);
    // 20:00 UTC is past midnight in India: the file is named for the 23rd.
    expect(clicked.map((a) => [a.download, a.href])).toEqual([['washday-my-data-2026-11-23.json', 'blob:my-data']]);
    expect(JSON.parse(await blobs[0]!.text())).toMatchObject({
      format: 'washday-account-export',
      profile: { name: 'Asha Verma' },
    });
  });

  it('deletes the account only after confirming, then tells the app', async () => {
    const api = mockApi([
      on(contract.preferences.get, preferencesOf()),
      on(contract.account.remove, { success: true, message: 'Your account has been deleted' }),
    ]);
    const { user, onAccountDeleted } = renderDialog();
    await screen.findByRole('form', { name: 'Preferences' });

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(confirm).toHaveTextContent('Past orders are kept without your details');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(contract.account.remove)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
    expect(api.calls(contract.account.remove)[0]?.body).toEqual({ confirm: true });
  });

  it('keeps the account and shows why when an order is still open', async () => {
    const reason = 'You have 1 order in progress. You can delete your account once it is delivered or cancelled.';
    mockApi([
      on(contract.preferences.get, preferencesOf()),
      on(contract.account.remove, () => fail(409, reason, { error: 'OPEN_ORDERS' })),
    ]);
    const { user, onAccountDeleted } = renderDialog();
    await screen.findByRole('form', { name: 'Preferences' });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete my account' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(reason);
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });
});
