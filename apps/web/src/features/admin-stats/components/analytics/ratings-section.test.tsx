import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contract } from '@washday/core';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ratingsReply } from '../../testing/ratings-fixtures';
import { RatingsSection } from './ratings-section';

describe('Ratings on Analytics', () => {
  it('shows the figures per rider, vendor and service, the lowest first, and closes a follow-up with a note', async () => {
    const reply = ratingsReply('2026-10-24', '2026-11-22');
    const low = reply.lowest[0]!;
    const api = mockApi([
      on(contract.adminRatings.overview, reply),
      on(contract.adminRatings.followUp, {
        success: true,
        message: 'Follow-up closed',
        rating: { ...low, follow_up: { status: 'closed', note: 'Called her', closed_at: '2026-11-22T06:00:00.000Z' } },
      }),
    ]);
    renderWithProviders(<RatingsSection from="2026-10-24" to="2026-11-22" />);
    const section = await screen.findByTestId('ratings-section');
    expect(within(section).getByText('Open follow-ups').nextSibling).toHaveTextContent('1');
    expect(within(section).getByRole('table', { name: 'Ratings per rider' })).toHaveTextContent('Suresh Kumar23.00');
    expect(within(section).getByRole('table', { name: 'Ratings per service' })).toHaveTextContent('Regular Iron');
    const lowest = within(within(section).getByRole('list', { name: 'Lowest-rated orders' })).getByRole('listitem');
    expect(lowest).toHaveTextContent('WD-7K3M9Q');
    expect(lowest).toHaveTextContent('Meera Iyer');
    expect(lowest).toHaveTextContent('Stain not removed');
    expect(lowest).toHaveTextContent('Follow-up open');

    await userEvent.type(within(lowest).getByRole('textbox', { name: 'What was done for WD-7K3M9Q' }), 'Called her');
    await userEvent.click(within(lowest).getByRole('button', { name: 'Close follow-up' }));
    await waitFor(() => expect(api.calls(contract.adminRatings.followUp)).toHaveLength(1));
    expect(api.calls(contract.adminRatings.followUp)[0]!.body).toEqual({ status: 'closed', note: 'Called her' });
  });
});
