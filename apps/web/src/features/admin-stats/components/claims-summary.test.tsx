import { screen } from '@testing-library/react';
import { contract } from '@washday/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { statsReply } from '../testing/stats-fixtures';
import { ClaimsSummary } from './claims-summary';

afterEach(() => vi.unstubAllGlobals());

describe('ClaimsSummary', () => {
  it('gives the open claims and this month’s compensation, leading to the Claims list', async () => {
    mockApi([on(contract.adminStats.stats, statsReply({ claims: { open: 3, compensated_this_month: 1_250 } }))]);
    renderWithProviders(<ClaimsSummary />);
    const link = await screen.findByRole('link', { name: /Claims: 3 open/ });
    expect(link).toHaveAttribute('href', '/admin?tab=payments&sub=claims');
    expect(link).toHaveTextContent('₹1,250 compensated this month');
  });

  it('reads calmly when no claim is open', async () => {
    mockApi([on(contract.adminStats.stats, statsReply({ claims: { open: 0, compensated_this_month: 0 } }))]);
    renderWithProviders(<ClaimsSummary />);
    expect(await screen.findByRole('link', { name: /Claims: 0 open/ })).toHaveTextContent('₹0 compensated this month');
  });
});
