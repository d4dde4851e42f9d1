import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract, VERIFICATION_MESSAGES, type CustomerVerification } from '@washday/core';
import { fail, mockApi, on } from '@/test/mock-api';
import { decisionToastId, toast as appToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { makeVerification } from '../testing/verification-fixtures';
import { VerificationDialog } from './verification-dialog';

afterEach(() => toast.dismiss());

const decided = (verification: CustomerVerification, approved: boolean) => ({
  success: true as const,
  message: approved ? VERIFICATION_MESSAGES.approved : VERIFICATION_MESSAGES.rejected,
  verification: { ...verification, status: approved ? ('approved' as const) : ('rejected' as const) },
});

function renderDialog(verification: CustomerVerification) {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <>
      <VerificationDialog verification={verification} onOpenChange={onOpenChange} />
      <Toaster />
    </>,
  );
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Review order changes' }) };
}

describe('VerificationDialog', () => {
  it("shows the rider's proposal as a priced diff with both totals, the difference, the notes and the expiry", () => {
    mockApi([]);
    const { dialog } = renderDialog(makeVerification({ expiresAt: '2099-11-23T12:00:00.000Z' }));
    expect(within(dialog).getByText('Ravi Kumar changed the items of order WD-1001.')).toBeInTheDocument();
    const added = within(dialog).getByRole('region', { name: 'Added' });
    expect(added).toHaveTextContent('Shirt2 × ₹30+₹60');
    expect(within(dialog).getByRole('region', { name: 'Removed' })).toHaveTextContent('Saree1 × ₹150−₹150');
    expect(within(dialog).getByRole('region', { name: 'Changed' })).toHaveTextContent('Trousers2 × ₹40 → 3 × ₹40was ₹80now ₹120');
    expect(within(dialog).getByText('Old total').nextSibling).toHaveTextContent('₹230');
    expect(within(dialog).getByText('New total').nextSibling).toHaveTextContent('₹180');
    expect(within(dialog).getByText('Difference').nextSibling).toHaveTextContent('−₹50');
    expect(dialog).toHaveTextContent("Rider's notes: The saree is silk: dry-clean only.");
    expect(dialog).toHaveTextContent('Expires 23 Nov, 5:30 pm');
  });

  it('approves and says so in the spec’s words, then closes', async () => {
    const verification = makeVerification();
    const api = mockApi([on(contract.customerVerifications.respond, decided(verification, true))]);
    const { dialog, onOpenChange } = renderDialog(verification);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.approved)).toBeInTheDocument();
    expect(api.calls(contract.customerVerifications.respond)).toMatchObject([
      { params: { id: verification.id }, body: { approved: true } },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("takes away the request's toast once answered, so it no longer covers the new total", async () => {
    const verification = makeVerification();
    mockApi([on(contract.customerVerifications.respond, decided(verification, true))]);
    const { dialog } = renderDialog(verification);
    // The live notice that asked for this decision, shown under its decision id (notification-toast).
    appToast.warning('Order changes need your approval', { id: decisionToastId(verification.id), duration: Infinity });
    expect(await screen.findByText('Order changes need your approval')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.approved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Order changes need your approval')).not.toBeInTheDocument());
  });

  it('rejects only with a reason, which it sends', async () => {
    const verification = makeVerification();
    const api = mockApi([on(contract.customerVerifications.respond, decided(verification, false))]);
    const { dialog } = renderDialog(verification);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please tell the rider why you are rejecting the changes');
    expect(api.calls(contract.customerVerifications.respond)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason for rejecting'), 'Keep the saree');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject changes' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.rejected)).toBeInTheDocument();
    expect(api.calls(contract.customerVerifications.respond)[0]?.body).toMatchObject({
      approved: false,
      reason: 'Keep the saree',
    });
  });

  it("shows the server's refusal and stays open", async () => {
    const verification = makeVerification();
    mockApi([on(contract.customerVerifications.respond, () => fail(409, VERIFICATION_MESSAGES.decided('expired')))]);
    const { dialog, onOpenChange } = renderDialog(verification);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This verification has expired')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('offers no decision on an expired or decided proposal', async () => {
    mockApi([]);
    const { dialog } = renderDialog(makeVerification({ expiresAt: '2020-01-01T00:00:00.000Z' }));
    expect(dialog).toHaveTextContent('Expired');
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument());
  });
});
