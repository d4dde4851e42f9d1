import { DEMO_BUSINESS_SETTINGS, contract } from '@washday/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paymentsAnswer } from '@/features/admin-payments/testing/payments-fixtures';
import { mockApi, on } from '@/test/mock-api';
import { renderRoutesAt } from '@/test/render';

const SESSION = { username: 'admin', loginTime: '2026-11-22T05:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' };

describe('Payments, a section of the admin console', () => {
  it('opens on the payments and has the business details beside them, each with its address', async () => {
    const user = userEvent.setup();
    const api = mockApi([
      on(contract.adminAuth.session, { success: true, session: SESSION }),
      on(contract.payments.adminPayments, paymentsAnswer()),
      on(contract.payments.businessSettings, { success: true, settings: DEMO_BUSINESS_SETTINGS, saved: false }),
    ]);
    const router = renderRoutesAt('/admin');
    await user.click(
      await within(await screen.findByRole('tablist', { name: 'Admin sections' })).findByRole('tab', { name: 'Payments' }),
    );
    expect(router.state.location.search).toBe('?tab=payments');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payments' })).toBeInTheDocument();
    expect(api.calls(contract.payments.businessSettings)).toHaveLength(0);

    await user.click(
      within(screen.getByRole('tablist', { name: 'Payment sections' })).getByRole('tab', { name: 'Business details' }),
    );
    expect(router.state.location.search).toBe('?tab=payments&sub=business');
    expect(await screen.findByRole('heading', { level: 2, name: 'Business details' })).toBeInTheDocument();
  });
});
