import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract, type OrderTimelineEntry } from '@washday/core';
import { mockApi, on } from '@/test/mock-api';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { makeBooking } from '../testing/booking-fixtures';
import { englishLeftIn } from '@/test/english-left';
import { HandoverCode } from './handover-code';
import { TrackOrderDialog } from './track-order-dialog';

const ravi = { name: 'Ravi Kumar', phone: '919812345678' };
const step = (s: OrderTimelineEntry['step'], at: string, extra: Partial<OrderTimelineEntry> = {}): OrderTimelineEntry => ({
  step: s,
  at,
  trip: null,
  rider: null,
  item_count: null,
  ...extra,
});

describe('order tracking', () => {
  it("shows the order's real steps with times, the rider to call, the item count, the current step and the greyed future", async () => {
    const booking = makeBooking({ custom_order_id: 'WD-TRACK1', status: 'in_progress' });
    const api = mockApi([
      on(contract.bookings.events, {
        success: true,
        events: [
          step('booked', '2026-11-22T04:30:00.000Z'),
          step('rider_assigned', '2026-11-22T05:00:00.000Z', { trip: 'pickup', rider: ravi }),
          step('confirmed', '2026-11-22T05:00:00.000Z'),
          step('on_the_way', '2026-11-22T06:00:00.000Z', { trip: 'pickup', rider: ravi }),
          step('picked_up', '2026-11-22T06:15:00.000Z', { trip: 'pickup', rider: ravi, item_count: 6 }),
        ],
      }),
    ]);
    renderWithProviders(<TrackOrderDialog booking={booking} onOpenChange={() => {}} />);

    const progress = await screen.findByRole('list', { name: 'Order progress' });
    const rows = within(progress).getAllByRole('listitem');
    expect(rows.map((row) => [row.querySelector('p')?.firstChild?.textContent, row.dataset.state])).toEqual([
      ['Booked', 'done'],
      ['Confirmed', 'done'],
      ['Rider assigned', 'done'],
      ['Rider on the way', 'done'],
      ['Picked up', 'current'],
      ['At the laundry', 'upcoming'],
      ['Ready', 'upcoming'],
      ['Out for delivery', 'upcoming'],
      ['Delivered', 'upcoming'],
    ]);
    expect(rows[4]).toHaveAttribute('aria-current', 'step');
    expect(rows[4]).toHaveTextContent('Now');
    expect(rows[0]).toHaveTextContent('22 Nov, 10:00 am');
    expect(rows[4]).toHaveTextContent('6 items collected');
    expect(rows[3]).not.toHaveTextContent('collected');
    expect(rows[3]).toHaveTextContent('Ravi Kumar');
    expect(within(rows[2]!).getByRole('link', { name: 'Call Ravi Kumar on +91 98123 45678' })).toHaveAttribute(
      'href',
      'tel:+919812345678',
    );
    expect(rows[2]).toHaveTextContent('Ravi Kumar');
    expect(rows[5]!.querySelector('time')).toBeNull();
    expect(api.calls(contract.bookings.events).map((c) => c.params.id)).toEqual([booking.id]);
  });

  it('ends a cancelled order at Cancelled', async () => {
    const booking = makeBooking({ custom_order_id: 'WD-TRACK2', status: 'cancelled' });
    mockApi([
      on(contract.bookings.events, {
        success: true,
        events: [step('booked', '2026-11-22T04:30:00.000Z'), step('cancelled', '2026-11-22T05:30:00.000Z')],
      }),
    ]);
    renderWithProviders(<TrackOrderDialog booking={booking} onOpenChange={() => {}} />);
    const rows = within(await screen.findByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(rows.map((row) => [row.querySelector('p')?.firstChild?.textContent, row.dataset.state])).toEqual([
      ['Booked', 'done'],
      ['Cancelled', 'current'],
    ]);
  });
});

describe('proof at the door', () => {
  it('shows the pickup photos with the collected count, each opening the private image', async () => {
    const url = (id: string) => `/api/bookings/b-1/photos/${id}`;
    const booking = makeBooking({
      custom_order_id: 'WD-PHOTO1',
      status: 'in_progress',
      items_collected_count: 6,
      pickup_photos: [
        { id: 'p1', url: url('p1'), created_at: '2026-11-22T06:10:00.000Z' },
        { id: 'p2', url: url('p2'), created_at: '2026-11-22T06:11:00.000Z' },
      ],
    });
    mockApi([on(contract.bookings.events, { success: true, events: [step('booked', '2026-11-22T04:30:00.000Z')] })]);
    renderWithProviders(<TrackOrderDialog booking={booking} onOpenChange={() => {}} />);

    const photos = await screen.findByRole('region', { name: 'Photos at pickup' });
    expect(photos).toHaveTextContent('The rider collected 6 items and took these photos.');
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([url('p1'), url('p2')]);
    expect(within(photos).getAllByRole('link')[0]).toHaveAttribute('href', url('p1'));
  });

  it('shows nothing when the rider attached no photos', async () => {
    mockApi([on(contract.bookings.events, { success: true, events: [step('booked', '2026-11-22T04:30:00.000Z')] })]);
    renderWithProviders(
      <TrackOrderDialog booking={makeBooking({ status: 'in_progress', pickup_photos: [] })} onOpenChange={() => {}} />,
    );
    await screen.findByRole('list', { name: 'Order progress' });
    expect(screen.queryByRole('region', { name: 'Photos at pickup' })).toBeNull();
  });
});

describe('handover code', () => {
  it.each([
    ['pending', true],
    ['confirmed', true],
    ['in_progress', true],
    ['completed', false],
    ['cancelled', false],
  ])('on a %s order: shown %s', (status, shown) => {
    renderWithProviders(<HandoverCode booking={{ status, handover_code: '4821' }} />);
    if (shown) {
      expect(screen.getByTestId('handover-code')).toHaveTextContent('4821');
      expect(screen.getByText('Share this code with the rider when your clothes are delivered')).toBeInTheDocument();
    } else {
      expect(screen.queryByTestId('handover-code')).not.toBeInTheDocument();
    }
  });
});

describe('order tracking in Hindi', () => {
  it('names the steps, times, counts, the handover code and the photos in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const booking = makeBooking({
      custom_order_id: 'WD-TRACK9',
      status: 'in_progress',
      handover_code: '4821',
      items_collected_count: 1,
      pickup_photos: [{ id: 'p1', url: '/api/bookings/b-9/photos/p1', created_at: '2026-11-22T06:15:00.000Z' }],
    });
    mockApi([
      on(contract.bookings.events, {
        success: true,
        events: [
          step('booked', '2026-11-22T04:30:00.000Z'),
          step('rider_assigned', '2026-11-22T05:00:00.000Z', { trip: 'pickup', rider: ravi }),
          step('picked_up', '2026-11-22T06:15:00.000Z', { trip: 'pickup', rider: ravi, item_count: 1 }),
        ],
      }),
    ]);
    renderWithProviders(<TrackOrderDialog booking={booking} onOpenChange={() => {}} />);

    const dialog = screen.getByRole('dialog', { name: 'ऑर्डर ट्रैक करें' });
    const progress = await within(dialog).findByRole('list', { name: 'ऑर्डर की प्रगति' });
    const rows = within(progress).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.firstChild?.textContent)).toEqual([
      'बुक हुआ',
      'कन्फ़र्म हुआ',
      'राइडर तय हुआ',
      'राइडर रास्ते में',
      'पिकअप हुआ',
      'लॉन्ड्री में',
      'तैयार',
      'डिलीवरी के लिए निकला',
      'डिलीवर हुआ',
    ]);
    expect(rows[0]).toHaveTextContent('22 नव॰, सुबह 10:00');
    expect(rows[4]).toHaveTextContent('अभी');
    expect(rows[4]).toHaveTextContent('1 आइटम लिया गया');
    expect(within(rows[2]!).getByRole('link', { name: 'Ravi Kumar को +91 98123 45678 पर कॉल करें' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('handover-code')).toHaveTextContent('कपड़े डिलीवर होने पर यह कोड राइडर को बताएँ');
    expect(within(dialog).getByRole('region', { name: 'पिकअप के समय की फ़ोटो' })).toHaveTextContent(
      'राइडर ने 1 आइटम लिया और यह फ़ोटो ली।',
    );
    expect(englishLeftIn(dialog, [ravi.name])).toEqual([]);
  });
});
