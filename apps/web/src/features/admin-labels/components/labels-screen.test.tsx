import { contract, type TagSheet } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, offContract, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { LabelsScreen } from './labels-screen';

const LIST = contract.adminTagSheets.list;
const CREATE = contract.adminTagSheets.create;
const PDF = contract.adminTagSheets.pdf;

let blobs: Blob[];
let click: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  blobs = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (blobs.push(blob), 'blob:x') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  click.mockRestore();
  vi.unstubAllGlobals();
});

const sheet = (code: string, over: Partial<TagSheet> = {}): TagSheet => ({
  id: `00000000-0000-4000-8000-0000000000${code.length}${blobs.length}`,
  code,
  layout: 'L7163',
  labels: 14,
  used: 0,
  printed_at: '2026-11-29T10:00:00.000Z',
  printed_by: 'ops-admin',
  retired_at: null,
  ...over,
});

describe('the labels screen', () => {
  it('prints the chosen layout and number of sheets, downloads their PDF, and lists printed sheets', async () => {
    const made = [
      sheet('7K3F', { id: '11111111-1111-4111-8111-111111111111' }),
      sheet('M9QX', { id: '22222222-2222-4222-8222-222222222222' }),
    ];
    const api = mockApi([
      on(LIST, { success: true as const, sheets: [sheet('B2HT', { used: 7, layout: 'L7160', labels: 21 })] }),
      on(CREATE, { success: true as const, message: '2 label sheets ready to print', sheets: made }),
      on(PDF, () => offContract(new Response(new Blob(['%PDF-1.3']), { headers: { 'content-type': 'application/pdf' } }))),
    ]);
    renderWithProviders(<LabelsScreen />);
    const user = userEvent.setup();

    expect(await screen.findByText('WD-B2HT-01 … 21')).toBeInTheDocument();
    expect(screen.getByText('7 of 21')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /14 labels/ }));
    await user.clear(screen.getByLabelText('Sheets'));
    await user.type(screen.getByLabelText('Sheets'), '2');
    expect(screen.getByText('28 labels on 2 sheets.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create and download PDF' }));

    await waitFor(() => expect(api.calls(CREATE)).toHaveLength(1));
    expect(api.calls(CREATE)[0]?.body).toEqual({ layout: 'L7163', sheets: 2 });
    await waitFor(() => expect(api.calls(PDF)).toHaveLength(1));
    expect(api.calls(PDF)[0]?.search.get('ids')).toBe(made.map((s) => s.id).join(','));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('2 sheets ready (7K3F, M9QX).');
    expect(within(status).getByRole('link', { name: 'Download PDF again' })).toHaveAttribute(
      'download',
      'washday-labels-7K3F-M9QX.pdf',
    );
  });

  it('refuses more than 20 sheets at a time without asking the server', async () => {
    const api = mockApi([on(LIST, { success: true as const, sheets: [] })]);
    renderWithProviders(<LabelsScreen />);
    const user = userEvent.setup();
    expect(await screen.findByText('No sheets printed yet.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Sheets'));
    await user.type(screen.getByLabelText('Sheets'), '25');
    await user.click(screen.getByRole('button', { name: 'Create and download PDF' }));
    expect(screen.getByText('Print from 1 to 20 sheets at a time')).toBeInTheDocument();
    expect(api.calls(CREATE)).toHaveLength(0);
  });
});
