import { PAYMENT_MESSAGES, contract } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { bookingAtVendor } from '../testing/admin-booking-fixtures';
import { makePayment, makeRefund, moneyAnswer, paidOnline } from '../testing/money-fixtures';
import { BookingDetailsDialog } from './booking-details-dialog';

const MONEY = contract.payments.bookingMoney;
const REFUND = contract.payments.adminRefund;
const COLLECT_LATER = contract.payments.adminCollectLater;
const EVENTS = contract.adminOrders.events;

afterEach(() => vi.unstubAllGlobals());

function openDetails(routes: Parameters<typeof mockApi>[0], booking = bookingAtVendor({ custom_order_id: 'WD-PAY222' })) {
  const api = mockApi([on(EVENTS, { success: true, events: [] }), ...routes]);
  renderWithProviders(<BookingDetailsDialog booking={booking} onClose={() => {}} onEdit={() => {}} />);
  return { api, booking, user: userEvent.setup() };
}

const paymentRegion = () => within(screen.getByRole('region', { name: 'Payment' }));
const figure = (label: string) => paymentRegion().getByText(label, { selector: 'dt' }).parentElement!;

describe('booking payment section', () => {
  it('shows the bill, each payment with its method, rider and reference, and each refund with its credit note', async () => {
    const { api, booking } = openDetails([
      on(
        MONEY,
        moneyAnswer(
          {
            paid: 200,
            refunded: 50,
            due: 0,
            payment_status: 'partially_refunded',
            invoice: { number: 'WD/26-27/000007', issued_at: '2026-11-24T12:00:00.000Z' },
          },
          [
            makePayment({
              id: 'p1',
              method: 'cash',
              amount: 120,
              received: 150,
              collected_by: 'Ravi Kumar',
              reference: null,
              refunded: 50,
              status: 'partially_refunded',
            }),
            makePayment({ id: 'p2', method: 'upi_qr', amount: 80, reference: 'pay_QR0042', collected_by: 'Ravi Kumar' }),
          ],
          [makeRefund({ status: 'processed', credit_note_number: 'CN/26-27/000003', processed_at: '2026-11-24T13:00:00.000Z' })],
        ),
      ),
    ]);
    expect(await paymentRegion().findByText('Partially refunded')).toBeInTheDocument();
    expect(api.calls(MONEY)[0]!.params).toEqual({ id: booking.id });
    expect(figure('Total')).toHaveTextContent('₹200');
    expect(figure('Total')).toHaveTextContent('incl. ₹30.51 GST');
    expect(figure('Paid')).toHaveTextContent('₹200');
    expect(figure('Refunded')).toHaveTextContent('₹50');
    expect(figure('Due')).toHaveTextContent('₹0');
    expect(paymentRegion().getByText('Final bill')).toBeInTheDocument();
    expect(paymentRegion().getByText('WD/26-27/000007')).toBeInTheDocument();

    const payments = within(paymentRegion().getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(payments[0]).toHaveTextContent('Cash');
    expect(payments[0]).toHaveTextContent('collected by Ravi Kumar · ₹150 handed over · ₹50 refunded');
    expect(payments[0]).toHaveTextContent('Partly refunded');
    expect(payments[1]).toHaveTextContent('UPI at the door');
    expect(payments[1]).toHaveTextContent('Ref. pay_QR0042');
    const refund = within(paymentRegion().getByRole('list', { name: 'Refunds' })).getByRole('listitem');
    expect(refund).toHaveTextContent('One shirt came back stained');
    expect(refund).toHaveTextContent('−₹50');
    expect(refund).toHaveTextContent('Processed');
    expect(refund).toHaveTextContent('credit note CN/26-27/000003');
    // A closed order with ₹150 still refundable: Refund… yes, Collect later… no.
    expect(paymentRegion().getByRole('button', { name: 'Refund…' })).toBeInTheDocument();
    expect(paymentRegion().queryByRole('button', { name: 'Collect later…' })).toBeNull();
  });

  it('says an unpaid bill is an estimate, with nothing to refund', async () => {
    openDetails([on(MONEY, moneyAnswer({ final: false }))]);
    expect(await paymentRegion().findByText('Payment pending')).toBeInTheDocument();
    expect(paymentRegion().getByText(/^Estimate: the bill is final/)).toBeInTheDocument();
    expect(paymentRegion().getByText('No payment yet.')).toBeInTheDocument();
    expect(paymentRegion().queryByRole('button', { name: 'Refund…' })).toBeNull();
  });

  it('says when the payment cannot load, with a Retry', async () => {
    openDetails([on(MONEY, () => fail(500, 'Something went wrong on our side. Please try again.'))]);
    expect(await paymentRegion().findByText('Could not load the payment')).toBeInTheDocument();
    expect(paymentRegion().getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('refund dialog', () => {
  it('refuses a missing reason and a wrong amount, offering the whole refundable amount', async () => {
    const { api, user } = openDetails([on(MONEY, paidOnline())]);
    await user.click(await paymentRegion().findByRole('button', { name: 'Refund…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund WD-PAY222' }));
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('200');

    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText(PAYMENT_MESSAGES.refundReasonRequired)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '0');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Late delivery');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText(PAYMENT_MESSAGES.refundAmountInvalid)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '200.50');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText(PAYMENT_MESSAGES.refundTooMuch('₹200'))).toBeInTheDocument();
    expect(api.calls(REFUND)).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const { api, user } = openDetails([
      on(MONEY, paidOnline()),
      on(REFUND, () => fail(409, PAYMENT_MESSAGES.refundTooMuch('₹2'))),
    ]);
    await user.click(await paymentRegion().findByRole('button', { name: 'Refund…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund WD-PAY222' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Late delivery');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A refund can be at most what was paid and not yet refunded (₹2).',
    );
    expect(api.calls(REFUND)[0]!.body).toEqual({ amount: 200, reason: 'Late delivery' });
    expect(screen.getByRole('dialog', { name: 'Refund WD-PAY222' })).toBeInTheDocument();
  });

  it('sends Refund pressed again after a failure under the same Idempotency-Key, and a changed refund under a new one', async () => {
    // The first answer is lost on the way back (its refund may have gone through): the server answers a repeat once.
    const { api, user } = openDetails([on(MONEY, paidOnline()), on(REFUND, () => fail(503, 'Service Unavailable'))]);
    await user.click(await paymentRegion().findByRole('button', { name: 'Refund…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund WD-PAY222' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Late delivery');
    const press = async (times: number) => {
      await user.click(dialog.getByRole('button', { name: 'Refund' }));
      await waitFor(() => expect(api.calls(REFUND)).toHaveLength(times));
      await dialog.findByRole('alert');
    };
    await press(1);
    await press(2);
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '50');
    await press(3);
    const keys = api.calls(REFUND).map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(api.calls(REFUND).map((c) => c.body)).toEqual([
      { amount: 200, reason: 'Late delivery' },
      { amount: 200, reason: 'Late delivery' },
      { amount: 50, reason: 'Late delivery' },
    ]);
  });

  it('refunds part, closes, shows the refund in the section and gives focus back to Refund…', async () => {
    const refunded = moneyAnswer(
      { paid: 200, refunded: 50, due: 0, payment_status: 'partially_refunded' },
      [makePayment({ refunded: 50, status: 'partially_refunded' })],
      [makeRefund({ reason: 'Button missing' })],
    );
    let answered = paidOnline();
    const { api, user } = openDetails([
      on(MONEY, () => answered),
      on(REFUND, () => {
        answered = refunded;
        return { ...refunded, message: 'Refund of ₹50 made' };
      }),
    ]);
    const opener = await paymentRegion().findByRole('button', { name: 'Refund…' });
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund WD-PAY222' }));
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '50');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), '  Button missing ');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund WD-PAY222' })).toBeNull());
    expect(api.calls(REFUND)[0]!.body).toEqual({ amount: 50, reason: 'Button missing' });
    expect(await paymentRegion().findByText('Partially refunded')).toBeInTheDocument();
    expect(figure('Refunded')).toHaveTextContent('₹50');
    expect(within(paymentRegion().getByRole('list', { name: 'Refunds' })).getByRole('listitem')).toHaveTextContent(
      'Button missing',
    );
    await waitFor(() => expect(paymentRegion().getByRole('button', { name: 'Refund…' })).toHaveFocus());
  });
});

describe('collect later', () => {
  it('is offered on an open order with money due, needs a reason, and then says the delivery can complete', async () => {
    let answered = moneyAnswer();
    const { api, user } = openDetails([
      on(MONEY, () => answered),
      on(COLLECT_LATER, () => {
        answered = moneyAnswer({ collect_later: true });
        return { ...answered, message: 'The delivery can be completed; the payment is collected later' };
      }),
    ]);
    expect(paymentRegion().queryByRole('button', { name: 'Refund…' })).toBeNull();
    await user.click(await paymentRegion().findByRole('button', { name: 'Collect later…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Collect later: WD-PAY222' }));
    expect(dialog.getByText(/with ₹200 still due/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Collect later' }));
    expect(await dialog.findByText(PAYMENT_MESSAGES.collectLaterReasonRequired)).toBeInTheDocument();
    expect(api.calls(COLLECT_LATER)).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Customer pays by bank transfer');
    await user.click(dialog.getByRole('button', { name: 'Collect later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Collect later/ })).toBeNull());
    expect(api.calls(COLLECT_LATER)[0]!.body).toEqual({ reason: 'Customer pays by bank transfer' });
    expect(await paymentRegion().findByText('Collect later: the delivery can complete with ₹200 still due.')).toBeInTheDocument();
    expect(paymentRegion().queryByRole('button', { name: 'Collect later…' })).toBeNull();
  });

  it('is not offered on a completed order', async () => {
    openDetails([on(MONEY, moneyAnswer())], bookingAtVendor({ status: 'completed' }));
    expect(await paymentRegion().findByText('Payment pending')).toBeInTheDocument();
    expect(paymentRegion().queryByRole('button', { name: 'Collect later…' })).toBeNull();
  });
});
