import type { AnalyticsAnswer } from '../api/get-admin-analytics';
import { csvRows, type CsvValue } from './csv';
import { STATUS_LABEL } from './stats-format';

type Rows = CsvValue[][];

/** The tiles above the charts, in the order shown. */
export function summaryFigures(data: AnalyticsAnswer): Array<[label: string, value: CsvValue]> {
  const { totals, turnaround } = data;
  return [
    ['Bookings placed', totals.bookings],
    ['Orders completed', totals.completed],
    ['Cancelled bookings', totals.cancelled],
    ['Collected revenue (₹)', totals.collected],
    ['Booked revenue (₹)', totals.revenue],
    ['Average order value (₹)', totals.average_order_value],
    ['Orders delivered', turnaround.delivered],
    ['Average turnaround (hours)', turnaround.average_hours],
    ['Promised turnaround (hours)', turnaround.promised_hours],
    ['Late deliveries', turnaround.late],
    ['Late share (%)', turnaround.late_share],
  ];
}

const section = (title: string, header: string[], rows: Rows): Rows => [[title], header, ...rows, []];

/**
 * Everything the Analytics tab shows for its range, one section per chart or table, in one CSV file: the figures
 * themselves (rupees and hours as plain numbers), not their on-screen formatting.
 */
export function analyticsCsv(data: AnalyticsAnswer): string {
  const services = (list: AnalyticsAnswer['top_services']['by_quantity']): Rows =>
    list.map((s) => [s.name, s.unit, s.quantity, s.revenue, s.orders]);
  const serviceHeader = ['Service', 'Unit', 'Quantity', 'Revenue (₹)', 'Orders'];
  const rows: Rows = [
    ['Washday analytics'],
    ['From', data.range.from],
    ['To', data.range.to],
    ['Days', data.range.days],
    [],
    ...section('Summary', ['Figure', 'Value'], summaryFigures(data)),
    ...section(
      'Bookings and revenue per day',
      ['Date', 'Bookings', 'Completed', 'Collected (₹)', 'Booked (₹)'],
      data.daily.map((d) => [d.date, d.bookings, d.completed, d.collected, d.revenue]),
    ),
    ...section(
      'Orders by status',
      ['Status', 'Bookings'],
      data.by_status.map((s) => [STATUS_LABEL[s.status], s.count]),
    ),
    ...section('Top services by quantity', serviceHeader, services(data.top_services.by_quantity)),
    ...section('Top services by revenue', serviceHeader, services(data.top_services.by_revenue)),
    ...section(
      'Rider performance',
      ['Rider', 'Phone', 'Trips', 'Pickups', 'Deliveries', 'On time', 'On-time share (%)'],
      data.riders.map((r) => [r.name, r.phone, r.trips, r.pickups, r.deliveries, r.on_time, r.on_time_share]),
    ),
  ];
  // No blank line after the last section.
  return csvRows(rows.slice(0, -1));
}

export const analyticsCsvName = (data: AnalyticsAnswer) => `washday-analytics-${data.range.from}-to-${data.range.to}.csv`;
