import type { ActivityEntry, contract, EndpointReply, WeekChange } from '@washday/core';

type StatsReply = EndpointReply<typeof contract.adminStats.stats>;
type AnalyticsReply = EndpointReply<typeof contract.adminStats.analytics>;

export const change = (thisWeek: number, lastWeek: number, percent: number | null): WeekChange => ({
  this_week: thisWeek,
  last_week: lastWeek,
  percent,
});

/** The Overview's answer: bookings up, pending down, users flat, revenue with nothing last week. */
export function statsReply(stats: Partial<StatsReply['stats']> = {}): StatsReply {
  return {
    success: true,
    as_of: '2026-11-22T05:30:00.000Z',
    stats: {
      bookings: { total: 1234, pending: 7, change: change(45, 40, 12.5), pending_change: change(7, 10, -30) },
      users: { active: 310, change: change(310, 310, 0) },
      revenue: { total: 182_450.5, change: change(12_400, 0, null), collected: change(11_250, 0, null) },
      claims: { open: 2, compensated_this_month: 1_250 },
      ...stats,
    },
  };
}

let entryId = 100;
export function activityEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  entryId -= 1;
  return {
    id: String(entryId),
    at: '2026-11-22T05:20:00.000Z',
    booking_id: '3f1c8c9e-1b7a-4c55-9d7e-7c0f0a2b9e11',
    custom_order_id: 'WD-7K3M9Q',
    customer_name: 'Asha Verma',
    trip: 'pickup',
    from: null,
    to: 'assigned',
    summary: 'Pickup assigned to Ravi Kumar',
    note: null,
    actor: { role: 'admin', id: '9b2d5c1e-0a4f-4e8b-a7c3-2d1e6f5a4b3c', name: 'admin' },
    ...overrides,
  };
}

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    // Money comes in apart from completions: paid before delivery, or a refund on a quiet day.
    const collected = (i % 2) * 400 + (i % 3 === 2 ? 20 : 0) - (i % 5 === 4 ? 50 : 0);
    return { date: d.toISOString().slice(0, 10), bookings: i % 3, completed: i % 2, revenue: (i % 2) * 450, collected };
  });

/** An analytics answer for from..to (at most a few weeks), with a custom line whose name needs quoting in CSV. */
export function analyticsReply(from = '2026-10-24', to = '2026-11-22'): AnalyticsReply {
  const count = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const daily = days(from, count);
  return {
    success: true,
    range: { from, to, days: count },
    totals: {
      bookings: daily.reduce((s, d) => s + d.bookings, 0),
      cancelled: 2,
      completed: daily.reduce((s, d) => s + d.completed, 0),
      revenue: daily.reduce((s, d) => s + d.revenue, 0),
      collected: daily.reduce((s, d) => s + d.collected, 0),
      average_order_value: 450,
    },
    daily,
    by_status: [
      { status: 'pending', count: 4 },
      { status: 'confirmed', count: 3 },
      { status: 'in_progress', count: 2 },
      { status: 'completed', count: 15 },
      { status: 'cancelled', count: 2 },
    ],
    top_services: {
      by_quantity: [
        { service_id: 'iron-regular', name: 'Regular Iron', unit: 'PC', quantity: 140, revenue: 2800, orders: 12 },
        { service_id: null, name: 'Curtains, "heavy"', unit: 'PC', quantity: 3, revenue: 1200, orders: 1 },
      ],
      by_revenue: [
        { service_id: 'iron-regular', name: 'Regular Iron', unit: 'PC', quantity: 140, revenue: 2800, orders: 12 },
        { service_id: null, name: 'Curtains, "heavy"', unit: 'PC', quantity: 3, revenue: 1200, orders: 1 },
      ],
    },
    turnaround: { delivered: 15, average_hours: 39.4, promised_hours: 32, late: 3, late_share: 20 },
    riders: [
      {
        rider_id: 'c0a8012e-1111-4a4a-8b8b-000000000001',
        name: 'Ravi Kumar',
        phone: '9810000002',
        trips: 20,
        pickups: 11,
        deliveries: 9,
        on_time: 18,
        on_time_share: 90,
      },
      {
        rider_id: 'c0a8012e-1111-4a4a-8b8b-000000000002',
        name: '=Anil Yadav',
        phone: '9810000003',
        trips: 4,
        pickups: 2,
        deliveries: 2,
        on_time: 2,
        on_time_share: 50,
      },
    ],
  };
}
