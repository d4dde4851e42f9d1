import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_RIDER_MESSAGES, contract, type AdminRider, type EndpointReply } from '@washday/core';
import { fail, mockApi, on } from '@/test/mock-api';
import { makeAdminRider, renderAdminRiders } from '../testing/admin-rider-fixtures';
import { RiderVerificationBoard } from './rider-verification-board';

const SUNIL = makeAdminRider();
const PRIYA = makeAdminRider({
  _id: 'c0a80101-0000-4000-8000-000000000002',
  name: 'Priya Singh',
  phone: '9810000005',
  selfieImageUrl: null,
});

function listAnswer(
  riders: AdminRider[],
  counts = { pending: riders.length, approved: 4, rejected: 1 },
): EndpointReply<typeof contract.adminRiders.list> {
  return { success: true, riders, pagination: { page: 1, limit: 12, total: riders.length, hasMore: false }, counts };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rider verification', () => {
  it('shows pending riders with their private documents, details and a masked Aadhaar number revealed on request', async () => {
    const api = mockApi([
      on(contract.adminRiders.list, listAnswer([SUNIL, PRIYA])),
      on(contract.adminRiders.get, ({ params }) => ({
        success: true,
        rider: { ...SUNIL, _id: params.id ?? SUNIL._id, aadharNumber: '234567890123' },
      })),
    ]);
    const { user } = renderAdminRiders(<RiderVerificationBoard />);
    const card = await screen.findByRole('article', { name: 'Sunil Sharma' });
    expect(api.calls(contract.adminRiders.list)[0]!.search.get('status')).toBe('pending');
    expect(within(card).getByRole('img', { name: 'Aadhaar card of Sunil Sharma' })).toHaveAttribute('src', SUNIL.aadharImageUrl);
    expect(within(card).getByRole('img', { name: 'Selfie of Sunil Sharma' })).toHaveAttribute('src', SUNIL.selfieImageUrl);
    expect(within(card).getByRole('link', { name: /98100 00004/ })).toHaveAttribute('href', 'tel:+919810000004');
    expect(within(card).getByText(/Registered 21 Nov 2026/)).toBeInTheDocument();
    expect(within(card).getByText('XXXX XXXX 0123')).toBeInTheDocument();
    // A document not on file says so rather than showing a broken image.
    expect(within(screen.getByRole('article', { name: 'Priya Singh' })).getByText('Selfie: not on file')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveTextContent('2');

    await user.click(within(card).getByRole('button', { name: 'Show full number' }));
    expect(await within(card).findByText('2345 6789 0123')).toBeInTheDocument();
    expect(api.calls(contract.adminRiders.get)[0]!.params.id).toBe(SUNIL._id);
    await user.click(within(card).getByRole('button', { name: 'Hide number' }));
    expect(within(card).getByText('XXXX XXXX 0123')).toBeInTheDocument();
  });

  it('approves a rider, says so and reloads the list without them', async () => {
    let pending = [SUNIL, PRIYA];
    const api = mockApi([
      on(contract.adminRiders.list, () => listAnswer(pending)),
      on(contract.adminRiders.verify, ({ params }) => {
        pending = pending.filter((r) => r._id !== params.id);
        return { success: true, message: ADMIN_RIDER_MESSAGES.approved, rider: { ...SUNIL, status: 'approved' } };
      }),
    ]);
    const { user } = renderAdminRiders(<RiderVerificationBoard />);
    const card = await screen.findByRole('article', { name: 'Sunil Sharma' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(ADMIN_RIDER_MESSAGES.approved)).toBeInTheDocument();
    expect(api.calls(contract.adminRiders.verify)[0]).toMatchObject({ params: { id: SUNIL._id }, body: { status: 'approved' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sunil Sharma' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Priya Singh' })).toBeInTheDocument();
  });

  it('rejects only with a reason, typed or picked, and sends it', async () => {
    const api = mockApi([
      on(contract.adminRiders.list, listAnswer([SUNIL])),
      on(contract.adminRiders.verify, {
        success: true,
        message: ADMIN_RIDER_MESSAGES.rejected,
        rider: { ...SUNIL, status: 'rejected', rejectionReason: 'x' },
      }),
    ]);
    const { user } = renderAdminRiders(<RiderVerificationBoard />);
    const card = await screen.findByRole('article', { name: 'Sunil Sharma' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Sunil Sharma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject rider' }));
    expect(await within(dialog).findByText(ADMIN_RIDER_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.calls(contract.adminRiders.verify)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'The selfie does not match the ID card' }));
    await user.type(within(dialog).getByLabelText('Reason for rejecting'), '; please upload a clear selfie');
    await user.click(within(dialog).getByRole('button', { name: 'Reject rider' }));
    expect(await screen.findByText(ADMIN_RIDER_MESSAGES.rejected)).toBeInTheDocument();
    expect(api.calls(contract.adminRiders.verify)[0]!.body).toEqual({
      status: 'rejected',
      reason: 'The selfie does not match the ID card; please upload a clear selfie',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the spec's toast with the server's reason when a decision is refused", async () => {
    const taken = ADMIN_RIDER_MESSAGES.alreadyDecided('approved', 'vikram-ops');
    mockApi([
      on(contract.adminRiders.list, listAnswer([SUNIL])),
      on(contract.adminRiders.verify, () => fail(409, taken, { status: 'approved' })),
    ]);
    const { user } = renderAdminRiders(<RiderVerificationBoard />);
    const card = await screen.findByRole('article', { name: 'Sunil Sharma' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(ADMIN_RIDER_MESSAGES.updateFailed)).toBeInTheDocument();
    expect(screen.getByText(taken)).toBeInTheDocument();
  });

  it('shows approved and rejected riders under their tabs, with who decided and why', async () => {
    const rejected = makeAdminRider({
      status: 'rejected',
      rejectionReason: 'Blurred card photo',
      verifiedAt: '2026-11-22T05:35:00.000Z',
      verifiedBy: 'asha-ops',
    });
    const api = mockApi([
      on(contract.adminRiders.list, ({ search }) =>
        listAnswer(search.get('status') === 'rejected' ? [rejected] : [], { pending: 0, approved: 0, rejected: 1 }),
      ),
    ]);
    const { user } = renderAdminRiders(<RiderVerificationBoard />);
    expect(await screen.findByText('No riders waiting for verification')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Rejected/ }));
    const card = await screen.findByRole('article', { name: 'Sunil Sharma' });
    expect(within(card).getByText('Rejected on 22 Nov, 11:05 am by asha-ops')).toBeInTheDocument();
    expect(within(card).getByText('Reason: Blurred card photo')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(api.calls(contract.adminRiders.list).map((c) => c.search.get('status'))).toEqual(['pending', 'rejected']);
  });

  it('says when the list cannot load, and retries', async () => {
    let up = false;
    mockApi([
      on(contract.adminRiders.list, () =>
        up ? listAnswer([SUNIL]) : fail(500, 'Something went wrong on our side. Please try again.'),
      ),
    ]);
    const { user } = renderAdminRiders(<RiderVerificationBoard />);
    expect(await screen.findByText('Could not load riders')).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Sunil Sharma' })).toBeInTheDocument();
  });
});
