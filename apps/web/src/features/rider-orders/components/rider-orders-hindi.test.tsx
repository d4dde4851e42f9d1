// The rider's job screens once the interface is in Hindi: the order card, the order page (with an edit and the
// customer's verification) and the delivery handover. English is allowed only for data (names, addresses, order ids,
// catalogue names without Hindi) and the brand.
import { contract, ORDER_MESSAGES } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogueWithHindi } from '@/test/catalogue-fixtures';
import { fail, mockApi, on } from '@/test/mock-api';
import { englishLeftIn } from '@/test/english-left';
import { clearGeolocation, renderRiderOrders } from '../testing/render-rider-orders';
import { makeRider, makeRiderOrder } from '../testing/rider-order-fixtures';
import { LAUNDRY, SHIRT, makeVerification, withLines } from '../utils/order-edit-fixtures';
import { CompleteTripDialog } from './complete-trip-dialog';
import type { OrderCatalogue } from './order-detail/add-service-panel';
import { RiderOrderDetail } from './order-detail/rider-order-detail';
import { RiderOrderCard } from './rider-order-card';

const CUSTOMER = ['Kavya Nair', 'Tower B, Sector 69, Gurugram, Haryana 122018', 'Tulip Chowk'];
const VENDOR = {
  name: 'Sparkle Cleaners',
  address: 'SCO 12, Sector 14, Gurugram',
  coordinates: { lat: 28.47, lng: 77.04 },
  distance: 3.4217,
  estimatedTime: 79,
};

beforeEach(async () => {
  await i18n.changeLanguage('hi');
});

afterEach(() => {
  toast.dismiss();
  sessionStorage.clear();
  clearGeolocation();
  vi.unstubAllGlobals();
});

describe('an order card in Hindi', () => {
  it('reads a delivery out for delivery, with its next step, in Hindi', () => {
    const order = makeRiderOrder({
      tripType: 'delivery',
      riderStatus: 'picked_up',
      payment_status: 'paid',
      type: 'Quick Pickup',
      pickupDate: '2030-03-14',
      pickupTime: '18:30',
    });
    renderRiderOrders(<RiderOrderCard order={order} rider={makeRider()} />);

    const card = screen.getByRole('article', { name: `ऑर्डर ${order.custom_order_id}` });
    expect(within(card).getByText('ग्राहक को डिलीवरी')).toBeInTheDocument();
    expect(within(card).getByText('डिलीवरी के लिए निकले')).toBeInTheDocument();
    expect(within(card).getByText('क्विक पिकअप')).toBeInTheDocument();
    expect(within(card).getByText('डिलीवरी का समय')).toBeInTheDocument();
    // The date in Hindi (hi-IN), the time as the locale writes it.
    expect(within(card).getByText('गुरु, 14 मार्च · शाम 6:30')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'डिलीवरी पूरी करें' })).toBeEnabled();
    expect(within(card).getByRole('link', { name: 'ऑर्डर बदलें' })).toBeInTheDocument();
    expect(englishLeftIn(card, CUSTOMER)).toEqual([]);
  });

  it('sends a delivery with money still due to collecting it, in Hindi', () => {
    const order = makeRiderOrder({ tripType: 'delivery', riderStatus: 'picked_up', payment_status: 'pending' });
    renderRiderOrders(<RiderOrderCard order={order} rider={makeRider()} />);

    const card = screen.getByRole('article', { name: `ऑर्डर ${order.custom_order_id}` });
    expect(within(card).getByRole('link', { name: 'भुगतान लें' })).toHaveAttribute('href', `/rider/orders/${order._id}`);
    expect(englishLeftIn(card, CUSTOMER)).toEqual([]);
  });
});

describe('the order page in Hindi', () => {
  // Laundry has Hindi names; men's dry clean (the shirt) has none, so it shows its English.
  const catalogue: OrderCatalogue = { categories: catalogueWithHindi(), status: 'ready' };

  it('shows the customer, the items, the pending verification and the vendor in Hindi', async () => {
    const order = makeRiderOrder({ riderStatus: 'accepted', assignedVendorDetails: VENDOR, ...withLines([SHIRT]) });
    order.verification = makeVerification(order._id, [SHIRT], [SHIRT, LAUNDRY]);
    mockApi([on(contract.riderOrders.get, order)]);
    const { user } = renderRiderOrders(<RiderOrderDetail orderId={order._id} catalogue={catalogue} />);

    expect(await screen.findByRole('heading', { level: 1, name: `ऑर्डर ${order.custom_order_id}` })).toBeInTheDocument();
    expect(screen.getByText('ग्राहक से पिकअप')).toBeInTheDocument();
    expect(screen.getByText('स्वीकार किया')).toBeInTheDocument();

    const customer = within(screen.getByRole('region', { name: 'ग्राहक' }));
    expect(customer.getByText('मंगल, 12 मार्च · सुबह 10:00')).toBeInTheDocument();
    expect(customer.getByText('सामान्य ऑर्डर')).toBeInTheDocument();
    expect(customer.getByText('Tulip Chowk के पास')).toBeInTheDocument();
    // The order's service type is the catalogue's category, in its Hindi.
    expect(customer.getByText('धुलाई')).not.toHaveAttribute('translate');
    expect(customer.getByRole('button', { name: 'ग्राहक तक रास्ता देखें' })).toBeInTheDocument();

    const items = within(screen.getByRole('region', { name: 'आइटम' }));
    expect(items.getByRole('listitem', { name: 'Shirt' })).toHaveTextContent('₹100 / पीस × 2');
    expect(items.getByText('Shirt')).toHaveAttribute('translate', 'no');
    expect(items.getByText('कुल रकम')).toBeInTheDocument();

    const verification = within(screen.getByRole('region', { name: 'ग्राहक की मंज़ूरी' }));
    expect(verification.getByText('बाकी')).toBeInTheDocument();
    expect(verification.getByRole('status')).toHaveTextContent(
      'ग्राहक की मंज़ूरी का इंतज़ार है। यह रिक्वेस्ट 13 मार्च, सुबह 10:00 पर खत्म हो जाएगी।',
    );
    expect(verification.getByRole('button', { name: 'रिक्वेस्ट रद्द करें' })).toBeInTheDocument();
    // The proposed line booked as 'Laundry + Fold' is named in the catalogue's Hindi.
    expect(verification.getByText('धुलाई और तह')).not.toHaveAttribute('translate');

    const delivery = within(screen.getByRole('region', { name: 'डिलीवरी की जानकारी' }));
    expect(delivery.getByText('3.4 कि॰मी॰')).toBeInTheDocument();
    expect(delivery.getByText('79 मिनट')).toBeInTheDocument();
    expect(delivery.getByRole('list', { name: 'काम के चरण' })).toHaveTextContent('ज़रूरत हो तो बदलें और मंज़ूरी का इंतज़ार करें');

    // The page (the test's toaster is not part of it).
    const page = screen.getByRole('heading', { level: 1 }).closest('header')!.parentElement!;
    const data = [...CUSTOMER, VENDOR.name, VENDOR.address, 'Shirt'];
    expect(englishLeftIn(page, data)).toEqual([]);

    // Edit mode: steppers, Add Service and the save button, in Hindi.
    await user.click(items.getByRole('button', { name: 'ऑर्डर बदलें' }));
    expect(items.getByRole('button', { name: 'Shirt बढ़ाएँ' })).toBeInTheDocument();
    expect(items.getByRole('heading', { name: 'सर्विस जोड़ें' })).toBeInTheDocument();
    expect(items.getByRole('button', { name: 'ग्राहक का इंतज़ार है' })).toBeDisabled();
    expect(items.getByText('ग्राहक ये बदलाव देख रहे हैं। उनके जवाब देते ही यह पेज अपडेट होगा।')).toBeInTheDocument();
    expect(items.getByRole('tab', { name: 'धुलाई' })).toHaveAttribute('aria-selected', 'true');
    expect(items.getByRole('option', { name: 'धुलाई और तह · ₹70/किलो' })).toBeInTheDocument();
    await user.click(items.getByRole('button', { name: 'सर्विस जोड़ें' }));
    expect(items.getByRole('alert')).toHaveTextContent('कृपया एक सर्विस चुनें');
    expect(englishLeftIn(page, data)).toEqual([]);
  });

  it('says why a load failed, in Hindi', async () => {
    mockApi([on(contract.riderOrders.get, () => fail(503, 'down'))]);
    renderRiderOrders(<RiderOrderDetail orderId="00000000-0000-4000-9000-000000000999" catalogue={catalogue} />);

    expect(await screen.findByRole('heading', { name: 'यह ऑर्डर लोड नहीं हो सका' })).toBeInTheDocument();
    expect(screen.getByText('सर्वर में गड़बड़ी: 503')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});

describe('the delivery handover in Hindi', () => {
  it('asks for the code in Hindi and says a wrong code, with the tries left, in Hindi', async () => {
    const order = makeRiderOrder({ riderStatus: 'picked_up', tripType: 'delivery' });
    mockApi([on(contract.riderOrders.action, () => fail(400, ORDER_MESSAGES.handoverCodeWrong, { attemptsRemaining: 2 }))]);
    const { user } = renderRiderOrders(<CompleteTripDialog order={order} rider={makeRider()} open onOpenChange={() => {}} />);

    const dialog = within(screen.getByRole('dialog', { name: 'डिलीवरी पूरी करें' }));
    expect(dialog.getByText(/से उनकी बुकिंग में दिखने वाला कोड पूछें।/)).toHaveTextContent('Kavya Nair से उनकी बुकिंग में दिखने वाला कोड पूछें।');

    await user.click(dialog.getByRole('button', { name: 'डिलीवरी पूरी करें' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('कृपया ग्राहक का 4 अंकों का हैंडओवर कोड डालें');

    await user.type(dialog.getByLabelText('हैंडओवर कोड'), '1234');
    await user.click(dialog.getByRole('button', { name: 'डिलीवरी पूरी करें' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'हैंडओवर कोड गलत है। ग्राहक से उनकी बुकिंग में दिखने वाला कोड पूछें। 2 कोशिशें बाकी हैं।',
      ),
    );
    expect(englishLeftIn(screen.getByRole('dialog'), CUSTOMER)).toEqual([]);
  });
});
