import '@/locales/plans-strings';
import type { PlanCycleView, SubscriptionView } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import type { PlanPayment } from '../hooks/use-plan-payment';
import { PlanCard } from './plan-card';

// A laundry plan's paid months with their GST tax invoices to download (decision 0042).

const cycle = (over: Partial<PlanCycleView>): PlanCycleView => ({
  id: '5b0e3c1e-0000-4000-8000-000000000001',
  seq: 1,
  status: 'paid',
  amount: 1180,
  refunded: 0,
  period_start: '2026-10-22T05:30:00.000Z',
  period_end: '2026-11-22T05:30:00.000Z',
  paid_at: '2026-10-22T05:30:00.000Z',
  reference: 'pay_local_1',
  invoice_number: 'WD/26-27/000041',
  credit_note_number: null,
  ...over,
});

const subscription = (paid: PlanCycleView[]): SubscriptionView => ({
  id: 'sub-1',
  status: 'active',
  plan: {
    id: 'plan-1',
    name: 'Family 30',
    description: '',
    price: 1180,
    kg_included: 30,
    pieces_included: 10,
    pickups_included: null,
    dry_clean_discount_percent: 0,
    free_delivery: true,
    rollover: false,
    is_active: true,
  },
  cancel_at_period_end: false,
  period_start: '2026-11-22T05:30:00.000Z',
  period_end: '2026-12-22T05:30:00.000Z',
  renews_at: '2026-12-22T05:30:00.000Z',
  grace_ends_at: null,
  allowance: { kg: 30, pieces: 10, pickups: null },
  used: { kg: 0, pieces: 0, pickups: 0 },
  left: { kg: 30, pieces: 10, pickups: null },
  due: null,
  paid_cycles: paid,
});

const pay: PlanPayment = {
  step: 'idle',
  checkout: null,
  localAction: null,
  error: null,
  start: vi.fn(),
  settleLocal: vi.fn(),
  closeLocal: vi.fn(),
};

describe('the plan card: payments and invoices', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("offers 'Download invoice' for each paid month, linked to that cycle's invoice PDF, in English and Hindi", async () => {
    const second = cycle({
      id: '5b0e3c1e-0000-4000-8000-000000000002',
      seq: 2,
      period_start: '2026-11-22T05:30:00.000Z',
      period_end: '2026-12-22T05:30:00.000Z',
      invoice_number: 'WD/26-27/000057',
    });
    const first = cycle({ status: 'refunded', refunded: 1180, credit_note_number: 'CN/26-27/000003' });
    renderWithProviders(<PlanCard subscription={subscription([second, first])} pay={pay} />);
    const list = screen.getByRole('region', { name: 'Payments and invoices' });
    const newest = within(list).getByRole('link', { name: 'Download invoice WD/26-27/000057' });
    expect(newest).toHaveAttribute('href', `/api/plans/cycles/${second.id}/invoice.pdf`);
    expect(newest).toHaveAttribute('download');
    expect(newest).toHaveTextContent('Download invoice');
    const older = within(list).getByRole('link', { name: 'Download invoice WD/26-27/000041' });
    expect(older).toHaveAttribute('href', `/api/plans/cycles/${first.id}/invoice.pdf`);
    expect(list).toHaveTextContent('22 Nov 2026 – 22 Dec 2026');
    expect(list).toHaveTextContent('₹1,180 refunded');

    await i18n.changeLanguage('hi');
    await waitFor(() => expect(screen.getByRole('region', { name: 'भुगतान और इनवॉइस' })).toBeInTheDocument());
    const hindi = screen.getByRole('link', { name: 'इनवॉइस डाउनलोड करें WD/26-27/000057' });
    expect(hindi).toHaveTextContent('इनवॉइस डाउनलोड करें');
  });

  it('shows no invoices section before a month is paid', () => {
    renderWithProviders(<PlanCard subscription={subscription([])} pay={pay} />);
    expect(screen.queryByTestId('plan-invoices')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download invoice/ })).not.toBeInTheDocument();
  });
});
