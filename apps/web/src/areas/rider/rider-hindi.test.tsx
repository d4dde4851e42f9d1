import { contract } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeRiderNotification } from '@/features/rider-notifications/testing/rider-notification-fixtures';
import { englishLeftIn } from '@/test/english-left';
import { makeRiderOrder } from '@/features/rider-orders/testing/rider-order-fixtures';
import { i18n } from '@/lib/i18n';
import { mockApi, on, signedOut } from '@/test/mock-api';
import { makeRider, mockRiderApi, notificationList, renderRider, unreadCount } from './rider-test-utils';

beforeAll(async () => {
  await import('@/areas/rider');
});

afterEach(() => {
  toast.dismiss();
  window.localStorage.clear();
});

const languageSwitch = () => within(screen.getByRole('group', { name: /Language|भाषा/ }));

describe('the rider language switch', () => {
  it('turns the sign-in screen to Hindi and back, remembered on this phone', async () => {
    const user = userEvent.setup();
    mockApi([on(contract.riders.me, signedOut)]);
    renderRider('/rider/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Rider Portal' })).toBeInTheDocument();
    expect(languageSwitch().getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(languageSwitch().getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(languageSwitch().getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'राइडर पोर्टल' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'लॉग इन' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'OTP भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(languageSwitch().getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('washday.language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    await waitFor(() => expect(document.title).toBe('राइडर पोर्टल'));

    await user.click(languageSwitch().getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rider Portal' })).toBeInTheDocument();
    expect(window.localStorage.getItem('washday.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('sits in the signed-in header too, switches every rider page, and tells the server for the push and SMS copies', async () => {
    const user = userEvent.setup();
    const api = mockRiderApi(makeRider({ _id: 'rider-language-test' }), [
      on(contract.riders.setLanguage, ({ body }) => ({ success: true, language: body.language })),
    ]);
    renderRider('/rider/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'सूचनाएँ' })[0]).toHaveAttribute('href', '/rider/notifications');
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(window.localStorage.getItem('washday.language')).toBe('hi');
    // Once on sign-in (English), once on the switch.
    await waitFor(() =>
      expect(api.calls(contract.riders.setLanguage).map((call) => call.body)).toEqual([{ language: 'en' }, { language: 'hi' }]),
    );
  });
});

describe('the rider dashboard in Hindi', () => {
  it('shows the status card, the notifications, an order card and the profile in Hindi, with no English left', async () => {
    // A pickup tomorrow for an approved rider who is not active yet.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const order = makeRiderOrder({ pickupDate: tomorrow, pickupTime: '10:00', custom_order_id: 'WD-1042' });
    const notice = makeRiderNotification({
      type: 'order_updated',
      title: 'Changes expired',
      message: 'The customer did not answer your proposed changes within 24 hours. Send them again if they are still needed.',
      priority: 'medium',
      read: false,
      is_read: false,
    });
    mockRiderApi(makeRider(), [
      on(contract.riderOrders.list, [order]),
      on(contract.riderNotifications.list, notificationList([notice])),
      on(contract.riderNotifications.unreadCount, unreadCount(1)),
    ]);
    await i18n.changeLanguage('hi');
    renderRider('/rider/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByTestId('rider-activity')).toHaveTextContent('इनएक्टिव');
    expect(screen.getByRole('switch', { name: 'एक्टिव स्टेटस' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('लोकेशन शेयर करने और ऑर्डर पाने के लिए एक्टिव हों।')).toBeInTheDocument();

    // The notification: the server's fixed title and message, in Hindi.
    expect(await screen.findByText('बदलावों का समय खत्म')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सिर्फ़ बिना पढ़ी' })).toHaveAttribute('aria-pressed', 'false');

    // The order card: trip, status, slot, who and where, and why this rider cannot accept yet.
    const card = within(await screen.findByRole('article', { name: 'ऑर्डर WD-1042' }));
    expect(card.getByText('ग्राहक से पिकअप')).toBeInTheDocument();
    expect(card.getByText('मिला है')).toBeInTheDocument();
    expect(card.getByText('सामान्य')).toBeInTheDocument();
    expect(card.getByText(/^कल · सुबह 10:00/)).toBeInTheDocument();
    expect(card.getByText('फ़्लैट 1204 · Tulip Chowk के पास')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'स्वीकार नहीं कर सकते' })).toBeDisabled();
    expect(card.getByText('ऑर्डर स्वीकार करने के लिए कृपया एक्टिव हों।')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'ऑर्डर बदलें' })).toHaveAttribute('href', `/rider/orders/${order._id}`);
    expect(card.getByRole('link', { name: /Kavya Nair को \+91 98765 43210 पर कॉल करें/ })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: /मिले हुए ऑर्डर/ })).toBeInTheDocument();
    expect(screen.getByText('मंज़ूर')).toBeInTheDocument();
    expect(screen.getByText('रजिस्ट्रेशन की तारीख')).toBeInTheDocument();

    // Nothing left in English but the data (names, addresses, order ids) and the brand.
    const shell = screen.getByRole('main').parentElement!;
    expect(englishLeftIn(shell, ['Ravi Kumar', 'Kavya Nair', 'Tulip Chowk'])).toEqual([]);
  });

  it('says an account pending approval in Hindi, with the support message in Hindi', async () => {
    mockRiderApi(makeRider({ status: 'pending' }));
    await i18n.changeLanguage('hi');
    renderRider('/rider/dashboard');

    const banner = within(await screen.findByRole('region', { name: 'अकाउंट की मंज़ूरी बाकी है' }));
    expect(banner.getByText('एडमिन आपका आधार कार्ड और सेल्फ़ी जाँच रहे हैं।')).toBeInTheDocument();
    const whatsapp = await banner.findByRole('link', { name: 'WhatsApp पर सपोर्ट' });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('मैं राइडर Ravi Kumar (+91 98100 00002) हूँ।');
  });
});

describe('the other rider screens in Hindi', () => {
  it('the notifications page: controls, a notification and its details in Hindi', async () => {
    const notice = makeRiderNotification({
      type: 'order_updated',
      title: 'Changes expired',
      message: 'The customer did not answer your proposed changes within 24 hours. Send them again if they are still needed.',
      priority: 'medium',
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      data: { booking_id: 'b1', order_number: 'WD-1042', trip: 'pickup', estimated_cost: 1240 },
    });
    mockRiderApi(makeRider(), [
      on(contract.riderNotifications.list, notificationList([notice])),
      on(contract.riderNotifications.unreadCount, unreadCount(1)),
    ]);
    await i18n.changeLanguage('hi');
    renderRider('/rider/notifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeInTheDocument();
    expect(await screen.findByText('1 बिना पढ़ी')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /सिर्फ़ बिना पढ़ी दिखाएँ/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ करें' })).toBeInTheDocument();
    const item = within(screen.getByRole('list', { name: 'सूचनाएँ' }));
    expect(item.getByText('बदलावों का समय खत्म')).toBeInTheDocument();
    expect(item.getByText('मध्यम')).toBeInTheDocument();
    expect(item.getByText('5 मिनट पहले')).toBeInTheDocument();
    expect(item.getByText('अनुमानित कीमत')).toBeInTheDocument();
    expect(item.getByRole('link', { name: /ऑर्डर खोलें/ })).toHaveAttribute('href', '/rider/orders/b1');
    expect(englishLeftIn(screen.getByRole('main').parentElement!, ['Ravi Kumar'])).toEqual([]);
  });

  it('the registration form and its checks in Hindi', async () => {
    const user = userEvent.setup();
    mockApi([on(contract.riders.me, signedOut)]);
    await i18n.changeLanguage('hi');
    renderRider('/rider/register');

    const form = within(await screen.findByRole('form', { name: 'राइडर रजिस्ट्रेशन' }));
    expect(form.getByLabelText('पूरा नाम')).toHaveAttribute('placeholder', 'जैसा आपके आधार कार्ड पर है');
    expect(form.getByLabelText('आधार नंबर')).toBeInTheDocument();
    expect(form.getByText('आधार कार्ड की फ़ोटो')).toBeInTheDocument();
    expect(form.getByRole('group', { name: 'सेल्फ़ी' })).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'OTP भेजें' }));
    // Core's messages under the fields, in Hindi.
    expect(await form.findByText('कृपया आधार कार्ड की फ़ोटो अपलोड करें')).toBeInTheDocument();
    expect(form.getByText('कृपया अपनी सेल्फ़ी लें')).toBeInTheDocument();
    expect(form.getAllByText('कृपया सभी ज़रूरी जानकारी भरें').length).toBeGreaterThan(0);
    expect(englishLeftIn(screen.getByRole('form', { name: 'राइडर रजिस्ट्रेशन' }))).toEqual([]);
  });
});
