import { CLAIM_MESSAGES, CLAIM_MESSAGES_HI, contract, type ClaimView } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { makeBooking } from '../testing/booking-fixtures';
import { BookingCard } from './booking-card';

// Reporting a damaged or missing garment from My Bookings (issue 27): the offer within 7 days of the delivery, the
// form's checks in English and Hindi, what is sent, and the claim's status on the card afterwards.

const DAY = 86_400_000;

function deliveredBooking(daysAgo: number) {
  const completed = new Date(Date.now() - daysAgo * DAY).toISOString();
  return makeBooking({
    custom_order_id: 'WD-CLAIM1',
    status: 'completed',
    trips: [
      {
        kind: 'delivery',
        rider_id: 'rider-1',
        rider_name: 'Ravi',
        status: 'completed',
        assigned_at: completed,
        accepted_at: completed,
        picked_up_at: completed,
        completed_at: completed,
        items_collected: 3,
      },
    ],
  });
}

function claimOf(booking: ReturnType<typeof makeBooking>, overrides: Partial<ClaimView> = {}): ClaimView {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    order_id: booking.id,
    order_number: booking.custom_order_id,
    kind: 'damaged',
    status: 'open',
    description: 'The sleeve of the saree is torn',
    garment: { tag_code: 'WD-7K3F-02', line_id: null, service_name: 'Saree' },
    photos: [],
    cap: 3000,
    decision: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

const GARMENTS = [
  { tag_code: 'WD-7K3F-01', line_id: null, label: 'Saree · WD-7K3F-01' },
  { tag_code: 'WD-7K3F-02', line_id: null, label: 'Saree · WD-7K3F-02' },
];

function renderCard(booking: ReturnType<typeof makeBooking>) {
  renderWithProviders(
    <BookingCard booking={booking} onEdit={vi.fn()} onCancel={vi.fn()} onContactSupport={vi.fn()} onTrack={vi.fn()} />,
  );
  return screen.getByRole('article', { name: new RegExp(booking.custom_order_id) });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:photo-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('report a problem', () => {
  it('is not offered more than 7 days after the delivery, nor before it', () => {
    mockApi([on(contract.claims.list, { success: true, claims: [], can_claim: false, window_ends_at: null, garments: [] })]);
    const late = renderCard(deliveredBooking(8));
    expect(within(late).queryByRole('button', { name: /report a problem/i })).not.toBeInTheDocument();
    const live = renderCard(makeBooking({ custom_order_id: 'WD-LIVE1', status: 'in_progress' }));
    expect(within(live).queryByRole('button', { name: /report a problem/i })).not.toBeInTheDocument();
  });

  it.each([
    ['en', CLAIM_MESSAGES.kind, CLAIM_MESSAGES.garmentRequired, CLAIM_MESSAGES.descriptionShort],
    ['hi', CLAIM_MESSAGES_HI.kind, CLAIM_MESSAGES_HI.garmentRequired, CLAIM_MESSAGES_HI.descriptionShort],
  ])('checks the form in %s before sending anything', async (language, kind, garment, description) => {
    await i18n.changeLanguage(language);
    const booking = deliveredBooking(2);
    const api = mockApi([
      on(contract.claims.list, { success: true, claims: [], can_claim: true, window_ends_at: null, garments: GARMENTS }),
    ]);
    const user = userEvent.setup();
    const card = renderCard(booking);
    await user.click(
      within(card).getByRole('button', {
        name: language === 'en' ? 'Report a problem with order WD-CLAIM1' : 'ऑर्डर WD-CLAIM1 की समस्या बताएँ',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: language === 'en' ? 'Send report' : 'शिकायत भेजें' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual([kind, garment, description]),
    );
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the claim, then its photo, and the card shows the claim open', async () => {
    const booking = deliveredBooking(2);
    let claims: ClaimView[] = [];
    const api = mockApi([
      on(contract.claims.list, () => ({ success: true, claims, can_claim: true, window_ends_at: null, garments: GARMENTS })),
      on(contract.claims.create, () => {
        claims = [claimOf(booking)];
        return { success: true, message: CLAIM_MESSAGES.received, claim: claims[0]! };
      }),
      on(contract.claims.addPhoto, () => ({ success: true, message: 'Photo added', claim: claims[0]! })),
    ]);
    const user = userEvent.setup();
    const card = renderCard(booking);
    await user.click(within(card).getByRole('button', { name: 'Report a problem with order WD-CLAIM1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Damaged' }));
    await user.selectOptions(within(dialog).getByLabelText('Garment'), 'Saree · WD-7K3F-02');
    await user.type(within(dialog).getByLabelText('Describe the problem'), 'The sleeve of the saree is torn');
    await user.upload(within(dialog).getByLabelText('Add photo'), new File(['png'], 'torn.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('button', { name: 'Remove photo 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = api.requests.find((request) => request.endpoint === contract.claims.create);
    expect(created?.path).toBe(`/api/bookings/${booking.id}/claims`);
    expect(created?.body).toEqual({
      kind: 'damaged',
      description: 'The sleeve of the saree is torn',
      garment: { tag_code: 'WD-7K3F-02' },
    });
    const photo = api.requests.find((request) => request.endpoint === contract.claims.addPhoto);
    expect(photo?.path).toBe(`/api/claims/${claims[0]!.id}/photos`);
    expect((photo?.body as unknown as FormData).get('photo')).toBeInstanceOf(Blob);
    expect(await within(card).findByText('Claim open')).toBeInTheDocument();
  });

  it("shows the server's refusal as it is", async () => {
    const booking = deliveredBooking(2);
    mockApi([
      on(contract.claims.list, { success: true, claims: [], can_claim: true, window_ends_at: null, garments: GARMENTS }),
      on(contract.claims.create, () => fail(409, CLAIM_MESSAGES.windowClosed)),
    ]);
    const user = userEvent.setup();
    const card = renderCard(booking);
    await user.click(within(card).getByRole('button', { name: 'Report a problem with order WD-CLAIM1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Missing' }));
    await user.selectOptions(within(dialog).getByLabelText('Garment'), 'Saree · WD-7K3F-01');
    await user.type(within(dialog).getByLabelText('Describe the problem'), 'One saree did not come back');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(CLAIM_MESSAGES.windowClosed)).toBeInTheDocument();
  });

  it('shows a decided claim: rejected with the reason, compensated as a coupon with its code', async () => {
    const booking = deliveredBooking(9);
    const decided = (payout: 'refund' | 'coupon' | null, reason: string | null, amount: number | null, code: string | null) => ({
      payout,
      amount,
      reason,
      coupon_code: code,
      decided_at: new Date().toISOString(),
    });
    mockApi([
      on(contract.claims.list, {
        success: true,
        claims: [
          claimOf(booking, { status: 'rejected', decision: decided(null, 'The tear was there at pickup', null, null) }),
          claimOf(booking, {
            id: '22222222-2222-4222-8222-222222222222',
            status: 'compensated',
            decision: decided('coupon', null, 250, 'SORRY250'),
          }),
        ],
        can_claim: false,
        window_ends_at: null,
        garments: GARMENTS,
      }),
    ]);
    const card = renderCard(booking);
    expect(await within(card).findByText('Rejected: The tear was there at pickup')).toBeInTheDocument();
    expect(within(card).getByText('Compensated ₹250 as coupon SORRY250')).toBeInTheDocument();
  });
});
