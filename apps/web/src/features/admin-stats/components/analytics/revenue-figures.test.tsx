import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analyticsReply } from '../../testing/stats-fixtures';
import { AnalyticsTiles } from './analytics-tiles';
import { BookingsRevenueChart } from './bookings-revenue-chart';

// Analytics' revenue is the money collected (less refunds), booked revenue beside it (issue 26).
describe('collected and booked revenue on Analytics', () => {
  const data = analyticsReply('2026-11-16', '2026-11-18');

  it('makes collected revenue the tile and gives booked revenue beside it', () => {
    render(<AnalyticsTiles data={data} />);
    const tile = screen.getByText('Collected revenue').closest('div')!;
    // ₹400 + ₹20 collected; ₹450 booked from the one completed order.
    expect(tile).toHaveTextContent('Collected revenue₹420Booked ₹450');
    expect(screen.queryByText('Revenue')).not.toBeInTheDocument();
    expect(screen.getByText('Average order value').closest('div')).toHaveTextContent('₹450Booked, per completed order');
  });

  it('draws collected as the main line and booked beside it, each named in the legend in that order', async () => {
    const { container } = render(<BookingsRevenueChart daily={data.daily} />);
    const chart = screen.getByRole('img', { name: 'Bookings and revenue per day, 3 days' });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-line')).toHaveLength(2));
    const legend = container.querySelector('.recharts-legend-wrapper')!;
    expect([...legend.querySelectorAll('.recharts-legend-item-text')].map((t) => t.textContent)).toEqual([
      'Bookings placed',
      'Collected (₹)',
      'Booked (₹)',
    ]);
    const [collected, booked] = [...chart.querySelectorAll('.recharts-line-curve')];
    expect(collected).toHaveAttribute('stroke', '#f59e0b');
    expect(booked).toHaveAttribute('stroke', '#6366f1');
  });
});
