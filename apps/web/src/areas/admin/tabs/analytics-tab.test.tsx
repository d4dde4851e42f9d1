import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contract } from '@washday/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsReply } from '@/features/admin-stats/testing/stats-fixtures';
import { ratingsReply } from '@/features/admin-stats/testing/ratings-fixtures';
import { analyticsCsv } from '@/features/admin-stats/utils/analytics-csv';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AnalyticsTab } from './analytics-tab';

// 11:00 on 22 Nov 2026 in India.
const NOW = new Date('2026-11-22T05:30:00Z');

// The clock moves on from there, so chart animations run.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function answerByRange() {
  return mockApi([
    on(contract.adminStats.analytics, ({ search }) => analyticsReply(search.get('from')!, search.get('to')!)),
    on(contract.adminRatings.overview, ({ search }) => ratingsReply(search.get('from')!, search.get('to')!)),
  ]);
}
const ranges = (api: ReturnType<typeof mockApi>) =>
  api.calls(contract.adminStats.analytics).map((c) => `${c.search.get('from')}/${c.search.get('to')}`);

describe('Analytics tab', () => {
  it('shows the last 30 days by default: tiles, and the charts drawn without a browser layout', async () => {
    const api = answerByRange();
    const { container } = renderWithProviders(<AnalyticsTab />, { route: '/admin?tab=analytics' });
    expect(screen.getByRole('status', { name: 'Loading analytics' })).toBeInTheDocument();
    expect(await screen.findByText('24 Oct – 22 Nov 2026 · 30 days, India time')).toBeInTheDocument();
    expect(await screen.findByText('Average turnaround')).toBeInTheDocument();
    expect(ranges(api)).toEqual(['2026-10-24/2026-11-22']);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    expect(screen.getByText('Average turnaround').closest('div')).toHaveTextContent('39.4 h');
    expect(screen.getByText('32 h promised')).toBeInTheDocument();
    expect(screen.getByText('Late deliveries').closest('div')).toHaveTextContent('3');
    expect(screen.getByText('20% delivered after the slot')).toBeInTheDocument();

    // Bars per day, the revenue line, both top-service charts and the donut, all drawn.
    expect(container.querySelectorAll('.recharts-surface').length).toBeGreaterThanOrEqual(4);
    const daily = screen.getByRole('img', { name: 'Bookings and revenue per day, 30 days' });
    await waitFor(() => expect(daily.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0));
    expect(daily.querySelector('.recharts-line')).not.toBeNull();
    expect(within(screen.getByRole('img', { name: 'Top services by quantity' })).getByText('Regular Iron')).toBeInTheDocument();
    const donut = screen.getByRole('img', { name: 'Orders by status' });
    await waitFor(() => expect(donut.querySelectorAll('.recharts-pie-sector').length).toBe(5));

    const riders = screen.getByRole('table', { name: 'Rider performance' });
    const ravi = within(riders).getAllByRole('row')[1]!;
    expect(within(ravi).getByRole('rowheader')).toHaveTextContent('Ravi Kumar+91 98100 00002');
    expect(
      within(ravi)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20', '11', '9', '18', '90%']);
  });

  it('asks again when the range changes, by preset or by date, and refuses a range it cannot show', async () => {
    const api = answerByRange();
    const user = userEvent.setup({ advanceTimers: () => {} });
    renderWithProviders(<AnalyticsTab />, { route: '/admin?tab=analytics' });
    await screen.findByText('Average turnaround');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByText('16 Nov – 22 Nov 2026 · 7 days, India time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('1 Nov – 22 Nov 2026 · 22 days, India time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-30' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-10-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The range can be at most 366 days');
    // The last good range stays on screen and nothing else was asked.
    expect(screen.getByText('1 Nov – 22 Nov 2026 · 22 days, India time')).toBeInTheDocument();
    expect(ranges(api)).toEqual(['2026-10-24/2026-11-22', '2026-11-16/2026-11-22', '2026-11-01/2026-11-22']);

    await user.click(screen.getByRole('button', { name: '90 days' }));
    expect(await screen.findByText('25 Aug – 22 Nov 2026 · 90 days, India time')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the range from the address and exports exactly what is shown as CSV', async () => {
    answerByRange();
    const user = userEvent.setup({ advanceTimers: () => {} });
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the file the screen hands over.
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => (blobs.push(blob), 'blob:analytics'),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<AnalyticsTab />, { route: '/admin?tab=analytics&from=2026-11-10&to=2026-11-12' });
    expect(await screen.findByText('10 Nov – 12 Nov 2026 · 3 days, India time')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('washday-analytics-2026-11-10-to-2026-11-12.csv');
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // A byte-order mark first, so Excel reads UTF-8 (the ₹ sign); text() reads past it.
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blobs[0]!.text();
    expect(text).toBe(analyticsCsv(analyticsReply('2026-11-10', '2026-11-12')));
    expect(text).toContain('\r\n2026-11-11,1,1,400,450\r\n');
    expect(text).toContain('"Curtains, ""heavy""",PC,3,1200,1');
  });

  it('gives the reason and Retry when analytics cannot load', async () => {
    const user = userEvent.setup({ advanceTimers: () => {} });
    let failing = true;
    mockApi([
      on(contract.adminStats.analytics, ({ search }) =>
        failing ? fail(400, 'The range can be at most 366 days') : analyticsReply(search.get('from')!, search.get('to')!),
      ),
    ]);
    renderWithProviders(<AnalyticsTab />, { route: '/admin?tab=analytics' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load analyticsThe range can be at most 366 days');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Average turnaround')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
