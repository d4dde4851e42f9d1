import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_MESSAGES, contract } from '@washday/core';
import { i18n, translateMessage } from '@/lib/i18n';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { PushSwitch } from './push-switch';

const PUBLIC_KEY = 'BNbN3OiAQfvORJU2Qq0eRDEv4ChYMZuIRyGWg0yqV0KDJgKBzb7kKY1x2OGPBA3hUXqXP3lXhMGnAyQ0pZsW0Dw';

/** A browser with push: a service worker registration whose push manager remembers one subscription. */
function browserWithPush(permission: NotificationPermission, ask: NotificationPermission = 'granted') {
  let subscription: { endpoint: string; toJSON: () => object; unsubscribe: () => Promise<boolean> } | null = null;
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
        expirationTime: null,
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    };
    return subscription;
  });
  const pushManager = { getSubscription: vi.fn(async () => subscription), subscribe };
  vi.stubGlobal('PushManager', function PushManager() {});
  const notification = Object.assign(function Notification() {}, {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = ask;
      return ask;
    }),
  });
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });
  return { subscribe, notification };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderSwitch() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <PushSwitch as="rider" label="New jobs on this phone" description="A notification when an order is assigned to you" />
      <Toaster />
    </>,
  );
  return user;
}

describe('PushSwitch', () => {
  it('asks the browser, subscribes with the server key and tells the server whose device it is', async () => {
    const browser = browserWithPush('default');
    const api = mockApi([
      on(contract.push.publicKey, { success: true, publicKey: PUBLIC_KEY }),
      on(
        contract.push.subscribe,
        () => new Response(JSON.stringify({ success: true, message: PUSH_MESSAGES.subscribed }), { status: 201 }),
      ),
      on(contract.push.unsubscribe, { success: true, message: PUSH_MESSAGES.unsubscribed }),
    ]);
    const user = renderSwitch();
    const toggle = await screen.findByRole('switch', { name: 'New jobs on this phone' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(Buffer.from(options[0].applicationServerKey).toString('base64url')).toBe(PUBLIC_KEY);
    expect(api.calls(contract.push.subscribe)[0]!.body).toEqual({
      as: 'rider',
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      },
    });
    expect(await screen.findByText(PUSH_MESSAGES.subscribed)).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(api.calls(contract.push.unsubscribe)[0]!.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      as: 'rider',
    });
  });

  it('stays off and says so when the person blocks notifications', async () => {
    browserWithPush('default', 'denied');
    const api = mockApi([on(contract.push.publicKey, { success: true, publicKey: PUBLIC_KEY })]);
    const user = renderSwitch();
    const toggle = await screen.findByRole('switch', { name: 'New jobs on this phone' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText(/Notifications are blocked for Washday/)).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    expect(api.calls(contract.push.subscribe)).toHaveLength(0);
  });

  it('says the server’s answer in Hindi', async () => {
    await i18n.changeLanguage('hi');
    browserWithPush('default');
    mockApi([
      on(contract.push.publicKey, { success: true, publicKey: PUBLIC_KEY }),
      on(
        contract.push.subscribe,
        () => new Response(JSON.stringify({ success: true, message: PUSH_MESSAGES.subscribed }), { status: 201 }),
      ),
    ]);
    const user = renderSwitch();
    const toggle = await screen.findByRole('switch', { name: 'New jobs on this phone' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    // The server's message, in the Hindi the app keeps for it (locales/hi/messages-*.ts).
    const hindi = translateMessage(PUSH_MESSAGES.subscribed);
    expect(hindi).not.toBe(PUSH_MESSAGES.subscribed);
    expect(await screen.findByText(hindi)).toBeInTheDocument();
  });

  it('explains in Hindi when the browser cannot show notifications', async () => {
    await i18n.changeLanguage('hi');
    renderSwitch();
    expect(
      await screen.findByText('यह ब्राउज़र सूचनाएँ नहीं दिखा सकता। iPhone पर पहले Washday को होम स्क्रीन में जोड़ें।'),
    ).toBeInTheDocument();
  });

  it('explains when the browser cannot show notifications at all', async () => {
    renderSwitch();
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'New jobs on this phone' })).toBeDisabled();
  });
});
