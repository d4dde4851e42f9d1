import { contract } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { englishLeftIn } from '@/test/english-left';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { renderWithClient } from '@/test/render-with-client';
import { riderPaymentKeys } from '../api/rider-payment-keys';
import { PAYMENT_MESSAGES, makeBill, makePayment, makeQr, paidBill, riderPayment } from '../testing/payment-fixtures';
import { CollectPaymentPanel } from './collect-payment-panel';

const GET = contract.payments.riderMoney;
const CASH = contract.payments.riderCash;
const QR = contract.payments.riderUpiQr;
const ORDER_ID = '00000000-0000-4000-9000-000000000042';

afterEach(async () => {
  toast.dismiss();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderPanel(onCollected = vi.fn()) {
  return {
    ...renderWithClient(<CollectPaymentPanel orderId={ORDER_ID} orderNumber="WD-R0042" onCollected={onCollected} />),
    onCollected,
  };
}

const panel = () => within(screen.getByRole('region', { name: 'Payment' }));

describe('collecting at the door', () => {
  it('takes cash with the change shown as it is typed, then says the server’s message and Paid ✓ Cash', async () => {
    let paid = false;
    const api = mockApi([
      on(GET, () => (paid ? riderPayment({ bill: paidBill(), payments: [makePayment({ received: 600 })] }) : riderPayment())),
      on(CASH, () => {
        paid = true;
        return { success: true, message: 'Cash received. Give back ₹80 change.', change: 80, bill: paidBill() };
      }),
    ]);
    const { user, onCollected } = renderPanel();

    expect(await screen.findByTestId('collect-payment')).toHaveTextContent('To collect: ₹520');
    expect(panel().getByText('Bill ₹520, GST included ₹79.32')).toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Cash received' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Cash received' }));
    const field = dialog.getByLabelText('Cash handed over (₹)');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.type(field, '5');
    expect(dialog.getByText('Short by ₹515')).toBeInTheDocument();
    await user.type(field, '20');
    expect(dialog.getByText('Exact amount: no change to give')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '6x00');
    expect(field).toHaveValue('600');
    expect(dialog.getByText('Give back ₹80')).toBeInTheDocument();
    // The likely notes are one tap away.
    await user.click(dialog.getByRole('button', { name: '₹1,000' }));
    expect(dialog.getByText('Give back ₹480')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '₹600' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm ₹600 received' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(CASH)[0]?.body).toEqual({ received: 600 });
    expect(await panel().findByRole('status')).toHaveTextContent('Cash received. Give back ₹80 change.');
    expect(await panel().findByText('Paid ✓ Cash')).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Cash received' })).not.toBeInTheDocument();
    expect(onCollected).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with the server’s refusal when the cash is less than what is due', async () => {
    const api = mockApi([
      on(GET, riderPayment()),
      on(CASH, () => fail(400, PAYMENT_MESSAGES.cashTooLittle('₹520'), { field: 'received' })),
    ]);
    const { user, onCollected } = renderPanel();
    await user.click(await panel().findByRole('button', { name: 'Cash received' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cash received' }));

    // Nothing typed: said before asking the server.
    await user.click(dialog.getByRole('button', { name: 'Confirm cash received' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.cashRequired);
    expect(api.calls(CASH)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Cash handed over (₹)'), '500');
    await user.click(dialog.getByRole('button', { name: 'Confirm ₹500 received' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The cash received is less than the amount due (₹520).');
    expect(dialog.getByLabelText('Cash handed over (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Cash received' })).toBeInTheDocument();
    expect(onCollected).not.toHaveBeenCalled();
  });

  it('says the refusal in Hindi, its amount kept', async () => {
    await i18n.changeLanguage('hi');
    mockApi([on(GET, riderPayment()), on(CASH, () => fail(400, PAYMENT_MESSAGES.cashTooLittle('₹520')))]);
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'नकद मिला' }));
    expect(englishLeftIn(screen.getByTestId('collect-payment'))).toEqual([]);
    const dialog = within(await screen.findByRole('dialog', { name: 'नकद मिला' }));
    await user.type(dialog.getByLabelText('दिया गया नकद (₹)'), '500');
    expect(dialog.getByText('₹20 कम है')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '₹500 मिलने की पुष्टि करें' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('मिला नकद बकाया रकम (₹520) से कम है।');
    expect(englishLeftIn(screen.getByRole('dialog'))).toEqual([]);
  });

  it('shows the QR screen and its Paid in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const qr = makeQr();
    mockApi([on(GET, riderPayment()), on(QR, { success: true, qr, bill: makeBill() })]);
    const { user, queryClient } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'UPI QR दिखाएँ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'स्कैन करके भुगतान' }));
    expect(await dialog.findByRole('img', { name: '₹520 चुकाने का UPI QR कोड' })).toBeInTheDocument();
    expect(dialog.getByText(/^(30:00|29:5\d) में खत्म होगा$/)).toBeInTheDocument();
    expect(englishLeftIn(screen.getByRole('dialog'))).toEqual([]);

    queryClient.setQueryData(
      riderPaymentKeys.order(ORDER_ID),
      riderPayment({ bill: paidBill(), qr: { ...qr, status: 'captured' } }),
    );
    const paid = within(await screen.findByRole('dialog', { name: 'भुगतान हो गया' }));
    expect(paid.getByRole('status')).toHaveTextContent('UPI से ₹520 मिल गए।');
    expect(englishLeftIn(screen.getByRole('dialog'))).toEqual([]);
  });

  it('draws the UPI QR with the amount and the time it stays open', async () => {
    const qr = makeQr();
    mockApi([on(GET, riderPayment()), on(QR, { success: true, qr, bill: makeBill() })]);
    const { user } = renderPanel();
    await user.click(await panel().findByRole('button', { name: 'Show UPI QR' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Scan to pay' }));
    const code = await dialog.findByRole('img', { name: 'UPI QR code to pay ₹520' });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(dialog.getByText('₹520')).toBeInTheDocument();
    expect(dialog.getByText(/^Expires in (30:00|29:5\d)$/)).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent('Waiting for the payment…');
  });

  it('offers a new QR once the one shown has expired', async () => {
    const expired = makeQr({ expires_at: new Date(Date.now() - 1000).toISOString() });
    const fresh = makeQr({ id: '00000000-0000-4000-b000-000000000009' });
    let asked = 0;
    mockApi([on(GET, riderPayment()), on(QR, () => ({ success: true, qr: asked++ ? fresh : expired, bill: makeBill() }))]);
    const { user } = renderPanel();
    await user.click(await panel().findByRole('button', { name: 'Show UPI QR' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Scan to pay' }));
    expect(dialog.getByRole('status')).toHaveTextContent('This QR has expired.');
    await user.click(dialog.getByRole('button', { name: 'Show a new QR' }));
    expect(await dialog.findByRole('img', { name: 'UPI QR code to pay ₹520' })).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('says Paid ✓ with the method when the customer already paid online, and collect-later with the money due', async () => {
    mockApi([on(GET, riderPayment({ bill: paidBill(), payments: [makePayment({ method: 'online', received: null })] }))]);
    renderPanel();
    expect(await panel().findByText('Paid ✓ Online')).toBeInTheDocument();
    expect(panel().queryByRole('button')).not.toBeInTheDocument();
  });

  it('says it could not load, with Retry, when offline; no crash', async () => {
    let online = false;
    mockApi([on(GET, () => (online ? riderPayment({ bill: makeBill({ collect_later: true }) }) : networkDown()))]);
    const { user } = renderPanel();
    expect(await panel().findByRole('alert')).toHaveTextContent('Could not load what to collect.');
    online = true;
    await user.click(panel().getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('collect-payment')).toHaveTextContent('To collect: ₹520');
    expect(panel().getByText(/paid later/)).toBeInTheDocument();
  });
});
