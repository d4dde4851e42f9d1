import type { AdminRatingsAnswer } from '../api/get-admin-ratings';

/** Ratings over a range as the server answers: one low rating with an open follow-up, one good one. */
export function ratingsReply(from: string, to: string): AdminRatingsAnswer {
  return {
    success: true,
    range: { from, to },
    totals: { ratings: 2, order_average: 3.5, rider_average: 3, open_follow_ups: 1, tips: 50 },
    weekly: [{ week: from, ratings: 2, order_average: 3.5, rider_average: 3 }],
    by_rider: [{ id: 'r1', name: 'Suresh Kumar', ratings: 2, average: 3 }],
    by_vendor: [{ id: 'vendor-sector-14', name: 'Sector 14 Laundry', ratings: 2, average: 3.5 }],
    by_service: [{ id: null, name: 'Regular Iron', ratings: 2, average: 3.5 }],
    lowest: [
      {
        id: '8b0f9a52-5f0e-4a55-9a1e-111111111111',
        booking_id: '8b0f9a52-5f0e-4a55-9a1e-222222222222',
        order_number: 'WD-7K3M9Q',
        order_stars: 2,
        rider_stars: 1,
        tags: ['late', 'stain_not_removed'],
        comment: 'Came two hours late',
        customer: { name: 'Meera Iyer', phone: '919876543210' },
        rider: 'Suresh Kumar',
        vendor: 'Sector 14 Laundry',
        created_at: '2026-11-21T06:00:00.000Z',
        follow_up: { status: 'open', note: null, closed_at: null },
      },
    ],
  };
}
