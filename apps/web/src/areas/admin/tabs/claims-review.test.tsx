import { CLAIM_MESSAGES, contract, type AdminClaim } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderRoutesAt } from '@/test/render';

// Claims in the admin console (issue 27): the list under Payments, the review, and the decision with the server's word.

const SESSION = { username: 'admin', loginTime: '2026-11-22T05:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' };

const CLAIM: AdminClaim = {
  id: '11111111-1111-4111-8111-111111111111',
  order_id: '00000000-0000-4000-8000-000000000001',
  order_number: 'WD-CLAIM1',
  kind: 'damaged',
  status: 'open',
  description: 'The sleeve of the saree is torn',
  garment: { tag_code: 'WD-7K3F-02', line_id: null, service_name: 'Saree' },
  photos: [{ id: 'p1', url: '/api/claims/11111111-1111-4111-8111-111111111111/photos/p1' }],
  cap: 300,
  decision: null,
  created_at: '2026-11-25T06:00:00.000Z',
  customer: { id: 'user-1', name: 'Meera', phone: '919876543210' },
  paid: 570,
  trail: [
    { at: '2026-11-21T06:00:00.000Z', label: 'Tagged at pickup', note: null, photos: [] },
    {
      at: '2026-11-21T09:30:00.000Z',
      label: 'Inspection',
      note: 'stain: Ink on the cuff',
      photos: ['/api/inspections/22222222-2222-4222-8222-222222222222/photos/33333333-3333-4333-8333-333333333333'],
    },
  ],
};

async function openReview() {
  const user = userEvent.setup();
  renderRoutesAt('/admin?tab=payments&sub=claims');
  const table = await screen.findByRole('table', { name: 'Claims' });
  await user.click(within(table).getByRole('button', { name: 'Review claim on WD-CLAIM1' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Claim on WD-CLAIM1' }) };
}

describe('Claims, under Payments in the admin console', () => {
  it("shows the photos, description and trail, and the server's refusal of an amount above the cap", async () => {
    const api = mockApi([
      on(contract.adminAuth.session, { success: true, session: SESSION }),
      on(contract.adminClaims.list, { success: true, claims: [CLAIM] }),
      on(contract.adminClaims.decide, () => fail(422, CLAIM_MESSAGES.aboveCap('₹300'))),
    ]);
    const { user, dialog } = await openReview();
    expect(within(dialog).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', CLAIM.photos[0]!.url);
    expect(dialog).toHaveTextContent('The sleeve of the saree is torn');
    expect(dialog).toHaveTextContent('Tagged at pickup');
    // India's time and the phone as people write them; the laundry's photo from before cleaning shown in the trail.
    expect(dialog).toHaveTextContent('21 Nov, 11:30 am Tagged at pickup');
    expect(dialog).toHaveTextContent('Meera · +91 98765 43210 · paid ₹570');
    expect(within(dialog).getByRole('img', { name: 'Inspection photo 1' })).toHaveAttribute('src', CLAIM.trail[1]!.photos[0]);
    expect(dialog).toHaveTextContent('at most ₹300');
    await user.type(within(dialog).getByLabelText(/Amount/), '450');
    await user.selectOptions(within(dialog).getByLabelText('Pay as'), 'coupon');
    await user.click(within(dialog).getByRole('button', { name: 'Compensate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CLAIM_MESSAGES.aboveCap('₹300'));
    expect(api.calls(contract.adminClaims.decide)[0]?.body).toEqual({ decision: 'compensate', amount: 450, payout: 'coupon' });
  });

  it('rejects with the reason given', async () => {
    const api = mockApi([
      on(contract.adminAuth.session, { success: true, session: SESSION }),
      on(contract.adminClaims.list, { success: true, claims: [CLAIM] }),
      on(contract.adminClaims.decide, ({ body }) => ({
        success: true,
        message: CLAIM_MESSAGES.rejected,
        claim: {
          ...CLAIM,
          status: 'rejected',
          decision: {
            payout: null,
            amount: null,
            reason: body.decision === 'reject' ? body.reason : null,
            coupon_code: null,
            decided_at: '2026-11-26T06:00:00.000Z',
          },
        },
      })),
    ]);
    const { user, dialog } = await openReview();
    await user.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    await user.type(within(dialog).getByLabelText('Reason for rejecting'), 'The tear was noted at pickup');
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    await waitFor(() => expect(api.calls(contract.adminClaims.decide)).toHaveLength(1));
    expect(api.calls(contract.adminClaims.decide)[0]?.body).toEqual({
      decision: 'reject',
      reason: 'The tear was noted at pickup',
    });
  });
});
