import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract, type AdminCoupon } from '@washday/core';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { couponFixture, redemptionFixture } from '../testing/coupon-fixtures';
import { CouponsScreen } from './coupons-screen';

afterEach(() => vi.unstubAllGlobals());

const page = (coupons: AdminCoupon[]) => ({
  success: true as const,
  coupons,
  pagination: { page: 1, limit: 20, total: coupons.length, hasMore: false },
});
const WEEKEND = couponFixture({
  code: 'WEEKEND50',
  description: '₹50 off on orders of ₹300 or more',
  discount_type: 'flat',
  discount_value: 50,
  max_discount: null,
  min_order: 300,
  first_order_only: false,
  one_time_per_customer: false,
  usage_limit: 100,
  redemption_count: 100,
  discount_given: 5000,
  state: 'used_up',
  valid_from: '2026-11-01',
  valid_to: '2026-12-31',
});

function setup(routes: Parameters<typeof mockApi>[0] = []) {
  const api = mockApi([on(contract.adminCoupons.list, page([couponFixture(), WEEKEND])), ...routes]);
  renderWithProviders(
    <>
      <CouponsScreen />
      <Toaster />
    </>,
  );
  return { api, user: userEvent.setup() };
}

describe('coupons', () => {
  it('lists coupons with their discount, conditions, validity, usage and state', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const first30 = within(table).getByRole('row', { name: /FIRST30/ });
    expect(first30).toHaveTextContent('30% off');
    expect(first30).toHaveTextContent('up to ₹200');
    expect(first30).toHaveTextContent('First order');
    expect(first30).toHaveTextContent('Once per customer');
    expect(first30).toHaveTextContent('12 used');
    expect(first30).toHaveTextContent('₹1,840 given');
    expect(first30).toHaveTextContent('Active');
    const weekend = within(table).getByRole('row', { name: /WEEKEND50/ });
    expect(weekend).toHaveTextContent('₹50 off');
    expect(weekend).toHaveTextContent('Min order ₹300');
    expect(weekend).toHaveTextContent('100 / 100');
    expect(weekend).toHaveTextContent('1 Nov 2026 – 31 Dec 2026');
    expect(weekend).toHaveTextContent('Used up');
  });

  it('says why the list could not load and retries', async () => {
    let down = true;
    const { user } = setup([
      on(contract.adminCoupons.list, () => (down ? fail(503, 'Service unavailable') : page([couponFixture()]))),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the coupons');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /FIRST30/ })).toBeInTheDocument();
  });

  it("checks a new coupon with core's rules, upper-cases the code and shows the server's refusal under its field", async () => {
    let taken = true;
    const { api, user } = setup([
      on(contract.adminCoupons.create, ({ body }) =>
        taken
          ? fail(409, `A coupon with code ${body.code.toUpperCase()} already exists`, { field: 'code' })
          : { success: true, message: 'Coupon DIWALI25 created', coupon: couponFixture({ code: 'DIWALI25' }) },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(within(dialog).getByLabelText(/^Code/)).toHaveAccessibleDescription(/Code must be 3-30 letters/);
    expect(within(dialog).getByLabelText(/Percent off/)).toHaveAccessibleDescription('Discount must be a number');
    expect(api.calls(contract.adminCoupons.create)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Code/), 'diwali 25');
    expect(within(dialog).getByLabelText(/^Code/)).toHaveValue('DIWALI25');
    await user.type(within(dialog).getByLabelText(/Percent off/), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(within(dialog).getByLabelText(/Percent off/)).toHaveAccessibleDescription(
      'Percentage must be a whole number from 1 to 100',
    );
    expect(within(dialog).getByLabelText(/Maximum discount/)).toHaveAccessibleDescription(
      'Enter the most a percentage coupon may take off',
    );

    await user.clear(within(dialog).getByLabelText(/Percent off/));
    await user.type(within(dialog).getByLabelText(/Percent off/), '25');
    await user.type(within(dialog).getByLabelText(/Maximum discount/), '300');
    await user.type(within(dialog).getByLabelText('Minimum order (₹)'), '499');
    await user.click(within(dialog).getByLabelText(/Once per customer/));
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Code/)).toHaveAccessibleDescription(/A coupon with code DIWALI25 already exists/),
    );
    expect(api.calls(contract.adminCoupons.create)[0]!.body).toEqual({
      code: 'DIWALI25',
      description: null,
      discount_type: 'percent',
      discount_value: 25,
      max_discount: 300,
      min_order: 499,
      usage_limit: null,
      first_order_only: false,
      one_time_per_customer: true,
      valid_from: null,
      valid_to: null,
    });

    taken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon DIWALI25 created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes a flat amount without a cap', async () => {
    const { api, user } = setup([
      on(contract.adminCoupons.create, { success: true, message: 'Coupon FLAT50 created', coupon: WEEKEND }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Flat' }));
    expect(within(dialog).queryByLabelText(/Maximum discount/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Code/), 'flat50');
    await user.type(within(dialog).getByLabelText(/Amount off/), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(api.calls(contract.adminCoupons.create)).toHaveLength(1));
    expect(api.calls(contract.adminCoupons.create)[0]!.body).toMatchObject({
      code: 'FLAT50',
      discount_type: 'flat',
      discount_value: 50,
      max_discount: null,
    });
  });

  it('deactivates a coupon after asking', async () => {
    const { api, user } = setup([
      on(contract.adminCoupons.setActive, {
        success: true,
        message: 'Coupon FIRST30 deactivated',
        coupon: couponFixture({ is_active: false, state: 'inactive' }),
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Deactivate FIRST30' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Checkout refuses it from the next order on');
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Coupon FIRST30 deactivated')).toBeInTheDocument();
    expect(api.calls(contract.adminCoupons.setActive)[0]).toMatchObject({
      params: { code: 'FIRST30' },
      body: { is_active: false },
    });
  });

  it('shows who redeemed a coupon, when, on which order and for how much', async () => {
    const { user } = setup([
      on(contract.adminCoupons.redemptions, {
        success: true,
        coupon: couponFixture(),
        redemptions: [redemptionFixture()],
        pagination: { page: 1, limit: 20, total: 1, hasMore: false },
      }),
    ]);
    // Named by what it shows, then which coupon's redemptions it opens (WCAG 2.5.3).
    await user.click(await screen.findByRole('button', { name: /^12 used ₹1,840 given · last .+ Redemptions of FIRST30$/ }));
    const table = await screen.findByRole('table', { name: 'Redemptions of FIRST30' });
    const row = within(table).getByRole('row', { name: /Asha Verma/ });
    expect(row).toHaveTextContent('+91 98111 00001');
    expect(row).toHaveTextContent('21 Nov');
    expect(row).toHaveTextContent('₹620');
    expect(row).toHaveTextContent('− ₹186');
    expect(within(row).getByRole('link', { name: 'WD-7K3M9Q' })).toHaveAttribute('href', '/admin?tab=bookings&q=WD-7K3M9Q');
  });

  it('gives focus back to the Usage button that opened the redemptions when they close', async () => {
    const { user } = setup([
      on(contract.adminCoupons.redemptions, {
        success: true,
        coupon: WEEKEND,
        redemptions: [],
        pagination: { page: 1, limit: 20, total: 0, hasMore: false },
      }),
    ]);
    const usage = await screen.findByRole('button', { name: /Redemptions of WEEKEND50$/ });
    await user.click(usage);
    const drawer = await screen.findByRole('dialog', { name: 'WEEKEND50' });
    expect(await within(drawer).findByText('Not used yet')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(usage).toHaveFocus();

    await user.click(usage);
    await user.click(within(await screen.findByRole('dialog', { name: 'WEEKEND50' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(usage).toHaveFocus();
  });
});
