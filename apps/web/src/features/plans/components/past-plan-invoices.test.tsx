import '@/locales/plans-strings';
import { contract, type PlanInvoiceView, type SubscriptionView } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { PlansPage } from './plans-page';

// An ended plan's tax invoices stay on the Plans page, under 'Past plan invoices' (decision 0042); the live plan's are
// on its card.

const plan = {
  id: 'plan-2',
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
};

const invoice = (over: Partial<PlanInvoiceView>): PlanInvoiceView => ({
  cycle_id: '5b0e3c1e-0000-4000-8000-000000000001',
  subscription_id: 'sub-old',
  plan_name: 'Solo 15',
  status: 'paid',
  period_start: '2026-09-22T05:30:00.000Z',
  period_end: '2026-10-22T05:30:00.000Z',
  amount: 590,
  refunded: 0,
  paid_at: '2026-09-22T05:30:00.000Z',
  invoice_number: 'WD/26-27/000012',
  issued_at: '2026-09-22T05:30:00.000Z',
  credit_note_number: null,
  ...over,
});

const LIVE_CYCLE = invoice({
  cycle_id: '5b0e3c1e-0000-4000-8000-000000000003',
  subscription_id: 'sub-live',
  plan_name: 'Family 30',
  amount: 1180,
  period_start: '2026-11-22T05:30:00.000Z',
  period_end: '2026-12-22T05:30:00.000Z',
  invoice_number: 'WD/26-27/000057',
});
const ENDED_REFUNDED = invoice({
  cycle_id: '5b0e3c1e-0000-4000-8000-000000000002',
  period_start: '2026-10-22T05:30:00.000Z',
  period_end: '2026-11-22T05:30:00.000Z',
  status: 'refunded',
  refunded: 590,
  invoice_number: 'WD/26-27/000031',
  credit_note_number: 'CN/26-27/000004',
});
const ENDED_PAID = invoice({});

const live: SubscriptionView = {
  id: 'sub-live',
  status: 'active',
  plan,
  cancel_at_period_end: false,
  period_start: '2026-11-22T05:30:00.000Z',
  period_end: '2026-12-22T05:30:00.000Z',
  renews_at: '2026-12-22T05:30:00.000Z',
  grace_ends_at: null,
  allowance: { kg: 30, pieces: 10, pickups: null },
  used: { kg: 0, pieces: 0, pickups: 0 },
  left: { kg: 30, pieces: 10, pickups: null },
  due: null,
  paid_cycles: [
    {
      id: LIVE_CYCLE.cycle_id,
      seq: 1,
      status: 'paid',
      amount: 1180,
      refunded: 0,
      period_start: LIVE_CYCLE.period_start,
      period_end: LIVE_CYCLE.period_end,
      paid_at: LIVE_CYCLE.paid_at,
      reference: 'pay_local_3',
      invoice_number: LIVE_CYCLE.invoice_number,
      credit_note_number: null,
    },
  ],
};

function renderPlans(subscription: SubscriptionView | null, invoices: PlanInvoiceView[]) {
  const api = mockApi([
    on(contract.plans.list, { success: true, plans: [plan] }),
    on(contract.plans.mine, { success: true, subscription }),
    on(contract.plans.invoices, { success: true, invoices }),
  ]);
  renderWithProviders(<PlansPage />);
  return api;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('past plan invoices on the Plans page', () => {
  it("lists the ended plans' invoices, not the live plan's, each with its download, in English and Hindi", async () => {
    renderPlans(live, [LIVE_CYCLE, ENDED_REFUNDED, ENDED_PAID]);
    const past = await screen.findByRole('region', { name: 'Past plan invoices' });
    const links = within(past).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Download invoice WD/26-27/000031',
      'Download invoice WD/26-27/000012',
    ]);
    expect(links[0]).toHaveAttribute('href', `/api/plans/cycles/${ENDED_REFUNDED.cycle_id}/invoice.pdf`);
    expect(links[0]).toHaveAttribute('download');
    expect(links[1]).toHaveAttribute('href', `/api/plans/cycles/${ENDED_PAID.cycle_id}/invoice.pdf`);
    expect(past).toHaveTextContent('Solo 15');
    expect(past).toHaveTextContent('22 Oct 2026 – 22 Nov 2026');
    expect(past).toHaveTextContent('₹590 refunded');
    expect(past).toHaveTextContent('₹590 paid');
    // The live plan's invoice is on its card alone.
    const card = screen.getByRole('region', { name: 'Payments and invoices' });
    expect(within(card).getByRole('link', { name: 'Download invoice WD/26-27/000057' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Download invoice WD/26-27/000057' })).toHaveLength(1);

    await i18n.changeLanguage('hi');
    const hindi = await screen.findByRole('region', { name: 'पिछले प्लान के इनवॉइस' });
    expect(within(hindi).getByRole('link', { name: 'इनवॉइस डाउनलोड करें WD/26-27/000031' })).toHaveTextContent('इनवॉइस डाउनलोड करें');
    expect(hindi).toHaveTextContent('₹590 वापस किए गए');
  });

  it('lists every invoice when no plan is live', async () => {
    renderPlans(null, [ENDED_REFUNDED, ENDED_PAID]);
    const past = await screen.findByRole('region', { name: 'Past plan invoices' });
    expect(within(past).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByTestId('plan-card')).not.toBeInTheDocument();
  });

  it('shows no section when only the live plan has invoices', async () => {
    const api = renderPlans(live, [LIVE_CYCLE]);
    await screen.findByRole('region', { name: 'Payments and invoices' });
    await waitFor(() => expect(api.calls(contract.plans.invoices)).toHaveLength(1));
    // Its answer taken in (a turn of the event loop), the page shows no past section: nothing but the card's.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId('past-plan-invoices')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Download invoice/ })).toHaveLength(1);
  });
});
