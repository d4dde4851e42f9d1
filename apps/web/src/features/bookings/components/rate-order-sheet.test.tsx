import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contract, type OrderRating } from '@washday/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import '@/locales/ratings-strings';
import { RateOrderSheet } from './rate-order-sheet';

const ORDER = '8b0f9a52-5f0e-4a55-9a1e-222222222222';

function answer(rating: OrderRating['rating'] = null): OrderRating {
  return { success: true, can_rate: true, rider: { name: 'Suresh' }, rating, tip: null };
}

afterEach(() => vi.unstubAllGlobals());

describe('Rate your order', () => {
  it('sends the order and rider stars, tags and comment, and asks for both stars first', async () => {
    const saved = answer({
      id: 'r1',
      order_stars: 4,
      rider_stars: 5,
      tags: ['on_time'],
      comment: 'Neat',
      created_at: '2026-11-22T05:30:00.000Z',
      updated_at: '2026-11-22T05:30:00.000Z',
      editable_until: '2026-11-29T05:30:00.000Z',
      editable: true,
    });
    const api = mockApi([
      on(contract.ratings.get, () => answer()),
      on(contract.ratings.save, () => ({ ...saved, message: 'Thanks for your rating' })),
    ]);
    const onOpenChange = vi.fn();
    renderWithProviders(<RateOrderSheet orderId={ORDER} orderNumber="WD-7K3M9Q" open onOpenChange={onOpenChange} />);
    const sheet = await screen.findByRole('dialog', { name: 'Rate your order' });
    await userEvent.click(await within(sheet).findByRole('button', { name: 'Submit rating' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Choose stars for the order');

    await userEvent.click(
      within(within(sheet).getByRole('radiogroup', { name: 'How was your order?' })).getByRole('radio', { name: '4 stars' }),
    );
    await userEvent.click(
      within(within(sheet).getByRole('radiogroup', { name: 'How was Suresh, your rider?' })).getByRole('radio', {
        name: '5 stars',
      }),
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'On time' }));
    await userEvent.type(within(sheet).getByLabelText('Anything else? (optional)'), 'Neat');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Submit rating' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls(contract.ratings.save)[0]!.body).toEqual({
      order_stars: 4,
      rider_stars: 5,
      tags: ['on_time'],
      comment: 'Neat',
    });
  });

  it('offers only the tip once the 7 days are over, and keeps an Other tip within the limits', async () => {
    mockApi([
      on(contract.ratings.get, () =>
        answer({
          id: 'r1',
          order_stars: 2,
          rider_stars: 2,
          tags: [],
          comment: '',
          created_at: '2026-11-01T05:30:00.000Z',
          updated_at: '2026-11-01T05:30:00.000Z',
          editable_until: '2026-11-08T05:30:00.000Z',
          editable: false,
        }),
      ),
    ]);
    renderWithProviders(<RateOrderSheet orderId={ORDER} orderNumber="WD-7K3M9Q" open onOpenChange={() => {}} />);
    const sheet = await screen.findByRole('dialog', { name: 'Rate your order' });
    expect(await within(sheet).findByText(/this one can no longer be changed/)).toBeVisible();
    expect(within(sheet).queryByRole('radiogroup', { name: 'How was your order?' })).toBeNull();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Other' }));
    await userEvent.type(within(sheet).getByLabelText('Tip amount in rupees'), '5');
    expect(within(sheet).getByLabelText('Tip amount in rupees')).toHaveAttribute('aria-invalid', 'true');
    expect(within(sheet).getByRole('button', { name: /^Tip/ })).toBeDisabled();
    await userEvent.type(within(sheet).getByLabelText('Tip amount in rupees'), '0');
    expect(within(sheet).getByRole('button', { name: 'Tip ₹50' })).toBeEnabled();
  });
});
