import { contract } from '@washday/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRiderOrder } from '@/features/rider-orders/testing/rider-order-fixtures';
import { i18n } from '@/lib/i18n';
import { FakeEventSource } from '@/test/fake-event-source';
import { FakeGeolocation, installGeolocation } from '@/test/fake-geolocation';
import { fail, on } from '@/test/mock-api';
import { makeRider, mockRiderApi, renderRider } from './rider-test-utils';

// Issue 26: the dashboard's 'Cash in hand' after the jobs, refreshed by the live 'booking.updated' a door payment sends.

beforeAll(async () => {
  await import('@/areas/rider');
});

beforeEach(() => {
  const undoGeolocation = installGeolocation(new FakeGeolocation());
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.last = null;
  return () => {
    undoGeolocation();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toast.dismiss();
  };
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const cash = (in_hand: number, collected_today: number, handed_over_today: number) => ({
  success: true as const,
  cash: { in_hand, collected_today, handed_over_today },
});

const card = () => within(screen.getByRole('region', { name: 'Cash in hand' }));

describe('rider dashboard: cash in hand', () => {
  it('shows the cash after the jobs, and asks again when a live booking.updated arrives', async () => {
    let answer = cash(60, 60, 0);
    const api = mockRiderApi(makeRider({ isActive: true }), [
      on(contract.riderOrders.list, [makeRiderOrder({ custom_order_id: 'WD-R9101' })]),
      on(contract.payments.riderCashInHand, () => answer),
    ]);
    renderRider('/rider/dashboard');
    await screen.findByRole('article', { name: 'Order WD-R9101' });
    // The stream is open, so nothing polls: only the event can refresh the card.
    act(() => FakeEventSource.last!.onopen?.());

    expect(await card().findByText('₹60 in hand')).toBeInTheDocument();
    expect(card().getByText('Collected today ₹60 · Handed over ₹0')).toBeInTheDocument();
    const jobs = screen.getByRole('region', { name: /^Assigned Orders/ });
    const section = screen.getByRole('region', { name: 'Cash in hand' });
    const status = screen.getByRole('region', { name: 'Rider Status' });
    expect(jobs.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Cash taken at a door: the server tells the rider's phone.
    answer = cash(580, 580, 0);
    const asked = api.calls(contract.payments.riderCashInHand).length;
    act(() => FakeEventSource.last!.emit('booking.updated', { booking_id: 'b1', status: 'in_progress' }));
    expect(await card().findByText('₹580 in hand')).toBeInTheDocument();
    expect(card().getByText('Collected today ₹580 · Handed over ₹0')).toBeInTheDocument();
    expect(api.calls(contract.payments.riderCashInHand).length).toBe(asked + 1);
  });

  it('says when the cash could not load, with a 48 px Retry that asks again', async () => {
    let down = true;
    mockRiderApi(makeRider(), [
      on(contract.payments.riderCashInHand, () => (down ? fail(500, 'Internal server error') : cash(120, 200, 80))),
    ]);
    renderRider('/rider/dashboard');
    await screen.findByRole('region', { name: 'Cash in hand' });
    const alert = within(await card().findByRole('alert'));
    expect(alert.getByText('Could not load your cash.')).toBeInTheDocument();
    const retry = alert.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveClass('h-12');
    down = false;
    await userEvent.setup().click(retry);
    expect(await card().findByText('₹120 in hand')).toBeInTheDocument();
    expect(card().getByText('Collected today ₹200 · Handed over ₹80')).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockRiderApi(makeRider(), [on(contract.payments.riderCashInHand, cash(1250, 1500, 250))]);
    renderRider('/rider/dashboard');
    const hindi = within(await screen.findByRole('region', { name: 'हाथ में नकद' }));
    expect(await hindi.findByText('₹1,250 हाथ में')).toBeInTheDocument();
    expect(hindi.getByText('आज लिया ₹1,500 · सौंपा ₹250')).toBeInTheDocument();
  });
});
