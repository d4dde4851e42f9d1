import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, type ActiveRider, type TrackedOrder } from '@washday/core';
import { i18n } from '@/lib/i18n';
import { FakeEventSource } from '@/test/fake-event-source';
import { mockApi, on } from '@/test/mock-api';
import { makeActiveRider, makeJob, makeTrackedOrder, renderAdminRiders } from '../testing/admin-rider-fixtures';
import { resetTrackingMapMock, trackingMapMock } from '../testing/react-leaflet-mock';
import { LiveTrackingBoard } from './live-tracking-board';

vi.mock('react-leaflet', () => import('../testing/react-leaflet-mock'));

const RAVI = makeActiveRider(1, {
  _id: 'c0a80101-0000-4000-8000-000000000201',
  name: 'Ravi Kumar',
  phone: '9810000002',
  jobs: [makeJob()],
});
const ANIL = makeActiveRider(20, {
  _id: 'c0a80101-0000-4000-8000-000000000202',
  name: 'Anil Yadav',
  phone: '9810000003',
  location: { lat: 28.41, lng: 77.05 },
});
const WAITING = makeTrackedOrder();
const AT_VENDOR = makeTrackedOrder({
  bookingId: 'b0000000-0000-4000-8000-000000000010',
  custom_order_id: 'WD-2B6N4M',
  status: 'in_progress',
  phase: 'at_vendor',
  vendor_stage: 'processing',
  coordinates: { lat: 28.43, lng: 77.06 },
  trip: { kind: 'pickup', status: 'completed', rider: { id: RAVI._id, name: 'Ravi Kumar', phone: '9810000002' } },
  vendor: { id: 'vendor-sector-14', name: 'FreshPress Laundry, Sector 14', coordinates: { lat: 28.4722, lng: 77.0442 } },
});
const NO_POINT = makeTrackedOrder({
  bookingId: 'b0000000-0000-4000-8000-000000000011',
  custom_order_id: 'WD-0000NP',
  coordinates: null,
});

function stub(
  riders: () => ActiveRider[] = () => [RAVI, ANIL],
  orders: () => TrackedOrder[] = () => [WAITING, AT_VENDOR, NO_POINT],
) {
  return mockApi([
    on(contract.adminRiders.active, () => ({ success: true, riders: riders(), serverTime: new Date().toISOString() })),
    on(contract.adminRiders.trackingOrders, () => ({
      success: true,
      orders: orders(),
      total: orders().length,
      serverTime: new Date().toISOString(),
    })),
  ]);
}

const marker = (title: string) => screen.queryAllByTestId('map-marker').find((m) => m.getAttribute('title') === title);
/** Waits for the marker with this title. */
const findMarker = (title: string) =>
  waitFor(() => {
    const found = marker(title);
    if (!found) throw new Error(`No marker '${title}'`);
    return found;
  });

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  resetTrackingMapMock();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('live tracking', () => {
  it('puts riders (coloured by freshness), open orders (by phase) and their vendors on the map, fitted to them, with a legend', async () => {
    stub();
    renderAdminRiders(<LiveTrackingBoard />);
    await screen.findByTestId('leaflet-map');
    const ravi = await findMarker('Ravi Kumar: Live');
    expect(ravi).toHaveClass('rider-marker--live');
    expect(ravi).toHaveAttribute('data-lat', '28.3962');
    expect(marker('Anil Yadav: Stale')).toHaveClass('rider-marker--stale');
    expect(marker('Order WD-4H2P8X: Pickup')).toHaveClass('order-marker--pickup');
    expect(marker('Order WD-2B6N4M: At the vendor')).toHaveClass('order-marker--at_vendor');
    expect(marker('Vendor: FreshPress Laundry, Sector 14')).toBeInTheDocument();
    // An order without coordinates is listed, not placed.
    expect(screen.getAllByTestId('map-marker')).toHaveLength(5);
    expect(screen.getByText('1 without a map position (no coordinates on the booking).')).toBeInTheDocument();

    const popup = within(within(ravi).getByTestId('map-popup'));
    expect(popup.getByRole('link', { name: /98100 00002/ })).toHaveAttribute('href', 'tel:+919810000002');
    expect(popup.getByText('Live')).toBeInTheDocument();
    expect(popup.getByText('Updated 1 min ago')).toBeInTheDocument();
    expect(popup.getByText('WD-7K3M9Q')).toBeInTheDocument();
    const order = within(within(marker('Order WD-2B6N4M: At the vendor')!).getByTestId('map-popup'));
    expect(order.getByText(/In progress · Processing/)).toBeInTheDocument();
    expect(order.getByText('Ravi Kumar')).toBeInTheDocument();

    expect(trackingMapMock.fits.length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Map legend' })).toHaveTextContent(
      /Live.*Recent.*Stale.*Old.*Pickup.*At the vendor.*Delivery.*Vendor/,
    );
  });

  it("shows one customer's orders at the same door as one marker with their count, each in its popup", async () => {
    const second = makeTrackedOrder({ bookingId: 'b0000000-0000-4000-8000-000000000012', custom_order_id: 'WD-5S5S5S' });
    stub(undefined, () => [WAITING, second]);
    renderAdminRiders(<LiveTrackingBoard />);
    const door = await findMarker(`2 orders at ${WAITING.address}`);
    expect(door).toHaveClass('order-marker--group');
    const popup = within(within(door).getByTestId('map-popup'));
    expect(popup.getByText('WD-4H2P8X')).toBeInTheDocument();
    expect(popup.getByText('WD-5S5S5S')).toBeInTheDocument();
  });

  it('refreshes at the chosen interval: 30 seconds by default, 10 when picked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stub();
    const { user } = renderAdminRiders(<LiveTrackingBoard />);
    await screen.findByTestId('leaflet-map');
    const select = screen.getByLabelText('Refresh every');
    expect(select).toHaveValue('30');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      '10 seconds',
      '30 seconds',
      '1 minute',
      '2 minutes',
      '5 minutes',
    ]);
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    await waitFor(() => expect(api.calls(contract.adminRiders.trackingOrders)).toHaveLength(2));

    await user.selectOptions(select, '10');
    const before = api.calls(contract.adminRiders.active).length;
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    await waitFor(() => expect(api.calls(contract.adminRiders.active).length).toBe(before + 1));
    expect(api.calls(contract.adminRiders.trackingOrders).length).toBeGreaterThanOrEqual(3);
  });

  it("moves a rider's marker on 'rider.location' and reloads the orders on 'booking.updated'", async () => {
    let orders = [WAITING];
    const api = stub(undefined, () => orders);
    renderAdminRiders(<LiveTrackingBoard />);
    await findMarker('Anil Yadav: Stale');
    act(() =>
      FakeEventSource.last!.emit('rider.location', {
        rider_id: ANIL._id,
        lat: 28.4201,
        lng: 77.0502,
        at: new Date().toISOString(),
      }),
    );
    const moved = await findMarker('Anil Yadav: Live');
    expect(moved).toHaveAttribute('data-lat', '28.4201');
    expect(api.calls(contract.adminRiders.active)).toHaveLength(1);

    orders = [WAITING, AT_VENDOR];
    act(() => FakeEventSource.last!.emit('booking.updated', { booking_id: AT_VENDOR.bookingId, status: 'in_progress' }));
    await findMarker('Order WD-2B6N4M: At the vendor');
  });

  it('says so over the map when its tiles fail, and the markers and lists stay (in Hindi too)', async () => {
    trackingMapMock.tiles = 'error';
    stub();
    renderAdminRiders(<LiveTrackingBoard />);
    await findMarker('Ravi Kumar: Live');
    const notice = await screen.findByText('Map tiles unavailable — riders and orders still show');
    expect(notice).toHaveAttribute('role', 'status');
    // Over the map, beside its markers, not a banner above it.
    expect(notice.parentElement).toContainElement(screen.getByTestId('leaflet-map'));
    await findMarker('Order WD-2B6N4M: At the vendor');
    expect(screen.getByRole('button', { name: /Anil Yadav/ })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('hi'));
    expect(notice).toHaveTextContent('नक्शे की टाइलें लोड नहीं हो रहीं — राइडर और ऑर्डर फिर भी दिख रहे हैं');
  });

  it('shows no tile notice while the tiles load', async () => {
    stub();
    renderAdminRiders(<LiveTrackingBoard />);
    await findMarker('Ravi Kumar: Live');
    expect(screen.queryByText(/Map tiles unavailable/)).not.toBeInTheDocument();
  });

  it('shows only the layers chosen and flies to a rider picked in the list', async () => {
    stub();
    const { user } = renderAdminRiders(<LiveTrackingBoard />);
    await findMarker('Ravi Kumar: Live');
    await user.click(screen.getByRole('button', { name: 'Orders (3)' }));
    expect(screen.getAllByTestId('map-marker').map((m) => m.getAttribute('title'))).toEqual([
      'Ravi Kumar: Live',
      'Anil Yadav: Stale',
    ]);
    await user.click(screen.getByRole('button', { name: /Anil Yadav/ }));
    expect(trackingMapMock.flights.at(-1)?.[0]).toEqual([28.41, 77.05]);
  });
});
