import { contract, type RecurringSeries } from '@washday/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { SeriesCard } from './series-card';

const SERIES: RecurringSeries = {
  id: '6f1c2f8e-2b9a-4c55-9d57-1d0b1f3c0a11',
  frequency: 'weekly',
  weekday: 3,
  day_of_month: null,
  pickup_time: '10:00',
  address_id: 'a1',
  address_title: 'Home',
  address: 'B-204, Palm Court, Sector 45, Gurugram',
  services: [{ service_id: 'iron-regular', quantity: 5, name: 'Regular Iron' }],
  notes: null,
  starts_on: '2026-11-22',
  status: 'active',
  paused_reason: null,
  from_booking_id: null,
  created_at: '2026-11-22T05:30:00.000Z',
  upcoming: [
    {
      date: '2026-11-25',
      pickup_date: '2026-11-25',
      pickup_time: '09:00',
      status: 'booked',
      booking_id: 'b1',
      custom_order_id: 'WD-ABC123',
      moved_from_time: '10:00',
    },
    {
      date: '2026-12-02',
      pickup_date: '2026-12-02',
      pickup_time: '10:00',
      status: 'planned',
      booking_id: null,
      custom_order_id: null,
      moved_from_time: null,
    },
  ],
};

const render = () => {
  const events = userEvent.setup();
  renderWithProviders(
    <>
      <SeriesCard series={SERIES} onEdit={() => {}} onChange={() => {}} />
      <Toaster />
    </>,
  );
  return events;
};

describe('a recurring pickup card', () => {
  it('shows the rule, the next pickups (a full slot moved, with its order) and skips one through the API', async () => {
    await i18n.changeLanguage('en');
    const api = mockApi([
      on(contract.recurringPickups.skip, {
        success: true,
        message: 'This pickup is skipped',
        series: { ...SERIES, upcoming: [SERIES.upcoming[0]!, { ...SERIES.upcoming[1]!, status: 'skipped' }] },
      }),
    ]);
    const events = render();
    const card = screen.getByRole('article', { name: 'Every Wednesday · 10:00 AM' });
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Regular Iron × 5');
    const [booked, planned] = within(card).getAllByRole('listitem');
    expect(booked).toHaveTextContent('Wed, 25 Nov9:00 AM · Booked · Order WD-ABC123 · 10:00 AM was full');
    // A booked pickup can be skipped (its order is cancelled) or moved (its order is rescheduled).
    expect(within(booked!).getByRole('button', { name: 'Change the pickup on Wed, 25 Nov' })).toBeInTheDocument();
    expect(within(booked!).getByRole('button', { name: 'Skip the pickup on Wed, 25 Nov' })).toBeInTheDocument();
    expect(planned).toHaveTextContent('Planned');
    await events.click(within(planned!).getByRole('button', { name: 'Skip the pickup on Wed, 2 Dec' }));
    expect(await screen.findByText('This pickup is skipped')).toBeInTheDocument();
    expect(api.calls(contract.recurringPickups.skip)[0]?.params).toEqual({ id: SERIES.id, date: '2026-12-02' });
  });

  it('is in Hindi, with the pause reason for a lost address', async () => {
    await i18n.changeLanguage('hi');
    mockApi([]);
    renderWithProviders(
      <SeriesCard
        series={{ ...SERIES, status: 'paused', paused_reason: 'address_missing', address: null, upcoming: [] }}
        onEdit={() => {}}
        onChange={() => {}}
      />,
    );
    const card = screen.getByRole('article', { name: 'हर बुधवार · 10:00 am' });
    expect(card).toHaveTextContent('रुका हुआ: इसका पता हटा दिया गया।');
    expect(within(card).getByRole('button', { name: 'फिर शुरू करें' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('paused by operations: says so (English and Hindi) and offers no Resume', async () => {
    mockApi([]);
    for (const [language, words, resume] of [
      ['en', 'We paused it (see your notifications for why).', 'Resume'],
      ['hi', 'हमने इसे रोका है (वजह आपकी सूचनाओं में है)।', 'फिर शुरू करें'],
    ] as const) {
      await i18n.changeLanguage(language);
      const { unmount } = renderWithProviders(
        <SeriesCard series={{ ...SERIES, status: 'paused', paused_reason: 'admin' }} onEdit={() => {}} onChange={() => {}} />,
      );
      const card = screen.getByRole('article');
      expect(card).toHaveTextContent(words);
      expect(within(card).queryByRole('button', { name: resume })).toBeNull();
      unmount();
    }
    await i18n.changeLanguage('en');
  });
});
