import { contract, INSPECTION_MESSAGES, type CustomerGarment, type InspectionView } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { englishLeftIn } from '@/test/english-left';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { makeBooking } from '../testing/booking-fixtures';
import { TrackOrderDialog } from './track-order-dialog';

// The Track sheet's 'Your garments' (issue 27, decision 0034): each tag's steps in words with times, a missing one,
// the laundry's inspection notes and photos, and the customer's answer to a question before cleaning.

const EVENTS = on(contract.bookings.events, {
  success: true,
  events: [{ step: 'booked', at: '2026-11-22T04:30:00.000Z', trip: null, rider: null, item_count: null }],
});
const INSPECTION_ID = '11111111-1111-4111-8111-111111111111';
const photoUrl = (id: string) => `/api/inspections/${INSPECTION_ID}/photos/${id}`;

function inspection(overrides: Partial<InspectionView> = {}): InspectionView {
  return {
    id: INSPECTION_ID,
    tag_id: 'tag-2',
    tag_code: 'WD-7K3F-02',
    issues: ['stain', 'colour_run'],
    note: 'Red dye bleeds at 40°; a cold wash would be safer',
    photos: [
      { id: 'ph-1', url: photoUrl('ph-1') },
      { id: 'ph-2', url: photoUrl('ph-2') },
    ],
    decision: 'pending',
    decided_at: null,
    created_at: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

function garments(decision: InspectionView['decision'] = 'pending'): CustomerGarment[] {
  return [
    {
      id: 'tag-1',
      code: 'WD-7K3F-01',
      kind: 'garment',
      steps: [
        { stage: 'pickup', outcome: 'ok', at: '2026-11-22T06:15:00.000Z' },
        { stage: 'intake', outcome: 'missing', at: '2026-11-22T08:30:00.000Z' },
      ],
      inspections: [],
    },
    {
      id: 'tag-2',
      code: 'WD-7K3F-02',
      kind: 'garment',
      steps: [
        { stage: 'pickup', outcome: 'ok', at: '2026-11-22T06:15:00.000Z' },
        { stage: 'intake', outcome: 'ok', at: '2026-11-22T08:20:00.000Z' },
      ],
      inspections: [inspection({ decision })],
    },
  ];
}

function renderTrack(status = 'in_progress') {
  const booking = makeBooking({ custom_order_id: 'WD-GARM1', status });
  renderWithProviders(<TrackOrderDialog booking={booking} onOpenChange={() => {}} />);
  return { booking, dialog: screen.getByRole('dialog') };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('your garments on the Track sheet', () => {
  it("lists each tag with its steps in words and times, a missing one, and the laundry's inspection", async () => {
    const api = mockApi([EVENTS, on(contract.customerGarments.list, { success: true, garments: garments() })]);
    const { booking, dialog } = renderTrack();

    const section = await within(dialog).findByRole('region', { name: /Your garments/ });
    expect(section).toHaveTextContent('2 tags on this order');
    const cards = within(section).getAllByTestId('garment');
    expect(cards.map((card) => card.querySelector('[translate="no"]')?.textContent)).toEqual(['WD-7K3F-01', 'WD-7K3F-02']);
    expect(cards[0]).toHaveTextContent('Garment');

    const first = within(cards[0]!).getByRole('list', { name: 'Steps of WD-7K3F-01' });
    const steps = within(first).getAllByRole('listitem');
    expect(steps.map((row) => [row.querySelector('span + p span')?.textContent, row.dataset.outcome])).toEqual([
      ['Collected at your door', 'ok'],
      ['Missing at the laundry', 'missing'],
    ]);
    expect(steps[0]).toHaveTextContent('22 Nov, 11:45 am');
    expect(within(cards[0]!).queryByTestId('inspection')).toBeNull();

    const noted = within(cards[1]!).getByTestId('inspection');
    expect(noted).toHaveTextContent('Stain');
    expect(noted).toHaveTextContent('Colour-run risk');
    expect(noted).toHaveTextContent('Red dye bleeds at 40°; a cold wash would be safer');
    expect(
      within(noted)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([photoUrl('ph-1'), photoUrl('ph-2')]);
    expect(noted).toHaveTextContent('The laundry asks before cleaning');
    expect(api.calls(contract.customerGarments.list).map((call) => call.params.orderId)).toEqual([booking.id]);
  });

  it('opens an inspection photo larger', async () => {
    mockApi([EVENTS, on(contract.customerGarments.list, { success: true, garments: garments('approved') })]);
    const user = userEvent.setup();
    const { dialog } = renderTrack('completed');
    const noted = await within(dialog).findByTestId('inspection');
    expect(noted).toHaveTextContent('You approved cleaning it as booked');
    expect(within(noted).queryByRole('button', { name: /Approve/ })).toBeNull();

    await user.click(within(noted).getByRole('button', { name: 'Open inspection photo 2 of WD-7K3F-02' }));
    const large = await screen.findByRole('dialog', { name: 'Inspection photo 2 of WD-7K3F-02' });
    expect(within(large).getByRole('img')).toHaveAttribute('src', photoUrl('ph-2'));
  });

  it.each([
    ['approve', 'Approve cleaning WD-7K3F-02', INSPECTION_MESSAGES.approved, 'approved'],
    ['decline', 'Decline cleaning WD-7K3F-02', INSPECTION_MESSAGES.declined, 'declined'],
  ] as const)('sends %s and shows the answer', async (decision, button, message, after) => {
    let current = garments('pending');
    const api = mockApi([
      EVENTS,
      on(contract.customerGarments.list, () => ({ success: true, garments: current })),
      on(contract.customerGarments.decide, () => {
        current = garments(after);
        return { success: true, message, inspection: inspection({ decision: after }) };
      }),
    ]);
    const user = userEvent.setup();
    const { booking, dialog } = renderTrack();
    const noted = await within(dialog).findByTestId('inspection');
    await user.click(within(noted).getByRole('button', { name: button }));

    expect(await within(noted).findByText(message)).toBeInTheDocument();
    const sent = api.requests.find((request) => request.endpoint === contract.customerGarments.decide);
    expect(sent?.path).toBe(`/api/bookings/${booking.id}/inspections/${INSPECTION_ID}/decision`);
    expect(sent?.body).toEqual({ decision });
    await waitFor(() => expect(within(noted).queryByText('The laundry asks before cleaning')).toBeNull());
    expect(noted).toHaveTextContent(after === 'approved' ? 'You approved cleaning' : 'You declined');
  });

  it("shows the server's refusal as sent", async () => {
    mockApi([
      EVENTS,
      on(contract.customerGarments.list, { success: true, garments: garments() }),
      on(contract.customerGarments.decide, () => fail(409, INSPECTION_MESSAGES.alreadyDecided('declined'))),
    ]);
    const user = userEvent.setup();
    const { dialog } = renderTrack();
    const noted = await within(dialog).findByTestId('inspection');
    await user.click(within(noted).getByRole('button', { name: 'Approve cleaning WD-7K3F-02' }));
    expect(await within(noted).findByRole('alert')).toHaveTextContent('You have already declined this');
  });

  it('shows nothing for an order without tags', async () => {
    const api = mockApi([EVENTS, on(contract.customerGarments.list, { success: true, garments: [] })]);
    const { dialog } = renderTrack();
    await waitFor(() => expect(api.calls(contract.customerGarments.list)).toHaveLength(1));
    await within(dialog).findByRole('list', { name: 'Order progress' });
    expect(within(dialog).queryByRole('region', { name: /Your garments/ })).toBeNull();
  });

  it('does not ask before the pickup: tags come with it', async () => {
    const api = mockApi([EVENTS, on(contract.customerGarments.list, { success: true, garments: garments() })]);
    const { dialog } = renderTrack('confirmed');
    await within(dialog).findByRole('list', { name: 'Order progress' });
    expect(api.calls(contract.customerGarments.list)).toHaveLength(0);
  });
});

describe('your garments in Hindi', () => {
  it('names the steps, the inspection and the question in Hindi, and the answer too', async () => {
    await i18n.changeLanguage('hi');
    mockApi([
      EVENTS,
      on(contract.customerGarments.list, { success: true, garments: garments() }),
      on(contract.customerGarments.decide, {
        success: true,
        message: INSPECTION_MESSAGES.approved,
        inspection: inspection({ decision: 'approved' }),
      }),
    ]);
    const user = userEvent.setup();
    const { dialog } = renderTrack();
    const section = await within(dialog).findByRole('region', { name: /आपके कपड़े/ });
    expect(section).toHaveTextContent('आपके दरवाज़े से लिया गया');
    expect(section).toHaveTextContent('लॉन्ड्री में नहीं मिला');
    expect(section).toHaveTextContent('रंग निकलने का ख़तरा');
    expect(section).toHaveTextContent('धुलाई से पहले लॉन्ड्री आपसे पूछ रही है');
    expect(englishLeftIn(section)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'WD-7K3F-02 की धुलाई मंज़ूर करें' }));
    expect(await within(section).findByText('धन्यवाद। लॉन्ड्री इसे बुकिंग के मुताबिक़ धोएगी।')).toBeInTheDocument();
  });
});
