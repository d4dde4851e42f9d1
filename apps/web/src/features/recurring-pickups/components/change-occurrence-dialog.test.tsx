import { BOOKING_MESSAGES, contract, type RecurringSeries } from '@washday/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ChangeOccurrenceDialog } from './change-occurrence-dialog';
import { SeriesCard } from './series-card';

const BOOKED = {
  date: '2026-11-25',
  pickup_date: '2026-11-25',
  pickup_time: '10:00',
  status: 'booked' as const,
  booking_id: 'b1',
  custom_order_id: 'WD-ABC123',
  moved_from_time: null,
};
const SERIES: RecurringSeries = {
  id: '6f1c2f8e-2b9a-4c55-9d57-1d0b1f3c0a11',
  frequency: 'weekly',
  weekday: 3,
  day_of_month: null,
  pickup_time: '10:00',
  address_id: 'a1',
  address_title: 'Home',
  address: 'B-204, Palm Court, Sector 45, Gurugram',
  services: [],
  notes: null,
  starts_on: '2026-11-22',
  status: 'active',
  paused_reason: null,
  from_booking_id: null,
  created_at: '2026-11-22T05:30:00.000Z',
  upcoming: [BOOKED],
};
const MOVED: RecurringSeries = { ...SERIES, upcoming: [{ ...BOOKED, pickup_date: '2026-11-26', pickup_time: '17:00' }] };

/** The dialog for the booked pickup, and the card it updates. */
function render(series: RecurringSeries = SERIES) {
  const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderWithProviders(
    <>
      <ChangeOccurrenceDialog target={{ series, occurrence: series.upcoming[0]! }} onClose={() => {}} />
      <Toaster />
    </>,
  );
  return { events, view };
}

describe('changing a booked recurring pickup', () => {
  // Monday 23 Nov 2026, 11:00 in India: the Wednesday pickup is booked.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-23T05:30:00Z'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it('says its order moves with it, sends the new slot, and the card shows the new time', async () => {
    await i18n.changeLanguage('en');
    const api = mockApi([
      on(contract.recurringPickups.change, { success: true, message: 'This pickup is moved', series: MOVED }),
    ]);
    const { events } = render();
    expect(
      screen.getByText('Order WD-ABC123 moves with it. Once the rider is on the way, it can no longer be moved.'),
    ).toBeVisible();
    await events.selectOptions(screen.getByLabelText('Date'), '2026-11-26');
    await events.selectOptions(screen.getByLabelText('Time'), '17:00');
    await events.click(screen.getByRole('button', { name: 'Move pickup' }));
    expect(await screen.findByText('This pickup is moved')).toBeInTheDocument();
    expect(api.calls(contract.recurringPickups.change)[0]).toMatchObject({
      params: { id: SERIES.id, date: '2026-11-25' },
      body: { pickup_date: '2026-11-26', pickup_time: '17:00' },
    });
    renderWithProviders(<SeriesCard series={MOVED} onEdit={() => {}} onChange={() => {}} />);
    const card = screen.getByRole('article', { name: 'Every Wednesday · 10:00 AM' });
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Thu, 26 Nov5:00 PM · Booked · Order WD-ABC123');
  });

  it('in Hindi: the note, and the refusal once the rider is on the way', async () => {
    await i18n.changeLanguage('hi');
    mockApi([on(contract.recurringPickups.change, () => fail(409, BOOKING_MESSAGES.pickupUnderway, { field: 'pickup_time' }))]);
    const { events } = render();
    expect(screen.getByText(/ऑर्डर WD-ABC123 भी इसके साथ बदलेगा/)).toBeVisible();
    await events.selectOptions(screen.getByLabelText('समय'), '12:00');
    await events.click(screen.getByRole('button', { name: 'पिकअप बदलें' }));
    expect(await screen.findByText('यह पिकअप अब बदला नहीं जा सकता: राइडर रास्ते में है या कपड़े ले चुका है')).toBeInTheDocument();
  });
});
