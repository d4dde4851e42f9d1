import { contract, type BookingMoney } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, on } from '@/test/mock-api';
import { labelsNotInName } from '@/test/label-in-name';
import { renderWithProviders } from '@/test/render';
import { makeBooking } from '../testing/booking-fixtures';
import { makeMoney, makeRefund } from '../testing/money-fixtures';
import { englishLeftIn } from '@/test/english-left';
import { BookingCard } from './booking-card';
import { BookingConfirmation } from './booking-confirmation';
import { TrackOrderDialog } from './track-order-dialog';

// The money on a booking card (docs/decisions/0033-money.md): estimate or final bill, payment status, refunds, paying
// online with the local provider's test checkout, and the invoice.

type Booking = ReturnType<typeof makeBooking>;

function renderCard(booking: Booking) {
  renderWithProviders(
    <BookingCard booking={booking} onEdit={vi.fn()} onCancel={vi.fn()} onContactSupport={vi.fn()} onTrack={vi.fn()} />,
  );
  return screen.getByRole('article', { name: new RegExp(booking.custom_order_id) });
}

const CHECKOUT = {
  provider: 'local' as const,
  key_id: 'rzp_test_local',
  order_id: 'order_local_1',
  amount: 57_000,
  currency: 'INR' as const,
  name: 'Washday',
  description: 'Order WD-PAY1',
  prefill: { name: 'Meera', contact: '9876543210' },
};

const PAID_AT_PROVIDER = {
  outcome: 'paid' as const,
  razorpay_order_id: 'order_local_1',
  razorpay_payment_id: 'pay_local_1',
  razorpay_signature: 'sig-1',
};

/** The money endpoints of one booking whose final bill of ₹570 is due, as the server keeps them. */
function payableBooking({ verify }: { verify?: () => Response } = {}) {
  const booking = makeBooking({ custom_order_id: 'WD-PAY1', status: 'in_progress' });
  let money: BookingMoney = makeMoney();
  const api = mockApi([
    on(contract.payments.bookingMoney, () => money),
    on(contract.payments.payOnline, { success: true, checkout: CHECKOUT }),
    on(contract.dev.localCheckout, ({ params }) =>
      params.outcome === 'pay'
        ? PAID_AT_PROVIDER
        : { outcome: 'failed', razorpay_order_id: 'order_local_1', razorpay_payment_id: 'pay_local_2', razorpay_signature: null },
    ),
    on(contract.payments.verifyOnline, () => {
      if (verify) return verify();
      money = makeMoney({ paid: 570, due: 0, payment_status: 'paid' });
      return { ...money, message: 'Payment of ₹570 received' };
    }),
  ]);
  return { booking, api };
}

describe('a booking card: the bill', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("reads 'Estimated ₹X' before the pickup is completed, with nothing to pay", async () => {
    const booking = makeBooking({ custom_order_id: 'WD-EST1', status: 'in_progress' });
    const api = mockApi([on(contract.payments.bookingMoney, makeMoney({ final: false, due: 0 }))]);
    const card = renderCard(booking);
    await waitFor(() => expect(api.calls(contract.payments.bookingMoney)).toHaveLength(1));
    await waitFor(() => expect(within(card).getByTestId('booking-total-label')).toHaveTextContent('Estimated'));
    expect(within(card).getByTestId('booking-total')).toHaveTextContent('₹570');
    expect(card).not.toHaveTextContent('GST');
    expect(within(card).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('reads the estimate of a booking not yet picked up without asking the server', () => {
    const api = mockApi([]);
    const card = renderCard(makeBooking({ custom_order_id: 'WD-EST2', status: 'confirmed' }));
    expect(within(card).getByTestId('booking-total-label')).toHaveTextContent('Estimated');
    expect(within(card).getByTestId('booking-total')).toHaveTextContent('₹570');
    expect(api.calls(contract.payments.bookingMoney)).toHaveLength(0);
  });

  it("reads 'Total ₹X (incl. GST ₹Y)' once final, and offers 'Pay ₹X now' for what is due", async () => {
    const { booking } = payableBooking();
    const card = renderCard(booking);
    const pay = await within(card).findByRole('button', { name: 'Pay ₹570 now for WD-PAY1' });
    expect(pay).toHaveTextContent('Pay ₹570 now');
    expect(labelsNotInName(card, 'button')).toEqual([]);
    expect(within(card).getByTestId('booking-total-label')).toHaveTextContent('Total');
    expect(card).toHaveTextContent('Total₹570(incl. GST ₹86.95)');
    expect(within(card).getByText('Payment pending')).toBeInTheDocument();
  });

  it('offers no payment on a cancelled order, and says what was refunded', async () => {
    const booking = makeBooking({ custom_order_id: 'WD-CANC1', status: 'cancelled', payment_status: 'refunded' });
    mockApi([
      on(
        contract.payments.bookingMoney,
        makeMoney({ paid: 570, refunded: 570, due: 0, payment_status: 'refunded' }, [
          makeRefund({ id: 'r1', amount: 570, reason: 'Order cancelled' }),
        ]),
      ),
    ]);
    const card = renderCard(booking);
    const refunds = await within(card).findByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Refunded ₹570 · Order cancelled · 27 Nov 2026');
    expect(within(card).getByText('Refunded')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("lists a refund still with the provider as 'Refund on its way'", async () => {
    const booking = makeBooking({ custom_order_id: 'WD-REF2', status: 'completed', payment_status: 'partially_refunded' });
    mockApi([
      on(
        contract.payments.bookingMoney,
        makeMoney({ paid: 570, refunded: 100, due: 0, payment_status: 'partially_refunded' }, [
          makeRefund({ id: 'r2', status: 'pending', processed_at: null }),
        ]),
      ),
    ]);
    const card = renderCard(booking);
    const refunds = await within(card).findByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Refund on its way: ₹100 · Shirt returned with a stain · 27 Nov 2026');
    expect(within(card).getByText('Partially refunded')).toBeInTheDocument();
  });

  it.each([
    ['pending', 'Payment pending', 'भुगतान बाकी'],
    ['paid', 'Paid', 'भुगतान हो गया'],
    ['partially_refunded', 'Partially refunded', 'आंशिक रिफ़ंड'],
    ['refunded', 'Refunded', 'रिफ़ंड हो गया'],
  ] as const)('labels payment status %s in English and Hindi', async (status, english, hindi) => {
    const booking = makeBooking({ status: 'completed', payment_status: status });
    mockApi([on(contract.payments.bookingMoney, makeMoney({ payment_status: status, due: status === 'pending' ? 570 : 0 }))]);
    const card = renderCard(booking);
    await waitFor(() => expect(card.querySelector('[data-payment-status]')).toHaveTextContent(english));
    await i18n.changeLanguage('hi');
    await waitFor(() => expect(card.querySelector('[data-payment-status]')).toHaveTextContent(hindi));
  });

  it("links 'Download invoice' to the invoice PDF once it is issued", async () => {
    const booking = makeBooking({ custom_order_id: 'WD-INV1', status: 'completed', payment_status: 'paid' });
    mockApi([
      on(
        contract.payments.bookingMoney,
        makeMoney({
          paid: 570,
          due: 0,
          payment_status: 'paid',
          invoice: { number: 'WD/26-27/000001', issued_at: '2026-11-27T06:00:00.000Z' },
        }),
      ),
    ]);
    const card = renderCard(booking);
    const link = await within(card).findByRole('link', { name: 'Download invoice WD/26-27/000001' });
    expect(link).toHaveAttribute('href', `/api/bookings/${booking.id}/invoice.pdf`);
    expect(link).toHaveTextContent('Download invoice');
  });
});

describe('a booking card: paying online with the local provider', () => {
  it('pays in the test checkout, sends its result to be verified, and shows Paid', async () => {
    const user = userEvent.setup();
    const { booking, api } = payableBooking();
    const card = renderCard(booking);
    await user.click(await within(card).findByRole('button', { name: 'Pay ₹570 now for WD-PAY1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Test payment (local provider)' });
    expect(dialog).toHaveTextContent('WD-PAY1');
    expect(dialog).toHaveTextContent('₹570');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹570' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(card.querySelector('[data-payment-status]')).toHaveTextContent('Paid'));
    expect(within(card).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(api.calls(contract.dev.localCheckout).map((c) => c.params)).toEqual([
      { providerOrderId: 'order_local_1', outcome: 'pay' },
    ]);
    expect(api.calls(contract.payments.verifyOnline).map((c) => c.body)).toEqual([
      { razorpay_order_id: 'order_local_1', razorpay_payment_id: 'pay_local_1', razorpay_signature: 'sig-1' },
    ]);
  });

  it("says 'Payment failed. You can try again.' when the bank declines, and verifies nothing", async () => {
    const user = userEvent.setup();
    const { booking, api } = payableBooking();
    const card = renderCard(booking);
    await user.click(await within(card).findByRole('button', { name: 'Pay ₹570 now for WD-PAY1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment (local provider)' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Payment failed. You can try again.');
    expect(dialog).not.toBeInTheDocument();
    expect(api.calls(contract.payments.verifyOnline)).toHaveLength(0);
    // Trying again opens a new checkout.
    expect(within(card).getByRole('button', { name: 'Pay ₹570 now for WD-PAY1' })).toBeEnabled();
    expect(card.querySelector('[data-payment-status]')).toHaveTextContent('Payment pending');
  });

  it("shows the server's refusal when the payment cannot be verified, in the interface language", async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('hi');
    const { booking } = payableBooking({
      verify: () => fail(400, 'The payment could not be verified.', { field: 'razorpay_signature' }),
    });
    const card = renderCard(booking);
    await user.click(await within(card).findByRole('button', { name: /₹570 अभी चुकाएँ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'टेस्ट भुगतान (लोकल प्रोवाइडर)' });
    await user.click(within(dialog).getByRole('button', { name: '₹570 चुकाएँ' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('भुगतान की पुष्टि नहीं हो पाई।');
    expect(card.querySelector('[data-payment-status]')).toHaveTextContent('भुगतान बाकी');
  });

  it('shows the verify refusal in English', async () => {
    const user = userEvent.setup();
    const { booking } = payableBooking({ verify: () => fail(400, 'The payment could not be verified.') });
    const card = renderCard(booking);
    await user.click(await within(card).findByRole('button', { name: 'Pay ₹570 now for WD-PAY1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment (local provider)' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹570' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The payment could not be verified.');
  });
});

describe('a booking card: paying online with Razorpay', () => {
  afterEach(() => {
    delete window.Razorpay;
  });

  it("opens Razorpay's checkout for the server's order and sends its handler's result to be verified", async () => {
    const user = userEvent.setup();
    const opened: Record<string, unknown>[] = [];
    window.Razorpay = class {
      constructor(private readonly options: Record<string, unknown> & { handler: (result: unknown) => void }) {
        opened.push(options);
      }
      on() {}
      open() {
        this.options.handler({
          razorpay_order_id: 'order_rzp_1',
          razorpay_payment_id: 'pay_rzp_1',
          razorpay_signature: 'sig-rzp',
        });
      }
    } as unknown as NonNullable<Window['Razorpay']>;
    const booking = makeBooking({ custom_order_id: 'WD-PAY1', status: 'in_progress' });
    const routes = mockApi([
      on(contract.payments.bookingMoney, makeMoney()),
      on(contract.payments.payOnline, {
        success: true,
        checkout: { ...CHECKOUT, provider: 'razorpay', key_id: 'rzp_live_1', order_id: 'order_rzp_1' },
      }),
      on(contract.payments.verifyOnline, () => ({
        ...makeMoney({ paid: 570, due: 0, payment_status: 'paid' }),
        message: 'Payment of ₹570 received',
      })),
    ]);
    const card = renderCard(booking);
    await user.click(await within(card).findByRole('button', { name: 'Pay ₹570 now for WD-PAY1' }));

    await waitFor(() => expect(card.querySelector('[data-payment-status]')).toHaveTextContent('Paid'));
    expect(opened).toEqual([
      expect.objectContaining({ key: 'rzp_live_1', order_id: 'order_rzp_1', amount: 57_000, currency: 'INR' }),
    ]);
    expect(routes.calls(contract.payments.verifyOnline).map((c) => c.body)).toEqual([
      { razorpay_order_id: 'order_rzp_1', razorpay_payment_id: 'pay_rzp_1', razorpay_signature: 'sig-rzp' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the Track sheet: the money', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  const paidBooking = () => makeBooking({ custom_order_id: 'WD-SHEET1', status: 'completed', payment_status: 'paid' });
  const paidMoney = (): BookingMoney => ({
    ...makeMoney({
      paid: 570,
      due: 0,
      payment_status: 'paid',
      invoice: { number: 'WD/26-27/000007', issued_at: '2026-11-27T06:00:00.000Z' },
    }),
    payments: [
      {
        id: 'p1',
        method: 'online',
        amount: 570,
        status: 'captured',
        refunded: 0,
        reference: 'pay_1',
        created_at: '2026-11-26T06:00:00.000Z',
        captured_at: '2026-11-26T06:00:00.000Z',
        received: null,
        collected_by: null,
      },
      {
        id: 'p0',
        method: 'online',
        amount: 570,
        status: 'failed',
        refunded: 0,
        reference: 'pay_0',
        created_at: '2026-11-26T05:58:00.000Z',
        captured_at: null,
        received: null,
        collected_by: null,
      },
    ],
  });

  it('shows the final bill, how it was paid (not the failed try) and the invoice', async () => {
    mockApi([on(contract.bookings.events, { success: true, events: [] }), on(contract.payments.bookingMoney, paidMoney())]);
    renderWithProviders(<TrackOrderDialog booking={paidBooking()} onOpenChange={() => {}} />);
    const panel = await screen.findByRole('region', { name: 'Payment' });
    await waitFor(() => expect(panel).toHaveTextContent('Total₹570(incl. GST ₹86.95)'));
    expect(within(panel).getByRole('list', { name: 'Payments' })).toHaveTextContent(/^Paid ₹570 online · 26 Nov 2026$/);
    expect(within(panel).getByText('Paid')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Download invoice WD/26-27/000007' })).toBeInTheDocument();
  });

  it('reads in Hindi with no English left but data', async () => {
    await i18n.changeLanguage('hi');
    mockApi([on(contract.bookings.events, { success: true, events: [] }), on(contract.payments.bookingMoney, paidMoney())]);
    renderWithProviders(<TrackOrderDialog booking={paidBooking()} onOpenChange={() => {}} />);
    const panel = await screen.findByRole('region', { name: 'भुगतान' });
    await waitFor(() => expect(panel).toHaveTextContent('कुल₹570(जीएसटी ₹86.95 सहित)'));
    expect(panel).toHaveTextContent('₹570 ऑनलाइन चुकाए');
    expect(within(panel).getByRole('link', { name: 'इनवॉइस डाउनलोड करें WD/26-27/000007' })).toBeInTheDocument();
    expect(englishLeftIn(panel, ['WD/26-27/000007'])).toEqual([]);
  });
});

describe('Booking confirmed: the payment line', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['pending', 'Pay ₹570 when your clothes are delivered.'],
    ['paid', 'Paid'],
    ['partially_refunded', 'Partially refunded'],
    ['refunded', 'Refunded'],
  ] as const)('says what a %s payment means', (status, line) => {
    renderWithProviders(
      <BookingConfirmation booking={makeBooking({ payment_status: status })} onViewBookings={vi.fn()} onGoHome={vi.fn()} />,
    );
    expect(screen.getByText(line, { exact: true })).toBeInTheDocument();
  });

  it('says a refunded payment in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderWithProviders(
      <BookingConfirmation booking={makeBooking({ payment_status: 'refunded' })} onViewBookings={vi.fn()} onGoHome={vi.fn()} />,
    );
    expect(screen.getByText('रिफ़ंड हो गया', { exact: true })).toBeInTheDocument();
  });
});
